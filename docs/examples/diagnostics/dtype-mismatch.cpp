#include <shapecheck/shapecheck.hpp>
#include <torch/torch.h>

torch::Tensor normalize(shapecheck::Float<torch::Tensor, "n">);

void run(SHAPECHECK(Int64, "n") torch::Tensor counts) {
  auto p = normalize(counts);
}
