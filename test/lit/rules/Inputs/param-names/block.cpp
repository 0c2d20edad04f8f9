#include "block.h"

BlockImpl::BlockImpl(int in_features, int out_features) {
  ln = register_module("ln", torch::nn::Linear(in_features, out_features));
}

torch::Tensor BlockImpl::forward(torch::Tensor x) { return ln->forward(x); }

HeadImpl::HeadImpl(int features, int classes) {
  ln = register_module("ln", torch::nn::Linear(features, classes));
}

torch::Tensor HeadImpl::forward(torch::Tensor x) { return ln->forward(x); }
