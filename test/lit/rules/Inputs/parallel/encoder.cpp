#include "net.h"

EncoderImpl::EncoderImpl(int64_t in_features, int64_t hidden) {
  fc = torch::nn::Linear(in_features, hidden);
  register_module("fc", fc);
}

torch::Tensor EncoderImpl::forward(torch::Tensor x) {
  return torch::relu(fc->forward(x));
}
