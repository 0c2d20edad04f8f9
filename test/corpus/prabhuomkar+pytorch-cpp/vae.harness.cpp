// Run-time driver for the corpus manifest vae.json (our own code): builds the
// model as the tutorial's main does and runs one training step (the main's
// reconstruction loss and KL divergence) and one sampling step on random
// data of MNIST's shape.
#include <torch/torch.h>

#include "variational_autoencoder.h"

int main() {
  torch::manual_seed(0);
  const int64_t h_dim = 400, z_dim = 20, image_size = 28 * 28, batch_size = 100;
  VAE model(image_size, h_dim, z_dim);
  torch::optim::Adam optimizer(model->parameters(), torch::optim::AdamOptions(1e-3));
  model->train();
  auto images = torch::rand({batch_size, 1, 28, 28}).reshape({-1, image_size});
  auto output = model->forward(images);
  auto reconstruction_loss = torch::nn::functional::binary_cross_entropy(
      output.reconstruction, images,
      torch::nn::functional::BinaryCrossEntropyFuncOptions().reduction(torch::kSum));
  auto kl_divergence =
      -0.5 * torch::sum(1 + output.log_var - output.mu.pow(2) - output.log_var.exp());
  auto loss = reconstruction_loss + kl_divergence;
  optimizer.zero_grad();
  loss.backward();
  optimizer.step();
  model->eval();
  torch::NoGradGuard no_grad;
  auto z = torch::randn({batch_size, z_dim});
  auto images_decoded = model->decode(z).view({-1, 1, 28, 28});
  return 0;
}
