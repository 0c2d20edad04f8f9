// if/else, switch and ?: join the shapes of their branches: what both agree
// on is kept, the rest becomes unknown (no false positive); a branch that
// returns does not join.
//
// RUN: not %shapecheck %s -- -std=c++20 -I %shapecheck-include \
// RUN:   | FileCheck %s --implicit-check-not='{{warning|error}}:'

#include <shapecheck/shapecheck.hpp>
using shapecheck::Float;
struct Tensor {};

Float<Tensor, "2 3"> make23();
Float<Tensor, "2 4"> make24();
Float<Tensor, "5 5"> make55();
void takes23(Float<Tensor, "2 3"> x);
void takes2x(Float<Tensor, "2 k"> x);

void fires(bool c, int k) {
  auto x = c ? make23() : make24();
  // CHECK: branches.cpp:[[@LINE+2]]:11: error: argument 'x' of call to 'takes23', axis 0: size 5 does not match 2
  // CHECK: branches.cpp:[[@LINE+1]]:11: error: argument 'x' of call to 'takes23', axis 1: size 5 does not match 3
  takes23(make55());
  Tensor y = make23();
  if (c)
    y = make55();
  // Both branches agree on nothing: y is unknown here, but not in the then
  // branch.
  takes23(y);
  Tensor z = make23();
  if (c) {
    z = make55();
  } else {
    return;
  }
  // CHECK: branches.cpp:[[@LINE+2]]:11: error: argument 'x' of call to 'takes23', axis 0: size 5 does not match 2
  // CHECK: branches.cpp:[[@LINE+1]]:11: error: argument 'x' of call to 'takes23', axis 1: size 5 does not match 3
  takes23(z);
  Tensor w = make23();
  switch (k) {
  case 0:
    w = make55();
    break;
  default:
    w = make55();
  }
  // CHECK: branches.cpp:[[@LINE+2]]:11: error: argument 'x' of call to 'takes23', axis 0: size 5 does not match 2
  // CHECK: branches.cpp:[[@LINE+1]]:11: error: argument 'x' of call to 'takes23', axis 1: size 5 does not match 3
  takes23(w);
}

void silent(bool c, int k) {
  auto x = c ? make23() : make24();
  takes2x(x); // axis 0 is 2 on both sides
  Tensor y = make23();
  if (c)
    y = make24();
  takes2x(y);
  Tensor w = make23();
  switch (k) {
  case 0:
    w = make55();
    break;
  case 1:
    return;
  }
  takes23(w); // 2x3 or 5x5: unknown
  if (false)
    takes23(make55()); // never runs
}
