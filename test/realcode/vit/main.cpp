#include <iostream>

#include "model.h"

int main() {
  ViTConfig cfg;
  torch::manual_seed(0);

  VisionTransformer model(cfg);
  torch::optim::AdamW optimizer(model->parameters(),
                                torch::optim::AdamWOptions(cfg.lr));

  model->train();
  for (int step = 0; step < 3; ++step) {
    auto images = torch::randn(
        {cfg.batch_size, cfg.in_channels, cfg.image_size, cfg.image_size});
    auto labels = torch::randint(0, cfg.num_classes, {cfg.batch_size},
                                 torch::TensorOptions().dtype(torch::kLong));
    auto logits = model->forward(images);
    auto loss = torch::nn::functional::cross_entropy(logits, labels);
    optimizer.zero_grad();
    loss.backward();
    optimizer.step();
    std::cout << "step " << step << " loss " << loss.item<float>() << '\n';
  }

  model->eval();
  torch::NoGradGuard no_grad;
  auto probs = torch::softmax(model->forward(torch::randn({2, 3, 32, 32})), 1);
  std::cout << "predicted classes " << probs.argmax(1) << '\n';
}
