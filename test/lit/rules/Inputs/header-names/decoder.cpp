#include "decoder.h"

#ifndef EXTRA
#define EXTRA 0
#endif

DecoderImpl::DecoderImpl(int64_t vocab, int64_t encoder_features) {
  fc = register_module("fc", torch::nn::Linear(encoder_features + EXTRA, vocab));
}

torch::Tensor DecoderImpl::forward(torch::Tensor features) {
  return fc->forward(features);
}
