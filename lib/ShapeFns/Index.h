//===- Index.h - select, index_select, slice and narrow ---------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Indexing along one axis:
//
//   select([a b c], 1, i)                -> [a c]
//   indexSelect([a b c], 1, [k])         -> [a k c]
//   slice([a n], 1, 2, none, 1)          -> [a n-2]      x[:, 2:]
//   slice([a 10], 1, -3, none, 1)        -> [a 3]        x[:, -3:]
//   slice([a 10], 1, 1, 8, 3)            -> [a 3]        x[:, 1:8:3]
//   narrow([a n], 1, s, 4)               -> [a 4]
//
// Literal sizes and indices are clamped exactly like Python slicing
// (slice.indices). With a symbolic or Dynamic size the indices are assumed
// to be in range, so x[i:i+3] has size 3 and x[1:] size n-1. A negative step
// follows numpy (PyTorch rejects it; its rules should check `Step > 0`).
// An index outside a literal size is an `axis-range` error.
//
//===----------------------------------------------------------------------===//
#ifndef SHAPECHECK_SHAPEFNS_INDEX_H
#define SHAPECHECK_SHAPEFNS_INDEX_H

#include "Solver/Solver.h"
#include <optional>

namespace shapecheck {
namespace shapefns {

/// select(dim, index) / integer indexing: drops the axis. Index may be
/// negative (counted from the end of the axis), symbolic or Dynamic.
std::optional<ShapeTerm> select(Solver &S, const ShapeTerm &In, int64_t Axis,
                                const Dim &Index, const Reason &R,
                                llvm::StringRef Op = "select");

/// index_select(dim, index): the axis gets the length of the 1-d (or 0-d:
/// length 1) Index.
std::optional<ShapeTerm> indexSelect(Solver &S, const ShapeTerm &In,
                                     int64_t Axis, const ShapeTerm &Index,
                                     const Reason &R,
                                     llvm::StringRef Op = "index_select");

/// Python slicing of one axis, a[start:stop:step]; std::nullopt stands for
/// an omitted bound. Step must not be 0.
std::optional<ShapeTerm> slice(Solver &S, const ShapeTerm &In, int64_t Axis,
                               const std::optional<Dim> &Start,
                               const std::optional<Dim> &Stop, const Dim &Step,
                               const Reason &R, llvm::StringRef Op = "slice");

/// The length of a[start:stop:step] for an axis of size N (Dynamic when it
/// cannot be computed); std::nullopt after reporting a zero step or an
/// arithmetic overflow.
std::optional<Dim> sliceLength(Solver &S, const Dim &N,
                               const std::optional<Dim> &Start,
                               const std::optional<Dim> &Stop, const Dim &Step,
                               const Reason &R, llvm::StringRef Op = "slice");

/// PyTorch narrow(dim, start, length): start in [-size, size], length >= 0,
/// start + length <= size.
std::optional<ShapeTerm> narrow(Solver &S, const ShapeTerm &In, int64_t Axis,
                                const Dim &Start, const Dim &Length,
                                const Reason &R, llvm::StringRef Op = "narrow");

} // namespace shapefns
} // namespace shapecheck

#endif
