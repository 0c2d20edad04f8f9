#pragma once
#include <fake_torch.h>
#include <shapecheck/shapecheck.hpp>

// The header names the constructor's parameters otherwise than the
// definition in decoder.cpp does; the annotation uses the header's names.
struct DecoderImpl : torch::nn::Module {
  DecoderImpl(int64_t vocab, int64_t encoder_out_size);
  torch::Tensor forward(SHAPECHECK(Float, "batch encoder_out_size") torch::Tensor features);
  torch::nn::Linear fc{nullptr};
};
TORCH_MODULE(Decoder);
