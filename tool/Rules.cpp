//===- Rules.cpp - --list-rules and --explain -----------------------------===//
//
// Both print from the rule registry compiled into the binary: the ids of
// lib/Shape/DiagnosticRules.def and their pages docs/diagnostics/<id>.md.
//
//===----------------------------------------------------------------------===//

#include "Run.h"
#include "Shape/Diagnostic.h"
#include "llvm/Support/raw_ostream.h"

using namespace shapecheck;

int shapecheck::listRules() {
  size_t Width = 0;
  for (const RuleInfo &R : allRules())
    Width = std::max(Width, R.Id.size());
  for (const RuleInfo &R : allRules()) {
    llvm::outs() << R.Id;
    llvm::outs().indent(Width - R.Id.size() + 2);
    llvm::StringRef L = levelName(R.DefaultLevel);
    llvm::outs() << L;
    llvm::outs().indent(9 - L.size()) << R.Summary << "\n";
  }
  return ExitClean;
}

int shapecheck::explainRule(llvm::StringRef Id) {
  if (const RuleInfo *R = findRule(Id)) {
    llvm::outs() << R->Markdown;
    if (!R->Markdown.ends_with("\n"))
      llvm::outs() << "\n";
    return ExitClean;
  }
  llvm::errs() << "shapecheck: error: unknown rule id '" << Id << "'";
  const RuleInfo *Best = nullptr;
  unsigned BestDistance = 4; // suggest only close ids
  for (const RuleInfo &R : allRules()) {
    unsigned D = Id.edit_distance(R.Id, /*AllowReplacements=*/true,
                                  /*MaxEditDistance=*/BestDistance);
    if (D < BestDistance) {
      Best = &R;
      BestDistance = D;
    }
  }
  if (Best)
    llvm::errs() << "; did you mean '" << Best->Id << "'?";
  llvm::errs() << "\nRun 'shapecheck --list-rules' for the rule ids.\n";
  return ExitUsage;
}
