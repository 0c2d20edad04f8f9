#include <iostream>

#include "model.h"

int main() {
  AutoEncoderConfig cfg;
  torch::manual_seed(0);
  torch::Device device(torch::cuda::is_available() ? torch::kCUDA
                                                   : torch::kCPU);

  AutoEncoder model(cfg);
  model->to(device);
  torch::optim::Adam optimizer(model->parameters(),
                               torch::optim::AdamOptions(cfg.lr));

  for (int64_t epoch = 0; epoch < cfg.epochs; ++epoch) {
    model->train();
    for (int64_t step = 0; step < cfg.steps; ++step) {
      auto images = torch::rand({cfg.batch_size, cfg.in_channels, 64, 64});
      auto reconstruction = model->forward(images);
      auto loss = torch::nn::functional::mse_loss(reconstruction, images);
      optimizer.zero_grad();
      loss.backward();
      optimizer.step();
      std::cout << "epoch " << epoch << " step " << step << " loss "
                << loss.item<float>() << '\n';
    }
  }
}
