//===- SourceLoc.h - Source positions independent of Clang ------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#ifndef SHAPECHECK_SHAPE_SOURCELOC_H
#define SHAPECHECK_SHAPE_SOURCELOC_H

#include <string>
#include <tuple>

namespace shapecheck {

/// A range in a source file. Lines and columns are 1-based; columns count
/// bytes, as clang does. End is inclusive of the last character (EndCol is
/// the column of the last character), 0 when unknown.
struct SourceLoc {
  std::string File;
  unsigned Line = 0, Col = 0;
  unsigned EndLine = 0, EndCol = 0;

  bool valid() const { return Line != 0; }
  friend bool operator<(const SourceLoc &A, const SourceLoc &B) {
    return std::tie(A.File, A.Line, A.Col, A.EndLine, A.EndCol) <
           std::tie(B.File, B.Line, B.Col, B.EndLine, B.EndCol);
  }
  friend bool operator==(const SourceLoc &A, const SourceLoc &B) {
    return std::tie(A.File, A.Line, A.Col, A.EndLine, A.EndCol) ==
           std::tie(B.File, B.Line, B.Col, B.EndLine, B.EndCol);
  }
};

} // namespace shapecheck

#endif
