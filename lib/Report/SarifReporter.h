//===- SarifReporter.h - SARIF 2.1.0 for GitHub code scanning ---*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// One run with:
//  * tool.driver: name, version, informationUri and every registered rule
//    (id, PascalCase name, descriptions, help text and Markdown from
//    docs/diagnostics/<id>.md, default level, tags)
//    and helpUri (the rule's page on GitHub, see checkHelpUri);
//  * results: ruleId/ruleIndex, level, message, one location relative to
//    %SRCROOT% (or an absolute file URI outside it), a full region with
//    columns in UTF-16 code units and an exclusive endColumn, notes as
//    relatedLocations (a note in a shipped rules pack has no location: the
//    pack and line are in its message), GitHub's primaryLocationLineHash
//    fingerprint, and `suppressions: [{kind: inSource}]` for a finding that
//    a NOSHAPECHECK comment suppresses;
//  * at most MaxResults results, with a notification when some are dropped;
//  * invocations[0]: executionSuccessful and the tool's notifications;
//  * automationDetails.id (the category, --sarif-category);
//  * originalUriBaseIds: %SRCROOT% as a file URI.
//
//===----------------------------------------------------------------------===//
#ifndef SHAPECHECK_REPORT_SARIFREPORTER_H
#define SHAPECHECK_REPORT_SARIFREPORTER_H

#include "Report/LineHash.h"
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
  /// run.automationDetails.id: code scanning tells runs (analyses) apart by
  /// it. "shapecheck/" is the category "shapecheck" without a run id.
  std::string Category = "shapecheck/";
  /// Names that locations use for files compiled into the tool (the shipped
  /// rules packs, "rules/torch.rules"), which are not files of the user's
  /// repository: a note there gets no physicalLocation; its message names
  /// the pack and line instead.
  std::vector<std::string> BuiltinFiles;
  /// At most this many results (GitHub code scanning rejects more than
  /// 25,000 per run). The rest are dropped, the least severe first, and a
  /// warning notification says how many.
  size_t MaxResults = 25000;
};

class SarifReporter : public Reporter {
public:
  static constexpr const char *SchemaUri =
      "https://json.schemastore.org/sarif-2.1.0.json";
  static constexpr const char *RootBaseId = "%SRCROOT%";

  SarifReporter(SourceCache &Sources, SarifOptions Opts = {},
                ToolInfo Tool = {})
      : Sources(Sources), Opts(std::move(Opts)), Tool(std::move(Tool)),
        Hashes(Sources) {}

  void write(const ReportData &Data, llvm::raw_ostream &OS) override;

  /// The fingerprint of line Line of File, or "" when the file cannot be read
  /// or is shorter.
  std::string lineHash(llvm::StringRef File, unsigned Line);

private:
  bool isBuiltin(llvm::StringRef File) const;

  SourceCache &Sources;
  SarifOptions Opts;
  ToolInfo Tool;
  LineHashCache Hashes;
};

/// The first paragraph of a rule page that is not a heading or the
/// "**Default level:**" line, as one line of text; empty if none.
std::string firstParagraph(llvm::StringRef Markdown);

} // namespace shapecheck

#endif
