// Integers are tracked as symbolic sizes: literals, `int64_t n = 4 * k`,
// + - * / %, and integer parameters an annotation names as {k}.
//
// RUN: not %shapecheck %s -- -std=c++20 -I %shapecheck-include \
// RUN:   | FileCheck %s --implicit-check-not='{{warning|error}}:'

#include <shapecheck/shapecheck.hpp>
#include <stdint.h>
using shapecheck::Float;
struct Tensor {};

Float<Tensor, "{size}"> zeros(int64_t size);
Float<Tensor, "{rows} {cols}"> full(int64_t rows, int64_t cols);
void takes8(Float<Tensor, "8"> x);
void takesN(Float<Tensor, "n"> x, Float<Tensor, "n"> y);

void fires(int64_t k) {
  // CHECK: integers.cpp:[[@LINE+1]]:10: error: argument 'x' of call to 'takes8', axis 0: size 6 does not match 8
  takes8(zeros(2 * 3));
  int64_t n = 4 * k;
  // CHECK: integers.cpp:[[@LINE+1]]:20: error: argument 'y' of call to 'takesN', axis 0: size '4*k+1' does not match 'n' = 4*k required by parameter 'y' of 'takesN'
  takesN(zeros(n), zeros(n + 1));
}

// In its own body an integer parameter is a rigid size.
Float<Tensor, "{rows}"> column(int64_t rows) {
  // CHECK: integers.cpp:[[@LINE+1]]:10: error: returned value, axis 0: size '{rows}+1' does not match '{rows}' required by the result of 'column'
  return zeros(rows + 1);
}

void silent(int64_t k, int64_t unknown) {
  takes8(zeros(16 / 2));
  takes8(zeros(20 % 12));
  int64_t n = 4 * k;
  int64_t m = k + k + k + k;
  takesN(zeros(n), zeros(m));
  int64_t i = 2;
  i += 6;
  takes8(zeros(i));
  takesN(zeros(unknown), zeros(3));
  Float<Tensor, "{n} 3"> ok = full(n, 3);
}

Float<Tensor, "{rows} 2"> block(int64_t rows) { return full(rows, 2); }
