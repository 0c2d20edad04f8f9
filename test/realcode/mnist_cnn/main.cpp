#include <cstdio>
#include <iostream>

#include "model.h"

struct Options {
  int64_t batch_size = 64;
  int64_t test_batch_size = 1000;
  size_t epochs = 2;
  size_t batches_per_epoch = 20;
  double lr = 0.01;
  double momentum = 0.5;
  int64_t log_interval = 5;
};

int main() {
  Options options;
  torch::manual_seed(1);
  torch::DeviceType device_type =
      torch::cuda::is_available() ? torch::kCUDA : torch::kCPU;
  torch::Device device(device_type);

  ConvNet model;
  model->to(device);

  torch::optim::SGD optimizer(
      model->parameters(),
      torch::optim::SGDOptions(options.lr).momentum(options.momentum));

  for (size_t epoch = 1; epoch <= options.epochs; ++epoch) {
    model->train();
    for (size_t batch_idx = 0; batch_idx < options.batches_per_epoch;
         ++batch_idx) {
      auto data = torch::randn({options.batch_size, 1, 28, 28}).to(device);
      auto targets = torch::randint(0, 10, {options.batch_size},
                                    torch::TensorOptions().dtype(torch::kLong))
                         .to(device);
      optimizer.zero_grad();
      auto output = model->forward(data);
      auto loss = torch::nll_loss(output, targets);
      TORCH_CHECK(!std::isnan(loss.template item<float>()), "loss is NaN");
      loss.backward();
      optimizer.step();
      if (batch_idx % options.log_interval == 0) {
        std::printf("Train Epoch: %zu [%zu] Loss: %.4f\n", epoch, batch_idx,
                    loss.template item<float>());
      }
    }
  }

  model->eval();
  torch::NoGradGuard no_grad;
  auto test_data = torch::randn({options.test_batch_size, 1, 28, 28}).to(device);
  auto test_targets = torch::randint(0, 10, {options.test_batch_size},
                                     torch::TensorOptions().dtype(torch::kLong))
                          .to(device);
  auto test_output = model->forward(test_data);
  auto test_loss = torch::nll_loss(test_output, test_targets,
                                   /*weight=*/{}, torch::Reduction::Sum)
                       .template item<float>();
  auto pred = test_output.argmax(1);
  auto correct = pred.eq(test_targets).sum().template item<int64_t>();
  std::printf("Test set: Average loss: %.4f | Accuracy: %.3f\n",
              test_loss / options.test_batch_size,
              static_cast<double>(correct) / options.test_batch_size);
}
