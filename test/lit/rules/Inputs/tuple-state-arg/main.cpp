#include "lm.h"

torch::Tensor load_tokens(); // elsewhere: its shape is not known here

int main() {
  const int64_t layers = 2, batch = 20, hidden = 64;
  LM model(1000, 32, hidden, layers);
  auto h = torch::zeros({layers, batch, hidden});
  auto c = torch::zeros({layers, batch, hidden});
  auto data = load_tokens();
  auto out = model->forward(data, std::make_tuple(h, c));
}
