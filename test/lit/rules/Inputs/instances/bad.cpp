#include "net.h"

int main() {
  const int64_t hidden_size = 500;
  const int64_t num_classes = 10;
  NeuralNet model(hidden_size, hidden_size, num_classes);
  auto out = model->forward(torch::randn({100, 784}));
  return 0;
}
