// Legacy code: its directory's configuration keeps rank-mismatch only.
#include <shapecheck/shapecheck.hpp>

using shapecheck::Float;
struct Tensor {};

Float<Tensor, "n m"> matmul(Float<Tensor, "n k"> a, Float<Tensor, "k m"> b);

Float<Tensor, "n"> flatten(Float<Tensor, "n m"> x) { return x; }

Float<Tensor, "b 10"> run(Float<Tensor, "b 64"> x, Float<Tensor, "128 10"> w) {
  return matmul(x, w);
}
