#include <shapecheck/shapecheck.hpp>
#include <torch/torch.h>

SHAPECHECK_RETURN(Float, "b c//{groups} {groups}")
torch::Tensor split_groups(SHAPECHECK(Float, "b c") torch::Tensor x,
                           int64_t groups);

void run(SHAPECHECK(Float, "b 64") torch::Tensor x) {
  auto g = split_groups(x, 0);
}
