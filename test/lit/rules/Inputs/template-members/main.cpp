#include "net.h"

#ifndef INPUT
#define INPUT 64
#endif

int main() {
  Net50 net(10);
  auto y = net->forward(torch::randn({2, INPUT}));
  return 0;
}
