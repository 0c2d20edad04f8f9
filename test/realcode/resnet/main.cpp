#include <iostream>

#include "model.h"

int main() {
  torch::Device device(torch::cuda::is_available() ? torch::kCUDA
                                                   : torch::kCPU);
  const int64_t num_classes = 10;
  const int64_t batch_size = 32;
  const size_t num_epochs = 2;
  const double learning_rate = 0.001;
  const std::array<int64_t, 3> layers{2, 2, 2};

  ResNet model(layers, num_classes);
  model->to(device);

  torch::optim::Adam optimizer(model->parameters(),
                               torch::optim::AdamOptions(learning_rate));

  for (size_t epoch = 0; epoch != num_epochs; ++epoch) {
    model->train();
    for (int step = 0; step < 5; ++step) {
      auto images = torch::randn({batch_size, 3, 32, 32}).to(device);
      auto labels = torch::randint(0, num_classes, {batch_size},
                                   torch::TensorOptions().dtype(torch::kLong))
                        .to(device);
      auto output = model->forward(images);
      auto loss = torch::nn::functional::cross_entropy(output, labels);
      optimizer.zero_grad();
      loss.backward();
      optimizer.step();
      auto prediction = output.argmax(1);
      auto correct = prediction.eq(labels).sum().item<int64_t>();
      std::cout << "epoch " << epoch << " step " << step
                << " loss " << loss.item<double>() << " acc "
                << static_cast<double>(correct) / batch_size << '\n';
    }
  }
}
