// A two-layer classifier with a shape bug, for the README's first command.
// Any class can be the array type; here a plain struct stands in for a
// tensor library, so the example needs no library headers.
#include <shapecheck/shapecheck.hpp>

using shapecheck::Float;
struct Tensor {};

Float<Tensor, "n m"> matmul(Float<Tensor, "n k"> a, Float<Tensor, "k m"> b);
Float<Tensor, "*s"> relu(Float<Tensor, "*s"> x);

Float<Tensor, "batch 10"> classify(Float<Tensor, "batch 784"> images,
                                   Float<Tensor, "784 128"> w1,
                                   Float<Tensor, "128 10"> w2) {
  auto hidden = relu(matmul(images, w1)); // [batch 128]
  return matmul(hidden, w1);              // bug: the second layer is w2
}
