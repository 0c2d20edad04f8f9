#include "net.h"

struct Config {
  int64_t input_size = 784;
  int64_t hidden_size = 500;
  int64_t num_classes = 10;
};

int main() {
  Config cfg;
  NeuralNet model(cfg.input_size, cfg.hidden_size, cfg.num_classes);
  auto out = model->forward(torch::randn({100, 784}));
  Encoder enc(64, 32);
  auto e = enc->forward(torch::randn({8, 64}));
  return 0;
}
