//===- SourceLocs.h - Clang positions as SourceLocs -------------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Converts Clang locations and ranges (through macros, to the characters the
// user wrote) to SourceLoc, with absolute file names, and tells user code
// (the main file and non-system headers) from system headers.
//
//===----------------------------------------------------------------------===//
#ifndef SHAPECHECK_FRONTEND_SOURCELOCS_H
#define SHAPECHECK_FRONTEND_SOURCELOCS_H

#include "Shape/SourceLoc.h"
#include "clang/Basic/SourceLocation.h"
#include "llvm/ADT/DenseMap.h"
#include <string>

namespace clang {
class LangOptions;
class SourceManager;
class Stmt;
} // namespace clang

namespace shapecheck {

class SourceLocs {
public:
  SourceLocs(const clang::SourceManager &SM, const clang::LangOptions &LO)
      : SM(SM), LO(LO) {}

  /// One character (a token's first).
  SourceLoc point(clang::SourceLocation L) const;
  /// The characters of the tokens from R's begin to R's end.
  SourceLoc range(clang::SourceRange R) const;
  SourceLoc range(const clang::Stmt *S) const;
  /// Characters [Begin, End] of the file, End inclusive.
  SourceLoc chars(clang::SourceLocation Begin, clang::SourceLocation End) const;

  /// A location in the main file or a header that is not a system header.
  bool isUserCode(clang::SourceLocation L) const;

  /// The absolute, normalized name of the file holding L ("" if none).
  std::string fileName(clang::SourceLocation L) const;

  const clang::SourceManager &sourceManager() const { return SM; }
  const clang::LangOptions &langOpts() const { return LO; }

private:
  const clang::SourceManager &SM;
  const clang::LangOptions &LO;
  mutable llvm::DenseMap<unsigned, std::string> Names; // FileID hash -> name
};

} // namespace shapecheck

#endif
