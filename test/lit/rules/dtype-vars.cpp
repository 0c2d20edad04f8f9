// Dtype variables in code written as real projects write it: unannotated
// helpers used by a module's forward keep their argument's dtype
// (`flat(ids)` of token ids is still Int64, which a Linear refuses) and what
// their body requires of it (`mse(a, b)` needs floating-point arrays).
//
// RUN: not %shapecheck %s -- -std=c++17 %fake-torch -I %shapecheck-include \
// RUN:   | FileCheck %s --implicit-check-not='{{warning|error}}:'

#include <fake_torch.h>
#include <shapecheck/shapecheck.hpp>

// Helpers, as a utils.h would declare them.
torch::Tensor flat(const torch::Tensor &x) {
  return x.view({x.size(0), -1});
}
torch::Tensor mse(const torch::Tensor &a, const torch::Tensor &b) {
  return torch::nn::functional::mse_loss(a, b);
}

struct Options {
  int64_t vocab = 100, dim = 8, tokens = 4, classes = 3;
};

struct ClassifierImpl : torch::nn::Module {
  explicit ClassifierImpl(const Options &o)
      : emb(register_module("emb", torch::nn::Embedding(o.vocab, o.dim))),
        fc(register_module("fc",
                           torch::nn::Linear(o.dim * o.tokens, o.classes))),
        raw(register_module("raw", torch::nn::Linear(o.tokens, o.classes))) {}

  torch::Tensor forward(SHAPECHECK(Int64, "b tokens") torch::Tensor ids) {
    return fc(flat(emb(ids)));
  }
  torch::Tensor baseline(SHAPECHECK(Int64, "b tokens") torch::Tensor ids) {
    // CHECK: dtype-vars.cpp:[[@LINE+1]]:16: error: argument 'input' of call to 'raw' has dtype Int64, but the module 'torch::nn::Linear' requires Float [dtype-mismatch]
    return raw(flat(ids)); // bug: token ids are not features
  }
  torch::Tensor loss(SHAPECHECK(Int64, "b tokens") torch::Tensor ids,
                     SHAPECHECK(Float, "b 3") torch::Tensor target) {
    torch::Tensor logits = forward(ids);
    // CHECK: dtype-vars.cpp:[[@LINE+1]]:16: error: argument 'a' of call to 'mse' has dtype Int64, but parameter 'a' of 'mse' requires Float [dtype-mismatch]
    return mse(ids.narrow(1, 0, 3), target) + mse(logits, target);
  }
  torch::Tensor scores(SHAPECHECK(Float, "b tokens") torch::Tensor x) {
    return raw(flat(x)); // floats: fine
  }

  torch::nn::Embedding emb;
  torch::nn::Linear fc, raw;
};
TORCH_MODULE(Classifier);

int main() {
  Classifier model(Options{});
  auto ids = torch::randint(100, {2, 4}, torch::kInt64);
  auto out = model->forward(ids);
  auto x = torch::randn({2, 4});
  auto s = model->scores(x);
  auto l = mse(s, torch::randn({2, 3}));
  return 0;
}
