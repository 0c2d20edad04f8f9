#include "dec.h"

int main() {
  const int64_t image_size = 28 * 28;
  Dec model(image_size, 20);
  // DUMP: main.cpp:[[@LINE+1]]:8: 'd0': Float[100 784]
  auto d0 = model->decode(torch::randn({100, 20}));
  for (int epoch = 0; epoch != 15; ++epoch) {
    // DUMP: main.cpp:[[@LINE+1]]:10: 'd': Float[100 784]
    auto d = model->decode(torch::randn({100, 20}));
    auto images = d.view({-1, 1, 28, 28});
  }
}
