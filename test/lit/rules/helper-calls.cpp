// Unannotated helpers given a module, a list or a tuple, which a
// generalized signature cannot carry, are analysed with each call's
// arguments: their results are known, and an error inside notes the call.
// A module passed by reference keeps its value (the helper's body is
// followed: it changes nothing). Without any annotation (`scale` below
// unannotated) the same error is reported: both of its sizes are known
// (issue 23; before, a translation unit without annotations reported
// nothing).
//
// RUN: not %shapecheck --dump-shapes %s -- -std=c++17 %fake-torch \
// RUN:     -I %shapecheck-include > %t.out
// RUN: FileCheck %s --check-prefix=DUMP < %t.out
// RUN: FileCheck %s --implicit-check-not='{{warning|error}}:' < %t.out
// RUN: not %shapecheck %s -- -std=c++17 %fake-torch -I %shapecheck-include \
// RUN:     -DNO_ANNOTATION > %t.plain
// RUN: FileCheck %s --implicit-check-not='{{warning|error}}:' < %t.plain

#include <fake_torch.h>
#include <shapecheck/shapecheck.hpp>

namespace nn = torch::nn;

#ifndef NO_ANNOTATION
SHAPECHECK_RETURN(Float, "n")
#endif
torch::Tensor scale(torch::Tensor x) { return x * 2; }

torch::Tensor apply(nn::Linear &fc, const torch::Tensor &x) {
  // CHECK: helper-calls.cpp:[[@LINE+1]]:25: error: argument 'input' of call to 'fc', axis 1: size 15 does not match 16 required by the module 'torch::nn::Linear' [shape-mismatch]
  return torch::relu(fc(x));
}

torch::Tensor joined(const std::vector<torch::Tensor> &parts) {
  return torch::cat(parts, 1);
}

std::tuple<torch::Tensor, torch::Tensor> halves(torch::Tensor x) {
  return std::make_tuple(x.narrow(1, 0, 2), x.narrow(1, 2, 2));
}

// DUMP-LABEL: 'calls'
void calls() {
  // CHECK: helper-calls.cpp:[[@LINE+1]]:14: note: the module 'torch::nn::Linear' is declared here
  nn::Linear fc(16, 4);
  // DUMP-NEXT: helper-calls.cpp:[[@LINE+1]]:8: 'y': Float[2 4]
  auto y = apply(fc, torch::randn({2, 16}));
  // CHECK: helper-calls.cpp:[[@LINE+1]]:12: note: in the call of 'apply' here
  auto z = apply(fc, torch::randn({2, 15}));
  // DUMP: helper-calls.cpp:[[@LINE+1]]:8: 'j': Float[2 8]
  auto j = joined({y, y});
  auto [a, b] = halves(y);
  // DUMP-NEXT: helper-calls.cpp:[[@LINE+1]]:8: 'ab': Float[2 2]
  auto ab = a + b;
}
