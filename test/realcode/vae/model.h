// Fully connected variational autoencoder for flattened 28x28 images:
// encode -> reparameterize -> decode, sizes from an options struct.
#pragma once

#include <shapecheck/shapecheck.hpp>
#include <torch/torch.h>

#include <tuple>
#include <utility>

struct VAEOptions {
  int64_t image_size = 784;
  int64_t h_dim = 400;
  int64_t z_dim = 20;
  int64_t batch_size = 128;
  double learning_rate = 1e-3;
  size_t num_epochs = 3;
};

class VAEImpl : public torch::nn::Module {
 public:
  VAEImpl(int64_t image_size, int64_t h_dim, int64_t z_dim);

  std::pair<torch::Tensor, torch::Tensor> encode(torch::Tensor x);
  torch::Tensor reparameterize(torch::Tensor mu, torch::Tensor log_var);
  torch::Tensor decode(torch::Tensor z);
  // Returns (reconstruction, mu, log_var).
  std::tuple<torch::Tensor, torch::Tensor, torch::Tensor> forward(
      SHAPECHECK(Float, "batch image_size") torch::Tensor x);

 private:
  torch::nn::Linear fc1{nullptr};
  torch::nn::Linear fc_mu{nullptr};
  torch::nn::Linear fc_log_var{nullptr};
  torch::nn::Linear fc3{nullptr};
  torch::nn::Linear fc4{nullptr};
};

TORCH_MODULE(VAE);
