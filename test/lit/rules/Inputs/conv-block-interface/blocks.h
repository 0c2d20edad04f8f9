// A tutorial's building block (conv, relu, batch norm), declared in a
// header, defined in blocks.cpp; a network of them in net.cpp.
#pragma once
#include <fake_torch.h>
#include <shapecheck/shapecheck.hpp>

class ConvBnImpl : public torch::nn::Module {
public:
  ConvBnImpl(int in_ch, int out_ch, int kernel = 3, int stride = 1);
  torch::Tensor forward(torch::Tensor x);

private:
  torch::nn::Conv2d conv{nullptr};
  torch::nn::BatchNorm2d bn{nullptr};
};
TORCH_MODULE(ConvBn);

class NetImpl : public torch::nn::Module {
public:
  NetImpl(int in_channels, int out_channels);
  torch::Tensor forward(SHAPECHECK(Float, "batch in_channels h w") torch::Tensor x);

private:
  ConvBn conv1{nullptr}, conv2{nullptr};
};
