//===- Report.h - What every reporter renders -------------------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The input of a reporter: the findings of a run, the tool's own
// notifications (ToolNotification in Shape/Diagnostic.h: a file that did not
// compile, a bad configuration), and who the tool is. Reporters (TextReporter,
// JsonReporter, SarifReporter) share the Reporter interface and render
// deterministically: the same input gives the same bytes.
//
//===----------------------------------------------------------------------===//
#ifndef SHAPECHECK_REPORT_REPORT_H
#define SHAPECHECK_REPORT_REPORT_H

#include "Shape/Diagnostic.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <optional>
#include <string>
#include <vector>

namespace llvm {
class raw_ostream;
} // namespace llvm

namespace shapecheck {

class DisplayPaths;

/// Who produced the report.
struct ToolInfo {
  std::string Name = "shapecheck";
  std::string Version = defaultVersion().str();
  std::string InformationUri = defaultInformationUri().str();

  /// The version this library was built as (the CMake project version).
  static llvm::StringRef defaultVersion();
  static llvm::StringRef defaultInformationUri();
};

/// The URL of a rule's documentation page (docs/diagnostics/<id>.md on the
/// project's main branch): SARIF's helpUri.
std::string checkHelpUri(llvm::StringRef Id);

/// One run's output. The arrays are not owned: they must outlive the write.
struct ReportData {
  llvm::ArrayRef<Finding> Findings;
  llvm::ArrayRef<ToolNotification> Notifications;
  /// The files that were checked, as given (JUnit: one test suite each).
  llvm::ArrayRef<std::string> Files;
  /// How to name files to the user (JUnit); null: as the locations hold them.
  const DisplayPaths *Paths = nullptr;
  /// Whether the tool completed its work. When unset, the run is successful
  /// unless a notification has level Error.
  std::optional<bool> ExecutionSuccessful;

  bool executionSuccessful() const;
};

/// Renders a report to a stream. Findings are rendered in sortFindings()
/// order with exact duplicates dropped, whatever order they are given in;
/// notifications in the order given.
class Reporter {
public:
  virtual ~Reporter();
  virtual void write(const ReportData &Data, llvm::raw_ostream &OS) = 0;
};

/// A sorted, deduplicated copy of Findings (see sortFindings).
std::vector<Finding> sortedFindings(llvm::ArrayRef<Finding> Findings);

} // namespace shapecheck

#endif
