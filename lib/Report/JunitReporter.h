//===- JunitReporter.h - JUnit XML for CI test reports ----------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The JUnit XML that CI systems show as test results (GitLab's
// artifacts:reports:junit, Jenkins, Azure Pipelines):
//
//   <testsuites name="shapecheck" tests="2" failures="1" errors="0">
//     <testsuite name="src/model.cpp" tests="1" failures="1" errors="0">
//       <testcase name="shape-mismatch at 4:10" classname="src/model.cpp"
//                 file="src/model.cpp" line="4">
//         <failure type="shape-mismatch" message="...">
//   src/model.cpp:4:10: error: ... [shape-mismatch]
//   src/model.cpp:2:41: note: ...</failure>
//       </testcase>
//     </testsuite>
//     ...
//
// One test suite per checked file (in the order given) and per other file
// that a finding points into (a header), then one named "shapecheck" for
// tool notifications without a file. A file's findings are its test cases:
// errors and warnings fail (<failure>), notes pass (the message in
// <system-out>). A checked file without findings has one passing test case,
// "shapecheck", so that every checked file shows up. Tool notifications of
// level error (a file that did not compile) are <error> test cases named
// "compile at LINE:COL".
// Suppressed findings are not written. Text is escaped for XML 1.0;
// characters XML cannot carry (control characters, bad UTF-8) become U+FFFD.
//
//===----------------------------------------------------------------------===//
#ifndef SHAPECHECK_REPORT_JUNITREPORTER_H
#define SHAPECHECK_REPORT_JUNITREPORTER_H

#include "Report/Report.h"

namespace shapecheck {

class JunitReporter : public Reporter {
public:
  /// FailAt: the lowest level that fails the run (--fail-on), so that the
  /// report's failures are what the exit code says; nothing: none does
  /// (--fail-on=never). Findings and tool messages below it pass.
  explicit JunitReporter(std::optional<Level> FailAt = Level::Error)
      : FailAt(FailAt) {}
  void write(const ReportData &Data, llvm::raw_ostream &OS) override;

private:
  std::optional<Level> FailAt;
  bool fails(Level L) const {
    return FailAt && static_cast<int>(L) >= static_cast<int>(*FailAt);
  }
};

/// S escaped for an XML attribute value (quotes and line breaks as
/// references, so that they survive attribute normalization) or, with
/// Attribute false, for a text node (only &, <, > and CR).
std::string escapeXml(llvm::StringRef S, bool Attribute = true);

} // namespace shapecheck

#endif
