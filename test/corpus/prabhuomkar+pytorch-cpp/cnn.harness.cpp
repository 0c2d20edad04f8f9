// Run-time driver for the corpus manifest cnn.json (our own code): builds the
// model as the tutorial's main does and runs one training step on random
// data of the Imagenette shape the main loads (3x160x160, batch 8).
#include <torch/torch.h>

#include "convnet.h"

int main() {
  torch::manual_seed(0);
  const int64_t num_classes = 10, batch_size = 8;
  ConvNet model(num_classes);
  torch::optim::Adam optimizer(model->parameters(),
                               torch::optim::AdamOptions(1e-3).weight_decay(1e-3));
  auto data = torch::randn({batch_size, 3, 160, 160});
  auto target = torch::randint(0, num_classes, {batch_size});
  auto output = model->forward(data);
  auto loss = torch::nn::functional::cross_entropy(output, target);
  optimizer.zero_grad();
  loss.backward();
  optimizer.step();
  output.argmax(1).eq(target).sum().item<int64_t>();
  return 0;
}
