#include <iostream>

#include "model.h"

int main() {
  torch::manual_seed(1);
  const int64_t batch_size = 4;

  Encoder strided(3, 16);
  EncoderConfig cfg;
  Encoder wide(cfg);

  auto images = torch::randn({batch_size, 3, 32, 32});
  auto a = strided->forward(images);
  auto b = wide->forward(images);
  auto joint = torch::cat({a, b}, 1);
  auto scores = joint.sum(1);
  std::cout << "scores: " << scores.sizes() << '\n';

  auto big = strided->forward(torch::randn({2, 3, 32, 32}));
  auto per_item = big.mean(1);
  std::cout << "per item: " << per_item.sizes() << '\n';
}
