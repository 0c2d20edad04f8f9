// Our own driver: MultiHeadAttention(3, 2, 6, 0.0, 2) on a batch of two
// 6-token sequences, and the GPT-2-sized one on [2 8 768], as chapter 3's main.
#include <torch/torch.h>
#include "attention.h"
int main() {
  auto inputs = torch::rand({6, 3});
  auto batch = torch::stack({inputs, inputs}, 0);
  ch3::MultiHeadAttention mha(inputs.size(1), 2, batch.size(1), 0.0, 2);
  std::cout << mha->forward(batch).sizes() << "\n";
  ch3::MultiHeadAttention gpt2_mha(768, 768, 1024, 0.0, 12);
  std::cout << gpt2_mha->forward(torch::randn({2, 8, 768})).sizes() << "\n";
  return 0;
}
