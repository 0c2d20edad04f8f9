#include "net.h"

BasicBlockImpl::BasicBlockImpl(int64_t in, int64_t width) {
  fc = register_module("fc", torch::nn::Linear(in, width * expansion));
}
torch::Tensor BasicBlockImpl::forward(torch::Tensor x) {
  return torch::relu(fc->forward(x));
}

WideBlockImpl::WideBlockImpl(int64_t in, int64_t width) {
  up = register_module("up", torch::nn::Linear(in, width));
  down = register_module("down", torch::nn::Linear(width, width * expansion));
}
torch::Tensor WideBlockImpl::forward(torch::Tensor x) {
  return down->forward(torch::relu(up->forward(x)));
}

// The only constructions in this file: NetImpl<...>::forward is called by
// another file of the program (main.cpp), not by this one.
Net18Impl::Net18Impl(int64_t classes) : NetImpl(64, 16, classes) {}
Net50Impl::Net50Impl(int64_t classes) : NetImpl(64, 16, classes) {}
