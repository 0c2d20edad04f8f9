//===- GitDiff.h - The lines `git diff` shows changed -----------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// --diff[=REF]: the lines added or changed since REF (default HEAD: the
// staged and unstaged changes), as `git diff -U0 REF` in the current
// directory's repository shows them. Files git does not track are not in
// the diff.
//
//===----------------------------------------------------------------------===//
#ifndef SHAPECHECK_FILTER_GITDIFF_H
#define SHAPECHECK_FILTER_GITDIFF_H

#include "Filter/LineFilter.h"
#include <optional>
#include <string>

namespace shapecheck {

/// Parses `git diff -U0` output; file names are joined to Root.
std::vector<LineFilter::FileLines> parseUnifiedDiff(llvm::StringRef Diff,
                                                    llvm::StringRef Root);

/// Runs git; Error (with git's own message) when it fails.
/// Dir: a directory of the checkout (the first checked file's); "" the
/// current directory.
std::optional<LineFilter> changedLines(llvm::StringRef Ref, llvm::StringRef Dir,
                                       std::string &Error);

} // namespace shapecheck

#endif
