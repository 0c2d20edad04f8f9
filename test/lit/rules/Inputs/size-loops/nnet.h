#pragma once
#include <fake_torch.h>

class NetImpl : public torch::nn::Module {
public:
  NetImpl(int64_t flat);
  torch::Tensor forward(torch::Tensor x);

  torch::nn::Conv2d conv1;
  torch::nn::Linear fc1;

private:
  int num_flat_features(torch::Tensor x);
  int64_t flat_by_index(torch::Tensor x);
  int64_t flat_by_vec(torch::Tensor x);
};
TORCH_MODULE(Net);
