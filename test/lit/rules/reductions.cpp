// Reductions with dim (negative, lists) and keepdim; max/min give a tuple
// of values and indices, read with std::get, structured bindings and
// std::tie; softmax keeps the shape but checks its dim.
//
// RUN: not %shapecheck --dump-shapes %s -- -std=c++17 %fake-torch \
// RUN:     -I %shapecheck-include > %t.out
// RUN: FileCheck %s --check-prefix=DUMP < %t.out
// RUN: FileCheck %s --implicit-check-not='{{warning|error}}:' < %t.out

#include <fake_torch.h>
#include <shapecheck/shapecheck.hpp>

// DUMP-LABEL: 'silent'
void silent(SHAPECHECK(Float, "b n c") torch::Tensor x) {
  // DUMP-NEXT: reductions.cpp:[[@LINE+1]]:8: 's': Float[b c]
  auto s = x.sum(1);
  // DUMP-NEXT: reductions.cpp:[[@LINE+1]]:8: 'k': Float[b n 1]
  auto k = x.mean(-1, true);
  // DUMP-NEXT: reductions.cpp:[[@LINE+1]]:8: 'l': Float[c]
  auto l = torch::sum(x, {0, 1});
  // DUMP-NEXT: reductions.cpp:[[@LINE+1]]:8: 'all': Float[]
  auto all = x.sum();
  // DUMP-NEXT: reductions.cpp:[[@LINE+1]]:8: 'vals': Float[b c]
  auto vals = std::get<0>(x.max(1));
  // DUMP-NEXT: reductions.cpp:[[@LINE+1]]:8: 'idx': Int64[b c]
  auto idx = std::get<1>(torch::max(x, 1));
  auto [v2, i2] = x.min(2);
  // DUMP-NEXT: reductions.cpp:[[@LINE+1]]:8: 'vi': Float[b n]
  auto vi = v2 + i2;
  // DUMP-NEXT: reductions.cpp:[[@LINE+1]]:8: 'am': Int64[b n]
  auto am = x.argmax(-1);
  // DUMP-NEXT: reductions.cpp:[[@LINE+1]]:8: 'lse': Float[b]
  auto lse = torch::logsumexp(x, {1, 2});
  // DUMP-NEXT: reductions.cpp:[[@LINE+1]]:8: 'sm': Float[b n c]
  auto sm = torch::softmax(x, -1);
  // DUMP-NEXT: reductions.cpp:[[@LINE+1]]:8: 'sd': Float[b 1 c]
  auto sd = x.std({1}, true, true);
  // DUMP-NEXT: reductions.cpp:[[@LINE+1]]:8: 'an': Bool[n c]
  auto an = x.any(0);
  // Declared empty: dumped with the value std::tie gives them.
  // DUMP-NEXT: reductions.cpp:[[@LINE+2]]:17: 'mx': Float[n c]
  // DUMP-NEXT: reductions.cpp:[[@LINE+1]]:21: 'ix': Int64[n c]
  torch::Tensor mx, ix;
  std::tie(mx, ix) = x.max(0);
  // DUMP-NEXT: reductions.cpp:[[@LINE+1]]:8: 'both': Float[n c]
  auto both = mx + ix;
}

void fires(SHAPECHECK(Float, "b n") torch::Tensor x) {
  // CHECK: reductions.cpp:[[@LINE+1]]:12: error: call to 'x.sum': reduce: dim 2 is out of range for 2 axes [b n]; valid: -2 to 1 [axis-range]
  auto s = x.sum(2);
  // CHECK: reductions.cpp:[[@LINE+1]]:12: error: call to 'x.mean': reduce: dim -3 is out of range
  auto m = x.mean(-3);
  // CHECK: reductions.cpp:[[@LINE+1]]:24: error: call to 'x.max': reduce: dim 5 is out of range
  auto v = std::get<0>(x.max(5));
  // CHECK: reductions.cpp:[[@LINE+1]]:13: error: call to 'torch::softmax': same_dim: dim 2 is out of range
  auto sm = torch::softmax(x, 2);
}
