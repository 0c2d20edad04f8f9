// Run-time driver for the corpus manifest feedforward.json (our own code):
// builds the model as the tutorial's main does and runs one training step on
// random data of MNIST's shape.
#include <torch/torch.h>

#include "neural_net.h"

int main() {
  torch::manual_seed(0);
  const int64_t input_size = 784, hidden_size = 500, num_classes = 10;
  const int64_t batch_size = 100;
  NeuralNet model(input_size, hidden_size, num_classes);
  torch::optim::SGD optimizer(model->parameters(), torch::optim::SGDOptions(0.001));
  auto data = torch::randn({batch_size, 1, 28, 28}).view({batch_size, -1});
  auto target = torch::randint(0, num_classes, {batch_size});
  auto output = model->forward(data);
  auto loss = torch::nn::functional::cross_entropy(output, target);
  optimizer.zero_grad();
  loss.backward();
  optimizer.step();
  auto prediction = output.argmax(1);
  prediction.eq(target).sum().item<int64_t>();
  return 0;
}
