//===- Report.cpp - What every reporter renders ---------------------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception

#include "Report/Report.h"
#include <algorithm>

using namespace shapecheck;

#ifndef SHAPECHECK_VERSION
#define SHAPECHECK_VERSION "0.0.0"
#endif

llvm::StringRef ToolInfo::defaultVersion() { return SHAPECHECK_VERSION; }

llvm::StringRef ToolInfo::defaultInformationUri() {
  return "https://github.com/shapecheck/shapecheck";
}

/// The one place that knows where the rule pages are published.
static const char *const RuleDocsBaseUri =
    "https://github.com/shapecheck/shapecheck/blob/main/docs/diagnostics/";

std::string shapecheck::checkHelpUri(llvm::StringRef Id) {
  return RuleDocsBaseUri + Id.str() + ".md";
}

bool ReportData::executionSuccessful() const {
  if (ExecutionSuccessful)
    return *ExecutionSuccessful;
  return std::none_of(
      Notifications.begin(), Notifications.end(),
      [](const ToolNotification &N) { return N.Severity == Level::Error; });
}

Reporter::~Reporter() = default;

std::vector<Finding> shapecheck::sortedFindings(llvm::ArrayRef<Finding> F) {
  std::vector<Finding> Sorted(F.begin(), F.end());
  sortFindings(Sorted);
  return Sorted;
}
