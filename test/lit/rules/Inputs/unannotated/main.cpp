#include "model.h"

int main() {
  NetConfig cfg;
  cfg.in_features = 784;
  Net net(cfg);
  torch::Tensor y = net->forward(torch::randn({16, 784}));
  // DUMP: main.cpp:[[@LINE-1]]:17: 'y': Float[16 10]
  return 0;
}
