// Tensors that a module's constructor is given, RealNVP-style: a mask
// stored with register_buffer is known in the methods of an instance
// constructed with a known tensor (unknown in the generic instance, never
// guessed); coupling layers kept in a `std::vector<CouplingLayer>` field,
// filled by push_back in the constructor's loop and run by a range-for in
// forward, with their `std::tuple` results read by std::tie. A vector
// filled in a loop whose trip count is unknown has an unknown length.
//
// RUN: not %shapecheck --dump-shapes %s -- -std=c++17 %fake-torch \
// RUN:     -I %shapecheck-include > %t.out
// RUN: FileCheck %s --implicit-check-not='{{warning|error}}:' < %t.out
// RUN: FileCheck %s --check-prefix=DUMP < %t.out

#include <fake_torch.h>
#include <shapecheck/shapecheck.hpp>

#include <string>
#include <tuple>
#include <vector>

class CouplingImpl : public torch::nn::Module {
public:
  CouplingImpl(int64_t dim, int64_t hidden, torch::Tensor mask)
      : net(torch::nn::Linear(dim, hidden), torch::nn::ReLU(),
            torch::nn::Linear(hidden, 2 * dim)) {
    mask_ = register_buffer("mask", mask);
    register_module("net", net);
  }
  std::tuple<torch::Tensor, torch::Tensor> forward(torch::Tensor x) {
    // The generic instance's mask is unknown: nothing is stated.
    // DUMP: ctor-tensors.cpp:[[@LINE+4]]:10: 'x_masked': Shaped[...]
    // CHECK: ctor-tensors.cpp:[[@LINE+3]]:21: error: call to 'operator*': broadcast: shapes [batch 6] and [7]: sizes 6 and 7 do not broadcast [broadcast]
    // CHECK: note: in the call of 'layer->forward' here
    // CHECK: note: in the call of 'flow->forward' here
    auto x_masked = x * mask_;
    auto parts = net->forward(x_masked).chunk(2, 1);
    auto s = parts[0] * (1 - mask_);
    auto log_det = s.sum(1);
    return std::make_tuple(x_masked + s, log_det);
  }
  torch::Tensor mask_;
  torch::nn::Sequential net{nullptr};
};
TORCH_MODULE(Coupling);

class FlowImpl : public torch::nn::Module {
public:
  FlowImpl(int64_t dim, int64_t hidden, int64_t layers, int64_t mask_size) {
    auto mask = torch::ones({mask_size});
    for (int64_t i = 0; i < layers; ++i)
      layers_.push_back(register_module("coupling" + std::to_string(i),
                                        Coupling(dim, hidden, mask)));
  }
  std::tuple<torch::Tensor, torch::Tensor>
  forward(SHAPECHECK(Float, "batch dim") torch::Tensor x) {
    auto z = x;
    auto log_det = torch::zeros({x.size(0)});
    for (auto &layer : layers_) {
      torch::Tensor layer_log_det;
      std::tie(z, layer_log_det) = layer->forward(z);
      log_det = log_det + layer_log_det;
    }
    return {z, log_det};
  }
  std::vector<Coupling> layers_;
};
TORCH_MODULE(Flow);

void fires() {
  // A mask of 7 entries for data with 6 features.
  Flow flow(6, 16, 4, 7);
  auto out = flow->forward(torch::randn({32, 6}));
}

void silent() {
  Flow flow(6, 16, 4, 6);
  torch::Tensor z, log_det;
  // Each layer's log-determinant is [batch]: the total stays [batch].
  // DUMP: ctor-tensors.cpp:[[@LINE-2]]:20: 'log_det': Float[32]
  std::tie(z, log_det) = flow->forward(torch::randn({32, 6}));
  // DUMP: ctor-tensors.cpp:[[@LINE+1]]:8: 'prior': Float[32]
  auto prior = z.pow(2).sum(1) + log_det;
}

// A buffer of a module built in this file with a known tensor.
class MaskedImpl : public torch::nn::Module {
public:
  MaskedImpl(torch::Tensor mask) { mask_ = register_buffer("mask", mask); }
  torch::Tensor forward(torch::Tensor x) { return x * mask_; }
  torch::Tensor mask_;
};
TORCH_MODULE(Masked);

void buffer(SHAPECHECK(Float, "b 5") torch::Tensor x) {
  Masked m(torch::ones({5}));
  // DUMP: ctor-tensors.cpp:[[@LINE+1]]:8: 'y': Float[b 5]
  auto y = m->forward(x);
}

// A vector filled `n` times, n unknown: its length is unknown (it was
// taken as 2, the trips the loop was unrolled before joining).
SHAPECHECK_RETURN(Float, "n b")
torch::Tensor stacked(SHAPECHECK(Float, "b") torch::Tensor x, int64_t n) {
  std::vector<torch::Tensor> v;
  for (int64_t i = 0; i < n; ++i)
    v.push_back(x);
  // DUMP: ctor-tensors.cpp:[[@LINE+1]]:8: 's': Shaped[...]
  auto s = torch::stack(v);
  return s;
}
