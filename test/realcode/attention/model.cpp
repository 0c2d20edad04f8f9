#include "model.h"

#include <cmath>
#include <limits>

SelfAttentionBlockImpl::SelfAttentionBlockImpl(int64_t embed_dim,
                                               int64_t num_heads)
    : embed_dim_(embed_dim),
      num_heads_(num_heads),
      head_dim_(embed_dim / num_heads),
      q_proj(embed_dim, embed_dim),
      k_proj(embed_dim, embed_dim),
      v_proj(embed_dim, embed_dim),
      out_proj(embed_dim, embed_dim),
      norm1(torch::nn::LayerNormOptions({embed_dim})),
      ff1(embed_dim, 4 * embed_dim),
      ff2(4 * embed_dim, embed_dim),
      norm2(torch::nn::LayerNormOptions({embed_dim})) {
  TORCH_CHECK(embed_dim % num_heads == 0,
              "embed_dim must be divisible by num_heads");
  register_module("q_proj", q_proj);
  register_module("k_proj", k_proj);
  register_module("v_proj", v_proj);
  register_module("out_proj", out_proj);
  register_module("norm1", norm1);
  register_module("ff1", ff1);
  register_module("ff2", ff2);
  register_module("norm2", norm2);
}

torch::Tensor SelfAttentionBlockImpl::forward(torch::Tensor x) {
  const auto batch = x.size(0);
  const auto seq_len = x.size(1);
  // batch x seq x embed -> batch x heads x seq x head_dim
  auto q = q_proj->forward(x).view({batch, seq_len, num_heads_, head_dim_}).transpose(1, 2);
  auto k = k_proj->forward(x).view({batch, seq_len, num_heads_, head_dim_}).transpose(1, 2);
  auto v = v_proj->forward(x).view({batch, seq_len, num_heads_, head_dim_}).transpose(1, 2);
  auto scores = torch::matmul(q, k.transpose(-2, -1)) / std::sqrt(static_cast<double>(head_dim_));
  auto causal = torch::triu(torch::ones({seq_len, seq_len}, x.options().dtype(torch::kBool)), 1);
  scores = scores.masked_fill(causal, -std::numeric_limits<float>::infinity());
  auto attn = torch::softmax(scores, /*dim=*/-1);
  auto context = torch::matmul(attn, v).transpose(1, 2).contiguous().view({batch, seq_len, embed_dim_});
  auto h = norm1->forward(x + out_proj->forward(context));
  auto ff = ff2->forward(torch::gelu(ff1->forward(h)));
  return norm2->forward(h + ff);
}
