// Annotated global and static member variables: one instance of their names
// for the whole TU; uses and assignments are checked against it.
//
// RUN: not %shapecheck %s -- -std=c++20 -I %shapecheck-include \
// RUN:   | FileCheck %s --implicit-check-not='{{warning|error}}:'

#include <shapecheck/shapecheck.hpp>
using shapecheck::Float;
struct Tensor {};
Float<Tensor, "2 3"> make23();
void takes33(Float<Tensor, "3 3"> x);

SHAPECHECK(Float, "4 4") Tensor g_four;
Float<Tensor, "n n"> g_square;
struct Model {
  static Float<Tensor, "6"> table;
};

void fires() {
  // CHECK: globals.cpp:[[@LINE+2]]:11: error: argument 'x' of call to 'takes33', axis 0: size 4 does not match 3
  // CHECK: globals.cpp:[[@LINE+1]]:11: error: argument 'x' of call to 'takes33', axis 1: size 4 does not match 3
  takes33(g_four);
  // CHECK: globals.cpp:[[@LINE+1]]:14: error: value assigned to 'g_square', axis 1: size 3 does not match 'n' = 2 required by the annotation of 'g_square'
  g_square = make23();
  // CHECK: globals.cpp:[[@LINE+1]]:11: error: argument 'x' of call to 'takes33' has 1 axis [6], but parameter 'x' of 'takes33' requires 2 axes [3 3] [rank-mismatch]
  takes33(Model::table);
}

void silent() { Float<Tensor, "4 k"> f = g_four; }
