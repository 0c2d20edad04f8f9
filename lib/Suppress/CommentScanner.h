//===- CommentScanner.h - The comments of a C++ source file -----*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// A small lexer that finds the comments of a C++ file without Clang: it skips
// string, character and raw string literals (so that "// x" in a string is no
// comment), digit separators (1'000), and follows backslash-newline
// continuations of line comments. Preprocessing is not done: a comment inside
// an #if 0 block is still a comment.
//
//===----------------------------------------------------------------------===//
#ifndef SHAPECHECK_SUPPRESS_COMMENTSCANNER_H
#define SHAPECHECK_SUPPRESS_COMMENTSCANNER_H

#include "llvm/ADT/StringRef.h"
#include <vector>

namespace shapecheck {

struct Comment {
  /// The comment including its delimiters ("// x", "/* x */"). Points into
  /// the scanned text.
  llvm::StringRef Text;
  /// Byte offset of Text in the scanned text.
  size_t Offset = 0;
};

/// Every comment of Text, in order. An unterminated block comment runs to the
/// end of the text.
std::vector<Comment> scanComments(llvm::StringRef Text);

/// Maps byte offsets of a text to 1-based line and column numbers; "\n",
/// "\r\n" and a lone "\r" end a line.
class LineTable {
public:
  explicit LineTable(llvm::StringRef Text);
  unsigned line(size_t Offset) const;
  unsigned column(size_t Offset) const;

private:
  std::vector<size_t> Starts;
};

} // namespace shapecheck

#endif
