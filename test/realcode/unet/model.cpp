#include "model.h"

namespace nn = torch::nn;

DoubleConvImpl::DoubleConvImpl(int64_t in_channels, int64_t out_channels) {
  conv = nn::Sequential(
      nn::Conv2d(nn::Conv2dOptions(in_channels, out_channels, 3).padding(1).bias(false)),
      nn::BatchNorm2d(out_channels), nn::ReLU(true),
      nn::Conv2d(nn::Conv2dOptions(out_channels, out_channels, 3).padding(1).bias(false)),
      nn::BatchNorm2d(out_channels), nn::ReLU(true));
  register_module("conv", conv);
}

torch::Tensor DoubleConvImpl::forward(torch::Tensor x) {
  return conv->forward(x);
}

DownImpl::DownImpl(int64_t in_channels, int64_t out_channels)
    : pool(nn::MaxPool2dOptions(2)), conv(in_channels, out_channels) {
  register_module("pool", pool);
  register_module("conv", conv);
}

torch::Tensor DownImpl::forward(torch::Tensor x) {
  return conv->forward(pool->forward(x));
}

UpImpl::UpImpl(int64_t in_channels, int64_t skip_channels,
               int64_t out_channels)
    : up(nn::UpsampleOptions()
             .scale_factor(std::vector<double>{2, 2})
             .mode(torch::kBilinear)
             .align_corners(true)),
      conv(in_channels + skip_channels, out_channels) {
  register_module("up", up);
  register_module("conv", conv);
}

torch::Tensor UpImpl::forward(torch::Tensor x, torch::Tensor skip) {
  auto upsampled = up->forward(x);
  auto merged = torch::cat({skip, upsampled}, /*dim=*/1);
  return conv->forward(merged);
}

UNetImpl::UNetImpl(int64_t in_channels, int64_t num_classes,
                   const std::vector<int64_t> &features)
    : inc(in_channels, features[0]),
      down1(features[0], features[1]),
      down2(features[1], features[2]),
      down3(features[2], features[3]),
      up1(features[3], features[2], features[2]),
      up2(features[2], features[1], features[1]),
      up3(features[1], features[0], features[0]),
      outc(nn::Conv2dOptions(features[0], num_classes, 1)) {
  register_module("inc", inc);
  register_module("down1", down1);
  register_module("down2", down2);
  register_module("down3", down3);
  register_module("up1", up1);
  register_module("up2", up2);
  register_module("up3", up3);
  register_module("outc", outc);
}

torch::Tensor UNetImpl::forward(torch::Tensor x) {
  std::vector<torch::Tensor> skips;
  auto x1 = inc->forward(x);
  skips.push_back(x1);
  auto x2 = down1->forward(x1);
  skips.push_back(x2);
  auto x3 = down2->forward(x2);
  skips.push_back(x3);
  auto bottom = down3->forward(x3);
  auto y = up1->forward(bottom, skips[2]);
  y = up2->forward(y, skips[1]);
  y = up3->forward(y, skips[0]);
  return outc->forward(y);
}
