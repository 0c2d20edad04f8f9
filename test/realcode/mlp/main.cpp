#include <iomanip>
#include <iostream>

#include "model.h"

int main() {
  torch::manual_seed(1);
  torch::Device device(torch::cuda::is_available() ? torch::kCUDA
                                                   : torch::kCPU);

  const int64_t input_size = 784;
  const int64_t hidden_size = 500;
  const int64_t num_classes = 10;
  const int64_t batch_size = 64;
  const size_t num_epochs = 3;
  const double learning_rate = 1e-3;

  NeuralNet model(input_size, hidden_size, num_classes);
  model->to(device);

  torch::optim::SGD optimizer(model->parameters(),
                              torch::optim::SGDOptions(learning_rate));

  std::cout << std::fixed << std::setprecision(4);
  for (size_t epoch = 0; epoch != num_epochs; ++epoch) {
    double running_loss = 0.0;
    for (int step = 0; step < 10; ++step) {
      auto data = torch::randn({batch_size, input_size}).to(device);
      auto target = torch::randint(0, num_classes, {batch_size},
                                   torch::TensorOptions().dtype(torch::kLong))
                        .to(device);

      auto output = model->forward(data);
      auto loss = torch::nn::functional::cross_entropy(output, target);
      running_loss += loss.item<double>();

      optimizer.zero_grad();
      loss.backward();
      optimizer.step();
    }
    std::cout << "Epoch [" << (epoch + 1) << "/" << num_epochs
              << "], loss: " << running_loss / 10 << '\n';
  }

  model->eval();
  torch::NoGradGuard no_grad;
  auto sample = torch::randn({8, input_size}).to(device);
  auto prediction = model->forward(sample).argmax(1);
  std::cout << "Predictions: " << prediction << '\n';
}
