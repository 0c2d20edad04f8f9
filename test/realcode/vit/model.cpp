#include "model.h"

#include <cmath>

namespace nn = torch::nn;

PatchEmbedImpl::PatchEmbedImpl(const ViTConfig &cfg)
    : proj(nn::Conv2dOptions(cfg.in_channels, cfg.embed_dim, cfg.patch_size)
               .stride(cfg.patch_size)) {
  register_module("proj", proj);
}

torch::Tensor PatchEmbedImpl::forward(torch::Tensor x) {
  // [b c h w] -> [b e h/p w/p] -> [b (h/p)*(w/p) e]
  auto patches = proj->forward(x);
  return patches.flatten(2).transpose(1, 2);
}

MultiHeadSelfAttentionImpl::MultiHeadSelfAttentionImpl(int64_t dim,
                                                       int64_t num_heads)
    : num_heads_(num_heads),
      scale_(1.0 / std::sqrt(static_cast<double>(dim / num_heads))),
      qkv(nn::LinearOptions(dim, dim * 3)),
      proj(dim, dim) {
  register_module("qkv", qkv);
  register_module("proj", proj);
}

torch::Tensor MultiHeadSelfAttentionImpl::forward(torch::Tensor x) {
  const auto B = x.size(0);
  const auto N = x.size(1);
  const auto C = x.size(2);
  auto qkv_out = qkv->forward(x);
  auto qkv_heads =
      qkv_out.reshape({B, N, 3, num_heads_, C / num_heads_}).permute({2, 0, 3, 1, 4});
  auto q = qkv_heads[0];
  auto k = qkv_heads[1];
  auto v = qkv_heads[2];
  auto attn = torch::matmul(q, k.transpose(-2, -1)) * scale_;
  attn = attn.softmax(-1);
  auto out = torch::matmul(attn, v).transpose(1, 2).reshape({B, N, C});
  return proj->forward(out);
}

EncoderBlockImpl::EncoderBlockImpl(int64_t dim, int64_t num_heads,
                                   int64_t mlp_dim)
    : norm1(nn::LayerNormOptions({dim})),
      attn(dim, num_heads),
      norm2(nn::LayerNormOptions({dim})),
      mlp(nn::Linear(dim, mlp_dim), nn::GELU(), nn::Linear(mlp_dim, dim)) {
  register_module("norm1", norm1);
  register_module("attn", attn);
  register_module("norm2", norm2);
  register_module("mlp", mlp);
}

torch::Tensor EncoderBlockImpl::forward(torch::Tensor x) {
  x = x + attn->forward(norm1->forward(x));
  x = x + mlp->forward(norm2->forward(x));
  return x;
}

VisionTransformerImpl::VisionTransformerImpl(const ViTConfig &cfg)
    : num_patches_((cfg.image_size / cfg.patch_size) *
                   (cfg.image_size / cfg.patch_size)),
      patch_embed(cfg),
      norm(nn::LayerNormOptions({cfg.embed_dim})),
      head(cfg.embed_dim, cfg.num_classes) {
  register_module("patch_embed", patch_embed);
  cls_token = register_parameter("cls_token",
                                 torch::zeros({1, 1, cfg.embed_dim}));
  pos_embed = register_parameter(
      "pos_embed", torch::randn({1, num_patches_ + 1, cfg.embed_dim}) * 0.02);
  for (int64_t i = 0; i < cfg.depth; ++i) {
    blocks->push_back(EncoderBlock(cfg.embed_dim, cfg.num_heads, cfg.mlp_dim));
  }
  register_module("blocks", blocks);
  register_module("norm", norm);
  register_module("head", head);
}

torch::Tensor VisionTransformerImpl::forward(torch::Tensor x) {
  auto tokens = patch_embed->forward(x);
  auto cls = cls_token.expand({tokens.size(0), -1, -1});
  auto seq = torch::cat({cls, tokens}, 1) + pos_embed;
  seq = blocks->forward(seq);
  seq = norm->forward(seq);
  auto cls_out = seq.select(1, 0);
  return head->forward(cls_out);
}
