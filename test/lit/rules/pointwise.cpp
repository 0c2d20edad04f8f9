// Pointwise operations: arithmetic and comparison operators with numpy
// broadcasting, scalars that do not promote, in-place forms, unary
// functions and activations that keep the shape.
//
// RUN: not %shapecheck --dump-shapes %s -- -std=c++17 %fake-torch \
// RUN:     -I %shapecheck-include > %t.out
// RUN: FileCheck %s --check-prefix=DUMP < %t.out
// RUN: FileCheck %s --implicit-check-not='{{warning|error}}:' < %t.out

#include <fake_torch.h>
#include <shapecheck/shapecheck.hpp>

// DUMP-LABEL: 'silent'
void silent(SHAPECHECK(Float, "b n") torch::Tensor x,
            SHAPECHECK(Float, "n") torch::Tensor bias,
            SHAPECHECK(Int32, "b 1") torch::Tensor k) {
  // DUMP-NEXT: pointwise.cpp:[[@LINE+1]]:8: 'y': Float[b n]
  auto y = x + bias;
  // DUMP-NEXT: pointwise.cpp:[[@LINE+1]]:8: 'z': Float[b n]
  auto z = x * 2.0 - 1;
  // DUMP-NEXT: pointwise.cpp:[[@LINE+1]]:8: 'm': Bool[b n]
  auto m = x > bias;
  // DUMP-NEXT: pointwise.cpp:[[@LINE+1]]:8: 'k2': Int32[b 1]
  auto k2 = k + 1;
  // DUMP-NEXT: pointwise.cpp:[[@LINE+1]]:8: 'kf': Float[b n]
  auto kf = k * x;
  // DUMP-NEXT: pointwise.cpp:[[@LINE+1]]:8: 'r': Float[b n]
  auto r = torch::relu(torch::sigmoid(x)).exp().abs();
  // DUMP-NEXT: pointwise.cpp:[[@LINE+1]]:8: 'w': Float[b n]
  auto w = torch::where(m, x, bias);
  // DUMP-NEXT: pointwise.cpp:[[@LINE+1]]:8: 'c': Float[b n]
  auto c = torch::clamp(x, 0.0, 1.0).pow(2);
  // DUMP-NEXT: pointwise.cpp:[[@LINE+1]]:8: 'neg': Float[b n]
  auto neg = -x;
  x += bias;
  x.add_(bias);
}

void fires(SHAPECHECK(Float, "b n") torch::Tensor x,
           SHAPECHECK(Float, "m") torch::Tensor v,
           SHAPECHECK(Float, "3 1") torch::Tensor col) {
  // CHECK: pointwise.cpp:[[@LINE+1]]:12: error: call to 'operator+': broadcast: shapes [b n] and [m]: sizes n and m do not broadcast
  auto a = x + v;
  // CHECK: pointwise.cpp:[[@LINE+1]]:12: error: call to 'operator<': broadcast: shapes [b n] and [m]
  auto b = x < v;
  // The in-place form: the other operand must broadcast into x's shape.
  // CHECK: pointwise.cpp:[[@LINE+1]]:3: error: call to 'operator+=': inplace: shapes [b n] and [3 1]: sizes b and 3 do not broadcast
  x += col;
  // CHECK: pointwise.cpp:[[@LINE+1]]:12: error: call to 'torch::where': shapes [b n], [b n] and [m]
  auto w = torch::where(x > 0, x, v);
}
