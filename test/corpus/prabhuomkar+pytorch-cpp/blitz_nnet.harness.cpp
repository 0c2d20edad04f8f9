// Run-time driver for the corpus manifest blitz_nnet.json (our own code):
// builds the network as the tutorial's main does and runs its steps on the
// same random 1x1x32x32 input: a forward, a backward with a random [1 10]
// gradient, the MSE loss against a [1 10] target and one SGD step.
#include <torch/torch.h>

#include "nnet.h"

int main() {
  torch::manual_seed(0);
  Net net = Net();
  net->to(torch::kCPU);
  auto input = torch::randn({1, 1, 32, 32});
  auto out = net->forward(input);
  net->zero_grad();
  out.backward(torch::randn({1, 10}));
  auto output = net->forward(input);
  auto target = torch::randn(10);
  target = target.view({1, -1});
  torch::nn::MSELoss criterion;
  auto loss = criterion(output, target);
  net->zero_grad();
  loss.backward();
  auto optimizer = torch::optim::SGD(net->parameters(), torch::optim::SGDOptions(0.01));
  optimizer.zero_grad();
  output = net->forward(input);
  loss = criterion(output, target);
  loss.backward();
  optimizer.step();
  return 0;
}
