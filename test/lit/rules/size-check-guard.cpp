// A size check that sends every input its annotation admits to a throw
// (`if (x.size(1) != channels) throw`, an assert): axis 1 is 'tokens',
// which is not always 'channels', so the function fails for inputs it
// says it takes. The same check on the right axis, on an unannotated
// input, or against a value the program reads at run time says nothing.
// Before, a condition guarding a throw was only used to narrow what is
// unknown after it, never checked.
//
// RUN: not %shapecheck %s -- -std=c++17 %fake-torch -I %shapecheck-include \
// RUN:   | FileCheck %s --implicit-check-not='{{warning|error}}:'

#include <cassert>
#include <fake_torch.h>
#include <shapecheck/shapecheck.hpp>
#include <stdexcept>
#include <string>

struct EmbedImpl : torch::nn::Module {
  EmbedImpl(int64_t channels, int64_t dim)
      : channels(channels), proj(channels, dim) {}

  torch::Tensor forward(SHAPECHECK(Float, "batch tokens channels") torch::Tensor x) {
    // CHECK: size-check-guard.cpp:[[@LINE+1]]:9: error: the size check 'x.size(1) != channels' compares axis 1 of 'x' (tokens) with channels, which differ for the sizes the annotations admit: the program stops here for them [shape-mismatch]
    if (x.size(1) != channels)
      throw std::invalid_argument("one feature per channel");
    return proj->forward(x);
  }

  torch::Tensor right(SHAPECHECK(Float, "batch tokens channels") torch::Tensor x) {
    if (x.size(2) != channels || x.dim() != 3)
      throw std::invalid_argument("one feature per channel");
    return proj->forward(x);
  }

  // An assert, and both sides axes: `b` and `n` differ for the sizes the
  // annotations admit.
  torch::Tensor pair(SHAPECHECK(Float, "b n channels") torch::Tensor x,
                     SHAPECHECK(Float, "n channels") torch::Tensor y) {
    // CHECK: size-check-guard.cpp:[[@LINE+1]]:12: error: the size check 'x.size(0) == y.size(0)' compares axis 0 of 'x' (b) with axis 0 of 'y' (n)
    assert(x.size(0) == y.size(0));
    assert(x.size(1) == y.size(0));
    return x + y;
  }

  // Unannotated: nothing is known of x's axes.
  torch::Tensor loose(torch::Tensor x) {
    if (x.size(1) != channels)
      throw std::invalid_argument("one feature per channel");
    return proj->forward(x);
  }

  // A value read at run time may be any size, tokens too.
  torch::Tensor read(SHAPECHECK(Float, "batch tokens channels") torch::Tensor x,
                     const std::string &arg) {
    int64_t want = std::stoll(arg);
    if (x.size(1) != want)
      throw std::invalid_argument("unexpected length");
    return x;
  }

  int64_t channels;
  torch::nn::Linear proj;
};
