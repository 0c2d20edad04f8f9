//===- Summary.cpp - The "N errors generated." line -----------------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception

#include "Report/Summary.h"

using namespace shapecheck;

static void count(FindingCounts &C, Level L) {
  switch (L) {
  case Level::Error:
    ++C.Errors;
    break;
  case Level::Warning:
    ++C.Warnings;
    break;
  case Level::Note:
    ++C.Notes;
    break;
  }
}

FindingCounts
shapecheck::countFindings(llvm::ArrayRef<Finding> Findings,
                          llvm::ArrayRef<ToolNotification> Notifications) {
  FindingCounts C;
  for (const Finding &F : sortedFindings(Findings))
    if (!F.Suppressed)
      count(C, F.Severity);
  for (const ToolNotification &N : Notifications)
    count(C, N.Severity);
  return C;
}

static std::string plural(unsigned N, const char *Word) {
  return std::to_string(N) + " " + Word + (N == 1 ? "" : "s");
}

std::string shapecheck::summaryLine(const FindingCounts &C) {
  std::string Out;
  if (C.Errors)
    Out = plural(C.Errors, "error");
  if (C.Warnings)
    Out += (Out.empty() ? "" : ", ") + plural(C.Warnings, "warning");
  if (Out.empty())
    return Out;
  return Out + " generated.";
}

std::string
shapecheck::summaryLine(llvm::ArrayRef<Finding> Findings,
                        llvm::ArrayRef<ToolNotification> Notifications) {
  return summaryLine(countFindings(Findings, Notifications));
}
