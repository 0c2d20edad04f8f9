// Our own driver: what the repository's chapters 9 and 10 run on the shared
// sequence-to-sequence code (their mains include matplot++, so they are not
// built): the GRU encoder Seq2SeqEncoder(10, 8, 16, 2) on a [4 7] batch of
// token ids, the masked cross-entropy on [3 4 10] predictions, and
// masked_softmax on a [2 2 4] batch with valid lengths {2, 3}.
#include "utils/ch_8_9_util.h"
int main() {
  torch::manual_seed(7);
  auto encoder = Seq2SeqEncoder(10, 8, 16, 2);
  encoder->eval();
  auto X = torch::zeros({4, 7}).to(torch::kLong);
  std::tuple<torch::Tensor, torch::Tensor> erlt = encoder->forward(X);
  std::cout << std::get<0>(erlt).sizes() << " " << std::get<1>(erlt).sizes() << "\n";
  auto loss_fn = MaskedSoftmaxCELoss();
  torch::Tensor weighted_loss = loss_fn.forward(torch::ones({3, 4, 10}),
      torch::ones({3, 4}).to(torch::kLong), torch::tensor({4, 2, 0}));
  std::cout << weighted_loss.sizes() << "\n";
  std::cout << masked_softmax(torch::rand({2, 2, 4}), torch::tensor({2, 3})).sizes() << "\n";
  return 0;
}
