#include "model.h"

int main() {
  AE ae(4);
  auto code = ae->forward(torch::randn({2, 3, 256, 256}));
  // DUMP: main.cpp:[[@LINE-1]]:8: 'code': Float[2 131072]
  EncoderConfig cfg;
  Encoder enc(cfg);
  auto feats = enc->forward(torch::randn({2, 3, 32, 32}));
  // DUMP: main.cpp:[[@LINE-1]]:8: 'feats': Float[2 16384]
  Classifier clf;
  auto logits = clf->forward(torch::randn({2, 784}));
  // DUMP: main.cpp:[[@LINE-1]]:8: 'logits': Float[2 10]
  return 0;
}
