// Loops run trip after trip with the state the previous trip left, so that
// an error of the second trip is found (and reported once), then join
// states to a fixed point; after the loop, what changed is unknown.
//
// RUN: not %shapecheck %s -- -std=c++20 -I %shapecheck-include \
// RUN:   | FileCheck %s --implicit-check-not='{{warning|error}}:'

#include <shapecheck/shapecheck.hpp>
using shapecheck::Float;
struct Tensor {};

Float<Tensor, "n m"> transpose(Float<Tensor, "m n"> x);
Float<Tensor, "2 3"> make23();
void takes23(Float<Tensor, "2 3"> x);
bool more();

void fires(int n) {
  Tensor x = make23();
  for (int i = 0; i < n; ++i) {
    // Fine on the first trip; on the second, x is 3x2.
    // CHECK: loops.cpp:[[@LINE+2]]:13: error: argument 'x' of call to 'takes23', axis 0: size 3 does not match 2
    // CHECK: loops.cpp:[[@LINE+1]]:13: error: argument 'x' of call to 'takes23', axis 1: size 2 does not match 3
    takes23(x);
    x = transpose(x);
  }
  Tensor y = make23();
  while (more()) {
    Tensor t = transpose(y);
    // CHECK: loops.cpp:[[@LINE+2]]:13: error: argument 'x' of call to 'takes23', axis 0: size 3 does not match 2
    // CHECK: loops.cpp:[[@LINE+1]]:13: error: argument 'x' of call to 'takes23', axis 1: size 2 does not match 3
    takes23(t);
  }
}

void silent(int n) {
  Tensor x = make23();
  for (int i = 0; i < n; ++i) {
    takes23(x);
    x = transpose(transpose(x));
  }
  Tensor y = make23();
  do {
    y = transpose(y);
    if (more())
      break;
    y = transpose(y);
  } while (more());
  takes23(y); // 2x3 or 3x2
  for (;;) {
    takes23(x);
    if (more())
      return;
  }
}

void nested(int n) {
  Tensor x = make23();
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j)
      for (int k = 0; k < n; ++k)
        x = transpose(x);
  takes23(x);
}

// The code after a loop is analysed, whatever the loop's bounds: an empty
// counted loop with known bounds, one with unknown bounds, a loop whose
// body leaves nothing changed. (0.1 left everything after a counted loop
// unanalysed, so these were silent.)
void afterCountedLoop() {
  for (int i = 0; i < 3; ++i)
    ;
  // CHECK: loops.cpp:[[@LINE+2]]:11: error: argument 'x' of call to 'takes23', axis 0: size 3 does not match 2
  // CHECK: loops.cpp:[[@LINE+1]]:11: error: argument 'x' of call to 'takes23', axis 1: size 2 does not match 3
  takes23(transpose(make23()));
}

void afterUnknownLoop(int n) {
  Tensor x = make23();
  for (int i = 0; i < n; ++i)
    (void)transpose(x);
  // CHECK: loops.cpp:[[@LINE+2]]:11: error: argument 'x' of call to 'takes23', axis 0: size 3 does not match 2
  // CHECK: loops.cpp:[[@LINE+1]]:11: error: argument 'x' of call to 'takes23', axis 1: size 2 does not match 3
  takes23(transpose(x));
}
