#include <shapecheck/shapecheck.hpp>
#include <torch/torch.h>

#include <utility>

using shapecheck::Float;

struct Batch {
  std::pair<Float<torch::Tensor, "b c h w">, Float<torch::Tensor, "b">> data;
};
