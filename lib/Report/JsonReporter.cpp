//===- JsonReporter.cpp - shapecheck's own JSON report --------------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception

#include "Report/JsonReporter.h"
#include "Report/ReasonFields.h"
#include "Report/Summary.h"
#include "llvm/Support/raw_ostream.h"
#include <nlohmann/json.hpp>

using namespace shapecheck;
using Json = nlohmann::ordered_json;

/// A location, or null when it is unknown. An unknown end is the start.
static Json location(const SourceLoc &L) {
  if (!L.valid())
    return nullptr;
  bool HasEnd = L.EndLine != 0;
  return Json{{"file", L.File},
              {"line", L.Line},
              {"column", L.Col},
              {"endLine", HasEnd ? L.EndLine : L.Line},
              {"endColumn", HasEnd ? L.EndCol : L.Col}};
}

/// "hints" and "fixes" (each a location and its replacement), when the
/// diagnostic has any: absent otherwise, so that older readers see the same
/// documents as before.
static void addHintsAndFixes(Json &Out, const Diagnostic &D) {
  if (!D.Hints.empty())
    Out["hints"] = D.Hints;
  if (D.Fixes.empty())
    return;
  Json Fixes = Json::array();
  for (const FixIt &F : D.Fixes)
    Fixes.push_back(
        Json{{"location", location(F.Loc)}, {"replacement", F.Replacement}});
  Out["fixes"] = std::move(Fixes);
}

void JsonReporter::write(const ReportData &Data, llvm::raw_ostream &OS) {
  std::vector<Finding> Findings = sortedFindings(Data.Findings);
  FindingCounts Counts = countFindings(Findings, Data.Notifications);

  Json Doc;
  Doc["version"] = FormatVersion;
  Doc["tool"] = Json{{"name", Tool.Name},
                     {"version", Tool.Version},
                     {"informationUri", Tool.InformationUri}};
  Doc["executionSuccessful"] = Data.executionSuccessful();
  Doc["summary"] = Json{{"errors", Counts.Errors},
                        {"warnings", Counts.Warnings},
                        {"notes", Counts.Notes}};

  Json Results = Json::array();
  for (const Finding &F : Findings) {
    if (F.Suppressed)
      continue;
    Json Notes = Json::array();
    for (const DiagNote &N : F.Notes) {
      Json Note{{"message", N.Message}, {"location", location(N.Loc)}};
      addNoteFields(Note, N);
      Notes.push_back(std::move(Note));
    }
    Json R{{"rule", checkName(F.Check).str()},
           {"level", levelName(F.Severity).str()},
           {"message", F.Message},
           {"location", location(F.Loc)}};
    addReasonFields(R, F);
    R["notes"] = std::move(Notes);
    addHintsAndFixes(R, F);
    Results.push_back(std::move(R));
  }
  Doc["findings"] = std::move(Results);

  Json Notifications = Json::array();
  for (const ToolNotification &N : Data.Notifications) {
    Json J{{"level", levelName(N.Severity).str()},
           {"message", N.Message},
           {"location", location(N.Loc)}};
    addHintsAndFixes(J, N);
    Notifications.push_back(std::move(J));
  }
  Doc["notifications"] = std::move(Notifications);

  OS << Doc.dump(Indent, ' ', /*ensure_ascii=*/false,
                 Json::error_handler_t::replace)
     << '\n';
}
