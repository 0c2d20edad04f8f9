// An object followed along the program (object-state.test) only while
// every change to it is seen: one changed through a pointer, a lambda's
// reference or a helper's pointer parameter is not followed, so a method
// called on it reads what a method may have written as unknown, never as
// the constructor left it. And a write into a field's member (`cfg_.n = 7`,
// or through `auto &c = cfg_`) is a write of that field: the other methods
// do not read the default value.
//
// Before, check7() read `cfg_.n` as 3 after grow() had written 7 through a
// reference, and reported a broadcast of [7] and [3] on this correct
// program.
//
// RUN: %shapecheck %s -- %xtensor-flags 2>&1 \
// RUN:   | FileCheck %s --allow-empty --implicit-check-not='{{warning|error}}:'
// RUN: not %shapecheck %s -- %xtensor-flags -DBUG 2>&1 \
// RUN:   | FileCheck %s --check-prefix=BUG --implicit-check-not='{{warning|error}}:'

#include <xtensor/xbuilder.hpp>
#include <xtensor/xmath.hpp>
#include <xtensor/xtensor.hpp>

struct Config {
  unsigned n = 3;
};

class Box {
public:
  Box() { v_ = xt::zeros<float>({3}); }
  void grow() {
    auto &c = cfg_;
    c.n = 7;
    v_ = xt::zeros<float>({7});
  }
  // Correct after grow() only, as the program calls it.
  float check7() {
    xt::xtensor<float, 1> w = xt::zeros<float>({cfg_.n});
    xt::xtensor<float, 1> r = xt::zeros<float>({7});
    auto z = v_ + r + w;
    return z(0);
  }

private:
  Config cfg_;
  xt::xtensor<float, 1> v_;
};

void growThrough(Box *b) { b->grow(); }

int main() {
  Box a;
  Box *p = &a;
  p->grow();
  float s = a.check7();
  Box c;
  growThrough(&c);
  s += c.check7();
  Box d;
  auto f = [&] { d.grow(); };
  f();
  s += d.check7();
  Box e;
  e.grow();
  s += e.check7();
#ifdef BUG
  Box g;
  s += g.check7(); // never grown: [3] + [7]
#endif
  return s > 0;
}

// BUG: object-escapes.cpp:38:14: error: call to 'operator+': broadcast: shapes [3] and [7]
// BUG: object-escapes.cpp:66:8: note: in the call of 'g.check7' here
