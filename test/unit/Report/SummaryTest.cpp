//===- SummaryTest.cpp - The "N errors generated." line -------------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception

#include "Report/Summary.h"
#include <doctest/doctest.h>

using namespace shapecheck;

namespace {
Finding finding(Level L, std::string Message) {
  Finding F;
  F.Check = CheckId::ShapeMismatch;
  F.Severity = L;
  F.Message = std::move(Message);
  return F;
}
} // namespace

TEST_CASE("summary: counts and wording") {
  CHECK(summaryLine(std::vector<Finding>{}) == "");
  CHECK(summaryLine({finding(Level::Note, "n")}) == "");
  CHECK(summaryLine({finding(Level::Error, "a")}) == "1 error generated.");
  CHECK(summaryLine({finding(Level::Warning, "a")}) == "1 warning generated.");
  CHECK(
      summaryLine({finding(Level::Error, "a"), finding(Level::Error, "b"),
                   finding(Level::Warning, "c"), finding(Level::Note, "d")}) ==
      "2 errors, 1 warning generated.");
  CHECK(summaryLine({finding(Level::Warning, "a"),
                     finding(Level::Warning, "b")}) == "2 warnings generated.");
}

TEST_CASE("summary: duplicates count once, notifications count") {
  ToolNotification N;
  N.Severity = Level::Error;
  N.Message = "does not compile";
  std::vector<Finding> F = {finding(Level::Error, "a"),
                            finding(Level::Error, "a")};
  FindingCounts C = countFindings(F, {N});
  CHECK(C.Errors == 2);
  CHECK(C.Warnings == 0);
  CHECK(summaryLine(F, {N}) == "2 errors generated.");
}
