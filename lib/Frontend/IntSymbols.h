//===- IntSymbols.h - Fixed unknown integers as named dimensions -*- C++
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//-*-===//
//
// An integer whose value the checker cannot know but which does not change
// (a module's constructor parameter, a field of the options struct it is
// given, a local set once from a config lookup) is a rigid dimension: a
// named symbol equal only to itself, as the type parameters of a generic
// class are. Two reads of the same thing give the same symbol, so
// `Linear(hidden, n)` after a layer that produced `hidden` features checks,
// and one that produced `2 * hidden` does not.
//
// Symbols are keyed by what they are read from: a declaration (a parameter,
// a local, a field) and optionally a field of it (`cfg.hidden`) or an element
// (`features[1]`).
//
//===----------------------------------------------------------------------===//
#ifndef SHAPECHECK_FRONTEND_INTSYMBOLS_H
#define SHAPECHECK_FRONTEND_INTSYMBOLS_H

#include "Solver/Solver.h"
#include <map>
#include <tuple>

namespace shapecheck {

class IntSymbols {
public:
  /// The symbol read from Root (and its field Member, or null; its element
  /// Index, or -1), made on first use with Name and the origin What at Loc.
  Dim get(Solver &S, const void *Root, const void *Member, llvm::StringRef Name,
          const SourceLoc &Loc, ReasonDesc What, int64_t Index = -1);

private:
  std::map<std::tuple<const void *, const void *, int64_t>, VarId> Vars;
};

} // namespace shapecheck

#endif
