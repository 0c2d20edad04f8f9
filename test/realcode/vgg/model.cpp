#include "model.h"

torch::nn::Sequential make_features(const std::vector<int>& cfg,
                                    bool batch_norm) {
  torch::nn::Sequential layers;
  int64_t in_channels = 3;
  for (int v : cfg) {
    if (v == -1) {
      layers->push_back(
          torch::nn::MaxPool2d(torch::nn::MaxPool2dOptions(2).stride(2)));
    } else {
      layers->push_back(torch::nn::Conv2d(
          torch::nn::Conv2dOptions(in_channels, v, 3).padding(1)));
      if (batch_norm) {
        layers->push_back(torch::nn::BatchNorm2d(v));
      }
      layers->push_back(torch::nn::ReLU(torch::nn::ReLUOptions(true)));
      in_channels = v;
    }
  }
  return layers;
}

VGGImpl::VGGImpl(const std::vector<int>& cfg, int64_t num_classes,
                 bool batch_norm)
    : features(make_features(cfg, batch_norm)),
      classifier(torch::nn::Linear(512, 512),
                 torch::nn::ReLU(torch::nn::ReLUOptions(true)),
                 torch::nn::Dropout(0.5),
                 torch::nn::Linear(512, num_classes)) {
  register_module("features", features);
  register_module("classifier", classifier);
}

torch::Tensor VGGImpl::forward(torch::Tensor x) {
  auto out = features->forward(x);
  out = out.view({out.size(0), -1});
  return classifier->forward(out);
}
