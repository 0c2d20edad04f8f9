#include <shapecheck/shapecheck.hpp>
#include <torch/torch.h>

torch::Tensor my_activation(torch::Tensor x);

SHAPECHECK_RETURN(Float, "b n")
torch::Tensor layer(SHAPECHECK(Float, "b n") torch::Tensor x) {
  return my_activation(x);
}
