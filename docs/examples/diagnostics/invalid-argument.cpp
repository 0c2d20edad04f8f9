#include <shapecheck/shapecheck.hpp>
#include <torch/torch.h>

SHAPECHECK_RETURN(Float, "b n n")
torch::Tensor scores(SHAPECHECK(Float, "b n d") torch::Tensor q,
                     SHAPECHECK(Float, "b n d") torch::Tensor k) {
  return torch::einsum("bnd,bmd->bnk", {q, k});
}
