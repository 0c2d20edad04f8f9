// A call whose callee nobody describes (no annotation, no rule, no visible
// body, a function pointer, a method of the array class) returns an unknown
// shape: no false positive. With --report-unknown, a named callee gets an
// `unknown-call` note, once, naming the declaration a rule would describe;
// without it (the default) nothing is said.
//
// RUN: %shapecheck --report-unknown %s -- -std=c++20 -I %shapecheck-include \
// RUN:   | FileCheck %s --implicit-check-not='{{warning|error|note}}:'
// RUN: %shapecheck %s -- -std=c++20 -I %shapecheck-include \
// RUN:   | count 0

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
  // CHECK: unknown-calls.cpp:[[@LINE+1]]:11: note: the shape returned by 'opaque' is unknown: no annotation or rule describes 'opaque'; checks that use it are skipped [unknown-call]
  takes23(opaque(x));
  takes23(fp(x));
  // CHECK: unknown-calls.cpp:[[@LINE+1]]:11: note: the shape returned by 'x.t' is unknown: no annotation or rule describes 'Tensor::t';
  takes23(x.t());
  // CHECK: unknown-calls.cpp:[[@LINE+1]]:11: note: the shape returned by 'operator+' is unknown: no annotation or rule describes 'Tensor::operator+';
  takes23(x + x);
  takes23(param);
  // CHECK: unknown-calls.cpp:[[@LINE+1]]:32: note: the shape returned by 'opaque' is unknown
  takesN(Float<Tensor, "4">{}, opaque(x));
  int n = x.size(0);
  takesN(Float<Tensor, "{n}">{}, Float<Tensor, "3">{});
}
