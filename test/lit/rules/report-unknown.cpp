// --report-unknown: a call whose array result no annotation or rule
// describes gets a note (rule unknown-call) naming the declaration a rule
// would describe; without the option, nothing is said. Calls the rules
// describe, even with an unknown result, are not listed.
//
// RUN: %expect-exit 0 %shapecheck --report-unknown %s -- -std=c++17 \
// RUN:     %fake-torch -I %shapecheck-include \
// RUN:   | FileCheck %s --implicit-check-not='{{warning|error|note}}:'
// RUN: %expect-exit 0 %shapecheck %s -- -std=c++17 %fake-torch \
// RUN:     -I %shapecheck-include | count 0

#include <fake_torch.h>
#include <shapecheck/shapecheck.hpp>

// A library function without a rule (at::logsumexp has one; this has not).
namespace at {
Tensor my_special_op(const Tensor &self, int64_t k);
} // namespace at
namespace thirdparty {
at::Tensor blur(const at::Tensor &img);
std::tuple<at::Tensor, at::Tensor> split2(const at::Tensor &img);
} // namespace thirdparty

void calls(SHAPECHECK(Float, "b n") torch::Tensor x, torch::Tensor unknown) {
  // CHECK: report-unknown.cpp:[[@LINE+1]]:12: note: the shape returned by 'at::my_special_op' is unknown: no annotation or rule describes 'at::my_special_op'; checks that use it are skipped [unknown-call]
  auto a = at::my_special_op(x, 2);
  // CHECK: report-unknown.cpp:[[@LINE+1]]:12: note: the shape returned by 'thirdparty::blur' is unknown: no annotation or rule describes 'thirdparty::blur'; checks that use it are skipped [unknown-call]
  auto b = thirdparty::blur(x);
  // Described by the rules, with an unknown input: not listed.
  auto c = torch::relu(unknown);
  auto d = unknown.view({-1, 4});
  // Unknown shapes never cause findings.
  auto e = torch::matmul(a, b);
  // A tuple of arrays is listed as well; the standard library passing an
  // unknown value on (std::get) is not.
  // CHECK: report-unknown.cpp:[[@LINE+1]]:24: note: the shape returned by 'thirdparty::split2' is unknown: no annotation or rule describes 'thirdparty::split2'; checks that use it are skipped [unknown-call]
  auto f = std::get<0>(thirdparty::split2(x));
  // CHECK: report-unknown.cpp:[[@LINE+1]]:16: note: the shape returned by 'thirdparty::split2' is unknown
  auto parts = thirdparty::split2(x);
  auto g = std::get<1>(parts) + f;
}

// A known module that a call nothing describes may have changed is unknown
// after it, and the note says which call; the methods every module has
// (`->train()`, `->to(...)`) keep it.
void modules(SHAPECHECK(Float, "b 8") torch::Tensor x) {
  torch::nn::Linear kept(8, 4);
  kept->train();
  auto k = kept->forward(x);
  torch::nn::Linear changed(8, 4);
  // CHECK: report-unknown.cpp:[[@LINE+1]]:3: note: the module 'changed' is unknown after 'changed->reset': no annotation or rule describes 'torch::nn::Module::reset'; checks that use it are skipped [unknown-call]
  changed->reset();
  auto c = changed->forward(x);
}
