// A diffusion-style time embedding: two functions of `dim / 2` frequencies
// each, concatenated (2 * (dim / 2) features), into a Linear that expects
// `dim` features. For an odd `dim` that is a bug; with the sizes main.cpp
// builds (an even 32) it is not.
#pragma once
#include <fake_torch.h>
#include <shapecheck/shapecheck.hpp>

torch::Tensor timestep_embedding(torch::Tensor t, int64_t dim);

class TimeNetImpl : public torch::nn::Module {
public:
  TimeNetImpl(int64_t dim, int64_t hidden);
  torch::Tensor forward(SHAPECHECK(Float, "b") torch::Tensor t);

private:
  int64_t dim_;
  torch::nn::Linear mlp{nullptr};
};
TORCH_MODULE(TimeNet);
