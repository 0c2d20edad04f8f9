// An iterator into a list the analysis knows (`layers_.rbegin()`,
// `outs.begin()`) points to one of its items, whichever it is: `*it` and
// `it->` are the join of the items (what they all agree on), and `++it`,
// `it + 1`, `std::next(it)` point into the same list. So a RealNVP-style
// flow that walks its coupling layers backwards in `sample` checks each
// layer's `inverse` with the layers' sizes, and a sum over a vector of
// activations keeps their shape. Items that differ give what they share,
// never one of them. Before, `*it` was an object of unknown state and the
// transposed latents in `sample_transposed` were not found.
//
// Calling a method of a user module that no method of its class writes a
// field in (`flow->sample(10)`) leaves the module as it was, so a second
// call (`sample_transposed`) still sees its layers. Before, any non-const
// method made the module unknown after the call.
//
// RUN: not %shapecheck --dump-shapes %s -- -std=c++17 %fake-torch \
// RUN:     -I %shapecheck-include > %t.out
// RUN: FileCheck %s --implicit-check-not='{{warning|error}}:' < %t.out
// RUN: FileCheck %s --check-prefix=DUMP < %t.out

#include <fake_torch.h>
#include <shapecheck/shapecheck.hpp>

#include <iterator>
#include <vector>

class CouplingImpl : public torch::nn::Module {
public:
  CouplingImpl(int64_t dim, int64_t hidden);
  torch::Tensor inverse(torch::Tensor y);

private:
  torch::nn::Linear in{nullptr}, out{nullptr};
};
TORCH_MODULE(Coupling);

struct FlowConfig {
  int64_t dim = 6;
  int64_t hidden = 32;
  int64_t num_layers = 4;
};

class FlowImpl : public torch::nn::Module {
public:
  explicit FlowImpl(const FlowConfig &cfg);
  torch::Tensor sample(int64_t n);
  torch::Tensor sample_transposed(int64_t n);

private:
  int64_t dim_;
  std::vector<Coupling> layers_;
};
TORCH_MODULE(Flow);

CouplingImpl::CouplingImpl(int64_t dim, int64_t hidden)
    : in(dim, hidden), out(hidden, dim) {
  register_module("in", in);
  register_module("out", out);
}

torch::Tensor CouplingImpl::inverse(torch::Tensor y) {
  // CHECK: list-iterators.cpp:[[@LINE+1]]:36: error: argument 'input' of call to 'in->forward', axis 1: size 10 does not match 6 {{.*}}[shape-mismatch]
  auto h = torch::relu(in->forward(y));
  // Whatever h is, `out` gives dim features, and y has 10: a second error.
  // CHECK: list-iterators.cpp:[[@LINE+1]]:10: error: call to 'operator-': broadcast: shapes [6 10] and [*b 6]{{.*}}[broadcast]
  return y - out->forward(h);
}

FlowImpl::FlowImpl(const FlowConfig &cfg) : dim_(cfg.dim) {
  for (int64_t i = 0; i < cfg.num_layers; ++i)
    layers_.push_back(Coupling(cfg.dim, cfg.hidden));
}

torch::Tensor FlowImpl::sample(int64_t n) {
  auto z = torch::randn({n, dim_});
  for (auto it = layers_.rbegin(); it != layers_.rend(); ++it)
    z = (*it)->inverse(z);
  return z;
}

torch::Tensor FlowImpl::sample_transposed(int64_t n) {
  // The latents drawn as [dim n].
  auto z = torch::randn({dim_, n});
  for (auto it = layers_.rbegin(); it != layers_.rend(); ++it)
    // CHECK: list-iterators.cpp:[[@LINE+1]]:9: note: in the call of '(*it)->inverse' here
    z = (*it)->inverse(z);
  return z;
}

// Activations of two widths: an item is [batch 6] or [batch 8].
torch::Tensor widest(SHAPECHECK(Float, "batch 6") torch::Tensor a,
                     SHAPECHECK(Float, "batch 8") torch::Tensor b) {
  std::vector<torch::Tensor> outs{a, b};
  auto first = *outs.begin();
  // DUMP: list-iterators.cpp:[[@LINE-1]]:8: 'first': Float[batch ?]
  // Unknown, not 6: no finding.
  return torch::matmul(*std::next(outs.begin()), torch::randn({6, 4}));
}

// The same width: the sum keeps it.
torch::Tensor total(SHAPECHECK(Float, "batch 6") torch::Tensor a,
                    SHAPECHECK(Float, "batch 6") torch::Tensor b) {
  std::vector<torch::Tensor> outs;
  outs.push_back(a);
  outs.push_back(torch::relu(b));
  auto sum = torch::zeros_like(a);
  // DUMP: list-iterators.cpp:[[@LINE-1]]:8: 'sum': Float[batch 6]
  for (auto it = outs.begin(); it != outs.end(); it++)
    sum = sum + *it;
  return sum;
}

int main() {
  FlowConfig cfg;
  Flow flow(cfg);
  auto s = flow->sample(10);
  // DUMP: list-iterators.cpp:[[@LINE-1]]:8: 's': Float[10 6]
  // CHECK: list-iterators.cpp:[[@LINE+1]]:13: note: in the call of 'flow->sample_transposed' here
  auto st = flow->sample_transposed(10);
}
