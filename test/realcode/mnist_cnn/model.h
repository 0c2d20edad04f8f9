// Two-conv MNIST classifier in the style of the LibTorch MNIST examples:
// literal channel sizes, functional pooling, flatten, two Linear layers.
#pragma once

#include <shapecheck/shapecheck.hpp>
#include <torch/torch.h>

class ConvNetImpl : public torch::nn::Module {
 public:
  explicit ConvNetImpl(int64_t num_classes = 10);

  torch::Tensor forward(SHAPECHECK(Float, "b 1 28 28") torch::Tensor x);

 private:
  torch::nn::Conv2d conv1{nullptr};
  torch::nn::Conv2d conv2{nullptr};
  torch::nn::Dropout2d conv2_drop{nullptr};
  torch::nn::Linear fc1{nullptr};
  torch::nn::Linear fc2{nullptr};
};

TORCH_MODULE(ConvNet);
