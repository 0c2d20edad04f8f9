//===- IntValues.cpp - Symbolic integer values of C++ expressions ---------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include "Frontend/IntValues.h"

using namespace shapecheck;

static Dim checked(DimExpr E) {
  if (E.isPoisoned())
    return Dim::dynamic();
  return Dim::expr(std::move(E));
}

Dim shapecheck::intArith(IntOp Op, const Dim &A, const Dim &B) {
  if (A.isDynamic() || (Op != IntOp::Neg && B.isDynamic()))
    return Dim::dynamic();
  std::optional<int64_t> CA = A.E.asConstant(), CB = B.E.asConstant();
  switch (Op) {
  case IntOp::Add:
    return checked(A.E + B.E);
  case IntOp::Sub:
    return checked(A.E - B.E);
  case IntOp::Mul:
    return checked(A.E * B.E);
  case IntOp::Neg:
    return checked(-A.E);
  case IntOp::Div:
  case IntOp::Rem:
    if (CB && *CB == 0)
      return Dim::dynamic(); // undefined behaviour, not a shape
    if (CA && CB) {
      if (*CA == INT64_MIN && *CB == -1)
        return Dim::dynamic();
      return Dim::constant(Op == IntOp::Div ? *CA / *CB : *CA % *CB);
    }
    // Sizes are not negative, where C++ and floor division agree; a
    // negative constant divisor would not.
    if (CB && *CB < 0)
      return Dim::dynamic();
    return checked(Op == IntOp::Div ? A.E.floorDiv(B.E) : A.E.mod(B.E));
  case IntOp::Shl:
    if (CB && *CB >= 0 && *CB < 62)
      return checked(A.E * DimExpr::constant(int64_t(1) << *CB));
    return Dim::dynamic();
  }
  return Dim::dynamic();
}
