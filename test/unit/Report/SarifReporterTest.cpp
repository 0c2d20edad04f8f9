//===- SarifReporterTest.cpp - SARIF 2.1.0 for GitHub code scanning -------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception

#include "Report/SarifReporter.h"
#include "Report/FileUri.h"
#include "Report/LineHash.h"
#include "TempDir.h"
#include "llvm/ADT/StringExtras.h"
#include <doctest/doctest.h>
#include <nlohmann/json.hpp>

using namespace shapecheck;
using shapecheck::test::TempDir;
using Json = nlohmann::ordered_json;

namespace {

std::string render(SourceCache &Sources, const ReportData &Data,
                   std::string Root, bool Fingerprints = true) {
  std::string Out;
  llvm::raw_string_ostream OS(Out);
  SarifOptions Opts;
  Opts.SourceRoot = std::move(Root);
  Opts.Fingerprints = Fingerprints;
  ToolInfo Tool;
  Tool.Version = "9.8.7";
  SarifReporter(Sources, Opts, Tool).write(Data, OS);
  OS.flush();
  return Out;
}

struct Fixture {
  TempDir Dir;
  std::string Model, Spaced;
  std::vector<Finding> Findings;

  Fixture() {
    Model = Dir.write("src/model.cpp", "int main() {\n"
                                       "  return torch::matmul(x, w);\n"
                                       "}\n");
    Spaced = Dir.write("src/my dir/caf\xC3\xA9.cpp",
                       "auto s = \"\xC3\xA9\xC3\xA9\" + x;\n");
    Finding F;
    F.Check = CheckId::ShapeMismatch;
    F.Message = "inner sizes differ";
    F.Loc = {Model, 2, 10, 2, 28};
    F.Reason = ReasonDesc::callArgument("mm", "b");
    F.Expected = ReasonDesc::parameter("mm", "b");
    F.Notes.push_back({{Model, 1, 5, 1, 8},
                       "x is 'b in' here",
                       NoteRole::Declaration,
                       ReasonDesc::signature("mm")});
    F.Notes.push_back({{}, "no location"});
    Finding G;
    G.Check = CheckId::Broadcast;
    G.Severity = Level::Warning;
    G.Message = "non-ASCII";
    G.Loc = {Spaced, 1, 15, 1, 19}; // the '"' after the two "é", then " + x"
    Findings = {F, G};
  }
};

} // namespace

TEST_CASE("sarif: log, run and driver") {
  Fixture X;
  SourceCache Sources;
  ReportData Data;
  Data.Findings = X.Findings;
  Json Log = Json::parse(render(Sources, Data, X.Dir.path()));

  CHECK(Log["$schema"] == "https://json.schemastore.org/sarif-2.1.0.json");
  CHECK(Log["version"] == "2.1.0");
  REQUIRE(Log["runs"].size() == 1);
  const Json &Run = Log["runs"][0];
  const Json &Driver = Run["tool"]["driver"];
  CHECK(Driver["name"] == "shapecheck");
  CHECK(Driver["version"] == "9.8.7");
  CHECK(Driver["informationUri"] == ToolInfo::defaultInformationUri().str());
  CHECK(Run["columnKind"] == "utf16CodeUnits");
  CHECK(Run["originalUriBaseIds"]["%SRCROOT%"]["uri"] ==
        fileUri(X.Dir.path(), true));
  CHECK(
      Run["originalUriBaseIds"]["%SRCROOT%"]["uri"].get<std::string>().back() ==
      '/');

  // Every registered check, in registry order.
  llvm::ArrayRef<CheckInfo> Rules = allChecks();
  REQUIRE(Driver["rules"].size() == Rules.size());
  for (size_t I = 0; I != Rules.size(); ++I) {
    const Json &R = Driver["rules"][I];
    CAPTURE(Rules[I].Id.str());
    CHECK(R["id"] == Rules[I].Id.str());
    CHECK(R["name"] == Rules[I].Name.str());
    CHECK(R["shortDescription"]["text"] == Rules[I].Summary.str());
    CHECK(!R["fullDescription"]["text"].get<std::string>().empty());
    CHECK(R["help"]["markdown"] == Rules[I].Markdown.str());
    CHECK(R["help"]["text"] == Rules[I].Markdown.str());
    CHECK(R["defaultConfiguration"]["level"] ==
          levelName(Rules[I].DefaultLevel).str());
    CHECK(R["properties"]["tags"] == Json::array({"correctness", "shapes"}));
  }
  CHECK(Driver["rules"][int(CheckId::UnresolvedConstraint)]
              ["defaultConfiguration"]["level"] == "warning");

  const Json &Inv = Run["invocations"];
  REQUIRE(Inv.size() == 1);
  CHECK(Inv[0]["executionSuccessful"] == true);
  CHECK(Inv[0]["toolExecutionNotifications"] == Json::array());
}

TEST_CASE("sarif: results") {
  Fixture X;
  SourceCache Sources;
  ReportData Data;
  Data.Findings = X.Findings;
  Json Log = Json::parse(render(Sources, Data, X.Dir.path()));
  const Json &Results = Log["runs"][0]["results"];
  REQUIRE(Results.size() == 2);

  // Sorted by path: ".../src/model.cpp" < ".../src/my dir/...".
  const Json &R = Results[0];
  CHECK(R["ruleId"] == "shape-mismatch");
  CHECK(R["ruleIndex"] == int(CheckId::ShapeMismatch));
  CHECK(R["level"] == "error");
  CHECK(R["message"]["text"] == "inner sizes differ");
  REQUIRE(R["locations"].size() == 1);
  const Json &Phys = R["locations"][0]["physicalLocation"];
  CHECK(Phys["artifactLocation"] ==
        Json{{"uri", "src/model.cpp"}, {"uriBaseId", "%SRCROOT%"}});
  // endColumn is exclusive: one past our inclusive EndCol.
  CHECK(Phys["region"] == Json{{"startLine", 2},
                               {"startColumn", 10},
                               {"endLine", 2},
                               {"endColumn", 29}});
  const Json &Rel = R["relatedLocations"];
  REQUIRE(Rel.size() == 2);
  CHECK(Rel[0]["id"] == 1);
  CHECK(Rel[0]["message"]["text"] == "x is 'b in' here");
  CHECK(Rel[0]["physicalLocation"]["region"]["startLine"] == 1);
  CHECK(Rel[1]["id"] == 2);
  CHECK(!Rel[1].contains("physicalLocation"));
  // Structured reasons in property bags, where the finding has them.
  CHECK(R["properties"]["reason"] ==
        Json{{"kind", "call-argument"}, {"callee", "mm"}, {"param", "b"}});
  CHECK(R["properties"]["expected"] ==
        Json{{"kind", "parameter"}, {"callee", "mm"}, {"param", "b"}});
  CHECK(Rel[0]["properties"] ==
        Json{{"role", "declaration"},
             {"label", Json{{"kind", "signature"}, {"callee", "mm"}}}});
  CHECK(!Rel[1].contains("properties"));
  CHECK(!Results[1].contains("properties"));
  CHECK(R["partialFingerprints"]["primaryLocationLineHash"] ==
        lineHashes(*Sources.contents(X.Model))[1]);

  // Percent-encoded path; columns counted in UTF-16 units: each "é" is two
  // bytes but one unit, so byte column 15 is unit column 13.
  const Json &S = Results[1];
  CHECK(S["level"] == "warning");
  const Json &SP = S["locations"][0]["physicalLocation"];
  CHECK(SP["artifactLocation"]["uri"] == "src/my%20dir/caf%C3%A9.cpp");
  CHECK(SP["region"] == Json{{"startLine", 1},
                             {"startColumn", 13},
                             {"endLine", 1},
                             {"endColumn", 18}});
}

TEST_CASE("sarif: fingerprints match the line hash of the source") {
  TempDir Dir;
  std::string Text;
  // Lines 1 to 10 see the same 100 characters, so they hash alike.
  for (int I = 0; I != 30; ++I)
    Text += "x = y;\n";
  std::string File = Dir.write("dup.cpp", Text);
  Finding F;
  F.Check = CheckId::Reshape;
  F.Message = "m";
  F.Loc = {File, 2, 1, 2, 1};
  std::vector<Finding> Fs = {F};
  ReportData Data;
  Data.Findings = Fs;
  SourceCache Sources;
  Json Log = Json::parse(render(Sources, Data, Dir.path()));
  const Json &Res = Log["runs"][0]["results"][0];
  std::string Hash = Res["partialFingerprints"]["primaryLocationLineHash"];
  CHECK(Hash == lineHashes(Text)[1]);
  CHECK(Hash.substr(Hash.size() - 2) == ":2"); // the second identical line

  // No fingerprint when disabled, or when the file cannot be read.
  Log = Json::parse(render(Sources, Data, Dir.path(), false));
  CHECK(!Log["runs"][0]["results"][0].contains("partialFingerprints"));
  Fs[0].Loc.File = Dir.path() + "/missing.cpp";
  Log = Json::parse(render(Sources, Data, Dir.path()));
  CHECK(!Log["runs"][0]["results"][0].contains("partialFingerprints"));
}

TEST_CASE("sarif: outside the root, notifications") {
  TempDir Dir;
  Finding F;
  F.Check = CheckId::UnknownCall;
  F.Message = "m";
  F.Loc = {"/elsewhere/x y.cpp", 3, 2, 0, 0};
  std::vector<Finding> Fs = {F};
  ToolNotification Compile;
  Compile.Severity = Level::Error;
  Compile.Message = "expected ';'";
  Compile.Loc = {Dir.path() + "/a.cpp", 7, 3, 7, 3};
  ToolNotification Plain;
  Plain.Severity = Level::Warning;
  Plain.Message = "no compile_commands.json";
  std::vector<ToolNotification> Ns = {Compile, Plain};
  ReportData Data;
  Data.Findings = Fs;
  Data.Notifications = Ns;
  SourceCache Sources;
  Json Log = Json::parse(render(Sources, Data, Dir.path()));
  const Json &Run = Log["runs"][0];

  const Json &Res = Run["results"][0];
  CHECK(Res["ruleIndex"] == int(CheckId::UnknownCall));
  const Json &Phys = Res["locations"][0]["physicalLocation"];
  CHECK(Phys["artifactLocation"] ==
        Json{{"uri", "file:///elsewhere/x%20y.cpp"}});
  CHECK(Phys["region"] == Json{{"startLine", 3}, {"startColumn", 2}});

  const Json &Inv = Run["invocations"][0];
  CHECK(Inv["executionSuccessful"] == false);
  const Json &N = Inv["toolExecutionNotifications"];
  REQUIRE(N.size() == 2);
  CHECK(N[0]["level"] == "error");
  CHECK(N[0]["message"]["text"] == "expected ';'");
  CHECK(N[0]["locations"][0]["physicalLocation"]["artifactLocation"]["uri"] ==
        "a.cpp");
  CHECK(N[1]["level"] == "warning");
  CHECK(!N[1].contains("locations"));

  // The caller may override the default.
  Data.ExecutionSuccessful = true;
  Log = Json::parse(render(Sources, Data, Dir.path()));
  CHECK(Log["runs"][0]["invocations"][0]["executionSuccessful"] == true);
}

TEST_CASE("sarif: byte-for-byte deterministic") {
  Fixture X;
  std::vector<Finding> Reversed(X.Findings.rbegin(), X.Findings.rend());
  ReportData A, B;
  A.Findings = X.Findings;
  B.Findings = Reversed;
  SourceCache S1, S2;
  std::string First = render(S1, A, X.Dir.path());
  CHECK(First == render(S2, B, X.Dir.path()));
  CHECK(First == render(S1, A, X.Dir.path()));
}

TEST_CASE("sarif: fullDescription is the page's first paragraph") {
  CHECK(firstParagraph("# t: title\n\n**Default level:** error.\n\nOne\ntwo.\n"
                       "\nThree.\n") == "One two.");
  CHECK(firstParagraph("# only a title\n") == "");
}

TEST_CASE("sarif: helpUri, PascalCase names, automationDetails") {
  Fixture X;
  SourceCache Sources;
  ReportData Data;
  Json Log = Json::parse(render(Sources, Data, X.Dir.path()));
  const Json &Run = Log["runs"][0];
  for (const Json &R : Run["tool"]["driver"]["rules"]) {
    std::string Id = R["id"], Name = R["name"];
    CAPTURE(Id);
    CHECK(R["helpUri"] == "https://github.com/shapecheck/shapecheck/blob/main/"
                          "docs/diagnostics/" +
                              Id + ".md");
    CHECK(Name != Id);
    REQUIRE(!Name.empty());
    CHECK(llvm::isUpper(Name[0]));
    CHECK(Name.find('-') == std::string::npos);
  }
  CHECK(Run["tool"]["driver"]["rules"][int(CheckId::ShapeMismatch)]["name"] ==
        "ShapeMismatch");
  CHECK(Run["automationDetails"] == Json{{"id", "shapecheck/"}});

  std::string Out;
  llvm::raw_string_ostream OS(Out);
  SarifOptions Opts;
  Opts.Category = "shapecheck/linux-gcc";
  SarifReporter(Sources, Opts).write(Data, OS);
  CHECK(Json::parse(Out)["runs"][0]["automationDetails"]["id"] ==
        "shapecheck/linux-gcc");
}

TEST_CASE("sarif: suppressed findings are results with an inSource "
          "suppression") {
  Fixture X;
  X.Findings[1].Suppressed = true; // the broadcast warning
  SourceCache Sources;
  ReportData Data;
  Data.Findings = X.Findings;
  Json Log = Json::parse(render(Sources, Data, X.Dir.path()));
  const Json &Results = Log["runs"][0]["results"];
  REQUIRE(Results.size() == 2);
  CHECK(!Results[0].contains("suppressions"));
  CHECK(Results[1]["ruleId"] == "broadcast");
  CHECK(Results[1]["suppressions"] ==
        Json::array({Json{{"kind", "inSource"}}}));
}

TEST_CASE("sarif: a note in a shipped rules pack has no location") {
  Fixture X;
  X.Findings[0].Notes.push_back(
      {{"rules/torch.rules", 181, 103, 181, 110}, "the rule is declared here"});
  SourceCache Sources;
  ReportData Data;
  Data.Findings = X.Findings;
  std::string Out;
  llvm::raw_string_ostream OS(Out);
  SarifOptions Opts;
  Opts.SourceRoot = X.Dir.path();
  Opts.BuiltinFiles = {"rules/torch.rules"};
  SarifReporter(Sources, Opts).write(Data, OS);
  Json Rel = Json::parse(Out)["runs"][0]["results"][0]["relatedLocations"];
  REQUIRE(Rel.size() == 3);
  CHECK(!Rel[2].contains("physicalLocation"));
  CHECK(Rel[2]["message"]["text"] ==
        "the rule is declared here (in shapecheck's built-in "
        "rules/torch.rules, line 181)");
  CHECK(Out.find("torch.rules\"") == std::string::npos); // no artifact
  // A file of the same name that is not a pack keeps its location.
  CHECK(Rel[0].contains("physicalLocation"));
}

TEST_CASE("sarif: results beyond MaxResults are dropped, least severe first") {
  TempDir Dir;
  std::string File = Dir.write("a.cpp", "x\n");
  std::vector<Finding> Findings;
  for (unsigned I = 1; I <= 5; ++I) {
    Finding F;
    F.Check = CheckId::ShapeMismatch;
    F.Severity = I == 4 ? Level::Error : Level::Note;
    F.Suppressed = I == 2;
    F.Message = "m" + std::to_string(I);
    F.Loc = {File, I, 1, I, 1};
    Findings.push_back(F);
  }
  SourceCache Sources;
  ReportData Data;
  Data.Findings = Findings;
  std::string Out;
  llvm::raw_string_ostream OS(Out);
  SarifOptions Opts;
  Opts.SourceRoot = Dir.path();
  Opts.MaxResults = 3;
  SarifReporter(Sources, Opts).write(Data, OS);
  Json Run = Json::parse(Out)["runs"][0];
  REQUIRE(Run["results"].size() == 3);
  // The error and the first two unsuppressed notes, in the usual order.
  CHECK(Run["results"][0]["message"]["text"] == "m1");
  CHECK(Run["results"][1]["message"]["text"] == "m3");
  CHECK(Run["results"][2]["message"]["text"] == "m4");
  const Json &Notes = Run["invocations"][0]["toolExecutionNotifications"];
  REQUIRE(Notes.size() == 1);
  CHECK(Notes[0]["level"] == "warning");
  CHECK(Notes[0]["message"]["text"].get<std::string>().find(
            "2 of 5 results were not written") == 0);
  CHECK(Run["invocations"][0]["executionSuccessful"] == true);
}

TEST_CASE("sarif: a fix-it is a fix with an artifact change") {
  Fixture X;
  X.Findings[0].Hints.push_back("did you mean 'mm'?");
  X.Findings[0].Fixes.push_back(FixIt{{X.Model, 2, 10, 2, 15}, "mm"});
  SourceCache Sources;
  ReportData Data;
  Data.Findings = X.Findings;
  Json Log = Json::parse(render(Sources, Data, X.Dir.path()));
  const Json &Results = Log["runs"][0]["results"];
  REQUIRE(Results.size() == 2);
  CHECK_FALSE(Results[1].contains("fixes"));
  const Json &Fixes = Results[0]["fixes"];
  REQUIRE(Fixes.size() == 1);
  CHECK(Fixes[0]["description"]["text"] == "did you mean 'mm'?");
  const Json &Change = Fixes[0]["artifactChanges"][0];
  CHECK(Change["artifactLocation"]["uri"] == "src/model.cpp");
  const Json &R = Change["replacements"][0];
  CHECK(R["deletedRegion"] == Json{{"startLine", 2},
                                   {"startColumn", 10},
                                   {"endLine", 2},
                                   {"endColumn", 16}});
  CHECK(R["insertedContent"]["text"] == "mm");
}
