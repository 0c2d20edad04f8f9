// A header that names its constructors' parameters otherwise than their
// definitions in block.cpp (a typo kept for years, as LibtorchTutorials'
// LinearBnReluImpl(int intput_features, int output_features)), or not at
// all.
#pragma once
#include <fake_torch.h>

class BlockImpl : public torch::nn::Module {
public:
  BlockImpl(int intput_features, int output_features);
  torch::Tensor forward(torch::Tensor x);

private:
  torch::nn::Linear ln{nullptr};
};
TORCH_MODULE(Block);

class HeadImpl : public torch::nn::Module {
public:
  HeadImpl(int, int);
  torch::Tensor forward(torch::Tensor x);

private:
  torch::nn::Linear ln{nullptr};
};
TORCH_MODULE(Head);
