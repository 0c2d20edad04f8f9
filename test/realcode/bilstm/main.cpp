#include <iostream>

#include "model.h"

int main() {
  torch::Device device(torch::cuda::is_available() ? torch::kCUDA
                                                   : torch::kCPU);
  const int64_t sequence_length = 35;
  const int64_t input_size = 28;
  const int64_t hidden_size = 128;
  const int64_t num_layers = 2;
  const int64_t num_classes = 10;
  const int64_t batch_size = 100;
  const size_t num_epochs = 2;
  const double learning_rate = 0.003;

  BiLSTMClassifier model(input_size, hidden_size, num_layers, num_classes);
  model->to(device);

  torch::optim::Adam optimizer(model->parameters(),
                               torch::optim::AdamOptions(learning_rate));

  for (size_t epoch = 0; epoch != num_epochs; ++epoch) {
    double running_loss = 0.0;
    for (int step = 0; step < 10; ++step) {
      auto sequences =
          torch::randn({batch_size, sequence_length, input_size}).to(device);
      auto labels = torch::randint(0, num_classes, {batch_size},
                                   torch::TensorOptions().dtype(torch::kLong))
                        .to(device);
      auto output = model->forward(sequences);
      auto loss = torch::nn::functional::cross_entropy(output, labels);
      running_loss += loss.item<double>() * sequences.size(0);
      optimizer.zero_grad();
      loss.backward();
      optimizer.step();
    }
    std::cout << "Epoch " << epoch + 1 << " loss "
              << running_loss / (10 * batch_size) << '\n';
  }
}
