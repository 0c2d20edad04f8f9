// A local of a class built from one int (`torch::ExpandingArray<2>
// kernel(4);`, `= 4`) holds the int, as the same conversion written in a
// call's argument does: a discriminator whose kernel size is such a local
// is sized (before, every module built from it was unknown, and so was
// everything after it). An assignment replaces the int; a branch that may
// assign joins; a call that takes the local by non-const reference forgets
// it. A builder of the cyclegan-libtorch style, sizes from its parameters.
//
// RUN: not %shapecheck --dump-shapes %s -- -std=c++17 %fake-torch \
// RUN:     -I %shapecheck-include > %t.out
// RUN: FileCheck %s --check-prefix=DUMP < %t.out
// RUN: FileCheck %s --implicit-check-not='{{warning|error}}:' < %t.out

#include <fake_torch.h>
#include <shapecheck/shapecheck.hpp>

using namespace torch::nn;

Sequential discriminator(int in_channels, int ndf) {
  Sequential net;
  torch::ExpandingArray<2UL> kernel(4);
  net->push_back(Conv2d(Conv2dOptions(in_channels, ndf, kernel).stride(2).padding(1)));
  net->push_back(ReLU());
  torch::ExpandingArray<2> k2 = 4;
  net->push_back(Conv2d(Conv2dOptions(ndf, ndf * 2, k2).stride(2).padding(1)));
  return net;
}

void tweak(torch::ExpandingArray<2> &k);

// DUMP-LABEL: 'train'
void train(bool wide) {
  Sequential d = discriminator(3, 64);
  SHAPECHECK(Float, "b 3 256 256") torch::Tensor x = torch::randn({1, 3, 256, 256});
  // DUMP: int-class-locals.cpp:[[@LINE+1]]:17: 'y': Float[1 128 64 64]
  torch::Tensor y = d->forward(x);
  Linear head(128 * 32 * 32, 1);
  // CHECK: int-class-locals.cpp:[[@LINE+1]]:30: error: argument 'input' of call to 'head->forward', axis 1: size 524288 does not match 131072 required by the module 'torch::nn::Linear' [shape-mismatch]
  auto score = head->forward(y.flatten(1));

  torch::ExpandingArray<2UL> k(4);
  k = 3;
  Conv2d c(Conv2dOptions(3, 8, k));
  // DUMP: int-class-locals.cpp:[[@LINE+1]]:8: 'a': Float[1 8 254 254]
  auto a = c->forward(x);
  torch::ExpandingArray<2UL> maybe(4);
  if (wide)
    maybe = 5;
  Conv2d c2(Conv2dOptions(3, 8, maybe));
  // DUMP: int-class-locals.cpp:[[@LINE+1]]:8: 'b': Float[1 8 ? ?]
  auto b = c2->forward(x);
  torch::ExpandingArray<2UL> given(4);
  tweak(given);
  Conv2d c3(Conv2dOptions(3, 8, given));
  // DUMP: int-class-locals.cpp:[[@LINE+1]]:8: 'e': Float[1 8 ? ?]
  auto e = c3->forward(x);
}
