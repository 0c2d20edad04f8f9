//===- Reshape.h - reshape/view, flatten and unflatten ----------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Operations that regroup the elements of an array without changing their
// number:
//
//   reshape([b 3 4], (b, -1))   -> [b 12]
//   reshape([b 3 4], (-1, 12))  -> [b 12]
//   reshape([b 3 4], (-1, 10))  -> error: 12*b is not divisible by 10
//   flatten([a b c d], 1, 2)    -> [a b*c d]
//   unflatten([a 12], 1, (3, -1)) -> [a 3 4]
//
// The element counts are compared as polynomials (DimExpr); a -1 is their
// quotient, which must divide exactly for every value of the rigid
// variables. Unknown (Dynamic) sizes and open-rank inputs make the -1
// unknown, but the requested sizes are still checked. Errors use the
// `reshape` rule.
//
//===----------------------------------------------------------------------===//
#ifndef SHAPECHECK_SHAPEFNS_RESHAPE_H
#define SHAPECHECK_SHAPEFNS_RESHAPE_H

#include "Solver/Solver.h"
#include "llvm/ADT/ArrayRef.h"
#include <optional>

namespace shapecheck {
namespace shapefns {

/// numpy reshape / PyTorch reshape and view: Sizes may contain one -1 (the
/// constant -1); other sizes must be positive (0 only for an input that may
/// have no elements, and never with a -1). Sizes may be symbolic or Dynamic.
std::optional<ShapeTerm> reshape(Solver &S, const ShapeTerm &In,
                                 llvm::ArrayRef<Dim> Sizes, const Reason &R,
                                 llvm::StringRef Op = "reshape");

/// PyTorch flatten(start_dim, end_dim): merges the axes start..end (both
/// inclusive, negative allowed). A 0-d input gives [1].
std::optional<ShapeTerm> flatten(Solver &S, const ShapeTerm &In,
                                 int64_t StartDim, int64_t EndDim,
                                 const Reason &R,
                                 llvm::StringRef Op = "flatten");

/// PyTorch unflatten(dim, sizes): splits one axis into Sizes, which may
/// contain one -1 and must multiply to the axis' size.
std::optional<ShapeTerm> unflatten(Solver &S, const ShapeTerm &In, int64_t Axis,
                                   llvm::ArrayRef<Dim> Sizes, const Reason &R,
                                   llvm::StringRef Op = "unflatten");

} // namespace shapefns
} // namespace shapecheck

#endif
