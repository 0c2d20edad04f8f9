// A small Vision Transformer for 32x32 images: patch embedding by a strided
// convolution, a class token and a learned position embedding, pre-norm
// encoder blocks with hand-written multi-head self-attention, and an MLP
// head. All sizes come from one config struct.
#pragma once

#include <shapecheck/shapecheck.hpp>
#include <torch/torch.h>

struct ViTConfig {
  int64_t image_size = 32;
  int64_t patch_size = 4;
  int64_t in_channels = 3;
  int64_t embed_dim = 96;
  int64_t depth = 2;
  int64_t num_heads = 4;
  int64_t mlp_dim = 192;
  int64_t num_classes = 10;
  int64_t batch_size = 8;
  double lr = 3e-4;
};

class PatchEmbedImpl : public torch::nn::Module {
 public:
  explicit PatchEmbedImpl(const ViTConfig &cfg);
  torch::Tensor forward(torch::Tensor x);

 private:
  torch::nn::Conv2d proj{nullptr};
};
TORCH_MODULE(PatchEmbed);

class MultiHeadSelfAttentionImpl : public torch::nn::Module {
 public:
  MultiHeadSelfAttentionImpl(int64_t dim, int64_t num_heads);
  torch::Tensor forward(torch::Tensor x);

 private:
  int64_t num_heads_;
  double scale_;
  torch::nn::Linear qkv{nullptr};
  torch::nn::Linear proj{nullptr};
};
TORCH_MODULE(MultiHeadSelfAttention);

class EncoderBlockImpl : public torch::nn::Module {
 public:
  EncoderBlockImpl(int64_t dim, int64_t num_heads, int64_t mlp_dim);
  torch::Tensor forward(torch::Tensor x);

 private:
  torch::nn::LayerNorm norm1{nullptr};
  MultiHeadSelfAttention attn{nullptr};
  torch::nn::LayerNorm norm2{nullptr};
  torch::nn::Sequential mlp{nullptr};
};
TORCH_MODULE(EncoderBlock);

class VisionTransformerImpl : public torch::nn::Module {
 public:
  explicit VisionTransformerImpl(const ViTConfig &cfg);

  torch::Tensor forward(
      SHAPECHECK(Float, "b in_channels image_size image_size") torch::Tensor x);

 private:
  int64_t num_patches_;
  PatchEmbed patch_embed{nullptr};
  torch::Tensor cls_token;
  torch::Tensor pos_embed;
  torch::nn::Sequential blocks;
  torch::nn::LayerNorm norm{nullptr};
  torch::nn::Linear head{nullptr};
};
TORCH_MODULE(VisionTransformer);
