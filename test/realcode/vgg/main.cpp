#include <iostream>
#include <vector>

#include "model.h"

int main() {
  torch::Device device(torch::cuda::is_available() ? torch::kCUDA
                                                   : torch::kCPU);
  // VGG-11: numbers are conv output channels, -1 is a max-pooling.
  const std::vector<int> cfg = {64, -1, 128, -1, 256, 256, -1, 512, 512, -1, 512, 512, -1};
  const int64_t num_classes = 10;
  const int64_t batch_size = 16;

  VGG model(cfg, num_classes, /*batch_norm=*/true);
  model->to(device);

  torch::optim::SGD optimizer(
      model->parameters(), torch::optim::SGDOptions(0.01).momentum(0.9));

  model->train();
  for (int step = 0; step < 5; ++step) {
    auto images = torch::randn({batch_size, 3, 32, 32}, device);
    auto labels = torch::randint(0, num_classes, {batch_size},
                                 torch::TensorOptions(device).dtype(torch::kLong));
    auto logits = model->forward(images);
    auto loss = torch::nn::functional::cross_entropy(logits, labels);
    optimizer.zero_grad();
    loss.backward();
    optimizer.step();
    auto accuracy = logits.argmax(1).eq(labels).to(torch::kFloat).mean();
    std::cout << "step " << step << " loss " << loss.item<float>()
              << " accuracy " << accuracy.item<float>() << '\n';
  }
}
