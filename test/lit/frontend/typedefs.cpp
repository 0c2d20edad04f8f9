// Annotations reach through typedefs and aliases; a nested alias prepends
// its axes: Float<Image, "batch"> is "batch c h w".
//
// RUN: not %shapecheck %s -- -std=c++20 -I %shapecheck-include \
// RUN:   | FileCheck %s --implicit-check-not='{{warning|error}}:'

#include <shapecheck/shapecheck.hpp>
using shapecheck::Float;
struct Tensor {};

using Image = Float<Tensor, "c h w">;
typedef Float<Image, "batch"> Batch;
template <class T> using Vec = Float<T, "n">;

Batch load();
void show(Float<Image, "3">);
void takes4d(Float<Tensor, "b c h w"> x);
Vec<Tensor> vec();
void takesMatrix(Float<Tensor, "r c"> x);

void fires() {
  Batch b = load();
  // CHECK: typedefs.cpp:[[@LINE+1]]:15: error: argument 'x' of call to 'takesMatrix' has 4 axes [load::batch load::c load::h load::w], but parameter 'x' of 'takesMatrix' requires 2 axes [r takesMatrix::c] [rank-mismatch]
  takesMatrix(b);
  // CHECK: typedefs.cpp:[[@LINE+1]]:15: error: argument 'x' of call to 'takesMatrix' has 1 axis
  takesMatrix(vec());
}

void silent() {
  Batch b = load();
  takes4d(b);
  show(load());
}

void alsoFires() {
  Batch b = load();
  // A reference's annotation is checked too.
  // CHECK: typedefs.cpp:[[@LINE+1]]:24: error: initializer of 'first' has 4 axes [load::batch load::c load::h load::w], but the annotation of 'first' requires 3 axes [load::c load::h load::w] [rank-mismatch]
  const Image &first = b;
}
