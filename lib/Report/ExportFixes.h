//===- ExportFixes.h - clang-tidy's --export-fixes YAML ---------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The YAML that `clang-tidy --export-fixes` writes and clang-apply-
// replacements and review bots (clang-tidy-review, Phabricator, Codechecker)
// read:
//
//   ---
//   MainSourceFile:  '/abs/src/model.cpp'
//   Diagnostics:
//     - DiagnosticName:  shape-mismatch
//       DiagnosticMessage:
//         Message:         'matmul: inner sizes differ'
//         FilePath:        '/abs/src/model.cpp'
//         FileOffset:      123
//         Replacements:    []
//       Notes:
//         - Message: ...
//       Level:           Error
//   ...
//
// FileOffset is the byte offset of the location in its file (0 when the file
// cannot be read). A finding's fix-its (a misspelt dtype category in an
// annotation, say) are its Replacements, which clang-apply-replacements
// applies; other findings have an empty list. Suppressed findings are not
// written.
// Written with LLVM's YAML I/O.
//
//===----------------------------------------------------------------------===//
#ifndef SHAPECHECK_REPORT_EXPORTFIXES_H
#define SHAPECHECK_REPORT_EXPORTFIXES_H

#include "Report/Report.h"
#include "Report/SourceCache.h"

namespace shapecheck {

class ExportFixesWriter : public Reporter {
public:
  explicit ExportFixesWriter(SourceCache &Sources) : Sources(Sources) {}

  /// MainSourceFile is the first of Data.Files (made absolute), or "".
  void write(const ReportData &Data, llvm::raw_ostream &OS) override;

private:
  SourceCache &Sources;
};

} // namespace shapecheck

#endif
