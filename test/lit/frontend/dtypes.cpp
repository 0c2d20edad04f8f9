// Dtype categories are sets of dtypes: an argument must share one with the
// parameter; Float64 fits Float, Int does not.
//
// RUN: not %shapecheck %s -- -std=c++20 -I %shapecheck-include \
// RUN:   | FileCheck %s --implicit-check-not='{{warning|error}}:'

#include <shapecheck/shapecheck.hpp>
struct Tensor {};

void takesFloat(shapecheck::Float<Tensor, "n"> x);
shapecheck::Int32<Tensor, "3"> ints();
shapecheck::Float64<Tensor, "3"> doubles();
Tensor unknown();

void fires() {
  // CHECK: dtypes.cpp:[[@LINE+1]]:14: error: argument 'x' of call to 'takesFloat' has dtype Int32, but parameter 'x' of 'takesFloat' requires Float [dtype-mismatch]
  takesFloat(ints());
}

void silent() {
  takesFloat(doubles());
  takesFloat(unknown());
  shapecheck::Real<Tensor, "3"> r = doubles();
}
