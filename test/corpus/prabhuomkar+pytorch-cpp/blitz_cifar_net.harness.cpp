// Run-time driver for the corpus manifest blitz_cifar_net.json (our own
// code): builds the network as the tutorial's main does and runs one
// training step (cross entropy, SGD with momentum) and the test step's
// prediction on random data of CIFAR-10's shape (batch 4, 3x32x32).
#include <torch/torch.h>

#include "nnet.h"

int main() {
  torch::manual_seed(0);
  Net net = Net();
  net->to(torch::kCPU);
  torch::nn::CrossEntropyLoss criterion;
  torch::optim::SGD optimizer(net->parameters(), torch::optim::SGDOptions(0.001).momentum(0.9));
  auto inputs = torch::randn({4, 3, 32, 32});
  auto labels = torch::randint(0, 10, {4});
  optimizer.zero_grad();
  auto outputs = net->forward(inputs);
  auto loss = criterion(outputs, labels);
  loss.backward();
  optimizer.step();
  torch::NoGradGuard no_grad;
  outputs = net->forward(inputs);
  auto predicted = std::get<1>(torch::max(outputs, 1));
  auto c = (predicted == labels).squeeze();
  for (int i = 0; i < 4; ++i) c[i].item<float>();
  return 0;
}
