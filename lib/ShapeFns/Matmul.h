//===- Matmul.h - Matrix products -------------------------------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// numpy/PyTorch matmul:
//
//   [k] @ [k]            -> []          (dot product)
//   [n k] @ [k m]        -> [n m]
//   [k] @ [*b k m]       -> [*b m]      (1-d promoted to [1 k], then removed)
//   [*b n k] @ [k]       -> [*b n]
//   [*a n k] @ [*b k m]  -> [broadcast(a, b) n m]
//
// The inner dimensions are unified (shape-mismatch naming both operands);
// batch dimensions broadcast. mm, bmm, mv, dot and outer check the exact
// ranks PyTorch requires; linear is nn::Linear / F.linear.
//
//===----------------------------------------------------------------------===//
#ifndef SHAPECHECK_SHAPEFNS_MATMUL_H
#define SHAPECHECK_SHAPEFNS_MATMUL_H

#include "Solver/Solver.h"
#include <optional>

namespace shapecheck {
namespace shapefns {

std::optional<ShapeTerm> matmul(Solver &S, const ShapeTerm &A,
                                const ShapeTerm &B, const Reason &R,
                                llvm::StringRef Op = "matmul");

/// [n k] x [k m] -> [n m]; both must be 2-d.
std::optional<ShapeTerm> mm(Solver &S, const ShapeTerm &A, const ShapeTerm &B,
                            const Reason &R, llvm::StringRef Op = "mm");

/// [b n k] x [b k m] -> [b n m]; both 3-d, batch sizes equal (no
/// broadcasting).
std::optional<ShapeTerm> bmm(Solver &S, const ShapeTerm &A, const ShapeTerm &B,
                             const Reason &R, llvm::StringRef Op = "bmm");

/// [n k] x [k] -> [n].
std::optional<ShapeTerm> mv(Solver &S, const ShapeTerm &A, const ShapeTerm &B,
                            const Reason &R, llvm::StringRef Op = "mv");

/// [k] x [k] -> [].
std::optional<ShapeTerm> dot(Solver &S, const ShapeTerm &A, const ShapeTerm &B,
                             const Reason &R, llvm::StringRef Op = "dot");

/// [n] x [m] -> [n m].
std::optional<ShapeTerm> outer(Solver &S, const ShapeTerm &A,
                               const ShapeTerm &B, const Reason &R,
                               llvm::StringRef Op = "outer");

/// F.linear(input [*, in], weight [out, in] or [in], bias [out] or
/// broadcastable) -> [*, out] (or [*] for a 1-d weight). Bias may be null.
std::optional<ShapeTerm> linear(Solver &S, const ShapeTerm &Input,
                                const ShapeTerm &Weight, const ShapeTerm *Bias,
                                const Reason &R, llvm::StringRef Op = "linear");

} // namespace shapefns
} // namespace shapecheck

#endif
