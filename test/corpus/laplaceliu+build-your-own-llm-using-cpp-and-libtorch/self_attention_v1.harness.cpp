// Our own driver: SelfAttentionV1(3, 2) on 6 tokens of 3 features, as chapter 3's main.
#include <torch/torch.h>
#include "attention.h"
int main() {
  torch::manual_seed(123);
  auto inputs = torch::rand({6, 3});
  ch3::SelfAttentionV1 sa(inputs.size(1), 2);
  std::cout << sa->forward(inputs).sizes() << "\n";
  return 0;
}
