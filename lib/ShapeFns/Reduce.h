//===- Reduce.h - Reductions over axes --------------------------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// sum, mean, amax, prod, any, all, norm, argmax(dim), ... over one or several
// axes, with PyTorch/numpy semantics:
//
//   reduce([a b c], {1})            -> [a c]
//   reduce([a b c], {1}, keepdim)   -> [a 1 c]
//   reduce([a b c], {-1, 0})        -> [b]
//   reduce([a b c], {})             -> []        (every axis)
//
// Axes are normalised against the rank; an out-of-range or repeated axis is
// an `axis-range` error. As in PyTorch, a 0-d input accepts dim 0 and -1.
//
//===----------------------------------------------------------------------===//
#ifndef SHAPECHECK_SHAPEFNS_REDUCE_H
#define SHAPECHECK_SHAPEFNS_REDUCE_H

#include "Solver/Solver.h"
#include "llvm/ADT/ArrayRef.h"
#include <optional>

namespace shapecheck {
namespace shapefns {

/// Reduces In over Axes (every axis when Axes is empty). KeepDim keeps the
/// reduced axes with size 1.
std::optional<ShapeTerm> reduce(Solver &S, const ShapeTerm &In,
                                llvm::ArrayRef<int64_t> Axes, bool KeepDim,
                                const Reason &R, llvm::StringRef Op = "sum");

} // namespace shapefns
} // namespace shapecheck

#endif
