#include "model.h"

using torch::nn::BatchNorm2d;
using torch::nn::Conv2d;
using torch::nn::Conv2dOptions;
using torch::nn::ConvTranspose2dOptions;
using torch::nn::LeakyReLU;
using torch::nn::LeakyReLUOptions;

GeneratorImpl::GeneratorImpl(const DCGANOptions& o)
    // 1x1 -> 4x4 -> 8x8 -> 16x16 -> 32x32
    : conv1(ConvTranspose2dOptions(o.nz, o.ngf * 4, 4).bias(false)),
      conv2(ConvTranspose2dOptions(o.ngf * 4, o.ngf * 2, 4).stride(2).padding(1).bias(false)),
      conv3(ConvTranspose2dOptions(o.ngf * 2, o.ngf, 4).stride(2).padding(1).bias(false)),
      conv4(ConvTranspose2dOptions(o.ngf, o.nc, 4).stride(2).padding(1).bias(false)),
      batch_norm1(o.ngf * 4),
      batch_norm2(o.ngf * 2),
      batch_norm3(o.ngf) {
  register_module("conv1", conv1);
  register_module("conv2", conv2);
  register_module("conv3", conv3);
  register_module("conv4", conv4);
  register_module("batch_norm1", batch_norm1);
  register_module("batch_norm2", batch_norm2);
  register_module("batch_norm3", batch_norm3);
}

torch::Tensor GeneratorImpl::forward(torch::Tensor x) {
  x = torch::relu(batch_norm1(conv1(x)));
  x = torch::relu(batch_norm2(conv2(x)));
  x = torch::relu(batch_norm3(conv3(x)));
  x = torch::tanh(conv4(x));
  return x;
}

DiscriminatorImpl::DiscriminatorImpl(const DCGANOptions& o) {
  // 32x32 -> 16x16 -> 8x8 -> 4x4 -> 1x1
  main = register_module(
      "main",
      torch::nn::Sequential(
          Conv2d(Conv2dOptions(o.nc, o.ndf, 4).stride(2).padding(1).bias(false)),
          LeakyReLU(LeakyReLUOptions().negative_slope(0.2)),
          Conv2d(Conv2dOptions(o.ndf, o.ndf * 2, 4).stride(2).padding(1).bias(false)),
          BatchNorm2d(o.ndf * 2),
          LeakyReLU(LeakyReLUOptions().negative_slope(0.2)),
          Conv2d(Conv2dOptions(o.ndf * 2, o.ndf * 4, 4).stride(2).padding(1).bias(false)),
          BatchNorm2d(o.ndf * 4),
          LeakyReLU(LeakyReLUOptions().negative_slope(0.2)),
          Conv2d(Conv2dOptions(o.ndf * 4, 1, 4).stride(1).padding(0).bias(false)),
          torch::nn::Sigmoid()));
}

torch::Tensor DiscriminatorImpl::forward(torch::Tensor x) {
  auto scores = main->forward(x);
  return scores.view({-1});
}
