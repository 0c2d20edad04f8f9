#include "model.h"

int main() {
  TimeNet odd(33, 64);
  // CHECK: model.cpp:14:23: error: {{.*}}size 32 does not match 33 required by the module 'torch::nn::Linear' [shape-mismatch]
  // CHECK: odd.cpp:[[@LINE-2]]:11: note: for the instance of 'TimeNetImpl' constructed here
  auto h = odd->forward(torch::rand({8}));
  return 0;
}
