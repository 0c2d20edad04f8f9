//===- Combine.h - Concatenation and stacking -------------------*- C++ -*-===//
//
//   concat([a 3], [a 4], dim=1)  -> [a 7]     sizes along the axis add
//   concat([a 3], [b 3], dim=0)  -> [a+b 3]
//   stack([a b], [a b], dim=0)   -> [2 a b]   all shapes equal
//
// All inputs must have the same rank (rank-mismatch otherwise); the other
// axes are unified pairwise with the first input's, so flexible sizes are
// bound and conflicts name both tensors. As in PyTorch's cat, a 1-d input
// with no elements is skipped (legacy empty tensor), so a 1-d input that may
// be empty (size 0, Dynamic or flexible) constrains the others only when all
// inputs are 1-d; a 0-d input is an error.
//
//===----------------------------------------------------------------------===//
#ifndef SHAPECHECK_SHAPEFNS_COMBINE_H
#define SHAPECHECK_SHAPEFNS_COMBINE_H

#include "Solver/Solver.h"
#include "llvm/ADT/ArrayRef.h"
#include <optional>

namespace shapecheck {
namespace shapefns {

/// torch::cat / numpy concatenate along Axis.
std::optional<ShapeTerm> concat(Solver &S, llvm::ArrayRef<ShapeTerm> Inputs,
                                int64_t Axis, const Reason &R,
                                llvm::StringRef Op = "cat");

/// torch::stack / numpy stack: a new axis of size Inputs.size() at Axis
/// (normalised against rank + 1).
std::optional<ShapeTerm> stack(Solver &S, llvm::ArrayRef<ShapeTerm> Inputs,
                               int64_t Axis, const Reason &R,
                               llvm::StringRef Op = "stack");

} // namespace shapefns
} // namespace shapecheck

#endif
