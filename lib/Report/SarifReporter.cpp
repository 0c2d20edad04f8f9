//===- SarifReporter.cpp - SARIF 2.1.0 for GitHub code scanning -----------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception

#include "Report/SarifReporter.h"
#include "Report/FileUri.h"
#include "Report/LineHash.h"
#include "Report/ReasonFields.h"
#include "Report/SourceCache.h"
#include "Report/Utf8.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/raw_ostream.h"
#include <algorithm>
#include <nlohmann/json.hpp>

using namespace shapecheck;
using Json = nlohmann::ordered_json;

std::string shapecheck::firstParagraph(llvm::StringRef Markdown) {
  llvm::SmallVector<llvm::StringRef, 32> Lines;
  Markdown.split(Lines, '\n');
  std::string Out;
  for (llvm::StringRef L : Lines) {
    L = L.trim();
    bool Skip =
        L.empty() || L.starts_with("#") || L.starts_with("**Default level:**");
    if (Skip) {
      if (!Out.empty())
        break;
      continue;
    }
    if (!Out.empty())
      Out += ' ';
    Out += L.str();
  }
  return Out;
}

bool SarifReporter::isBuiltin(llvm::StringRef File) const {
  for (const std::string &B : Opts.BuiltinFiles)
    if (File == B)
      return true;
  return false;
}

std::string SarifReporter::lineHash(llvm::StringRef File, unsigned Line) {
  return Hashes.get(File, Line);
}

namespace {

/// Builds the JSON of one run.
class SarifWriter {
public:
  SarifWriter(SourceCache &Sources, const SarifOptions &Opts)
      : Sources(Sources),
        Root(Opts.SourceRoot.empty() ? "." : Opts.SourceRoot) {}

  Json artifactLocation(llvm::StringRef File) {
    if (std::optional<std::string> Rel = relativeUri(File, Root))
      return Json{{"uri", *Rel}, {"uriBaseId", SarifReporter::RootBaseId}};
    return Json{{"uri", fileUri(File)}};
  }

  /// A column in UTF-16 code units: Col is a 1-based byte column, or with
  /// Exclusive the inclusive byte column of the last character, returned as
  /// the column just past it.
  unsigned column(const std::string &File, unsigned Line, unsigned Col,
                  bool Exclusive) {
    std::optional<llvm::StringRef> Text = Sources.line(File, Line);
    if (!Text)
      return Exclusive ? Col + 1 : Col;
    size_t Bytes = Exclusive ? Col : Col - 1;
    size_t Units = utf16Offset(*Text, Bytes);
    // Past the end of the line, count the missing bytes as units.
    if (Bytes > Text->size())
      Units += Bytes - Text->size();
    return Units + 1;
  }

  Json region(const SourceLoc &L) {
    Json R;
    R["startLine"] = L.Line;
    if (L.Col)
      R["startColumn"] = column(L.File, L.Line, L.Col, false);
    if (L.EndLine >= L.Line) {
      R["endLine"] = L.EndLine;
      if (L.EndCol && (L.EndLine > L.Line || L.EndCol >= L.Col))
        R["endColumn"] = column(L.File, L.EndLine, L.EndCol, true);
    }
    return R;
  }

  /// A physicalLocation, or null when the location names no file.
  Json physicalLocation(const SourceLoc &L) {
    if (L.File.empty())
      return nullptr;
    Json P;
    P["artifactLocation"] = artifactLocation(L.File);
    if (L.valid())
      P["region"] = region(L);
    return P;
  }

  /// SARIF's `fixes`: each fix-it replaces its region's text; the hints, if
  /// any, describe it. Null when there is no fix-it with a file.
  Json fixes(const Diagnostic &D) {
    Json Out = Json::array();
    for (const FixIt &F : D.Fixes) {
      if (F.Loc.File.empty() || !F.Loc.valid())
        continue;
      Json Replacement{{"deletedRegion", region(F.Loc)},
                       {"insertedContent", Json{{"text", F.Replacement}}}};
      Json Fix;
      if (!D.Hints.empty())
        Fix["description"] = Json{{"text", D.Hints.front()}};
      Fix["artifactChanges"] = Json::array(
          {Json{{"artifactLocation", artifactLocation(F.Loc.File)},
                {"replacements", Json::array({std::move(Replacement)})}}});
      Out.push_back(std::move(Fix));
    }
    return Out.empty() ? Json() : Out;
  }

  std::string rootUri() { return fileUri(Root, /*Directory=*/true); }

private:
  SourceCache &Sources;
  std::string Root;
};

const char *const Tags[] = {"correctness", "shapes"};

Json ruleDescriptor(const CheckInfo &R) {
  std::string Full = firstParagraph(R.Markdown);
  if (Full.empty())
    Full = R.Summary.str();
  return Json{
      {"id", R.Id.str()},
      {"name", R.Name.str()},
      {"shortDescription", {{"text", R.Summary.str()}}},
      {"fullDescription", {{"text", Full}}},
      {"helpUri", checkHelpUri(R.Id)},
      {"help", {{"text", R.Markdown.str()}, {"markdown", R.Markdown.str()}}},
      {"defaultConfiguration", {{"level", levelName(R.DefaultLevel).str()}}},
      {"properties", {{"tags", Json::array({Tags[0], Tags[1]})}}}};
}

} // namespace

void SarifReporter::write(const ReportData &Data, llvm::raw_ostream &OS) {
  SarifWriter W(Sources, Opts);

  Json Rules = Json::array();
  for (const CheckInfo &R : allChecks())
    Rules.push_back(ruleDescriptor(R));
  Json Driver{{"name", Tool.Name},
              {"version", Tool.Version},
              {"semanticVersion", Tool.Version},
              {"informationUri", Tool.InformationUri},
              {"rules", std::move(Rules)}};

  std::vector<Finding> Findings = sortedFindings(Data.Findings);
  size_t Dropped = 0;
  if (Findings.size() > Opts.MaxResults) {
    // Keep the most severe, unsuppressed first, in the usual order.
    std::vector<size_t> Rank(Findings.size());
    for (size_t I = 0; I != Rank.size(); ++I)
      Rank[I] = I;
    auto Key = [&](size_t I) {
      return std::make_pair(Findings[I].Suppressed,
                            -static_cast<int>(Findings[I].Severity));
    };
    std::stable_sort(Rank.begin(), Rank.end(),
                     [&](size_t A, size_t B) { return Key(A) < Key(B); });
    std::vector<bool> Keep(Findings.size());
    for (size_t I = 0; I != Opts.MaxResults; ++I)
      Keep[Rank[I]] = true;
    std::vector<Finding> Kept;
    for (size_t I = 0; I != Findings.size(); ++I)
      if (Keep[I])
        Kept.push_back(std::move(Findings[I]));
    Dropped = Findings.size() - Kept.size();
    Findings = std::move(Kept);
  }

  Json Results = Json::array();
  for (const Finding &F : Findings) {
    Json Res;
    Res["ruleId"] = checkName(F.Check).str();
    Res["ruleIndex"] = static_cast<unsigned>(F.Check);
    Res["level"] = levelName(F.Severity).str();
    Res["message"] = Json{{"text", F.Message}};
    Json Phys = W.physicalLocation(F.Loc);
    if (!Phys.is_null())
      Res["locations"] = Json::array({Json{{"physicalLocation", Phys}}});
    Json Related = Json::array();
    unsigned Id = 0;
    for (const DiagNote &N : F.Notes) {
      Json Rel;
      Rel["id"] = ++Id;
      std::string Text = N.Message;
      if (isBuiltin(N.Loc.File)) {
        // Not a file of the repository: say where in the pack, in words.
        Text += " (in shapecheck's built-in " + N.Loc.File;
        if (N.Loc.valid())
          Text += ", line " + std::to_string(N.Loc.Line);
        Text += ")";
      } else {
        Json P = W.physicalLocation(N.Loc);
        if (!P.is_null())
          Rel["physicalLocation"] = std::move(P);
      }
      Rel["message"] = Json{{"text", Text}};
      Json Props = Json::object();
      addNoteFields(Props, N);
      if (!Props.empty())
        Rel["properties"] = std::move(Props);
      Related.push_back(std::move(Rel));
    }
    if (!Related.empty())
      Res["relatedLocations"] = std::move(Related);
    if (Opts.Fingerprints && F.Loc.valid() && !F.Loc.File.empty()) {
      std::string Hash = lineHash(F.Loc.File, F.Loc.Line);
      if (!Hash.empty()) {
        Json FP = Json{{"primaryLocationLineHash", Hash}};
        // Two findings on one line are two alerts: the column, from the
        // line's first non-blank character, tells them apart (as CodeQL's
        // primaryLocationStartColumnFingerprint).
        if (std::optional<llvm::StringRef> Text =
                Hashes.sources().line(F.Loc.File, F.Loc.Line)) {
          size_t Indent = Text->find_first_not_of(" \t");
          unsigned Col = F.Loc.Col ? F.Loc.Col - 1 : 0;
          FP["primaryLocationStartColumnFingerprint"] = std::to_string(
              Indent == llvm::StringRef::npos || Col < Indent ? Col
                                                              : Col - Indent);
        }
        Res["partialFingerprints"] = std::move(FP);
      }
    }
    if (Json Fixes = W.fixes(F); !Fixes.is_null())
      Res["fixes"] = std::move(Fixes);
    if (F.Suppressed)
      Res["suppressions"] = Json::array({Json{{"kind", "inSource"}}});
    Json Props = Json::object();
    addReasonFields(Props, F);
    if (!Props.empty())
      Res["properties"] = std::move(Props);
    Results.push_back(std::move(Res));
  }

  Json Notifications = Json::array();
  std::vector<ToolNotification> All(Data.Notifications.begin(),
                                    Data.Notifications.end());
  if (Dropped) {
    ToolNotification N;
    N.Severity = Level::Warning;
    N.Message = std::to_string(Dropped) + " of " +
                std::to_string(Dropped + Opts.MaxResults) +
                " results were not written: a SARIF run holds at most " +
                std::to_string(Opts.MaxResults) +
                " (GitHub code scanning's limit); the least severe were "
                "dropped. Use --format=json for all of them.";
    All.push_back(std::move(N));
  }
  for (const ToolNotification &N : All) {
    Json Note;
    Note["level"] = levelName(N.Severity).str();
    Note["message"] = Json{{"text", N.Message}};
    Json P = W.physicalLocation(N.Loc);
    if (!P.is_null())
      Note["locations"] = Json::array({Json{{"physicalLocation", P}}});
    Notifications.push_back(std::move(Note));
  }

  Json Run;
  Run["tool"] = Json{{"driver", std::move(Driver)}};
  Run["invocations"] = Json::array(
      {Json{{"executionSuccessful", Data.executionSuccessful()},
            {"toolExecutionNotifications", std::move(Notifications)}}});
  if (!Opts.Category.empty())
    Run["automationDetails"] = Json{{"id", Opts.Category}};
  Run["originalUriBaseIds"] = Json{{RootBaseId, Json{{"uri", W.rootUri()}}}};
  Run["columnKind"] = "utf16CodeUnits";
  Run["results"] = std::move(Results);

  Json Log;
  Log["$schema"] = SchemaUri;
  Log["version"] = "2.1.0";
  Log["runs"] = Json::array({std::move(Run)});
  OS << Log.dump(Opts.Indent, ' ', /*ensure_ascii=*/false,
                 Json::error_handler_t::replace)
     << '\n';
}
