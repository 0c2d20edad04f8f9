// Feedforward network with one hidden layer, in the style of the basic
// LibTorch tutorials: sizes come in through the constructor.
#pragma once

#include <shapecheck/shapecheck.hpp>
#include <torch/torch.h>

class NeuralNetImpl : public torch::nn::Module {
 public:
  NeuralNetImpl(int64_t input_size, int64_t hidden_size, int64_t num_classes);

  torch::Tensor forward(SHAPECHECK(Float, "batch input_size") torch::Tensor x);

 private:
  torch::nn::Linear fc1{nullptr};
  torch::nn::Linear fc2{nullptr};
  torch::nn::Dropout dropout{nullptr};
};

TORCH_MODULE(NeuralNet);
