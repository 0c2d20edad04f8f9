#include <shapecheck/shapecheck.hpp>
#include <torch/torch.h>

SHAPECHECK_RETURN(Float, "batch out")
torch::Tensor project(SHAPECHECK(Float, "batch in") torch::Tensor x,
                      SHAPECHECK(Float, "out in") torch::Tensor w) {
  return torch::matmul(x, w);
}
