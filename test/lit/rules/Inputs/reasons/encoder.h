// An encoder sized by its constructor's arguments, declared here and
// defined in encoder.cpp, as real projects split a module.
#pragma once
#include <fake_torch.h>
#include <shapecheck/shapecheck.hpp>

class EncoderImpl : public torch::nn::Module {
public:
  EncoderImpl(int64_t in_features, int64_t hidden);
  torch::Tensor forward(SHAPECHECK(Float, "batch in_features") torch::Tensor x);
  torch::Tensor project(SHAPECHECK(Float, "batch hidden") torch::Tensor h,
                        SHAPECHECK(Float, "hidden out") torch::Tensor w);

private:
  torch::nn::Linear fc{nullptr};
};
TORCH_MODULE(Encoder);
