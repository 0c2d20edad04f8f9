// Models generic over their constructors' sizes, declared as a project
// declares them: the class here, its members in net.cpp, the program in
// main.cpp (or bad.cpp).
#pragma once
#include <fake_torch.h>
#include <shapecheck/shapecheck.hpp>

class NeuralNetImpl : public torch::nn::Module {
public:
  NeuralNetImpl(int64_t input_size, int64_t hidden_size, int64_t num_classes);
  torch::Tensor forward(SHAPECHECK(Float, "batch 784") torch::Tensor x);

private:
  torch::nn::Linear fc1, fc2;
};
TORCH_MODULE(NeuralNet);

class EncoderImpl : public torch::nn::Module {
public:
  EncoderImpl(int64_t encoder_features, int64_t hidden);
  torch::Tensor forward(SHAPECHECK(Float, "batch feat") torch::Tensor x);

private:
  torch::nn::Linear fc1, fc2;
};
TORCH_MODULE(Encoder);

// A size that no construction can make right: an error in any program.
class BrokenImpl : public torch::nn::Module {
public:
  explicit BrokenImpl(int64_t width);
  torch::Tensor forward(torch::Tensor x);

private:
  torch::nn::Linear fc1, fc2;
};
TORCH_MODULE(Broken);
