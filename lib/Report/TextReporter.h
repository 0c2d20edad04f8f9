//===- TextReporter.h - Clang-style text diagnostics ------------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//   model.cpp:4:10: error: matmul: inner sizes differ [shape-mismatch]
//       4 |   return torch::matmul(x, w);
//         |          ^~~~~~~~~~~~~~~~~~~
//   model.cpp:2:41: note: x is annotated 'batch in' here
//       2 | torch::Tensor project(SHAPECHECK(Float, "batch in") torch::Tensor
//       x,
//         |                                         ^~~~~~~~~~
//
// Each finding is a header line, the source line and a caret under the
// range, the replacement of each fix-it under the range it replaces (as
// clang prints fix-its), a line "  hint: ..." for each hint, then each note
// the same way. As clang 19 prints them, the snippet
// lines have a gutter: the line number right-aligned in at least 4 columns
// after a space, then " | ". Tabs are expanded to 8 columns and
// control characters shown as <U+XXXX>, so that the caret lines up and no
// source byte can drive the terminal. A position past the end of its line
// puts the caret just after the line; a missing file or line shows no
// snippet. Colors (clang's) only when enabled.
//
//===----------------------------------------------------------------------===//
#ifndef SHAPECHECK_REPORT_TEXTREPORTER_H
#define SHAPECHECK_REPORT_TEXTREPORTER_H

#include "Report/FileUri.h"
#include "Report/Report.h"
#include "Report/SourceCache.h"

namespace shapecheck {

struct TextOptions {
  bool Color = false;       // ANSI escapes as clang prints them
  bool ShowSnippets = true; // source line and caret under each location
  bool ShowCheckIds = true; // " [check-id]" after the message
  bool LineNumbers = true;  // clang's gutter ("   16 | ") before snippets
  /// How file names are shown; null: as the locations hold them.
  const DisplayPaths *Paths = nullptr;
};

class TextReporter : public Reporter {
public:
  explicit TextReporter(SourceCache &Sources, TextOptions Opts = {})
      : Sources(Sources), Opts(Opts) {}

  /// Notifications first (they explain missing findings), then findings.
  void write(const ReportData &Data, llvm::raw_ostream &OS) override;

  /// Writes nothing for a suppressed finding.
  void writeFinding(const Finding &F, llvm::raw_ostream &OS);
  void writeNotification(const ToolNotification &N, llvm::raw_ostream &OS);

private:
  void writeHeader(llvm::raw_ostream &OS, const SourceLoc &Loc, Level L,
                   llvm::StringRef Message, llvm::StringRef CheckName,
                   bool IsNote, bool ToolPrefix);
  /// The source line and caret of Loc, then the fix-its on that line.
  void writeSnippet(llvm::raw_ostream &OS, const SourceLoc &Loc,
                    llvm::ArrayRef<FixIt> Fixes = {});
  /// "  hint: ..." for each hint.
  void writeHints(llvm::raw_ostream &OS, llvm::ArrayRef<std::string> Hints);

  SourceCache &Sources;
  TextOptions Opts;
};

/// The two lines of a snippet, without colors or newlines: the source line
/// made printable, and the caret line (empty when Loc has no column).
/// Exposed for tests.
struct Snippet {
  std::string Source;
  std::string Caret;
};
Snippet renderSnippet(llvm::StringRef Line, const SourceLoc &Loc);

/// clang's gutter for line Line: "    4 | ", "  100 | ", " 10000 | "; with
/// Line 0, the blank one of the caret line ("      | ") for a line of the
/// same width as Width's.
std::string gutter(unsigned Line, unsigned Width);

} // namespace shapecheck

#endif
