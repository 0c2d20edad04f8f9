//===- IntValues.h - Symbolic integers of C++ code --------------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Integers in function bodies (`int64_t n = 4 * k`, integer parameters that
// annotations reference as `{k}`) are tracked as dimensions: DimExprs over
// solver variables, or Dynamic when unknown. This is the arithmetic, with
// C++'s semantics where it differs from the annotation language's: `/` and
// `%` truncate towards zero on constants; symbolic operands are sizes (not
// negative), where both agree. Overflow gives Dynamic: the checker does not
// judge the program's own integer arithmetic.
//
//===----------------------------------------------------------------------===//
#ifndef SHAPECHECK_FRONTEND_INTVALUES_H
#define SHAPECHECK_FRONTEND_INTVALUES_H

#include "Solver/Types.h"

namespace shapecheck {

enum class IntOp { Add, Sub, Mul, Div, Rem, Neg, Shl };

/// The value of `A op B` (B is ignored for Neg).
Dim intArith(IntOp Op, const Dim &A, const Dim &B);

} // namespace shapecheck

#endif
