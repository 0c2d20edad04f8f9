#include "model.h"

AEImpl::AEImpl() {}

AEImpl::AEImpl(int64_t levels) {
  encoder->push_back(torch::nn::Conv2d(
      torch::nn::Conv2dOptions(3, 8, 4).stride(2).padding(1)));
  register_module("encoder", encoder);
}

torch::Tensor AEImpl::forward(torch::Tensor x) {
  torch::Tensor z = encoder->forward(x);
  // DUMP: model.cpp:[[@LINE-1]]:17: 'z': Shaped[...]{{$}}
  // Right for AE(4): [b 8 128 128].
  return z.view({x.size(0), 8 * 128 * 128});
}

EncoderImpl::EncoderImpl() {}

EncoderImpl::EncoderImpl(const EncoderConfig &cfg) {
  layers->push_back(torch::nn::Conv2d(
      torch::nn::Conv2dOptions(cfg.channels, cfg.features, 3).padding(1)));
  register_module("layers", layers);
}

torch::Tensor EncoderImpl::forward(torch::Tensor x) {
  auto y = layers->forward(x);
  // DUMP: model.cpp:[[@LINE-1]]:8: 'y': Shaped[...]{{$}}
  return y.flatten(1);
}

ClassifierImpl::ClassifierImpl(int64_t in, int64_t classes)
    : head(in, classes) {}

torch::Tensor ClassifierImpl::forward(torch::Tensor x) {
  auto logits = head->forward(x);
  // DUMP: model.cpp:[[@LINE-1]]:8: 'logits': Float[b classes]
  return logits;
}
