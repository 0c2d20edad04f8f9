#include "net.h"

int main() {
  HeadImpl<Bottleneck> head(8, 10);
  torch::Tensor features = torch::randn({2, FEATURES});
  torch::Tensor logits = head.forward(features);
  retune();
}
