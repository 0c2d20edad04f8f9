#include "model.h"

int main() {
  NetConfig cfg;
  cfg.in_features = 784;
  Net net(cfg);
  // CHECK: bad.cpp:[[@LINE+1]]:34: error: {{.*}}size 28 does not match 784 {{.*}}[shape-mismatch]
  torch::Tensor y = net->forward(torch::randn({16, 28}));
  return 0;
}
