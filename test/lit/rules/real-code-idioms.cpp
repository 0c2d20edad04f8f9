// Idioms of real LibTorch code: a Sequential filled by a helper through a
// reference (its layers, never the identity), one built from a config list
// with pooling markers, a std::vector of tensors filled with push_back, and
// checks that narrow what is unknown (TORCH_CHECK's form, assert, if-throw).
//
// RUN: not %shapecheck --dump-shapes %s -- -std=c++17 %fake-torch \
// RUN:     -I %shapecheck-include > %t.out
// RUN: FileCheck %s --check-prefix=DUMP < %t.out
// RUN: FileCheck %s --implicit-check-not='{{warning|error|note}}:' < %t.out

#include <fake_torch.h>
#include <shapecheck/shapecheck.hpp>

#include <cassert>
#include <stdexcept>
#include <vector>

namespace nn = torch::nn;

void downSampling(nn::Sequential &sq, int64_t in, int64_t out) {
  sq->push_back(nn::Conv2d(nn::Conv2dOptions(in, out, 4).stride(2).padding(1)));
}

nn::Sequential makeFeatures(const std::vector<int> &cfg) {
  nn::Sequential seq;
  int64_t in = 3;
  for (int v : cfg) {
    if (v == -1) {
      seq->push_back(nn::MaxPool2d(2));
    } else {
      seq->push_back(nn::Conv2d(nn::Conv2dOptions(in, v, 3).padding(1)));
      in = v;
    }
  }
  return seq;
}

void opaque(nn::Sequential &sq);

struct EncoderImpl : nn::Module {
  explicit EncoderImpl(int64_t nz) {
    downSampling(encoder, 3, 16);
    downSampling(encoder, 16, nz);
    features = makeFeatures({16, -1, 32, -1});
    opaque(unknown);
  }
  torch::Tensor forward(SHAPECHECK(Float, "b 3 32 32") torch::Tensor x) {
    // DUMP: real-code-idioms.cpp:[[@LINE+1]]:10: 'e': Float[b nz 8 8]
    auto e = encoder->forward(x);
    // DUMP: real-code-idioms.cpp:[[@LINE+1]]:10: 'f': Float[b 32 8 8]
    auto f = features->forward(x);
    // A Sequential changed by a function without a body is unknown.
    // DUMP: real-code-idioms.cpp:[[@LINE+1]]:10: 'u': Shaped[...]
    auto u = unknown->forward(x);
    std::vector<torch::Tensor> parts;
    parts.push_back(f);
    parts.push_back(f);
    // DUMP: real-code-idioms.cpp:[[@LINE+1]]:10: 'both': Float[b 64 8 8]
    auto both = torch::cat(parts, 1);
    return both;
  }
  nn::Sequential encoder, features, unknown;
};

void fail(const char *why) __attribute__((noreturn));

void narrowing(SHAPECHECK(Float, "n m") torch::Tensor a, torch::Tensor c,
               int64_t k) {
  // c's shape is unknown; past the checks it has rank 2, axis 0 is m (a
  // noreturn call) and axis 1 is k (assert).
  if (c.dim() != 2)
    throw std::invalid_argument("rank");
  if (!(c.size(0) == a.size(1)))
    fail("sizes");
  assert(c.size(1) == k);
  // DUMP: real-code-idioms.cpp:[[@LINE+1]]:8: 'q': Shaped[m k]
  auto q = c * 2.0;
  // DUMP: real-code-idioms.cpp:[[@LINE+1]]:8: 'p': {{.*}}[n k]
  auto p = torch::mm(a, c);
  // CHECK: real-code-idioms.cpp:[[@LINE+1]]:12: error: call to 'torch::mm': axis -1 of the 1st operand [n m] has size m, but axis -2 of the 2nd operand [n m] has size n [shape-mismatch]
  auto r = torch::mm(a, a);
  // CHECK-COUNT-2: note: '{{m|n}}' is a dimension of the signature of 'narrowing'
}
