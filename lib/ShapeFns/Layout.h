//===- Layout.h - Axis permutations, insertion, removal, tiling -*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Shape functions that move, add, drop or replicate axes:
//
//   transpose([a b c], 0, 2)        -> [c b a]
//   permute([a b c], (2, 0, 1))     -> [c a b]
//   unsqueeze([a b], -1)            -> [a b 1]
//   squeeze([a 1 b], 1)             -> [a b]
//   squeeze([a 3 b], 1)             -> [a 3 b]   (PyTorch: a no-op)
//   squeezeAll([1 a 1])             -> [a]       (a provably not 1)
//   expand([3 1], (-1, 4))          -> [3 4]
//   expand([3], (2, 3))             -> [2 3]     (new leading axes)
//   repeat([a b], (2, 1, 3))        -> [2 a 3*b]
//
// Semantics follow PyTorch (the default) and numpy where they agree; the
// numpy-only variants are named after numpy (expandDims, tile, broadcastTo,
// reverseAxes). A 0-d input accepts dim 0 and -1 where PyTorch wraps scalar
// dims (transpose, squeeze). Whether an axis is 1 is decided with the
// solver: constants, and rigid variables (provably different from 1); a
// Dynamic or flexible size may be 1, which makes squeeze's rank unknown.
//
//===----------------------------------------------------------------------===//
#ifndef SHAPECHECK_SHAPEFNS_LAYOUT_H
#define SHAPECHECK_SHAPEFNS_LAYOUT_H

#include "Solver/Solver.h"
#include "llvm/ADT/ArrayRef.h"
#include <optional>

namespace shapecheck {
namespace shapefns {

//===--- Permutations (Layout.cpp)
//------------------------------------------===//

/// Swaps two axes.
std::optional<ShapeTerm> transpose(Solver &S, const ShapeTerm &In, int64_t Dim0,
                                   int64_t Dim1, const Reason &R,
                                   llvm::StringRef Op = "transpose");

/// Reorders the axes: output axis i is input axis Perm[i]. Perm must be a
/// permutation of the input's axes (negative entries allowed).
std::optional<ShapeTerm> permute(Solver &S, const ShapeTerm &In,
                                 llvm::ArrayRef<int64_t> Perm, const Reason &R,
                                 llvm::StringRef Op = "permute");

/// numpy transpose() without axes, `.T`: reverses the axes.
std::optional<ShapeTerm> reverseAxes(Solver &S, const ShapeTerm &In,
                                     const Reason &R,
                                     llvm::StringRef Op = "transpose");

/// PyTorch t(): a 0-d or 1-d input unchanged, a 2-d one transposed; more
/// axes are a rank-mismatch.
std::optional<ShapeTerm> transpose2d(Solver &S, const ShapeTerm &In,
                                     const Reason &R, llvm::StringRef Op = "t");

/// numpy moveaxis / PyTorch movedim: Source axes move to Destination
/// positions, the others keep their order.
std::optional<ShapeTerm> moveAxes(Solver &S, const ShapeTerm &In,
                                  llvm::ArrayRef<int64_t> Source,
                                  llvm::ArrayRef<int64_t> Destination,
                                  const Reason &R,
                                  llvm::StringRef Op = "movedim");

//===--- Insertion and removal of axes (Squeeze.cpp)
//------------------------===//

/// Inserts an axis of size Size so that it becomes axis Axis of the result
/// (normalised against rank + 1).
std::optional<ShapeTerm> insertAxis(Solver &S, const ShapeTerm &In,
                                    int64_t Axis, const Dim &Size,
                                    const Reason &R,
                                    llvm::StringRef Op = "insert");

/// PyTorch unsqueeze(dim): inserts an axis of size 1.
std::optional<ShapeTerm> unsqueeze(Solver &S, const ShapeTerm &In, int64_t Axis,
                                   const Reason &R,
                                   llvm::StringRef Op = "unsqueeze");

/// numpy expand_dims(a, axis=(...)): axes normalised against the result's
/// rank; repeated axes are an error.
std::optional<ShapeTerm> expandDims(Solver &S, const ShapeTerm &In,
                                    llvm::ArrayRef<int64_t> Axes,
                                    const Reason &R,
                                    llvm::StringRef Op = "expand_dims");

/// squeeze(dim) / squeeze((d0, d1, ...)): drops the given axes that are 1.
/// An axis that is provably not 1 is kept (PyTorch); with NumpyStrict it is
/// a shape-mismatch (numpy). An axis that may be 1 makes the rank unknown.
std::optional<ShapeTerm> squeeze(Solver &S, const ShapeTerm &In,
                                 llvm::ArrayRef<int64_t> Axes, const Reason &R,
                                 llvm::StringRef Op = "squeeze",
                                 bool NumpyStrict = false);

/// squeeze() without dims: drops every axis that is 1; sizes that may be 1
/// (Dynamic, flexible, an open segment) make the result's rank unknown.
std::optional<ShapeTerm> squeezeAll(Solver &S, const ShapeTerm &In,
                                    const Reason &R,
                                    llvm::StringRef Op = "squeeze");

//===--- Replication (Expand.cpp)
//-------------------------------------------===//

/// PyTorch expand(sizes): -1 keeps an existing axis; extra sizes are new
/// leading axes (where -1 is an error); an axis of size 1 expands to any
/// size, any other axis only to itself.
std::optional<ShapeTerm> expand(Solver &S, const ShapeTerm &In,
                                llvm::ArrayRef<Dim> Sizes, const Reason &R,
                                llvm::StringRef Op = "expand");

/// numpy broadcast_to(a, shape): expand without -1.
std::optional<ShapeTerm> broadcastTo(Solver &S, const ShapeTerm &In,
                                     llvm::ArrayRef<Dim> Shape, const Reason &R,
                                     llvm::StringRef Op = "broadcast_to");

/// PyTorch repeat(repeats): at least as many repeats as axes; axis i
/// (aligned from the right) is multiplied, extra repeats prepend axes.
std::optional<ShapeTerm> repeat(Solver &S, const ShapeTerm &In,
                                llvm::ArrayRef<Dim> Repeats, const Reason &R,
                                llvm::StringRef Op = "repeat");

/// numpy tile(a, reps): like repeat, but fewer reps than axes are padded
/// with leading 1s.
std::optional<ShapeTerm> tile(Solver &S, const ShapeTerm &In,
                              llvm::ArrayRef<Dim> Reps, const Reason &R,
                              llvm::StringRef Op = "tile");

} // namespace shapefns
} // namespace shapecheck

#endif
