// A header of LibTorch's C++ API as a -I include would find it (not a
// system header): its inline bodies are library code, never analysed, even
// where their shapes would not fit.
#ifndef SHAPECHECK_TEST_TORCH_API_EXTRA_H
#define SHAPECHECK_TEST_TORCH_API_EXTRA_H

#include <fake_torch.h>
#include <shapecheck/shapecheck.hpp>

namespace torch {
namespace nn {
namespace functional {
inline Tensor scaled(SHAPECHECK(Float, "n 3") const Tensor &x) {
  // Analysed as user code this would be a matmul error.
  return torch::matmul(x, torch::zeros({4, 4}));
}
} // namespace functional
} // namespace nn
} // namespace torch

#endif
