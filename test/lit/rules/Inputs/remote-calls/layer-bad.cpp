#include "layer.h"

LinearBnImpl::LinearBnImpl(int in_features, int out_features) {
  ln = register_module("ln", torch::nn::Linear(in_features, out_features));
  bn = register_module("bn", torch::nn::BatchNorm1d(in_features));
}

torch::Tensor LinearBnImpl::forward(torch::Tensor x) {
  x = ln->forward(x);
  return bn->forward(x);
}

torch::Tensor flat(torch::Tensor x) { return x.flatten(1); }
