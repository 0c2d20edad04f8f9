//===- Glob.cpp - '*' globs over check ids --------------------------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include "Shape/Glob.h"

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
