// The class's dimensions come from the annotations of its fields in the
// header; the methods defined here share them.
//
// RUN: not %shapecheck --dump-shapes %s -- -std=c++20 -I %shapecheck-include \
// RUN:   -I %S/Inputs/classdims > %t.out
// RUN: FileCheck %s --check-prefix=DUMP < %t.out
// DUMP: encoder.h:20:27: 'Encoder::table_': Float[vocab dim]
// RUN: FileCheck %s --implicit-check-not='{{warning|error}}:' < %t.out

#include "encoder.h"

Encoder::Encoder(Float<Mat, "vocab dim"> table) : table_(table) {}

Float<Mat, "t dim"> Encoder::embed(Float<Mat, "t vocab"> onehot) const {
  return matmul(onehot, table_);
}

// DUMP: class-dims-header.cpp:[[@LINE+1]]:32: 'Encoder::logits': (h: Float[t dim]) -> Float[t vocab]
Float<Mat, "t vocab"> Encoder::logits(Float<Mat, "t dim"> h) const {
  // CHECK: class-dims-header.cpp:[[@LINE+4]]:20: error: argument 'b' of call to 'matmul', axis 0: size 'vocab' does not match 'k' = dim required by parameter 'b' of 'matmul'; 'vocab' and 'dim' are distinct dimensions that would have to be equal [shape-mismatch]
  // CHECK: encoder.h:20:14: note: 'dim' is a dimension of 'Encoder', named in the annotation of its field 'table_'
  // CHECK: encoder.h:20:14: note: 'vocab' is a dimension of 'Encoder', named in the annotation of its field 'table_'
  // CHECK: encoder.h:9:58: note: parameter 'b' of 'matmul' is declared here
  return matmul(h, table_);
}

Float<Mat, "vocab"> Encoder::norms() const { return rowSums(table_); }

void use() {
  Encoder e(Float<Mat, "1000 64">{});
  // DUMP: class-dims-header.cpp:[[@LINE+1]]:8: 'h': Float[7 64]
  auto h = e.embed(Float<Mat, "7 1000">{});
  // CHECK: class-dims-header.cpp:[[@LINE+2]]:11: error: argument 'onehot' of call to 'Encoder::embed', axis 1: size 999 does not match 'vocab' = 1000 required by parameter 'onehot' of 'Encoder::embed' [shape-mismatch]
  // CHECK: class-dims-header.cpp:[[@LINE-4]]:13: note: 'vocab' = 1000 was bound by argument 'table' of call to 'Encoder::Encoder'
  e.embed(Float<Mat, "7 999">{});
  // Another object, other sizes.
  Encoder other(Float<Mat, "10 64">{});
  other.embed(Float<Mat, "7 10">{});
}
