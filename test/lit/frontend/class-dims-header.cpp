// The class's dimensions come from the annotations of its fields in the
// header; the methods defined here share them.
//
// RUN: not %shapecheck --dump-shapes %s -- -std=c++20 -I %shapecheck-include \
// RUN:   -I %S/Inputs/classdims > %t.out
// RUN: FileCheck %s --check-prefix=DUMP < %t.out
// RUN: FileCheck %s --implicit-check-not='{{warning|error}}:' < %t.out

#include "encoder.h"

Encoder::Encoder(Float<Mat, "vocab dim"> table) : table_(table) {}

Float<Mat, "t dim"> Encoder::embed(Float<Mat, "t vocab"> onehot) const {
  return matmul(onehot, table_);
}

// DUMP: class-dims-header.cpp:[[@LINE+1]]:30: 'Encoder::logits': (h: Float[t dim]) -> Float[t vocab]
Float<Mat, "t vocab"> Encoder::logits(Float<Mat, "t dim"> h) const {
  // CHECK: class-dims-header.cpp:[[@LINE+3]]:21: error: argument 'b' of call to 'matmul', axis 0: size 'vocab' does not match 'dim'
  // CHECK: note: 'vocab' is a dimension of 'Encoder', named in the annotation of its field 'table_'
  // CHECK: encoder.h:{{[0-9]+}}:{{[0-9]+}}: note:
  return matmul(h, table_);
}

Float<Mat, "vocab"> Encoder::norms() const { return rowSums(table_); }

void use() {
  Encoder e(Float<Mat, "1000 64">{});
  // DUMP: class-dims-header.cpp:[[@LINE+1]]:8: 'h': Float[7 64]
  auto h = e.embed(Float<Mat, "7 1000">{});
  // CHECK: class-dims-header.cpp:[[@LINE+1]]:11: error: argument 'onehot' of call to 'Encoder::embed', axis 1: size 999 does not match 1000
  e.embed(Float<Mat, "7 999">{});
  Encoder other(Float<Mat, "10 64">{});
  other.embed(Float<Mat, "7 10">{});
}
