#include "encoder.h"

EncoderImpl::EncoderImpl(int64_t in_features, int64_t hidden)
    : fc(register_module("fc", torch::nn::Linear(in_features, hidden))) {}

torch::Tensor EncoderImpl::forward(torch::Tensor x) {
  return torch::relu(fc->forward(x));
}

torch::Tensor EncoderImpl::project(torch::Tensor h, torch::Tensor w) {
  return torch::matmul(h, w);
}
