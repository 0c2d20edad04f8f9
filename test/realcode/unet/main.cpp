#include <iostream>
#include <vector>

#include "model.h"

int main() {
  const int64_t in_channels = 3;
  const int64_t num_classes = 2;
  const int64_t batch_size = 4;
  const std::vector<int64_t> features{16, 32, 64, 128};
  torch::manual_seed(0);

  UNet model(in_channels, num_classes, features);
  torch::optim::SGD optimizer(model->parameters(),
                              torch::optim::SGDOptions(0.01).momentum(0.9));

  model->train();
  for (int step = 0; step < 3; ++step) {
    auto images = torch::randn({batch_size, in_channels, 64, 64});
    auto masks = torch::randint(0, num_classes, {batch_size, 64, 64},
                                torch::TensorOptions().dtype(torch::kLong));
    auto logits = model->forward(images);
    auto loss = torch::nn::functional::cross_entropy(logits, masks);
    optimizer.zero_grad();
    loss.backward();
    optimizer.step();
    auto predicted = logits.argmax(1);
    auto accuracy = predicted.eq(masks).to(torch::kFloat).mean();
    std::cout << "step " << step << " loss " << loss.item<float>()
              << " pixel accuracy " << accuracy.item<float>() << '\n';
  }
}
