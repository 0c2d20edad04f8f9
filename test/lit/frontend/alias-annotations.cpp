// C++20 alias templates: shapecheck::Float<T, "b n"> is T itself; its
// parameters, results and locals are checked at each call.
//
// RUN: not %shapecheck %s -- -std=c++20 -I %shapecheck-include \
// RUN:   | FileCheck %s --implicit-check-not='{{warning|error}}:'

#include <shapecheck/shapecheck.hpp>
using shapecheck::Float;
struct Tensor {};

Float<Tensor, "a c"> matmul(Float<Tensor, "a b"> x, Float<Tensor, "b c"> y);
Float<Tensor, "3 4"> make34();
Float<Tensor, "4 5"> make45();
Float<Tensor, "5 6"> make56();

static_assert(sizeof(Float<Tensor, "n">) == sizeof(Tensor), "transparent");

void fires() {
  Tensor a = make34();
  // CHECK: alias-annotations.cpp:[[@LINE+1]]:22: error: argument 'y' of call to 'matmul', axis 0: size 5 does not match 'b' = 4 required by parameter 'y' of 'matmul' [shape-mismatch]
  auto c = matmul(a, make56());
  // CHECK: note: 'b' = 4 was bound by argument 'x' of call to 'matmul'
  // CHECK: alias-annotations.cpp:11:67: note: parameter 'y' of 'matmul' is declared here
}

void silent() {
  auto a = make34();
  auto b = make45();
  Float<Tensor, "3 5"> c = matmul(a, b);
  Float<Tensor, "3 6"> d = matmul(c, make56());
}
