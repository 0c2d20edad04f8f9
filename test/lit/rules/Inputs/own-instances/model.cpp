#include "model.h"

NetImpl::NetImpl(std::vector<int64_t> widths, std::string kind) {
  if (kind != "small")
    expansion = 4;
  conv = torch::nn::Conv2d(
      torch::nn::Conv2dOptions(3, widths[0] * expansion, 3).padding(1));
#ifdef BUG
  fc = torch::nn::Linear(widths[0] * 32 * 32, 10); // forgets the expansion
#else
  fc = torch::nn::Linear(widths[0] * expansion * 32 * 32, 10);
#endif
  register_module("conv", conv);
  register_module("fc", fc);
}

torch::Tensor NetImpl::forward(torch::Tensor x) {
  x = conv->forward(x);
  x = x.view({x.size(0), -1});
  // BUG: model.cpp:[[@LINE+3]]:22: error: argument 'input' of call to 'fc->forward', axis 1: size 32768 does not match 8192 required by the module 'torch::nn::Linear' [shape-mismatch]
  // BUG: model.cpp:9:8: note: the module 'torch::nn::Linear' is declared here
  // BUG: model.cpp:[[@LINE+7]]:25: note: for the object of 'NetImpl' constructed here
  return fc->forward(x);
}

// The program's builders: forward is not called in this file, nor in any
// file of the run.
Net small_net() { return Net(std::vector<int64_t>{8}, "small"); }
Net wide_net() { return Net(std::vector<int64_t>{8}, "wide"); }
