#include "net.h"

int main() {
  Encoder enc(16, 32);
  auto x = torch::randn({8, 16});
  auto h = enc->forward(x);
  auto y = mix(h, torch::randn({32, 4}));
  auto bad = y + torch::randn({8, 5});
  auto wrong = enc->forward(torch::randn({8, 15}));
  return 0;
}
