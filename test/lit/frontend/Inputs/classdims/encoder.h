// A class declared as real projects declare it: in a header, its methods
// defined in encoder.cpp (class-dims-header.cpp).
#pragma once
#include <shapecheck/shapecheck.hpp>

struct Mat {};
using shapecheck::Float;

Float<Mat, "n m"> matmul(Float<Mat, "n k"> a, Float<Mat, "k m"> b);
Float<Mat, "n"> rowSums(Float<Mat, "n m"> a);

class Encoder {
public:
  explicit Encoder(Float<Mat, "vocab dim"> table);
  Float<Mat, "t dim"> embed(Float<Mat, "t vocab"> onehot) const;
  Float<Mat, "t vocab"> logits(Float<Mat, "t dim"> h) const;
  Float<Mat, "vocab"> norms() const;

private:
  Float<Mat, "vocab dim"> table_;
};
