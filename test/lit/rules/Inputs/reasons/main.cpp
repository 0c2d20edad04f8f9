#include "encoder.h"

int main() {
  int64_t in_features = 784, hidden = 128;
  Encoder enc(in_features, hidden);
  auto x = torch::randn({32, in_features});
  auto h = enc->forward(x);
  auto pixels = torch::randn({32, 28 * 28 + 1});
  auto wrong = enc->forward(pixels);
  auto w = torch::randn({hidden, 10});
  auto out = enc->project(h, w);
  auto bad = enc->project(h, torch::randn({64, 10}));
  SHAPECHECK(Float, "batch 64") torch::Tensor logits = torch::matmul(h, w);
  auto skipped = torch::matmul(x, w);
  return 0;
}
