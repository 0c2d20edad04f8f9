// DCGAN for 32x32 single-channel images: a transposed-convolution generator
// and a convolutional discriminator, both sized by one config struct.
#pragma once

#include <shapecheck/shapecheck.hpp>
#include <torch/torch.h>

struct DCGANOptions {
  int64_t nz = 100;  // size of the noise vector
  int64_t ngf = 64;  // generator feature maps
  int64_t ndf = 64;  // discriminator feature maps
  int64_t nc = 1;    // image channels
  int64_t batch_size = 64;
  int64_t num_epochs = 2;
  int64_t batches_per_epoch = 10;
  double lr = 2e-4;
  double beta1 = 0.5;
};

class GeneratorImpl : public torch::nn::Module {
 public:
  explicit GeneratorImpl(const DCGANOptions& o);

  torch::Tensor forward(SHAPECHECK(Float, "b nz 1 1") torch::Tensor x);

 private:
  torch::nn::ConvTranspose2d conv1, conv2, conv3, conv4;
  torch::nn::BatchNorm2d batch_norm1, batch_norm2, batch_norm3;
};

TORCH_MODULE(Generator);

class DiscriminatorImpl : public torch::nn::Module {
 public:
  explicit DiscriminatorImpl(const DCGANOptions& o);

  torch::Tensor forward(SHAPECHECK(Float, "b nc 32 32") torch::Tensor x);

 private:
  torch::nn::Sequential main{nullptr};
};

TORCH_MODULE(Discriminator);
