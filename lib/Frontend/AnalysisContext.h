//===- AnalysisContext.h - What the analyses of one TU share ----*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#ifndef SHAPECHECK_FRONTEND_ANALYSISCONTEXT_H
#define SHAPECHECK_FRONTEND_ANALYSISCONTEXT_H

#include "Frontend/ArrayTypes.h"
#include "Frontend/CallModel.h"
#include "Frontend/FunctionIndex.h"
#include "Frontend/IntSymbols.h"
#include "Frontend/ShapeDump.h"
#include "Frontend/SourceLocs.h"
#include "Solver/Solver.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include <vector>

namespace clang {
class ASTContext;
class CXXMethodDecl;
class ValueDecl;
} // namespace clang

namespace shapecheck {

class FunctionSummaries;
class LibraryCode;
class ModuleObjects;
class ProgramSummaries;
class RuleSet;

struct AnalysisContext {
  AnalysisContext(clang::ASTContext &Ctx, const SourceLocs &Locs, Solver &S,
                  FunctionIndex &Index, ArrayTypes &Arrays)
      : Ctx(Ctx), Locs(Locs), S(S), Index(Index), Arrays(Arrays) {}

  clang::ASTContext &Ctx;
  const SourceLocs &Locs;
  Solver &S;
  FunctionIndex &Index;
  ArrayTypes &Arrays;
  /// Asked in order what a call returns (see CallModel.h).
  std::vector<CallModel *> Models;
  /// The loaded rules (null in tests of the frontend without rules).
  RuleSet *Rules = nullptr;
  /// Which declarations are library code.
  const LibraryCode *Library = nullptr;
  /// Instances of user classes (modules) and their fields.
  ModuleObjects *Objects = nullptr;
  /// Each body analysed once, and calls analysed with their arguments.
  FunctionSummaries *Summaries = nullptr;
  /// What the run's other TUs export and request (null: this TU alone).
  ProgramSummaries *Program = nullptr;
  /// --report-unknown: a note for each call that no model describes.
  bool ReportUnknown = false;
  /// Null unless --dump-shapes.
  ShapeDump *Dump = nullptr;
  /// Annotated global and static variables, instantiated once per TU.
  llvm::DenseMap<const clang::ValueDecl *, ArrayType> Globals;
  /// The virtual methods that a method declared in user code overrides
  /// (canonical declarations): a call of one on an object whose class is
  /// not known exactly has no known result.
  llvm::DenseSet<const clang::CXXMethodDecl *> Overridden;
  /// Fixed unknown integers: one rigid dimension per thing read.
  IntSymbols Symbols;
  /// Trips through a loop body with the states of earlier trips (so that an
  /// error of the second trip is found) before states are joined.
  unsigned LoopTrips = 3;
};

} // namespace shapecheck

#endif
