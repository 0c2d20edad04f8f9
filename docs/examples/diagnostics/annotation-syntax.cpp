#include <shapecheck/shapecheck.hpp>
#include <torch/torch.h>

SHAPECHECK_RETURN(Float, "*batch seq ...")
torch::Tensor embed(SHAPECHECK(Float, "*batch seq") torch::Tensor tokens);
