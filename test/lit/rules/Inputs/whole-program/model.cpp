#include "model.h"

NeuralNetImpl::NeuralNetImpl(int64_t input_size, int64_t hidden_size,
                             int64_t num_classes)
    : fc1(input_size, hidden_size), fc2(hidden_size, num_classes) {
  register_module("fc1", fc1);
  register_module("fc2", fc2);
}

torch::Tensor NeuralNetImpl::forward(torch::Tensor x) {
  auto h = torch::relu(fc1->forward(x));
  return fc2->forward(h);
}

torch::Tensor scaled(torch::Tensor a) { return torch::relu(a) * 2; }

torch::Tensor project(torch::Tensor x, torch::Tensor w) {
  return torch::matmul(x, w).t();
}

StackImpl::StackImpl(const std::vector<int> &widths, int64_t in_features) {
  int64_t in = in_features;
  for (int w : widths) {
    layers->push_back(torch::nn::Linear(in, w));
    in = w;
  }
  head = torch::nn::Linear(32, 10);
  register_module("layers", layers);
  register_module("head", head);
}

torch::Tensor StackImpl::forward(torch::Tensor x) {
  auto h = layers->forward(x);
  // CHECK: model.cpp:[[@LINE+1]]:24: error: argument 'input' of call to 'head->forward', axis 1: size 30 does not match 32
  return head->forward(h);
}
