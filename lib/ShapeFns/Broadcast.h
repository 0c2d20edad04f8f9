//===- Broadcast.h - numpy broadcasting of several shapes -------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// broadcast(a, b, ...) is the solver's numpy broadcasting of shapes, named
// for the operation (torch::broadcast_shapes, the shape of a + b). Sizes
// that must be equal or 1 are checked; flexible sizes that might be 1 are
// deferred by the solver. broadcastTo (numpy broadcast_to) is in Layout.h
// next to expand, which it shares its rules with.
//
//===----------------------------------------------------------------------===//
#ifndef SHAPECHECK_SHAPEFNS_BROADCAST_H
#define SHAPECHECK_SHAPEFNS_BROADCAST_H

#include "Solver/Solver.h"
#include "llvm/ADT/ArrayRef.h"
#include <optional>

namespace shapecheck {
namespace shapefns {

/// The broadcast of Shapes (numpy rules). An empty list gives a scalar [].
std::optional<ShapeTerm> broadcast(Solver &S, llvm::ArrayRef<ShapeTerm> Shapes,
                                   const Reason &R,
                                   llvm::StringRef Op = "broadcast");

} // namespace shapefns
} // namespace shapecheck

#endif
