// Our own driver: MLP(10, 1) on a [2 10] batch with an MSE step, as lesson3's main.
#include <torch/torch.h>
#include "MLP.h"
int main() {
  MLP mlp(10, 1);
  torch::optim::Adam opt(mlp.parameters(), 0.0005);
  auto input = torch::rand({2, 10});
  auto target = torch::ones({2, 1});
  opt.zero_grad();
  auto out = mlp.forward(input);
  auto loss = torch::mse_loss(out, target);
  loss.backward();
  opt.step();
  return 0;
}
