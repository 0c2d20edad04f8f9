//===- CheckGlobs.cpp - Which rules run: clang-tidy's Checks globs --------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception

#include "Config/CheckGlobs.h"
#include "Shape/Diagnostic.h"
#include "llvm/ADT/SmallVector.h"

using namespace shapecheck;

bool shapecheck::starGlobMatch(llvm::StringRef Pattern, llvm::StringRef Text) {
  // Greedy with one backtracking point, the last '*': linear in the
  // pattern times the text (a configuration a pull request adds with
  // '**************x' made the recursive match exponential).
  size_t P = 0, T = 0;
  size_t Star = llvm::StringRef::npos, Mark = 0;
  while (T < Text.size()) {
    if (P < Pattern.size() && Pattern[P] == '*') {
      Star = P++;
      Mark = T;
    } else if (P < Pattern.size() && Pattern[P] == Text[T]) {
      ++P;
      ++T;
    } else if (Star != llvm::StringRef::npos) {
      P = Star + 1;
      T = ++Mark;
    } else {
      return false;
    }
  }
  while (P < Pattern.size() && Pattern[P] == '*')
    ++P;
  return P == Pattern.size();
}

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
