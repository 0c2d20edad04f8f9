#include "model.h"

int main() {
  TimeNet even(32, 64);
  auto h = even->forward(torch::rand({8}));
  // DUMP: main.cpp:[[@LINE-1]]:8: 'h': {{.*}}[8 64]
  return 0;
}
