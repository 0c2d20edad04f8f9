//===- SarifReporter.cpp - SARIF 2.1.0 for GitHub code scanning -----------===//

#include "Report/SarifReporter.h"
#include "Report/FileUri.h"
#include "Report/LineHash.h"
#include "Report/Utf8.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/raw_ostream.h"
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

std::string SarifReporter::lineHash(llvm::StringRef File, unsigned Line) {
  auto It = Hashes.find(File);
  if (It == Hashes.end()) {
    std::vector<std::string> H;
    if (const std::string *Text = Sources.contents(File))
      H = lineHashes(*Text);
    It = Hashes.emplace(File.str(), std::move(H)).first;
  }
  if (Line == 0 || Line > It->second.size())
    return "";
  return It->second[Line - 1];
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

  std::string rootUri() { return fileUri(Root, /*Directory=*/true); }

private:
  SourceCache &Sources;
  std::string Root;
};

const char *const Tags[] = {"correctness", "shapes"};

Json ruleDescriptor(const RuleInfo &R) {
  std::string Full = firstParagraph(R.Markdown);
  if (Full.empty())
    Full = R.Summary.str();
  return Json{
      {"id", R.Id.str()},
      {"name", R.Name.str()},
      {"shortDescription", {{"text", R.Summary.str()}}},
      {"fullDescription", {{"text", Full}}},
      {"help", {{"text", R.Markdown.str()}, {"markdown", R.Markdown.str()}}},
      {"defaultConfiguration", {{"level", levelName(R.DefaultLevel).str()}}},
      {"properties", {{"tags", Json::array({Tags[0], Tags[1]})}}}};
}

} // namespace

void SarifReporter::write(const ReportData &Data, llvm::raw_ostream &OS) {
  SarifWriter W(Sources, Opts);

  Json Rules = Json::array();
  for (const RuleInfo &R : allRules())
    Rules.push_back(ruleDescriptor(R));
  Json Driver{{"name", Tool.Name},
              {"version", Tool.Version},
              {"semanticVersion", Tool.Version},
              {"informationUri", Tool.InformationUri},
              {"rules", std::move(Rules)}};

  Json Results = Json::array();
  for (const Finding &F : sortedFindings(Data.Findings)) {
    Json Res;
    Res["ruleId"] = F.RuleId;
    int Index = ruleIndex(F.RuleId);
    if (Index >= 0)
      Res["ruleIndex"] = Index;
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
      Json P = W.physicalLocation(N.Loc);
      if (!P.is_null())
        Rel["physicalLocation"] = std::move(P);
      Rel["message"] = Json{{"text", N.Message}};
      Related.push_back(std::move(Rel));
    }
    if (!Related.empty())
      Res["relatedLocations"] = std::move(Related);
    if (Opts.Fingerprints && F.Loc.valid() && !F.Loc.File.empty()) {
      std::string Hash = lineHash(F.Loc.File, F.Loc.Line);
      if (!Hash.empty())
        Res["partialFingerprints"] = Json{{"primaryLocationLineHash", Hash}};
    }
    Results.push_back(std::move(Res));
  }

  Json Notifications = Json::array();
  for (const ToolNotification &N : Data.Notifications) {
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
