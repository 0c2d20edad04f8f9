// Our own driver: plainCNN(3, 1) on one 3x224x224 image, MSE against a 26x26 map, as lesson3's main.
#include <torch/torch.h>
#include "CNN.h"
int main() {
  plainCNN cnn(3, 1);
  torch::optim::Adam opt(cnn.parameters(), 0.0003);
  auto input = torch::randn({1, 3, 224, 224});
  auto target = torch::zeros({1, 1, 26, 26});
  opt.zero_grad();
  auto out = cnn.forward(input);
  auto loss = torch::mse_loss(out, target);
  loss.backward();
  opt.step();
  return 0;
}
