// SHAPECHECK and SHAPECHECK_RETURN work in any standard: attributes on
// parameters, variables and fields, and on functions for the result.
//
// RUN: not %shapecheck %s -- -std=c++11 -I %shapecheck-include \
// RUN:   | FileCheck %s --implicit-check-not='{{warning|error}}:'
// RUN: not %shapecheck %s -- -std=c++17 -I %shapecheck-include \
// RUN:   | FileCheck %s --implicit-check-not='{{warning|error}}:'

#include <shapecheck/shapecheck.hpp>
struct Tensor {};

SHAPECHECK_RETURN(Float, "n m")
Tensor transpose(SHAPECHECK(Float, "m n") const Tensor &x);
SHAPECHECK_RETURN(Float, "2 3") Tensor make23();
void takes33(SHAPECHECK(Float, "3 3") Tensor x);

struct Layer {
  SHAPECHECK(Float, "i o") Tensor weight;
};

void fires() {
  SHAPECHECK(Float, "2 3") Tensor a = make23();
  // CHECK: macro-annotations.cpp:[[@LINE+1]]:11: error: argument 'x' of call to 'takes33', axis 0: size 2 does not match 3 required by parameter 'x' of 'takes33' [shape-mismatch]
  takes33(a);
  // CHECK: macro-annotations.cpp:15:32: note: parameter 'x' of 'takes33' is declared here
  // CHECK: macro-annotations.cpp:[[@LINE+3]]:39: error: initializer of 't', axis 0: size 3 does not match 2 required by the annotation of 't' [shape-mismatch]
  // CHECK: macro-annotations.cpp:[[@LINE+2]]:21: note: the annotation of 't' is declared here
  // CHECK: macro-annotations.cpp:[[@LINE+1]]:39: error: initializer of 't', axis 1: size 2 does not match 3
  SHAPECHECK(Float, "2 3") Tensor t = transpose(a);
}

void silent(Layer &L) {
  SHAPECHECK(Float, "3 2") Tensor t = transpose(make23());
  Tensor u = transpose(t);
  SHAPECHECK(Float, "2 3") Tensor v = u;
  L.weight = v;
}
