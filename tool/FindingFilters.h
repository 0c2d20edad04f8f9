//===- FindingFilters.h - Baseline and changed-lines filters ----*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// What the run reports after the suppressions: findings in --baseline are
// hidden, --write-baseline records the findings (and hides them), and
// --line-filter or --diff keep only findings on the chosen lines. The inputs
// are read before the analysis, so that bad input stops the run at once.
//
//===----------------------------------------------------------------------===//
#ifndef SHAPECHECK_TOOL_FINDINGFILTERS_H
#define SHAPECHECK_TOOL_FINDINGFILTERS_H

#include "CliOptions.h"
#include "Filter/Baseline.h"
#include "Filter/LineFilter.h"
#include <optional>

namespace shapecheck {

class FindingFilters {
public:
  /// Reads the baseline and the line filter, runs git for --diff. False
  /// after printing an error to Err.
  bool load(const CliOptions &Opts, llvm::raw_ostream &Err);

  struct Counts {
    unsigned InBaseline = 0; // hidden: in the baseline
    unsigned Fixed = 0;      // baseline entries of checked files not seen
    unsigned Written = 0;    // --write-baseline
    unsigned OffLines = 0;   // dropped by --line-filter or --diff
  };

  /// Filters Findings (suppressed ones stay, marked), writing the baseline
  /// if asked. False after printing an error (the baseline not written).
  bool apply(const CliOptions &Opts, std::vector<Finding> &Findings,
             LineHashCache &Hashes, Counts &C);

  /// Summary lines for stderr ("" when nothing was filtered).
  static std::string summary(const CliOptions &Opts, const Counts &C);

private:
  std::optional<Baseline> Base;
  std::optional<LineFilter> Lines;
};

} // namespace shapecheck

#endif
