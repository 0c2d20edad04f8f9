// A call that no rule describes but that returns a double (`std::sqrt`,
// `std::pow`) is a Float scalar: attention scores scaled by
// `1 / sqrt(head_dim)` keep their shape, so the causal mask after them is
// checked (before, the scores were unknown from there on). The head size
// is a constructor parameter, as real attention code has it.
//
// RUN: not %shapecheck --dump-shapes %s -- -std=c++17 %fake-torch \
// RUN:     -I %shapecheck-include > %t.out
// RUN: FileCheck %s --check-prefix=DUMP < %t.out
// RUN: FileCheck %s --implicit-check-not='{{warning|error|note}}:' < %t.out
// The mask of the scores' size: nothing to report.
// RUN: %shapecheck %s -- -std=c++17 %fake-torch -I %shapecheck-include \
// RUN:     -DSQUARE_MASK | FileCheck %s --check-prefix=SQUARE --allow-empty
// SQUARE-NOT: {{warning|error}}:

#include <fake_torch.h>
#include <shapecheck/shapecheck.hpp>

#include <cmath>
#include <limits>

class ScoresImpl : public torch::nn::Module {
public:
  explicit ScoresImpl(int64_t head_dim) : head_dim_(head_dim) {}
  torch::Tensor forward(SHAPECHECK(Float, "b h s head_dim") torch::Tensor q,
                        SHAPECHECK(Float, "b h s head_dim") torch::Tensor k);

private:
  int64_t head_dim_;
};
TORCH_MODULE(Scores);

torch::Tensor ScoresImpl::forward(torch::Tensor q, torch::Tensor k) {
  const auto batch = q.size(0);
  const auto seq_len = q.size(2);
  // DUMP: scalar-calls.cpp:[[@LINE+1]]:8: 'scores': Float[b h s s]
  auto scores = torch::matmul(q, k.transpose(-2, -1)) /
                std::sqrt(static_cast<double>(head_dim_));
  // DUMP: scalar-calls.cpp:[[@LINE+1]]:8: 'scaled': Float[b h s s]
  auto scaled = scores * std::pow(2.0, -0.5);
#ifdef SQUARE_MASK
  auto causal = torch::triu(torch::ones({seq_len, seq_len}), 1);
#else
  auto causal = torch::triu(torch::ones({batch, seq_len}), 1);
#endif
  // CHECK: scalar-calls.cpp:[[@LINE+1]]:10: error: {{.*}}[b h s s] and [b s]: sizes s and b do not broadcast
  return scaled.masked_fill(causal, -std::numeric_limits<float>::infinity());
  // CHECK-COUNT-2: note: '{{s|b}}' is a dimension of the signature
}
