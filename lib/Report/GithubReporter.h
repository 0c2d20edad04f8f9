//===- GithubReporter.h - GitHub Actions workflow commands ------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// One workflow command per finding, which GitHub Actions turns into an
// annotation on the pull request's diff:
//
//   ::error file=src/model.cpp,line=4,col=10,endLine=4,endColumn=28,
//     title=shape-mismatch::matmul: inner sizes differ
//
// (on one line). Errors are `::error`, warnings `::warning`, notes
// `::notice`. Notes of a finding follow its message on further lines
// ("file:line:col: note: ..."). Tool notifications (a file that did not
// compile) are annotations titled "shapecheck". Suppressed findings are not
// written. Escaping follows GitHub's toolkit (@actions/core, command.ts):
// in the message `%`, `\r`, `\n` become `%25`, `%0D`, `%0A`; in property
// values also `:` and `,` become `%3A` and `%2C`.
//
//===----------------------------------------------------------------------===//
#ifndef SHAPECHECK_REPORT_GITHUBREPORTER_H
#define SHAPECHECK_REPORT_GITHUBREPORTER_H

#include "Report/FileUri.h"
#include "Report/Report.h"

namespace shapecheck {

struct GithubOptions {
  /// Paths are written relative to this directory when they are under it
  /// (the tool passes GITHUB_WORKSPACE); else as given (ReportData::Paths).
  std::string Workspace;
};

class GithubReporter : public Reporter {
public:
  explicit GithubReporter(GithubOptions Opts = {}) : Opts(std::move(Opts)) {}

  void write(const ReportData &Data, llvm::raw_ostream &OS) override;

  /// The path shown for File: relative to the workspace when under it, else
  /// as Paths shows it (null: File).
  std::string displayPath(llvm::StringRef File,
                          const DisplayPaths *Paths = nullptr) const;

private:
  GithubOptions Opts;
};

/// Escapes a command's message (the text after `::`).
std::string escapeGithubData(llvm::StringRef S);
/// Escapes a property value (file=, title=, ...).
std::string escapeGithubProperty(llvm::StringRef S);

} // namespace shapecheck

#endif
