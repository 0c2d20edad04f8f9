// A classifier written without any shape annotation, as most projects
// are: its sizes come from a config struct that main.cpp fills in.
#pragma once
#include <fake_torch.h>

struct NetConfig {
  int64_t in_features = 64;
  int64_t hidden = 32;
  int64_t classes = 10;
};

class NetImpl : public torch::nn::Module {
public:
  explicit NetImpl(const NetConfig &cfg);
  torch::Tensor forward(torch::Tensor x);

private:
  torch::nn::Linear fc1{nullptr};
  torch::nn::Linear fc2{nullptr};
};
TORCH_MODULE(Net);
