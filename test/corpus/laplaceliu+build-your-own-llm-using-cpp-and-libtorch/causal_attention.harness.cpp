// Our own driver: CausalAttention(3, 2, 6, 0.0) and the wrapper of two such
// heads on a batch of two 6-token sequences, as chapter 3's main.
#include <torch/torch.h>
#include "attention.h"
int main() {
  auto inputs = torch::rand({6, 3});
  auto batch = torch::stack({inputs, inputs}, 0);
  const int64_t d_in = inputs.size(1), context_length = batch.size(1);
  ch3::CausalAttention ca(d_in, 2, context_length, 0.0);
  std::cout << ca->forward(batch).sizes() << "\n";
  ch3::MultiHeadAttentionWrapper mha(d_in, 2, context_length, 0.0, 2);
  std::cout << mha->forward(batch).sizes() << "\n";
  ch3::MultiHeadAttentionWrapper mha2(d_in, 1, context_length, 0.0, 2);
  std::cout << mha2->forward(batch).sizes() << "\n";
  return 0;
}
