// Factories: the size comes from a braced list, an int or a tracked
// integer; the dtype is Float unless torch::kInt64, torch::dtype(...) or
// TensorOptions().dtype(...) says otherwise.
//
// RUN: not %shapecheck --dump-shapes %s -- -std=c++17 %fake-torch \
// RUN:     -I %shapecheck-include > %t.out
// RUN: FileCheck %s --check-prefix=DUMP < %t.out
// RUN: FileCheck %s --implicit-check-not='{{warning|error}}:' < %t.out

#include <fake_torch.h>
#include <shapecheck/shapecheck.hpp>

void takesFloat23(SHAPECHECK(Float, "2 3") const torch::Tensor &x);
void takesInt(SHAPECHECK(Integer, "...") const torch::Tensor &x);

// DUMP-LABEL: 'silent'
void silent(int64_t n) {
  // DUMP-NEXT: factories.cpp:[[@LINE+1]]:8: 'a': Float[2 3]
  auto a = torch::zeros({2, 3});
  takesFloat23(a);
  takesFloat23(torch::ones({2, 3}));
  takesFloat23(torch::randn({2, 3}));
  takesFloat23(torch::full({2, 3}, 0.5));
  // DUMP-NEXT: factories.cpp:[[@LINE+1]]:8: 'b': Int64[4 n]
  auto b = torch::zeros({4, n}, torch::kInt64);
  takesInt(b);
  // DUMP-NEXT: factories.cpp:[[@LINE+1]]:8: 'c': Int32[5]
  auto c = torch::empty({5}, torch::dtype(torch::kInt32));
  // DUMP-NEXT: factories.cpp:[[@LINE+1]]:8: 'd': Float64[3 3]
  auto d = torch::ones({3, 3}, torch::TensorOptions().dtype(torch::kFloat64));
  // DUMP-NEXT: factories.cpp:[[@LINE+1]]:8: 'e': Int64[10]
  auto e = torch::arange(10);
  // DUMP-NEXT: factories.cpp:[[@LINE+1]]:8: 'f': Int64[3]
  auto f = torch::arange(2, 5);
  // DUMP-NEXT: factories.cpp:[[@LINE+1]]:8: 'g': Int64[8 2]
  auto g = torch::randint(10, {8, 2});
  // DUMP-NEXT: factories.cpp:[[@LINE+1]]:8: 'h': Float[2 3]
  auto h = torch::zeros_like(a);
  // DUMP-NEXT: factories.cpp:[[@LINE+1]]:8: 'i': Float[4 5]
  auto i = torch::eye(4, 5);
  // A dtype after start and end (and step) is the result's dtype.
  // DUMP-NEXT: factories.cpp:[[@LINE+1]]:8: 'j': Float32[8]
  auto j = torch::arange(0, 8, torch::kFloat32);
  // DUMP-NEXT: factories.cpp:[[@LINE+1]]:8: 'k': Float64[4]
  auto k =
      torch::arange(0, 8, 2, torch::TensorOptions().dtype(torch::kFloat64));
  // DUMP-NEXT: factories.cpp:[[@LINE+1]]:8: 'l': Int64[4]
  auto l = torch::arange(0, 8, 2);
  takesFloat23(torch::arange(0, 6, torch::kFloat).view({2, 3}));
  // normal(mean, std, size): Dive-into-DL's RNN weights.
  // DUMP-NEXT: factories.cpp:[[@LINE+1]]:8: 'm': Float[4 n]
  auto m = torch::normal(0, 0.01, {4, n});
}

void fires() {
  // CHECK: factories.cpp:[[@LINE+1]]:16: error: argument 'x' of call to 'takesFloat23', axis 0: size 3 does not match 2
  takesFloat23(torch::normal(0, 1, {3, 3}));
  // CHECK: factories.cpp:[[@LINE+1]]:16: error: argument 'x' of call to 'takesFloat23', axis 1: size 4 does not match 3
  takesFloat23(torch::zeros({2, 4}));
  // CHECK: factories.cpp:[[@LINE+1]]:16: error: argument 'x' of call to 'takesFloat23' has dtype Int64
  takesFloat23(torch::ones({2, 3}, torch::kInt64));
  // CHECK: factories.cpp:[[@LINE+1]]:12: error: argument 'x' of call to 'takesInt' has dtype Float
  takesInt(torch::rand({3}));
  // CHECK: factories.cpp:[[@LINE+2]]:16: error: argument 'x' of call to 'takesFloat23' has dtype Int64
  // CHECK: factories.cpp:[[@LINE+1]]:16: error: argument 'x' of call to 'takesFloat23' has 1 axis [6]
  takesFloat23(torch::arange(6));
  // CHECK: factories.cpp:[[@LINE+1]]:16: error: argument 'x' of call to 'takesFloat23' has dtype Int64
  takesFloat23(torch::arange(0, 6, torch::kInt64).view({2, 3}));
}
