//===- Checks.cpp - --list-checks and --explain ---------------------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Both print from the rule registry compiled into the binary: the ids of
// lib/Shape/Checks.def and their pages docs/diagnostics/<id>.md.
//
//===----------------------------------------------------------------------===//

#include "Run.h"
#include "Shape/Diagnostic.h"
#include "llvm/Support/raw_ostream.h"

using namespace shapecheck;

int shapecheck::listChecks() {
  size_t Width = 0;
  for (const CheckInfo &R : allChecks())
    Width = std::max(Width, R.Id.size());
  for (const CheckInfo &R : allChecks()) {
    llvm::outs() << R.Id;
    llvm::outs().indent(Width - R.Id.size() + 2);
    llvm::StringRef L = levelName(R.DefaultLevel);
    llvm::outs() << L;
    llvm::outs().indent(9 - L.size()) << R.Summary << "\n";
  }
  return ExitClean;
}

int shapecheck::explainCheck(llvm::StringRef Id) {
  if (std::optional<CheckId> C = parseCheckId(Id)) {
    const CheckInfo *R = &checkInfo(*C);
    llvm::outs() << R->Markdown;
    if (!R->Markdown.ends_with("\n"))
      llvm::outs() << "\n";
    return ExitClean;
  }
  llvm::errs() << "shapecheck: error: unknown check id '" << Id << "'";
  const CheckInfo *Best = nullptr;
  unsigned BestDistance = 4; // suggest only close ids
  for (const CheckInfo &R : allChecks()) {
    unsigned D = Id.edit_distance(R.Id, /*AllowReplacements=*/true,
                                  /*MaxEditDistance=*/BestDistance);
    if (D < BestDistance) {
      Best = &R;
      BestDistance = D;
    }
  }
  if (Best)
    llvm::errs() << "; did you mean '" << Best->Id << "'?";
  llvm::errs() << "\nRun 'shapecheck --list-checks' for the check ids.\n";
  return ExitUsage;
}
