// Bidirectional LSTM sequence classifier: the last step of the forward
// direction and the first step of the backward direction, concatenated.
#pragma once

#include <shapecheck/shapecheck.hpp>
#include <torch/torch.h>

#include <tuple>
#include <vector>

class BiLSTMClassifierImpl : public torch::nn::Module {
 public:
  BiLSTMClassifierImpl(int64_t input_size, int64_t hidden_size,
                       int64_t num_layers, int64_t num_classes);

  torch::Tensor forward(
      SHAPECHECK(Float, "batch seq input_size") torch::Tensor x);

 private:
  int64_t hidden_size_;
  int64_t num_layers_;
  torch::nn::LSTM lstm{nullptr};
  torch::nn::Linear fc{nullptr};
};

TORCH_MODULE(BiLSTMClassifier);
