// A tutorial's building block, its stride left to a default in the header,
// defined in blocks.cpp; a network that chains strided blocks in net.cpp.
#pragma once
#include <fake_torch.h>
#include <shapecheck/shapecheck.hpp>

class ConvBnImpl : public torch::nn::Module {
public:
  ConvBnImpl(int in_ch, int out_ch, int kernel = 3, int stride = 1);
  torch::Tensor forward(torch::Tensor x);

private:
  torch::nn::Conv2d conv{nullptr};
};
TORCH_MODULE(ConvBn);

class NetImpl : public torch::nn::Module {
public:
  explicit NetImpl(int in_channels);
  torch::Tensor forward(SHAPECHECK(Float, "batch in_channels h w") torch::Tensor x);

private:
  ConvBn conv1{nullptr}, down1{nullptr}, down2{nullptr}, conv2{nullptr};
};
