#include "blocks.h"

ConvBnImpl::ConvBnImpl(int in_ch, int out_ch, int kernel, int stride) {
  conv = register_module(
      "conv", torch::nn::Conv2d(torch::nn::Conv2dOptions(in_ch, out_ch, kernel)
                                    .stride(stride)
                                    .padding(kernel / 2)));
}

torch::Tensor ConvBnImpl::forward(torch::Tensor x) {
  return torch::relu(conv->forward(x));
}
