#include <shapecheck/shapecheck.hpp>
#include <torch/torch.h>

SHAPECHECK_RETURN(Float, "b 3 _")
torch::Tensor split_rgb(SHAPECHECK(Float, "b 10") torch::Tensor x) {
  return x.view({x.size(0), 3, -1});
}
