//===- ProgramSummaries.h - What each TU tells the others -------*- C++ -*-===//
//
// A run over several files sees across them (a `forward` defined in
// model.cpp, called from main.cpp) through per-TU summaries merged for the
// run: after a TU is analysed, each function it defines exports its
// interface, with what the analysis inferred written in as annotations (see
// Solver/TypeAsAnnotation.h). A TU that declares the function without
// defining it reads that interface as if the annotations were written on its
// declaration. A summary holds no AST and no solver state, so that TUs can be
// analysed in any order (or later in parallel, or from a cache).
//
// Functions are keyed by Clang's USR, the same in every TU that declares
// them. A TU that looked up a function no summary had yet records it as
// wanted; the driver analyses it again when a later TU exported it.
//
//===----------------------------------------------------------------------===//
#ifndef SHAPECHECK_FRONTEND_PROGRAMSUMMARIES_H
#define SHAPECHECK_FRONTEND_PROGRAMSUMMARIES_H

#include "Shape/ShapeSyntax.h"
#include "Shape/SourceLoc.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringRef.h"
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace shapecheck {

/// One function's interface as its defining TU knows it.
struct ExportedSignature {
  /// Per parameter: its annotation (written or inferred), if any.
  std::vector<std::optional<Annotation>> Params;
  /// The result's annotation (written or inferred), if any.
  std::optional<Annotation> Result;
  /// The definition, where notes about the inferred interface point.
  SourceLoc Definition;
};

class ProgramSummaries {
public:
  /// The interface a TU exported for USR, or null.
  const ExportedSignature *find(llvm::StringRef USR) const;
  /// Records (or replaces) USR's interface.
  void add(llvm::StringRef USR, ExportedSignature Sig);
  /// Whether any of USRs has an interface now.
  bool anyKnown(const std::set<std::string> &USRs) const;
  size_t size() const { return Sigs.size(); }

private:
  llvm::StringMap<ExportedSignature> Sigs;
};

} // namespace shapecheck

#endif
