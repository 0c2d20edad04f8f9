// A gradient given to backward has the output's shape (torch.rules:
// at::Tensor::backward). LibTorch throws "Mismatch in shape:
// grad_output[0] has a shape of [1, 10] and output[0] has a shape of
// [1, 100]" (pytorch-cpp's blitz tutorial, with a wrong fc3). Without a
// gradient, backward checks nothing here.
//
// RUN: not %shapecheck %s -- -std=c++17 %fake-torch -I %shapecheck-include \
// RUN:   | FileCheck %s --implicit-check-not='{{warning|error}}:'

#include <fake_torch.h>
#include <shapecheck/shapecheck.hpp>

void step(SHAPECHECK(Float, "1 n") torch::Tensor out) {
  out.backward(torch::randn({1, out.size(1)}));
  out.sum().backward();
}

void check() {
  torch::Tensor out = torch::randn({1, 100});
  // CHECK: backward.cpp:[[@LINE+1]]:16: error: argument 'gradient' of call to 'out.backward', axis 1: size 10 does not match 100
  out.backward(torch::randn({1, 10}));
  out.backward(torch::randn({1, 100}));
  out.sum().backward();
}
