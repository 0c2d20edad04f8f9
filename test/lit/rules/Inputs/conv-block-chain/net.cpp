#include "blocks.h"

NetImpl::NetImpl(int in_channels) {
  conv1 = register_module("conv1", ConvBn(in_channels, 32));
  down1 = register_module("down1", ConvBn(32, 32, 3, 2));
  down2 = register_module("down2", ConvBn(32, 64, 3, 2));
  conv2 = register_module("conv2", ConvBn(64, 64));
}

torch::Tensor NetImpl::forward(torch::Tensor x) {
  auto a = conv1->forward(x);
  auto b = down1->forward(a);
  auto c = down2->forward(b);
  return conv2->forward(TAIL_INPUT);
}
