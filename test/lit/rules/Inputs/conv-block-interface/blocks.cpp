#include "blocks.h"

ConvBnImpl::ConvBnImpl(int in_ch, int out_ch, int kernel, int stride) {
  conv = register_module(
      "conv", torch::nn::Conv2d(torch::nn::Conv2dOptions(in_ch, out_ch, kernel)
                                    .stride(stride)
                                    .padding(kernel / 2)));
  bn = register_module("bn", torch::nn::BatchNorm2d(out_ch));
}

torch::Tensor ConvBnImpl::forward(torch::Tensor x) {
  x = torch::relu(conv->forward(x));
  return bn->forward(x);
}
