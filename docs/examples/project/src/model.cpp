// A model with one known finding (in baseline.json) and one suppression
// comment that suppresses nothing.
#include <shapecheck/shapecheck.hpp>

using shapecheck::Float;
struct Tensor {};

Float<Tensor, "n m"> matmul(Float<Tensor, "n k"> a, Float<Tensor, "k m"> b);

Float<Tensor, "batch 10"> head(Float<Tensor, "batch 128"> x,
                               Float<Tensor, "128 10"> w) {
  return matmul(x, w); // NOSHAPECHECK(shape-mismatch)
}

Float<Tensor, "batch 10"> old_head(Float<Tensor, "batch 64"> x,
                                   Float<Tensor, "128 10"> w) {
  return matmul(x, w);
}
