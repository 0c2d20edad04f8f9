// Run-time driver for the corpus manifest birnn.json (our own code): builds the
// model as the tutorial's main does and runs one training step on random data
// of MNIST's shape read as 28 steps of 28 features.
#include <torch/torch.h>

#include "bi_rnn.h"

int main() {
  torch::manual_seed(0);
  const int64_t sequence_length = 28, input_size = 28, hidden_size = 128;
  const int64_t num_layers = 2, num_classes = 10, batch_size = 100;
  BiRNN model(input_size, hidden_size, num_layers, num_classes);
  torch::optim::Adam optimizer(model->parameters(), torch::optim::AdamOptions(0.001));
  auto data = torch::randn({batch_size, 1, 28, 28}).view({-1, sequence_length, input_size});
  auto target = torch::randint(0, num_classes, {batch_size});
  auto output = model->forward(data);
  auto loss = torch::nn::functional::cross_entropy(output, target);
  optimizer.zero_grad();
  loss.backward();
  optimizer.step();
  output.argmax(1).eq(target).sum().item<int64_t>();
  return 0;
}
