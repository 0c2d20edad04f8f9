// A U-Net for binary segmentation of 64x64 images: DoubleConv / Down / Up
// blocks as user modules, skip connections kept in a std::vector<Tensor> and
// concatenated along the channels, bilinear upsampling, channel widths from
// a constructor argument list.
#pragma once

#include <shapecheck/shapecheck.hpp>
#include <torch/torch.h>

#include <vector>

// (conv 3x3 => BN => ReLU) twice; keeps H and W.
class DoubleConvImpl : public torch::nn::Module {
 public:
  DoubleConvImpl(int64_t in_channels, int64_t out_channels);
  torch::Tensor forward(torch::Tensor x);

 private:
  torch::nn::Sequential conv{nullptr};
};
TORCH_MODULE(DoubleConv);

// Max-pool by 2, then a DoubleConv.
class DownImpl : public torch::nn::Module {
 public:
  DownImpl(int64_t in_channels, int64_t out_channels);
  torch::Tensor forward(torch::Tensor x);

 private:
  torch::nn::MaxPool2d pool{nullptr};
  DoubleConv conv{nullptr};
};
TORCH_MODULE(Down);

// Upsample by 2, concatenate the skip connection, then a DoubleConv.
class UpImpl : public torch::nn::Module {
 public:
  UpImpl(int64_t in_channels, int64_t skip_channels, int64_t out_channels);
  torch::Tensor forward(torch::Tensor x, torch::Tensor skip);

 private:
  torch::nn::Upsample up{nullptr};
  DoubleConv conv{nullptr};
};
TORCH_MODULE(Up);

class UNetImpl : public torch::nn::Module {
 public:
  UNetImpl(int64_t in_channels, int64_t num_classes,
           const std::vector<int64_t> &features);

  torch::Tensor forward(SHAPECHECK(Float, "b in_channels 64 64") torch::Tensor x);

 private:
  DoubleConv inc{nullptr};
  Down down1{nullptr}, down2{nullptr}, down3{nullptr};
  Up up1{nullptr}, up2{nullptr}, up3{nullptr};
  torch::nn::Conv2d outc{nullptr};
};
TORCH_MODULE(UNet);
