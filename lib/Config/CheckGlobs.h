//===- CheckGlobs.h - Which rules run: clang-tidy's Checks globs -*- C++
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//-*-===//
//
// A comma-separated list of globs over the check ids ('*' matches any run of
// characters), each optionally negated by a leading '-'. The list starts
// with an implicit '*': a rule is enabled unless the last glob that matches
// it is negative. "-*,shape-mismatch" enables shape-mismatch alone,
// "-broadcast" every rule but broadcast.
//
//===----------------------------------------------------------------------===//
#ifndef SHAPECHECK_CONFIG_CHECKGLOBS_H
#define SHAPECHECK_CONFIG_CHECKGLOBS_H

#include "llvm/ADT/StringRef.h"
#include <string>
#include <vector>

namespace shapecheck {

class CheckGlobs {
public:
  /// Parses Text; a glob matching no check id is an error (a misspelt rule
  /// would silently disable nothing), returned in Error.
  static CheckGlobs parse(llvm::StringRef Text, std::string &Error);

  bool enabled(llvm::StringRef Check) const;

private:
  struct Glob {
    std::string Pattern;
    bool Positive;
  };
  std::vector<Glob> Globs;
};

} // namespace shapecheck

#endif
