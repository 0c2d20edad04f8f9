// Methods, constructors, fields and lambdas carry annotations too. A field's
// names are its class's: shared by the fields and by the methods and
// constructors, rigid inside them (class-dims.cpp), each object's own at a
// use; every assignment to a field is checked.
//
// RUN: not %shapecheck %s -- -std=c++20 -I %shapecheck-include \
// RUN:   | FileCheck %s --implicit-check-not='{{warning|error}}:'

#include <shapecheck/shapecheck.hpp>
using shapecheck::Float;
struct Tensor {};

Float<Tensor, "a c"> matmul(Float<Tensor, "a b"> x, Float<Tensor, "b c"> y);
Float<Tensor, "2 3"> make23();
Float<Tensor, "4 5"> make45();
void takes3d(Float<Tensor, "x y z"> t);

struct Linear {
  Float<Tensor, "d h"> weight;
  SHAPECHECK(Float, "h") Tensor bias;

  // The only constructor gives every object h = 3 (members of a class
  // are sized by its constructors, class-dims.cpp).
  Linear(Float<Tensor, "d 3"> w) : weight(w) {}
  Float<Tensor, "b 2"> forward(Float<Tensor, "b 3"> x) const;
  void reset() {
    // CHECK: members.cpp:[[@LINE+1]]:12: error: value assigned to 'bias' has 2 axes [4 5], but the annotation of 'bias' requires 1 axis [3] [rank-mismatch]
    bias = make45();
  }
};

void fires(const Linear &L) {
  // CHECK: members.cpp:[[@LINE+1]]:14: error: argument 'w' of call to 'Linear::Linear', axis 1: size 5 does not match 3
  Linear Bad(make45());
  // CHECK: members.cpp:[[@LINE+1]]:22: error: argument 'x' of call to 'Linear::forward', axis 1: size 5 does not match 3
  auto y = L.forward(make45());
  // CHECK: members.cpp:[[@LINE+1]]:11: error: argument 't' of call to 'takes3d' has 2 axes
  takes3d(L.weight);
  auto same = [](Float<Tensor, "n 3"> x) -> Float<Tensor, "n 3"> { return x; };
  // CHECK: members.cpp:[[@LINE+1]]:17: error: argument 'x' of call to 'lambda', axis 1: size 5 does not match 3
  auto z = same(make45());
  // An annotated temporary is checked against its operand.
  // CHECK: members.cpp:[[@LINE+1]]:33: error: converted value, axis 0: size 2 does not match 7 required by the annotation of the conversion
  auto t = Float<Tensor, "7 3">(make23());
}

void silent(const Linear &L) {
  Float<Tensor, "7 2"> y = L.forward(Float<Tensor, "7 3">{});
  Linear M(make23());
  auto same = [](Float<Tensor, "n 3"> x) -> Float<Tensor, "n 3"> { return x; };
  Float<Tensor, "2 3"> z = same(make23());
  Tensor w = matmul(L.weight, Float<Tensor, "h 5">{});
}
