// A convolutional autoencoder for 64x64 RGB images. The encoder and decoder
// are Sequential fields filled by helper functions through a reference, with
// the sizes of a config struct; a linear bottleneck between them.
#pragma once

#include <shapecheck/shapecheck.hpp>
#include <torch/torch.h>

struct AutoEncoderConfig {
  int64_t in_channels = 3;  // image channels
  int64_t nf = 32;          // feature maps of the first stage
  int64_t nz = 64;          // channels of the 4x4 latent map
  int64_t latent_dim = 128; // size of the code vector
  int64_t batch_size = 8;
  int64_t epochs = 2;
  int64_t steps = 4;
  double lr = 1e-3;
};

// Appends a stride-2 convolution, batch norm and LeakyReLU (halves H and W).
void DownSampling(torch::nn::Sequential &sq, int64_t in, int64_t out);
// Appends a stride-2 transposed convolution, batch norm and ReLU (doubles H
// and W).
void UpSampling(torch::nn::Sequential &sq, int64_t in, int64_t out);

class AutoEncoderImpl : public torch::nn::Module {
 public:
  explicit AutoEncoderImpl(const AutoEncoderConfig &cfg);

  torch::Tensor forward(SHAPECHECK(Float, "b in_channels 64 64") torch::Tensor x);

 private:
  int64_t nz_;
  torch::nn::Sequential encoder;
  torch::nn::Sequential decoder;
  torch::nn::Linear to_latent{nullptr};
  torch::nn::Linear from_latent{nullptr};
};

TORCH_MODULE(AutoEncoder);
