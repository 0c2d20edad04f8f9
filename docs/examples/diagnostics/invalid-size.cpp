#include <shapecheck/shapecheck.hpp>
#include <torch/torch.h>

SHAPECHECK_RETURN(Float, "b 16 _ _")
torch::Tensor stem(SHAPECHECK(Float, "b 3 4 4") torch::Tensor x,
                   SHAPECHECK(Float, "16 3 5 5") torch::Tensor w) {
  return torch::conv2d(x, w);
}
