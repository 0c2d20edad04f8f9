//===- IntSymbols.cpp - Fixed unknown integers as named dimensions --------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include "Frontend/IntSymbols.h"

using namespace shapecheck;

Dim IntSymbols::get(Solver &S, const void *Root, const void *Member,
                    llvm::StringRef Name, const SourceLoc &Loc, ReasonDesc What,
                    int64_t Index) {
  auto [It, New] = Vars.try_emplace({Root, Member, Index}, VarId());
  if (New)
    It->second =
        S.freshDimVar(Name, VarKind::Rigid, Origin{Loc, std::move(What)});
  return Dim::var(It->second);
}
