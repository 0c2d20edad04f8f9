// VGG-style classifier for 32x32 images: the convolutional trunk is built in
// a loop from a configuration list (-1 marks a 2x2 max-pooling).
#pragma once

#include <shapecheck/shapecheck.hpp>
#include <torch/torch.h>

#include <vector>

torch::nn::Sequential make_features(const std::vector<int>& cfg,
                                    bool batch_norm);

class VGGImpl : public torch::nn::Module {
 public:
  VGGImpl(const std::vector<int>& cfg, int64_t num_classes,
          bool batch_norm = true);

  torch::Tensor forward(SHAPECHECK(Float, "b 3 32 32") torch::Tensor x);

 private:
  torch::nn::Sequential features{nullptr};
  torch::nn::Sequential classifier{nullptr};
};

TORCH_MODULE(VGG);
