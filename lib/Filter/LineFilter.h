//===- LineFilter.h - Findings on chosen lines only -------------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// clang-tidy's --line-filter, and the lines that `git diff` shows changed.
// The JSON form is clang-tidy's:
//
//   [{"name": "file1.cpp", "lines": [[1, 3], [5, 7]]}, {"name": "file2.h"}]
//
// A file matches an entry whose name its path ends with; an entry without
// "lines" keeps the whole file; ranges are inclusive. A finding is kept when
// its primary location or one of its notes is on a kept line. An empty JSON
// list keeps everything (as clang-tidy); a diff with no changes keeps
// nothing.
//
//===----------------------------------------------------------------------===//
#ifndef SHAPECHECK_FILTER_LINEFILTER_H
#define SHAPECHECK_FILTER_LINEFILTER_H

#include "Shape/Diagnostic.h"
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace shapecheck {

class LineFilter {
public:
  struct FileLines {
    std::string Name;
    std::vector<std::pair<unsigned, unsigned>> Lines; // empty: all
  };

  /// Parses clang-tidy's JSON; Error (located) on failure.
  static std::optional<LineFilter> parse(llvm::StringRef Json,
                                         std::string &Error);
  /// Keeps exactly the lines of Files (none when Files is empty), whose
  /// names are real paths.
  static LineFilter exactly(std::vector<FileLines> Files);

  bool keepsLine(llvm::StringRef File, unsigned Line) const;
  bool keeps(const Finding &F) const;
  /// Removes the findings that are not kept; returns how many.
  unsigned remove(std::vector<Finding> &Findings) const;

private:
  bool keepsSpelling(llvm::StringRef File, unsigned Line) const;

  std::vector<FileLines> Files;
  bool KeepAllWhenEmpty = true;
  /// Exact (git) names are real paths: a finding's file is compared by its
  /// real path too (a checkout reached through a symbolic link).
  bool RealPaths = false;
  mutable std::map<std::string, std::string, std::less<>> Real;
};

} // namespace shapecheck

#endif
