//===- FunctionSummaries.h - Each function body analysed once ---*- C++ -*-===//
//
// Every function body in user code is analysed exactly once: in source
// order, or earlier, on demand, when a call of an unannotated helper needs
// its scheme. A call of a function still being analysed (recursion) or past
// the nesting bound gets no scheme (an unknown result).
//
//===----------------------------------------------------------------------===//
#ifndef SHAPECHECK_FRONTEND_FUNCTIONSUMMARIES_H
#define SHAPECHECK_FRONTEND_FUNCTIONSUMMARIES_H

#include "Frontend/AnalysisContext.h"
#include "Solver/Scheme.h"
#include "llvm/ADT/DenseMap.h"
#include <optional>

namespace clang {
class FunctionDecl;
} // namespace clang

namespace shapecheck {

class FunctionSummaries {
public:
  explicit FunctionSummaries(AnalysisContext &AC) : AC(AC) {}

  struct Summary {
    bool Done = false;
    /// For a function without annotations: its generalized scheme.
    std::optional<Scheme> Sc;
  };

  /// Analyses the definition Def (which has a body) unless done already.
  /// Null while Def is being analysed, or when nesting is too deep.
  const Summary *analyze(const clang::FunctionDecl *Def);

  /// Whether Def's body is one shapecheck analyses: user code, not a
  /// template instance (templates are analysed as written).
  bool isAnalysable(const clang::FunctionDecl *Def) const;

private:
  AnalysisContext &AC;
  llvm::DenseMap<const clang::FunctionDecl *, Summary> Map;
  unsigned Depth = 0;
};

} // namespace shapecheck

#endif
