// A module sized by its constructor's arguments, as a tutorial's header
// declares it; its forward is annotated with names of its own.
#pragma once
#include <fake_torch.h>
#include <shapecheck/shapecheck.hpp>

class AttentionImpl : public torch::nn::Module {
public:
  AttentionImpl(int64_t d_in, int64_t d_out) {
    W_key = register_module("W_key", torch::nn::Linear(d_in, d_out));
    W_query = register_module("W_query", torch::nn::Linear(d_in, d_out));
  }
  torch::Tensor forward(SHAPECHECK(Float, "batch tokens feat") torch::Tensor x) {
    auto keys = W_key->forward(KEYS_INPUT);
    auto queries = W_query->forward(x);
    return queries.matmul(keys.transpose(1, 2));
  }
  torch::nn::Linear W_query{nullptr}, W_key{nullptr};
};
TORCH_MODULE(Attention);
