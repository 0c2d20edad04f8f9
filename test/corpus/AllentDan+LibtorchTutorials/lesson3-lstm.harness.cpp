// Our own driver: LSTM(3, 100, 2, 1, batch_first) on [4 15 3] sequences, MSE against [4 2], as lesson3's main.
#include <torch/torch.h>
#include "LSTM.h"
int main() {
  LSTM lstm(3, 100, 2, 1, true);
  torch::optim::Adam opt(lstm.parameters(), 0.003);
  auto input = torch::randn({4, 15, 3});
  auto target = torch::full({4, 2}, 16.0);
  opt.zero_grad();
  auto out = lstm.forward(input);
  auto loss = torch::mse_loss(out, target);
  loss.backward();
  opt.step();
  return 0;
}
