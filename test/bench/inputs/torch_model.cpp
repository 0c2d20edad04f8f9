// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// A small annotated model over LibTorch: the translation unit that
// test/bench/torch_parse_ratio.sh checks. Almost all of its cost is parsing
// <torch/torch.h>; the functions give shapecheck a little to analyse.
#include <shapecheck/shapecheck.hpp>
#include <torch/torch.h>

SHAPECHECK_RETURN(Float, "batch out")
torch::Tensor linear(SHAPECHECK(Float, "batch in") const torch::Tensor &x,
                     SHAPECHECK(Float, "out in") const torch::Tensor &w,
                     SHAPECHECK(Float, "out") const torch::Tensor &b) {
  return torch::matmul(x, w.t()) + b;
}

SHAPECHECK_RETURN(Float, "batch seq dim")
torch::Tensor attention(SHAPECHECK(Float, "batch seq dim") torch::Tensor q,
                        SHAPECHECK(Float, "batch seq dim") torch::Tensor k,
                        SHAPECHECK(Float, "batch seq dim") torch::Tensor v) {
  auto scores = torch::matmul(q, k.transpose(1, 2));
  auto weights = torch::softmax(scores, -1);
  return torch::matmul(weights, v);
}

SHAPECHECK_RETURN(Float, "batch out")
torch::Tensor mlp(SHAPECHECK(Float, "batch in") torch::Tensor x,
                  SHAPECHECK(Float, "hidden in") torch::Tensor w1,
                  SHAPECHECK(Float, "out hidden") torch::Tensor w2) {
  auto h = torch::relu(torch::matmul(x, w1.t()));
  return torch::matmul(h, w2.t());
}

SHAPECHECK_RETURN(Float, "batch c*h*w")
torch::Tensor flatten(SHAPECHECK(Float, "batch c h w") torch::Tensor x) {
  return x.reshape({x.size(0), -1});
}
