//===- Combine.h - Concatenation and stacking -------------------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
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
//   fill([2 3], 1, 2, 3, 4, 5, 6)   ok        a matrix filled row by row
//   fill([2 3], [1 3], [1 3])       ok        (Eigen's comma initializer)
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

/// One item of fill(): a scalar (1 x 1), a block of Rows x Cols, or an item
/// of unknown size (nullopt sizes). Loc: where it is written.
struct FillItem {
  std::optional<Dim> Rows, Cols;
  SourceLoc Loc;
};

/// A 2-d Target filled row by row with scalars and blocks, as Eigen's comma
/// initializer fills it (`m << a, b, c;`): a row of blocks is as high as
/// its first block, every block of it has that height, a new row starts
/// when one ends exactly at the target's width, and the rows end exactly at
/// its height. Each violation is reported at the item that causes it (too
/// few coefficients at R). Checked as long as every size it depends on is
/// decided; from an item of unknown size on, nothing more is said. Returns
/// false after a report.
bool fill(Solver &S, const ShapeTerm &Target, llvm::ArrayRef<FillItem> Items,
          const Reason &R, llvm::StringRef Op = "comma initializer");

} // namespace shapefns
} // namespace shapecheck

#endif
