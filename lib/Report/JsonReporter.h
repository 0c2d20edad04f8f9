//===- JsonReporter.h - shapecheck's own JSON report ------------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// A stable, versioned JSON document for scripts and editors; the format is
// documented in docs/json-format.md. Keys appear in a fixed order, strings
// that are not valid UTF-8 have their bad bytes replaced by U+FFFD, and the
// document ends with a newline.
//
//===----------------------------------------------------------------------===//
#ifndef SHAPECHECK_REPORT_JSONREPORTER_H
#define SHAPECHECK_REPORT_JSONREPORTER_H

#include "Report/Report.h"

namespace shapecheck {

class JsonReporter : public Reporter {
public:
  /// The format version written as "version"; bumped on incompatible change.
  static constexpr int FormatVersion = 1;

  /// Indent < 0 writes one line.
  explicit JsonReporter(ToolInfo Tool = {}, int Indent = 2)
      : Tool(std::move(Tool)), Indent(Indent) {}

  void write(const ReportData &Data, llvm::raw_ostream &OS) override;

private:
  ToolInfo Tool;
  int Indent;
};

} // namespace shapecheck

#endif
