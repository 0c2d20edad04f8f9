// A pre-softmax-masked multi-head self-attention block with a feed-forward
// sublayer (post-norm, GPT-style causal mask).
#pragma once

#include <shapecheck/shapecheck.hpp>
#include <torch/torch.h>

class SelfAttentionBlockImpl : public torch::nn::Module {
 public:
  SelfAttentionBlockImpl(int64_t embed_dim, int64_t num_heads);

  torch::Tensor forward(
      SHAPECHECK(Float, "batch seq embed_dim") torch::Tensor x);

 private:
  int64_t embed_dim_;
  int64_t num_heads_;
  int64_t head_dim_;
  torch::nn::Linear q_proj{nullptr}, k_proj{nullptr}, v_proj{nullptr};
  torch::nn::Linear out_proj{nullptr};
  torch::nn::LayerNorm norm1{nullptr};
  torch::nn::Linear ff1{nullptr}, ff2{nullptr};
  torch::nn::LayerNorm norm2{nullptr};
};

TORCH_MODULE(SelfAttentionBlock);
