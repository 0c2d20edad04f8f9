// Unannotated locals (auto or the plain array type) take the shape they are
// given, flow sensitively: `x = f(x)` gives x a new shape. An annotated
// local keeps its annotation and every assignment is checked against it. A
// parameter's annotation describes the argument: assigning the parameter
// gives it a new value, as for an unannotated local.
//
// RUN: not %shapecheck %s -- -std=c++20 -I %shapecheck-include \
// RUN:   | FileCheck %s --implicit-check-not='{{warning|error}}:'

#include <shapecheck/shapecheck.hpp>
using shapecheck::Float;
struct Tensor {};

Float<Tensor, "n m"> transpose(Float<Tensor, "m n"> x);
Float<Tensor, "2 3"> make23();
void takes23(Float<Tensor, "2 3"> x);

void fires() {
  Tensor x = make23();
  x = transpose(x);
  // CHECK: flow-locals.cpp:[[@LINE+2]]:11: error: argument 'x' of call to 'takes23', axis 0: size 3 does not match 2
  // CHECK: flow-locals.cpp:[[@LINE+1]]:11: error: argument 'x' of call to 'takes23', axis 1: size 2 does not match 3
  takes23(x);
  Float<Tensor, "2 3"> y = make23();
  // CHECK: flow-locals.cpp:[[@LINE+3]]:7: error: value assigned to 'y', axis 0: size 3 does not match 2 required by the annotation of 'y'
  // CHECK: flow-locals.cpp:[[@LINE-2]]:17: note: the annotation of 'y' is declared here
  // CHECK: flow-locals.cpp:[[@LINE+1]]:7: error: value assigned to 'y', axis 1: size 2 does not match 3
  y = transpose(y);
}

void reassigned(Float<Tensor, "2 3"> p) {
  p = transpose(p);
  // CHECK: flow-locals.cpp:[[@LINE+2]]:11: error: argument 'x' of call to 'takes23', axis 0: size 3 does not match 2
  // CHECK: flow-locals.cpp:[[@LINE+1]]:11: error: argument 'x' of call to 'takes23', axis 1: size 2 does not match 3
  takes23(p);
}

void silentParam(Float<Tensor, "2 3"> p) {
  p = transpose(p);
  takes23(transpose(p));
}

void silent() {
  auto x = make23();
  x = transpose(x);
  x = transpose(x);
  takes23(x);
  Tensor y;
  takes23(y); // unknown shape: no finding
}
