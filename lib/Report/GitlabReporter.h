//===- GitlabReporter.h - GitLab Code Quality report ------------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The JSON array that GitLab's Code Quality widget reads (artifacts:
// reports: codequality), one issue per finding that is not suppressed:
//
//   {"description": "...", "check_name": "shape-mismatch",
//    "fingerprint": "<32 hex digits>", "severity": "major",
//    "location": {"path": "src/model.cpp", "lines": {"begin": 4}}}
//
// Severities: error is "major", warning "minor", note "info". Paths are
// relative to the source root (the tool passes --source-root, else
// CI_PROJECT_DIR, else the current directory); a file outside it keeps its
// path as given. The fingerprint, which GitLab uses to match issues between
// the merge request and its target, is the MD5 of the check id, the path, the
// message and the line's primaryLocationLineHash (LineHash.h): it survives
// edits that move the line, not edits of the line itself.
//
//===----------------------------------------------------------------------===//
#ifndef SHAPECHECK_REPORT_GITLABREPORTER_H
#define SHAPECHECK_REPORT_GITLABREPORTER_H

#include "Report/LineHash.h"
#include "Report/Report.h"
#include "Report/SourceCache.h"

namespace shapecheck {

struct GitlabOptions {
  /// The directory paths are relative to. Empty: the current directory.
  std::string SourceRoot;
  /// Indent < 0 writes one line.
  int Indent = 2;
};

class GitlabReporter : public Reporter {
public:
  GitlabReporter(SourceCache &Sources, GitlabOptions Opts = {})
      : Opts(std::move(Opts)), Hashes(Sources) {}

  void write(const ReportData &Data, llvm::raw_ostream &OS) override;

  /// The fingerprint of a finding (see above).
  std::string fingerprint(const Finding &F);

  /// "major", "minor" or "info".
  static llvm::StringRef severity(Level L);

private:
  std::string path(llvm::StringRef File) const;

  GitlabOptions Opts;
  LineHashCache Hashes;
};

} // namespace shapecheck

#endif
