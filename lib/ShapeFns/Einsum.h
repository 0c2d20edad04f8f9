//===- Einsum.h - Einstein summation from a literal equation ----*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//   einsum("bij,bjk->bik", [b n k], [b k m])  -> [b n m]
//   einsum("ij,jk", A, B)                     -> implicit output "ik"
//   einsum("...ij,...jk->...ik", ...)         -> batch axes broadcast
//   einsum("ii->i", [n n])                    -> [n]  (diagonal)
//
// Semantics of PyTorch's einsum (numpy's agree where both accept):
//  * subscripts are letters [a-zA-Z]; spaces are ignored; each operand has
//    at most one "..." and as many axes as letters (plus any number for the
//    ellipsis);
//  * a letter has one size: occurrences in one operand (a diagonal) must be
//    equal; across operands a size of 1 broadcasts, otherwise they unify;
//  * the axes covered by "..." broadcast across operands;
//  * implicit output ("->" absent): the ellipsis axes, then the letters that
//    occur exactly once, in ASCII order (upper case first);
//  * explicit output: each letter at most once and present in an input; if
//    the output has no "...", the ellipsis axes are summed.
// Equation errors (syntax, operand count, output letters) are reported as
// shape-mismatch, operand ranks as rank-mismatch.
//
//===----------------------------------------------------------------------===//
#ifndef SHAPECHECK_SHAPEFNS_EINSUM_H
#define SHAPECHECK_SHAPEFNS_EINSUM_H

#include "Solver/Solver.h"
#include "llvm/ADT/ArrayRef.h"
#include <optional>

namespace shapecheck {
namespace shapefns {

std::optional<ShapeTerm> einsum(Solver &S, llvm::StringRef Equation,
                                llvm::ArrayRef<ShapeTerm> Operands,
                                const Reason &R, llvm::StringRef Op = "einsum");

} // namespace shapefns
} // namespace shapecheck

#endif
