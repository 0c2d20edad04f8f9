// A call whose callee nobody describes (no annotation, no visible body, a
// function pointer, a method of the array class) returns an unknown shape:
// no false positive, and no finding at all.
//
// RUN: %shapecheck %s -- -std=c++20 -I %shapecheck-include | count 0

#include <shapecheck/shapecheck.hpp>
using shapecheck::Float;
struct Tensor {
  Tensor t() const;
  Tensor operator+(const Tensor &) const;
  int size(int) const;
};

Tensor opaque(Tensor x);
void takes23(Float<Tensor, "2 3"> x);
void takesN(Float<Tensor, "n"> x, Float<Tensor, "n"> y);
Float<Tensor, "5 5"> make55();

void silent(Tensor (*fp)(Tensor), const Tensor &param) {
  auto x = make55();
  takes23(opaque(x));
  takes23(fp(x));
  takes23(x.t());
  takes23(x + x);
  takes23(param);
  takesN(Float<Tensor, "4">{}, opaque(x));
  int n = x.size(0);
  takesN(Float<Tensor, "{n}">{}, Float<Tensor, "3">{});
}
