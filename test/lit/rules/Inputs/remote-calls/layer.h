// A block and a helper declared in a header, defined in layer.cpp (or
// layer-bad.cpp), used by model.cpp: the way projects split their code.
#pragma once
#include <fake_torch.h>

class LinearBnImpl : public torch::nn::Module {
public:
  LinearBnImpl(int in_features, int out_features);
  torch::Tensor forward(torch::Tensor x);

private:
  torch::nn::Linear ln{nullptr};
  torch::nn::BatchNorm1d bn{nullptr};
};
TORCH_MODULE(LinearBn);

// Every axis after the batch, as one.
torch::Tensor flat(torch::Tensor x);
