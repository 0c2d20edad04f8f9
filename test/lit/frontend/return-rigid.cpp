// Inside an annotated function its own names are rigid: `return x;` from
// "m n" to "n m" is a mismatch, though both are unknown sizes.
//
// RUN: not %shapecheck %s -- -std=c++20 -I %shapecheck-include \
// RUN:   | FileCheck %s --implicit-check-not='{{warning|error}}:'

#include <shapecheck/shapecheck.hpp>
using shapecheck::Float;
struct Tensor {};

Float<Tensor, "n m"> transpose(Float<Tensor, "m n"> x);

Float<Tensor, "n m"> wrong(Float<Tensor, "m n"> x) {
  // CHECK: return-rigid.cpp:[[@LINE+4]]:10: error: returned value, axis 0: size 'm' does not match 'n' required by the result of 'wrong'; 'm' and 'n' are distinct dimensions that would have to be equal [shape-mismatch]
  // CHECK: return-rigid.cpp:[[@LINE-2]]:42: note: 'n' is a dimension of the signature of 'wrong'
  // CHECK: return-rigid.cpp:[[@LINE-3]]:15: note: the result of 'wrong' is declared here
  // CHECK: return-rigid.cpp:[[@LINE+1]]:10: error: returned value, axis 1: size 'n' does not match 'm'
  return x;
}

// A dimension the signature fixes is not any other.
Float<Tensor, "n 3"> three(Float<Tensor, "n k"> x) {
  // CHECK: return-rigid.cpp:[[@LINE+1]]:10: error: returned value, axis 1: size 'k' does not match 3 required by the result of 'three'
  return x;
}

Float<Tensor, "n m"> right(Float<Tensor, "m n"> x) { return transpose(x); }

Float<Tensor, "m n"> twice(Float<Tensor, "m n"> x) {
  auto y = transpose(x);
  return transpose(y);
}

// A rigid variadic segment matches only itself.
Float<Tensor, "*b n"> keep(Float<Tensor, "*b n"> x) { return x; }
