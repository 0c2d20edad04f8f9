#include "blocks.h"

NetImpl::NetImpl(int in_channels, int out_channels) {
  conv1 = register_module("conv1", ConvBn(FIRST_IN, 32));
  conv2 = register_module("conv2", ConvBn(32, out_channels, 3, 2));
}

torch::Tensor NetImpl::forward(torch::Tensor x) {
  x = conv1->forward(x);
  return conv2->forward(x);
}
