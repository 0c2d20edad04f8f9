// A model whose layers depend on the configuration its builders pass (a
// layer list, a variant's name), as LibtorchSegmentation's ResNet does.
#pragma once
#include <fake_torch.h>
#include <shapecheck/shapecheck.hpp>
#include <string>
#include <vector>

struct NetImpl : torch::nn::Module {
  NetImpl(std::vector<int64_t> widths, std::string kind);
  torch::Tensor forward(SHAPECHECK(Float, "batch 3 32 32") torch::Tensor x);

private:
  int64_t expansion = 1;
  torch::nn::Conv2d conv{nullptr};
  torch::nn::Linear fc{nullptr};
};
TORCH_MODULE(Net);

Net small_net();
Net wide_net();
