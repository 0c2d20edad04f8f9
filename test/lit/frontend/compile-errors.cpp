// A TU with compile errors is analysed as far as it parsed: Clang's errors
// become notifications (never Clang's own output), and findings in the code
// that parsed are still reported.
//
// RUN: not %shapecheck %s -- -std=c++20 -I %shapecheck-include 2>&1 \
// RUN:   | FileCheck %s --implicit-check-not='{{warning|error}}:'

#include <shapecheck/shapecheck.hpp>
using shapecheck::Float;
struct Tensor {};

Float<Tensor, "2 3"> make23();
void takes33(Float<Tensor, "3 3"> x);

void before() {
  // CHECK-DAG: compile-errors.cpp:[[@LINE+1]]:11: error: argument 'x' of call to 'takes33', axis 0: size 2 does not match 3
  takes33(make23());
}

void broken() {
  // CHECK-DAG: compile-errors.cpp:[[@LINE+1]]:11: error: use of undeclared identifier 'undeclared'
  takes33(undeclared);
  // CHECK-DAG: compile-errors.cpp:[[@LINE+1]]:3: error: no matching function for call to 'takes33'
  takes33(1, 2);
  // A finding after the errors, in the same body.
  // CHECK-DAG: compile-errors.cpp:[[@LINE+1]]:11: error: argument 'x' of call to 'takes33', axis 0: size 2 does not match 3
  takes33(make23());
}

// CHECK-DAG: compile-errors.cpp:[[@LINE+2]]:17: error: unknown type name 'Missing'
// CHECK-DAG: compile-errors.cpp:[[@LINE+1]]:60: error: argument 'x' of call to 'takes33' has 1 axis [n], but parameter 'x' of 'takes33' requires 2 axes [3 3] [rank-mismatch]
void afterwards(Missing m, Float<Tensor, "n"> x) { takes33(x); }
// CHECK-DAG: {{[0-9]+}} errors generated.
