// RealNVP for tabular data: affine coupling layers with alternating binary
// masks, kept in a std::vector of modules; forward maps data to latents and
// returns the log-determinant of the Jacobian per sample.
#pragma once

#include <shapecheck/shapecheck.hpp>
#include <torch/torch.h>

#include <tuple>
#include <vector>

class CouplingLayerImpl : public torch::nn::Module {
 public:
  CouplingLayerImpl(int64_t dim, int64_t hidden, torch::Tensor mask);

  // Returns (y, log|det dy/dx|).
  std::tuple<torch::Tensor, torch::Tensor> forward(torch::Tensor x);
  torch::Tensor inverse(torch::Tensor y);

 private:
  torch::Tensor mask_;
  torch::nn::Sequential net{nullptr};
};
TORCH_MODULE(CouplingLayer);

class RealNVPImpl : public torch::nn::Module {
 public:
  RealNVPImpl(int64_t dim, int64_t hidden, int64_t num_layers);

  std::tuple<torch::Tensor, torch::Tensor> forward(
      SHAPECHECK(Float, "batch dim") torch::Tensor x);
  torch::Tensor sample(int64_t n);

 private:
  int64_t dim_;
  std::vector<CouplingLayer> layers_;
};
TORCH_MODULE(RealNVP);
