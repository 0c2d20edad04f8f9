#include "net.h"

int main() {
  Net50 net(10);
  auto y = net->forward(torch::randn({2, 64}));
  return 0;
}
