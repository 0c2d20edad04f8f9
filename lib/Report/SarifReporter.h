//===- SarifReporter.h - SARIF 2.1.0 for GitHub code scanning ---*- C++ -*-===//
//
// One run with:
//  * tool.driver: name, version, informationUri and every registered rule
//    (id, name, descriptions, help text and Markdown from
//    docs/diagnostics/<id>.md, default level, tags);
//  * results: ruleId/ruleIndex, level, message, one location relative to
//    %SRCROOT% (or an absolute file URI outside it), a full region with
//    columns in UTF-16 code units and an exclusive endColumn, notes as
//    relatedLocations, and GitHub's primaryLocationLineHash fingerprint;
//  * invocations[0]: executionSuccessful and the tool's notifications;
//  * originalUriBaseIds: %SRCROOT% as a file URI.
//
//===----------------------------------------------------------------------===//
#ifndef SHAPECHECK_REPORT_SARIFREPORTER_H
#define SHAPECHECK_REPORT_SARIFREPORTER_H

#include "Report/Report.h"
#include "Report/SourceCache.h"
#include <map>

namespace shapecheck {

struct SarifOptions {
  /// The directory that artifact URIs are relative to (GitHub: the checkout,
  /// GITHUB_WORKSPACE). Empty: the current directory.
  std::string SourceRoot;
  /// Compute partialFingerprints.primaryLocationLineHash from the sources.
  bool Fingerprints = true;
  /// Indent < 0 writes one line.
  int Indent = 2;
};

class SarifReporter : public Reporter {
public:
  static constexpr const char *SchemaUri =
      "https://json.schemastore.org/sarif-2.1.0.json";
  static constexpr const char *RootBaseId = "%SRCROOT%";

  SarifReporter(SourceCache &Sources, SarifOptions Opts = {},
                ToolInfo Tool = {})
      : Sources(Sources), Opts(std::move(Opts)), Tool(std::move(Tool)) {}

  void write(const ReportData &Data, llvm::raw_ostream &OS) override;

  /// The fingerprint of line Line of File, or "" when the file cannot be read
  /// or is shorter.
  std::string lineHash(llvm::StringRef File, unsigned Line);

private:
  SourceCache &Sources;
  SarifOptions Opts;
  ToolInfo Tool;
  std::map<std::string, std::vector<std::string>, std::less<>> Hashes;
};

/// The first paragraph of a rule page that is not a heading or the
/// "**Default level:**" line, as one line of text; empty if none.
std::string firstParagraph(llvm::StringRef Markdown);

} // namespace shapecheck

#endif
