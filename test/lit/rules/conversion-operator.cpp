// A library array converted to another array type by a conversion operator
// that no rule describes (Eigen 3.2's `ProductBase::operator const
// PlainObject &`, which makes a product a matrix) is the same array.
// Before, a product stored in a local was unknown there, and the products
// made with it later were not checked (issue 26: an unscented Kalman filter
// bundling Eigen 3.2).
//
// RUN: %expect-exit 1 %shapecheck --dump-shapes --rules %rules-inputs/mini.rules %s \
// RUN:     -- -std=c++17 -isystem %rules-inputs/mini -I %shapecheck-include > %t.out
// RUN: FileCheck %s --check-prefix=DUMP < %t.out
// RUN: FileCheck %s --implicit-check-not='{{warning|error}}:' < %t.out

#include <mini.h>

int main() {
  mini::Matrix A(3, 4), B(4, 5);
  // DUMP: conversion-operator.cpp:[[@LINE+1]]:16: 'C': Float[3 5]
  mini::Matrix C = A * B;
  // CHECK: conversion-operator.cpp:[[@LINE+1]]:24: error: argument 'b' of call to 'operator*', axis 0: size 3 does not match 'k' = 5
  mini::Matrix D = C * A;
  return C.r + D.r;
}
