#include "model.h"

namespace nn = torch::nn;

EncoderImpl::EncoderImpl(int64_t channels, int64_t features) {
  trunk->push_back(nn::Conv2d(
      nn::Conv2dOptions(channels, features, 4).stride(2).padding(1)));
  trunk->push_back(nn::ReLU());
  head = nn::Conv2d(nn::Conv2dOptions(features, 8, 3).padding(1));
  register_module("trunk", trunk);
  register_module("head", head);
}

EncoderImpl::EncoderImpl(const EncoderConfig &cfg) {
  trunk->push_back(
      nn::Conv2d(nn::Conv2dOptions(cfg.channels, cfg.features, 3).padding(1)));
  trunk->push_back(nn::ReLU());
  head = nn::Conv2d(nn::Conv2dOptions(cfg.features, cfg.code, 1));
  register_module("trunk", trunk);
  register_module("head", head);
}

torch::Tensor EncoderImpl::forward(torch::Tensor x) {
  torch::Tensor z = trunk->forward(x);
  torch::Tensor h = head->forward(z);
  auto pooled = torch::adaptive_avg_pool2d(h, {1, 1});
  auto flat = pooled.flatten(1);
  return flat;
}
