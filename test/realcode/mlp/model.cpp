#include "model.h"

NeuralNetImpl::NeuralNetImpl(int64_t input_size, int64_t hidden_size,
                             int64_t num_classes)
    : fc1(input_size, hidden_size),
      fc2(hidden_size, num_classes),
      dropout(torch::nn::DropoutOptions(0.2)) {
  register_module("fc1", fc1);
  register_module("fc2", fc2);
  register_module("dropout", dropout);
}

torch::Tensor NeuralNetImpl::forward(torch::Tensor x) {
  auto hidden = torch::relu(fc1->forward(x));
  hidden = dropout->forward(hidden);
  auto logits = fc2->forward(hidden);
  return logits;
}
