#include "model.h"

#include <cmath>

namespace nn = torch::nn;
namespace F = torch::nn::functional;

torch::Tensor timestep_embedding(torch::Tensor timesteps, int64_t dim) {
  const int64_t half = dim / 2;
  auto freqs = torch::exp(-std::log(10000.0) *
                          torch::arange(half, torch::kFloat32) / half);
  auto args = timesteps.to(torch::kFloat32).unsqueeze(1) * freqs.unsqueeze(0);
  return torch::cat({torch::sin(args), torch::cos(args)}, /*dim=*/1);
}

ResBlockImpl::ResBlockImpl(int64_t in_channels, int64_t out_channels,
                           int64_t time_dim)
    : norm1(nn::GroupNormOptions(8, in_channels)),
      conv1(nn::Conv2dOptions(in_channels, out_channels, 3).padding(1)),
      time_proj(time_dim, out_channels),
      norm2(nn::GroupNormOptions(8, out_channels)),
      conv2(nn::Conv2dOptions(out_channels, out_channels, 3).padding(1)) {
  register_module("norm1", norm1);
  register_module("conv1", conv1);
  register_module("time_proj", time_proj);
  register_module("norm2", norm2);
  register_module("conv2", conv2);
  if (in_channels != out_channels) {
    shortcut = register_module(
        "shortcut", nn::Conv2d(nn::Conv2dOptions(in_channels, out_channels, 1)));
  }
}

torch::Tensor ResBlockImpl::forward(torch::Tensor x, torch::Tensor temb) {
  auto h = conv1->forward(torch::silu(norm1->forward(x)));
  auto t = time_proj->forward(torch::silu(temb));
  h = h + t.view({t.size(0), t.size(1), 1, 1});
  h = conv2->forward(torch::silu(norm2->forward(h)));
  auto residual = shortcut ? shortcut->forward(x) : x;
  return h + residual;
}

DiffusionUNetImpl::DiffusionUNetImpl(int64_t in_channels,
                                     int64_t base_channels, int64_t time_dim)
    : base_channels_(base_channels),
      time_mlp(nn::Linear(base_channels, time_dim), nn::SiLU(),
               nn::Linear(time_dim, time_dim)),
      conv_in(nn::Conv2dOptions(in_channels, base_channels, 3).padding(1)),
      down1(base_channels, base_channels, time_dim),
      down2(base_channels, base_channels * 2, time_dim),
      downsample1(nn::Conv2dOptions(base_channels, base_channels, 3)
                      .stride(2)
                      .padding(1)),
      downsample2(nn::Conv2dOptions(base_channels * 2, base_channels * 2, 3)
                      .stride(2)
                      .padding(1)),
      mid(base_channels * 2, base_channels * 2, time_dim),
      up2(base_channels * 4, base_channels * 2, time_dim),
      up1(base_channels * 3, base_channels, time_dim),
      norm_out(nn::GroupNormOptions(8, base_channels)),
      conv_out(nn::Conv2dOptions(base_channels, in_channels, 3).padding(1)) {
  register_module("time_mlp", time_mlp);
  register_module("conv_in", conv_in);
  register_module("down1", down1);
  register_module("down2", down2);
  register_module("downsample1", downsample1);
  register_module("downsample2", downsample2);
  register_module("mid", mid);
  register_module("up2", up2);
  register_module("up1", up1);
  register_module("norm_out", norm_out);
  register_module("conv_out", conv_out);
}

torch::Tensor DiffusionUNetImpl::forward(torch::Tensor x, torch::Tensor t) {
  auto temb = time_mlp->forward(timestep_embedding(t, base_channels_));
  std::vector<torch::Tensor> hs;
  auto h = conv_in->forward(x);
  h = down1->forward(h, temb);
  hs.push_back(h);
  h = down2->forward(downsample1->forward(h), temb);
  hs.push_back(h);
  h = mid->forward(downsample2->forward(h), temb);
  auto up = F::interpolate(h, F::InterpolateFuncOptions()
                                  .scale_factor(std::vector<double>{2, 2})
                                  .mode(torch::kNearest));
  h = up2->forward(torch::cat({up, hs[1]}, 1), temb);
  up = F::interpolate(h, F::InterpolateFuncOptions()
                             .scale_factor(std::vector<double>{2, 2})
                             .mode(torch::kNearest));
  h = up1->forward(torch::cat({up, hs[0]}, 1), temb);
  return conv_out->forward(torch::silu(norm_out->forward(h)));
}
