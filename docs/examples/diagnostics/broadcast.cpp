#include <shapecheck/shapecheck.hpp>
#include <torch/torch.h>

SHAPECHECK_RETURN(Float, "batch features")
torch::Tensor shift(SHAPECHECK(Float, "batch features") torch::Tensor x,
                    SHAPECHECK(Float, "batch") torch::Tensor offset) {
  return x + offset;
}
