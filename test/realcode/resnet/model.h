// A small ResNet for 32x32 images (CIFAR-10 sized): residual blocks with an
// optional downsample branch, stages built by a make_layer helper.
#pragma once

#include <shapecheck/shapecheck.hpp>
#include <torch/torch.h>

#include <array>

torch::nn::Conv2d conv3x3(int64_t in_channels, int64_t out_channels,
                          int64_t stride = 1);

class ResidualBlockImpl : public torch::nn::Module {
 public:
  ResidualBlockImpl(int64_t in_channels, int64_t out_channels,
                    int64_t stride = 1,
                    torch::nn::Sequential downsample = nullptr);

  torch::Tensor forward(torch::Tensor x);

 private:
  torch::nn::Conv2d conv1;
  torch::nn::BatchNorm2d bn1;
  torch::nn::Conv2d conv2;
  torch::nn::BatchNorm2d bn2;
  torch::nn::Sequential downsample;
};

TORCH_MODULE(ResidualBlock);

class ResNetImpl : public torch::nn::Module {
 public:
  explicit ResNetImpl(const std::array<int64_t, 3>& layers,
                      int64_t num_classes = 10);

  torch::Tensor forward(SHAPECHECK(Float, "b 3 32 32") torch::Tensor x);

 private:
  torch::nn::Sequential make_layer(int64_t out_channels, int64_t blocks,
                                   int64_t stride = 1);

  int64_t in_channels_ = 16;
  torch::nn::Conv2d conv{nullptr};
  torch::nn::BatchNorm2d bn{nullptr};
  torch::nn::Sequential layer1{nullptr};
  torch::nn::Sequential layer2{nullptr};
  torch::nn::Sequential layer3{nullptr};
  torch::nn::AvgPool2d avg_pool{nullptr};
  torch::nn::Linear fc{nullptr};
};

TORCH_MODULE(ResNet);
