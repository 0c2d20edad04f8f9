// Run-time driver for the corpus manifest language_model.json (our own
// code): builds the model as the tutorial's main does (Penn Treebank's
// vocabulary of 10000 words) and runs one training step on random word ids,
// with the main's batch, sequence length and initial states.
#include <torch/torch.h>

#include <tuple>

#include "rnn_lm.h"

int main() {
  torch::manual_seed(0);
  const int64_t vocab_size = 10000, embed_size = 128, hidden_size = 1024;
  const int64_t num_layers = 1, batch_size = 20, sequence_length = 30;
  RNNLM model(vocab_size, embed_size, hidden_size, num_layers);
  torch::optim::Adam optimizer(model->parameters(), torch::optim::AdamOptions(0.002));
  auto ids = torch::randint(0, vocab_size, {batch_size, 2 * sequence_length + 1});
  auto h = torch::zeros({num_layers, batch_size, hidden_size}).detach();
  auto c = torch::zeros({num_layers, batch_size, hidden_size}).detach();
  using torch::indexing::Slice;
  for (int64_t i = 0; i < ids.size(1) - sequence_length; i += sequence_length) {
    auto data = ids.index({Slice(), Slice(i, i + sequence_length)});
    auto target = ids.index({Slice(), Slice(i + 1, i + 1 + sequence_length)}).reshape(-1);
    torch::Tensor output;
    std::forward_as_tuple(output, std::tie(h, c)) = model->forward(data, std::make_tuple(h, c));
    h.detach_();
    c.detach_();
    auto loss = torch::nn::functional::nll_loss(output, target);
    optimizer.zero_grad();
    loss.backward();
    optimizer.step();
  }
  return 0;
}
