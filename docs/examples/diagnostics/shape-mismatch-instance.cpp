#include "shape-mismatch-sizes.cpp"

int main() {
  const int64_t hidden = 500;
  Net net(hidden, 10);
  net->forward(torch::rand({64, 784}));
}
