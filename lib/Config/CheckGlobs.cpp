//===- CheckGlobs.cpp - Which rules run: clang-tidy's Checks globs --------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception

#include "Config/CheckGlobs.h"
#include "Shape/Diagnostic.h"
#include "Shape/Glob.h"
#include "llvm/ADT/SmallVector.h"

using namespace shapecheck;

CheckGlobs CheckGlobs::parse(llvm::StringRef Text, std::string &Error) {
  CheckGlobs Out;
  llvm::SmallVector<llvm::StringRef, 8> Parts;
  Text.split(Parts, ',');
  for (llvm::StringRef P : Parts) {
    P = P.trim(" \t\r\n");
    if (P.empty())
      continue;
    bool Positive = !P.consume_front("-");
    P = P.trim(" \t");
    bool Matches = false;
    for (const CheckInfo &R : allChecks())
      Matches |= starGlobMatch(P, R.Id);
    if (!Matches && Error.empty()) {
      Error = "'" + P.str() + "' matches no check";
      // A misspelt id, not a glob: the id it would be.
      llvm::StringRef Near = P.contains('*') ? "" : nearestCheckId(P);
      Error += Near.empty() ? " (see 'shapecheck --list-checks')"
                            : "; did you mean '" + Near.str() + "'?";
    }
    Out.Globs.push_back({P.str(), Positive});
  }
  return Out;
}

bool CheckGlobs::enabled(llvm::StringRef Check) const {
  bool On = true; // the list starts with an implicit '*'
  for (const Glob &G : Globs)
    if (starGlobMatch(G.Pattern, Check))
      On = G.Positive;
  return On;
}
