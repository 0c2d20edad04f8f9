#include "model.h"

int main() {
  NetConfig cfg;
  cfg.in_features = 784;
  Net net(cfg);
  // model.cpp analyses its forward with this call's [16 28] (as one file
  // does): the error is where it fails at run time, with a note here.
  // CHECK: model.cpp:10:46: error: {{.*}}size 28 does not match 784 {{.*}}[shape-mismatch]
  // CHECK: bad.cpp:[[@LINE+1]]:21: note: in the call of 'net->forward' here
  torch::Tensor y = net->forward(torch::randn({16, 28}));
  return 0;
}
