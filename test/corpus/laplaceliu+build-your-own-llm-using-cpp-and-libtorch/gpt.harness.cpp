// Our own driver: the GPT-2 small configuration (GPTConfig's defaults) on a
// batch of two 4-token sequences, as chapter 4's main.
#include <torch/torch.h>
#include "gpt.h"
int main() {
  const ch4::GPTConfig cfg;
  torch::manual_seed(123);
  ch4::GPTModel model(cfg);
  model->eval();
  torch::NoGradGuard no_grad;
  auto batch = torch::randint(cfg.vocab_size, {2, 4}, torch::kLong);
  std::cout << model->forward(batch).sizes() << "\n";
  return 0;
}
