#include <shapecheck/shapecheck.hpp>
#include <torch/torch.h>

SHAPECHECK_RETURN(Float, "batch")
torch::Tensor total(SHAPECHECK(Float, "batch tokens") torch::Tensor scores) {
  return scores.sum(2);
}
