#include "model.h"

NetImpl::NetImpl(const NetConfig &cfg)
    : fc1(cfg.in_features, cfg.hidden), fc2(cfg.hidden, cfg.classes) {
  register_module("fc1", fc1);
  register_module("fc2", fc2);
}

torch::Tensor NetImpl::forward(torch::Tensor x) {
  torch::Tensor h = torch::relu(fc1->forward(x));
  return fc2->forward(h);
}
