// An object followed along the program (object-state.test) is not
// followed in a field that something else can write: a field bound to a
// reference another object holds (an aggregate's reference member, a
// reference field, a constructor's reference parameter) or whose address
// is kept. A method writes it through that reference where no call shows
// it, so the other methods read it as unknown, never as the constructor
// left it.
//
// Before, check7() read `v_` as the constructor's [3] after grow() had
// made it [7] through `data_.v`, `ref_` or `*p_`, and reported a broadcast
// of [3] and [7] on this correct program.
//
// RUN: %shapecheck %s -- %xtensor-flags 2>&1 \
// RUN:   | FileCheck %s --allow-empty --implicit-check-not='{{warning|error}}:'
// RUN: not %shapecheck %s -- %xtensor-flags -DBUG 2>&1 \
// RUN:   | FileCheck %s --check-prefix=BUG --implicit-check-not='{{warning|error}}:'

#include <xtensor/xbuilder.hpp>
#include <xtensor/xmath.hpp>
#include <xtensor/xtensor.hpp>

struct View {
  xt::xtensor<float, 1> &v;
};

class Holder {
public:
  explicit Holder(xt::xtensor<float, 1> &v) : v_(v) {}
  void grow() { v_ = xt::zeros<float>({7}); }

private:
  xt::xtensor<float, 1> &v_;
};

float add7(const xt::xtensor<float, 1> &v) {
  xt::xtensor<float, 1> r = xt::zeros<float>({7});
  auto z = v + r;
  return z(0);
}

// Through an aggregate's reference member, initialised in the class.
class Box {
public:
  Box() { v_ = xt::zeros<float>({3}); }
  void grow() { data_.v = xt::zeros<float>({7}); }
  float check7() { return add7(v_); }

private:
  xt::xtensor<float, 1> v_;
  View data_{v_};
};

// Through a reference field.
class Box2 {
public:
  Box2() : ref_(v_) { v_ = xt::zeros<float>({3}); }
  void grow() { ref_ = xt::zeros<float>({7}); }
  float check7() { return add7(v_); }

private:
  xt::xtensor<float, 1> v_;
  xt::xtensor<float, 1> &ref_;
};

// Through a kept pointer.
class Box3 {
public:
  Box3() {
    v_ = xt::zeros<float>({3});
    p_ = &v_;
  }
  void grow() { *p_ = xt::zeros<float>({7}); }
  float check7() { return add7(v_); }

private:
  xt::xtensor<float, 1> v_;
  xt::xtensor<float, 1> *p_ = nullptr;
};

// Through another object that holds a reference to it.
class Box4 {
public:
  Box4() : holder_(v_) { v_ = xt::zeros<float>({3}); }
  void grow() { holder_.grow(); }
  float check7() { return add7(v_); }

private:
  xt::xtensor<float, 1> v_;
  Holder holder_;
};

// Nothing else can write it: followed.
class Plain {
public:
  Plain() { v_ = xt::zeros<float>({3}); }
  void grow() { v_ = xt::zeros<float>({7}); }
  float check7() { return add7(v_); }

private:
  xt::xtensor<float, 1> v_;
};

int main() {
  Box a;
  a.grow();
  float s = a.check7();
  Box2 b;
  b.grow();
  s += b.check7();
  Box3 c;
  c.grow();
  s += c.check7();
  Box4 d;
  d.grow();
  s += d.check7();
  Plain e;
  e.grow();
  s += e.check7();
#ifdef BUG
  Plain f;
  s += f.check7(); // never grown: [3] + [7]
#endif
  return s > 0;
}

// BUG: object-kept-reference.cpp:37:12: error: call to 'operator+': broadcast: shapes [3] and [7]
// BUG: object-kept-reference.cpp:97:27: note: in the call of 'add7' here
// BUG: object-kept-reference.cpp:121:8: note: in the call of 'f.check7' here
