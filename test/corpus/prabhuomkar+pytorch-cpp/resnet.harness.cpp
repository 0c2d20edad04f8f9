// Run-time driver for the corpus manifest resnet.json (our own code): builds
// the model as the tutorial's main does (layers {2, 2, 2}, 10 classes) and
// runs one training step on random data of CIFAR-10's shape (3x32x32).
#include <torch/torch.h>

#include <array>

#include "resnet.h"

int main() {
  torch::manual_seed(0);
  const int64_t num_classes = 10, batch_size = 100;
  std::array<int64_t, 3> layers{2, 2, 2};
  resnet::ResNet<resnet::ResidualBlock> model(layers, num_classes);
  torch::optim::Adam optimizer(model->parameters(), torch::optim::AdamOptions(0.001));
  auto data = torch::randn({batch_size, 3, 32, 32});
  auto target = torch::randint(0, num_classes, {batch_size});
  auto output = model->forward(data);
  auto loss = torch::nn::functional::cross_entropy(output, target);
  optimizer.zero_grad();
  loss.backward();
  optimizer.step();
  output.argmax(1).eq(target).sum().item<int64_t>();
  return 0;
}
