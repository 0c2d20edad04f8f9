//===- Summary.h - The "N errors generated." line ---------------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Reporters do not print a summary; the caller prints it to stderr after the
// report, as clang does, so that a machine-readable report on stdout stays
// clean.
//
//===----------------------------------------------------------------------===//
#ifndef SHAPECHECK_REPORT_SUMMARY_H
#define SHAPECHECK_REPORT_SUMMARY_H

#include "Report/Report.h"
#include <string>

namespace shapecheck {

struct FindingCounts {
  unsigned Errors = 0, Warnings = 0, Notes = 0;
};

/// Counts findings that are not suppressed (after dropping exact duplicates,
/// as reporters do) and notifications by level.
FindingCounts
countFindings(llvm::ArrayRef<Finding> Findings,
              llvm::ArrayRef<ToolNotification> Notifications = {});

/// "2 errors, 1 warning generated.", "1 error generated.",
/// "3 warnings generated."; empty when there is neither an error nor a
/// warning. Notes are not counted. No trailing newline.
std::string summaryLine(const FindingCounts &Counts);
std::string summaryLine(llvm::ArrayRef<Finding> Findings,
                        llvm::ArrayRef<ToolNotification> Notifications = {});

} // namespace shapecheck

#endif
