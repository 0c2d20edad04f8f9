// A module declared in a header, defined in model.cpp, used in main.cpp.
#pragma once
#include <fake_torch.h>
#include <shapecheck/shapecheck.hpp>

class NeuralNetImpl : public torch::nn::Module {
public:
  NeuralNetImpl(int64_t input_size, int64_t hidden_size, int64_t num_classes);
  torch::Tensor forward(SHAPECHECK(Float, "batch input_size") torch::Tensor x);

private:
  torch::nn::Linear fc1, fc2;
};
TORCH_MODULE(NeuralNet);

// Helpers defined in model.cpp: one unannotated, one whose result is not
// annotated.
torch::Tensor scaled(torch::Tensor a);
torch::Tensor project(SHAPECHECK(Float, "n k") torch::Tensor x,
                      SHAPECHECK(Float, "k m") torch::Tensor w);

// A stack of Linear layers whose widths are a config list given by the
// caller (main.cpp), then a fixed head that expects 32 features.
class StackImpl : public torch::nn::Module {
public:
  StackImpl(const std::vector<int> &widths, int64_t in_features);
  torch::Tensor forward(SHAPECHECK(Float, "b in_features") torch::Tensor x);

private:
  torch::nn::Sequential layers;
  torch::nn::Linear head{nullptr};
};
TORCH_MODULE(Stack);
