#include <iostream>

#include "model.h"

int main() {
  VAEOptions opts;
  torch::Device device(torch::cuda::is_available() ? torch::kCUDA
                                                   : torch::kCPU);

  VAE model(opts.image_size, opts.h_dim, opts.z_dim);
  model->to(device);

  torch::optim::Adam optimizer(model->parameters(),
                               torch::optim::AdamOptions(opts.learning_rate));

  for (size_t epoch = 0; epoch != opts.num_epochs; ++epoch) {
    model->train();
    for (int step = 0; step < 10; ++step) {
      auto images = torch::rand({opts.batch_size, opts.image_size}).to(device);

      torch::Tensor reconstruction, mu, log_var;
      std::tie(reconstruction, mu, log_var) = model->forward(images);

      auto reconstruction_loss = torch::nn::functional::binary_cross_entropy(
          reconstruction, images,
          torch::nn::functional::BinaryCrossEntropyFuncOptions().reduction(
              torch::kSum));
      auto kl_divergence =
          -0.5 * torch::sum(1 + log_var - mu.pow(2) - log_var.exp());
      auto loss = reconstruction_loss + kl_divergence;

      optimizer.zero_grad();
      loss.backward();
      optimizer.step();
      std::cout << "epoch " << epoch << " step " << step << " loss "
                << loss.item<double>() / opts.batch_size << '\n';
    }
  }

  model->eval();
  torch::NoGradGuard no_grad;
  auto z = torch::randn({64, opts.z_dim}).to(device);
  auto samples = model->decode(z).view({-1, 1, 28, 28});
  std::cout << "sampled " << samples.size(0) << " images\n";
}
