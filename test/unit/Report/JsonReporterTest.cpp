//===- JsonReporterTest.cpp - The documented JSON format ------------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception

#include "Report/JsonReporter.h"
#include "llvm/Support/raw_ostream.h"
#include <doctest/doctest.h>
#include <nlohmann/json.hpp>

using namespace shapecheck;
using Json = nlohmann::ordered_json;

namespace {

std::vector<Finding> sample() {
  Finding F;
  F.Check = CheckId::ShapeMismatch;
  F.Severity = Level::Error;
  F.Message = "inner sizes differ";
  F.Loc = {"src/model.cpp", 4, 10, 4, 28};
  F.Notes.push_back({{"src/model.cpp", 2, 41, 2, 50}, "x is 'b in' here"});
  Finding G;
  G.Check = CheckId::UnknownCall;
  G.Severity = Level::Note;
  G.Message = "unknown";
  G.Loc = {"src/a.cpp", 1, 3, 0, 0};
  return {F, G, F};
}

std::string render(const ReportData &Data, int Indent = 2) {
  std::string Out;
  llvm::raw_string_ostream OS(Out);
  ToolInfo Tool;
  Tool.Version = "1.2.3";
  JsonReporter(Tool, Indent).write(Data, OS);
  OS.flush();
  return Out;
}

} // namespace

TEST_CASE("json: document shape") {
  std::vector<Finding> F = sample();
  ToolNotification N;
  N.Severity = Level::Error;
  N.Message = "src/b.cpp does not compile";
  std::vector<ToolNotification> Ns = {N};
  ReportData Data;
  Data.Findings = F;
  Data.Notifications = Ns;
  std::string Text = render(Data);
  REQUIRE(Text.back() == '\n');
  Json Doc = Json::parse(Text);

  // Top-level keys, in this order.
  std::vector<std::string> Keys;
  for (auto &Item : Doc.items())
    Keys.push_back(Item.key());
  CHECK(Keys == std::vector<std::string>{"version", "tool",
                                         "executionSuccessful", "summary",
                                         "findings", "notifications"});
  CHECK(Doc["version"] == 1);
  CHECK(Doc["tool"]["name"] == "shapecheck");
  CHECK(Doc["tool"]["version"] == "1.2.3");
  CHECK(Doc["executionSuccessful"] == false);
  CHECK(Doc["summary"] == Json{{"errors", 2}, {"warnings", 0}, {"notes", 1}});

  // Sorted by file: src/a.cpp first; the duplicate is gone.
  REQUIRE(Doc["findings"].size() == 2);
  const Json &A = Doc["findings"][0];
  CHECK(A["rule"] == "unknown-call");
  CHECK(A["level"] == "note");
  // An unknown end is the start.
  CHECK(A["location"] == Json{{"file", "src/a.cpp"},
                              {"line", 1},
                              {"column", 3},
                              {"endLine", 1},
                              {"endColumn", 3}});
  CHECK(A["notes"] == Json::array());

  const Json &B = Doc["findings"][1];
  CHECK(B["rule"] == "shape-mismatch");
  CHECK(B["level"] == "error");
  CHECK(B["message"] == "inner sizes differ");
  CHECK(B["location"]["endColumn"] == 28);
  REQUIRE(B["notes"].size() == 1);
  CHECK(B["notes"][0]["message"] == "x is 'b in' here");
  CHECK(B["notes"][0]["location"]["line"] == 2);

  REQUIRE(Doc["notifications"].size() == 1);
  CHECK(Doc["notifications"][0]["level"] == "error");
  CHECK(Doc["notifications"][0]["location"].is_null());
}

TEST_CASE("json: deterministic, independent of input order, one-line mode") {
  std::vector<Finding> F = sample();
  std::vector<Finding> R(F.rbegin(), F.rend());
  ReportData D1, D2;
  D1.Findings = F;
  D2.Findings = R;
  CHECK(render(D1) == render(D2));
  std::string One = render(D1, -1);
  CHECK(One.find('\n') == One.size() - 1);
  CHECK(Json::parse(One) == Json::parse(render(D1)));
}

TEST_CASE("json: empty report and invalid UTF-8") {
  ReportData Empty;
  CHECK(render(Empty) == "{\n"
                         "  \"version\": 1,\n"
                         "  \"tool\": {\n"
                         "    \"name\": \"shapecheck\",\n"
                         "    \"version\": \"1.2.3\",\n"
                         "    \"informationUri\": \"" +
                             ToolInfo::defaultInformationUri().str() +
                             "\"\n"
                             "  },\n"
                             "  \"executionSuccessful\": true,\n"
                             "  \"summary\": {\n"
                             "    \"errors\": 0,\n"
                             "    \"warnings\": 0,\n"
                             "    \"notes\": 0\n"
                             "  },\n"
                             "  \"findings\": [],\n"
                             "  \"notifications\": []\n"
                             "}\n");

  Finding F;
  F.Check = CheckId::Reshape;
  F.Message = "bad \xFF byte";
  F.Loc = {"f\xC3\xA9.cpp", 1, 1, 1, 1};
  std::vector<Finding> Fs = {F};
  ReportData D;
  D.Findings = Fs;
  Json Doc = Json::parse(render(D));
  CHECK(Doc["findings"][0]["message"] == "bad \xEF\xBF\xBD byte");
  CHECK(Doc["findings"][0]["location"]["file"] == "f\xC3\xA9.cpp");
}

TEST_CASE("json: hints and fix-its, only where there are some") {
  std::vector<Finding> F = sample();
  F[0].Hints.push_back("did you mean 'Float'?");
  F[0].Fixes.push_back(FixIt{{"src/model.cpp", 4, 10, 4, 14}, "Float"});
  F.pop_back(); // no duplicate: the first now differs from the last
  ToolNotification N;
  N.Severity = Level::Warning;
  N.Message = "unknown check id";
  N.Hints.push_back("shapecheck --list-checks lists the check ids");
  std::vector<ToolNotification> Ns = {N};
  ReportData Data;
  Data.Findings = F;
  Data.Notifications = Ns;
  Json Doc = Json::parse(render(Data));
  REQUIRE(Doc["findings"].size() == 2);
  CHECK_FALSE(Doc["findings"][0].contains("hints"));
  CHECK_FALSE(Doc["findings"][0].contains("fixes"));
  const Json &B = Doc["findings"][1];
  CHECK(B["hints"] == Json::array({"did you mean 'Float'?"}));
  REQUIRE(B["fixes"].size() == 1);
  CHECK(B["fixes"][0]["replacement"] == "Float");
  CHECK(B["fixes"][0]["location"] == Json{{"file", "src/model.cpp"},
                                          {"line", 4},
                                          {"column", 10},
                                          {"endLine", 4},
                                          {"endColumn", 14}});
  CHECK(Doc["notifications"][0]["hints"] ==
        Json::array({"shapecheck --list-checks lists the check ids"}));
  CHECK_FALSE(Doc["notifications"][0].contains("fixes"));
}

TEST_CASE("json: structured reasons and note labels, only where known") {
  Finding F = sample()[0];
  F.Reason = ReasonDesc::part(ReasonDesc::callArgument("torch::add", "other"),
                              "broadcast", ReasonDesc::Kind::Operands,
                              {"[2 3]", "[4]"});
  F.Expected = ReasonDesc::parameter("f", "x");
  F.Notes.push_back({{"src/model.cpp", 1, 5, 1, 9},
                     "'n' = 4 was bound by argument 'a' of call to 'mm'",
                     NoteRole::Binding,
                     ReasonDesc::callArgument("mm", "a")});
  std::vector<Finding> Findings = {F, sample()[1]};
  ReportData Data;
  Data.Findings = Findings;
  Json Doc = Json::parse(render(Data));
  const Json &B = Doc["findings"][1];
  // Keys in the documented order; a reason's "kind" first.
  std::vector<std::string> Keys;
  for (auto &Item : B.items())
    Keys.push_back(Item.key());
  CHECK(Keys == std::vector<std::string>{"rule", "level", "message", "location",
                                         "reason", "expected", "notes"});
  CHECK(B["reason"].dump() ==
        R"({"kind":"operands","operands":["[2 3]","[4]"],"op":"broadcast",)"
        R"("within":{"kind":"call-argument","callee":"torch::add",)"
        R"("param":"other"}})");
  CHECK(B["expected"] ==
        Json{{"kind", "parameter"}, {"callee", "f"}, {"param", "x"}});
  // A note in words only has neither role nor label.
  REQUIRE(B["notes"].size() == 2);
  CHECK_FALSE(B["notes"][0].contains("role"));
  CHECK_FALSE(B["notes"][0].contains("label"));
  CHECK(B["notes"][1]["role"] == "binding");
  CHECK(B["notes"][1]["label"] ==
        Json{{"kind", "call-argument"}, {"callee", "mm"}, {"param", "a"}});
  // A finding without a reason has no such keys.
  CHECK_FALSE(Doc["findings"][0].contains("reason"));
  CHECK_FALSE(Doc["findings"][0].contains("expected"));
}
