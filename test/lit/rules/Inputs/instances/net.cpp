#include "net.h"

NeuralNetImpl::NeuralNetImpl(int64_t input_size, int64_t hidden_size,
                             int64_t num_classes)
    : fc1(input_size, hidden_size), fc2(hidden_size, num_classes) {
  register_module("fc1", fc1);
  register_module("fc2", fc2);
}

torch::Tensor NeuralNetImpl::forward(torch::Tensor x) {
  x = torch::relu(fc1->forward(x));
  auto image = x.view({-1, 1, 10, 50});
  return fc2->forward(x);
}

EncoderImpl::EncoderImpl(int64_t encoder_features, int64_t hidden)
    : fc1(encoder_features, hidden), fc2(hidden, 1) {
  register_module("fc1", fc1);
  register_module("fc2", fc2);
}

torch::Tensor EncoderImpl::forward(torch::Tensor x) {
  auto h = torch::relu(fc1->forward(x));
  return fc2->forward(h);
}

BrokenImpl::BrokenImpl(int64_t width) : fc1(16, width), fc2(width + 1, 2) {
  register_module("fc1", fc1);
  register_module("fc2", fc2);
}

torch::Tensor BrokenImpl::forward(torch::Tensor x) {
  return fc2->forward(fc1->forward(x));
}
