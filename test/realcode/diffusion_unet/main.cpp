#include <iostream>

#include "model.h"

int main() {
  const int64_t timesteps = 100;
  const int64_t batch_size = 8;
  const int64_t channels = 3;
  torch::manual_seed(0);

  DiffusionUNet model(channels, 32, 128);
  torch::optim::Adam optimizer(model->parameters(),
                               torch::optim::AdamOptions(2e-4));

  // Linear noise schedule and the cumulative products of the alphas.
  auto betas = torch::linspace(1e-4, 0.02, timesteps);
  auto alphas_cumprod = torch::cumprod(1.0 - betas, 0);

  for (int step = 0; step < 3; ++step) {
    auto x0 = torch::rand({batch_size, channels, 32, 32}) * 2 - 1;
    auto t = torch::randint(0, timesteps, {batch_size},
                            torch::TensorOptions().dtype(torch::kLong));
    auto noise = torch::randn_like(x0);
    auto a = alphas_cumprod.index_select(0, t).view({-1, 1, 1, 1});
    auto x_t = a.sqrt() * x0 + (1 - a).sqrt() * noise;
    auto predicted = model->forward(x_t, t);
    auto loss = torch::mse_loss(predicted, noise);
    optimizer.zero_grad();
    loss.backward();
    optimizer.step();
    std::cout << "step " << step << " loss " << loss.item<float>() << '\n';
  }
}
