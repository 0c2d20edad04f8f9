// A module sized by a config struct, whose forward returns a std::tuple;
// the constructor and forward are defined in model.cpp, used in main.cpp.
#pragma once
#include <fake_torch.h>
#include <shapecheck/shapecheck.hpp>

#include <tuple>

struct Config {
  int64_t in_channels = 3;
  int64_t hidden = 16;
};

class NetImpl : public torch::nn::Module {
public:
  explicit NetImpl(const Config &cfg);
  std::tuple<torch::Tensor, torch::Tensor>
  forward(SHAPECHECK(Float, "b in_channels") torch::Tensor x);
  torch::nn::Linear fc{nullptr};
};
TORCH_MODULE(Net);
