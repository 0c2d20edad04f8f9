// A small denoising-diffusion U-Net (DDPM-style) for 32x32 images: a
// sinusoidal timestep embedding and a time MLP, residual blocks with
// GroupNorm that add the projected time embedding to every channel, strided
// convolutions down, nearest-neighbour interpolation up, skip connections
// concatenated along the channels.
#pragma once

#include <shapecheck/shapecheck.hpp>
#include <torch/torch.h>

#include <vector>

// [b] timesteps -> [b dim] sin/cos features.
torch::Tensor timestep_embedding(torch::Tensor timesteps, int64_t dim);

class ResBlockImpl : public torch::nn::Module {
 public:
  ResBlockImpl(int64_t in_channels, int64_t out_channels, int64_t time_dim);
  torch::Tensor forward(torch::Tensor x, torch::Tensor temb);

 private:
  torch::nn::GroupNorm norm1{nullptr};
  torch::nn::Conv2d conv1{nullptr};
  torch::nn::Linear time_proj{nullptr};
  torch::nn::GroupNorm norm2{nullptr};
  torch::nn::Conv2d conv2{nullptr};
  torch::nn::Conv2d shortcut{nullptr};
};
TORCH_MODULE(ResBlock);

class DiffusionUNetImpl : public torch::nn::Module {
 public:
  DiffusionUNetImpl(int64_t in_channels, int64_t base_channels,
                    int64_t time_dim);

  torch::Tensor forward(SHAPECHECK(Float, "b in_channels 32 32") torch::Tensor x,
                        SHAPECHECK(Int64, "b") torch::Tensor t);

 private:
  int64_t base_channels_;
  torch::nn::Sequential time_mlp{nullptr};
  torch::nn::Conv2d conv_in{nullptr};
  ResBlock down1{nullptr}, down2{nullptr};
  torch::nn::Conv2d downsample1{nullptr}, downsample2{nullptr};
  ResBlock mid{nullptr};
  ResBlock up2{nullptr}, up1{nullptr};
  torch::nn::GroupNorm norm_out{nullptr};
  torch::nn::Conv2d conv_out{nullptr};
};
TORCH_MODULE(DiffusionUNet);
