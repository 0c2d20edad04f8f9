//===- GitlabReporterTest.cpp - GitLab Code Quality report ----------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception

#include "Report/GitlabReporter.h"
#include "TempDir.h"
#include "llvm/ADT/StringExtras.h"
#include <doctest/doctest.h>
#include <nlohmann/json.hpp>

using namespace shapecheck;
using Json = nlohmann::ordered_json;

namespace {

struct Fixture {
  shapecheck::test::TempDir Dir;
  std::string Model;
  std::vector<Finding> Findings;
  Fixture() {
    Model = Dir.write("src/model.cpp", "int main() {\n"
                                       "  return torch::matmul(x, w);\n"
                                       "}\n");
    Finding F;
    F.Check = CheckId::ShapeMismatch;
    F.Message = "inner sizes differ";
    F.Loc = {Model, 2, 10, 2, 28};
    F.Notes.push_back({{Model, 1, 5, 1, 8}, "x is 'b in' here"});
    Finding W = F;
    W.Check = CheckId::UnresolvedConstraint;
    W.Severity = Level::Warning;
    W.Notes.clear();
    Finding N = W;
    N.Check = CheckId::UnknownCall;
    N.Severity = Level::Note;
    Finding S = F;
    S.Message = "suppressed";
    S.Suppressed = true;
    Findings = {F, W, N, S};
  }

  /// The fingerprint of the shape-mismatch issue.
  std::string mismatch(SourceCache &Sources) {
    for (const Json &I : render(Sources))
      if (I["check_name"] == "shape-mismatch")
        return I["fingerprint"];
    return "";
  }

  Json render(SourceCache &Sources) {
    std::string Out;
    llvm::raw_string_ostream OS(Out);
    GitlabOptions Opts;
    Opts.SourceRoot = Dir.path();
    ReportData Data;
    Data.Findings = Findings;
    GitlabReporter(Sources, Opts).write(Data, OS);
    return Json::parse(Out);
  }
};

} // namespace

TEST_CASE("gitlab: Code Quality issues") {
  Fixture X;
  SourceCache Sources;
  Json Issues = X.render(Sources);
  REQUIRE(Issues.is_array());
  REQUIRE(Issues.size() == 3); // the suppressed one is left out
  const Json &I = Issues[0];
  CHECK(I["check_name"] == "shape-mismatch");
  CHECK(I["severity"] == "major");
  CHECK(I["description"] ==
        "inner sizes differ\nsrc/model.cpp:1: note: x is 'b in' here");
  CHECK(I["location"] ==
        Json{{"path", "src/model.cpp"}, {"lines", {{"begin", 2}}}});
  std::string FP = I["fingerprint"];
  CHECK(FP.size() == 32);
  CHECK(std::all_of(FP.begin(), FP.end(),
                    [](char C) { return llvm::isHexDigit(C); }));
  CHECK(Issues[1]["severity"] == "info"); // unknown-call sorts first
  CHECK(Issues[2]["severity"] == "minor");
  // Every fingerprint differs.
  CHECK(Issues[1]["fingerprint"] != Issues[2]["fingerprint"]);
  CHECK(Issues[0]["fingerprint"] != Issues[2]["fingerprint"]);
}

TEST_CASE("gitlab: fingerprints follow the line, not its number") {
  Fixture X;
  SourceCache Sources;
  std::string Before = X.mismatch(Sources);
  REQUIRE(Before.size() == 32);
  // The same render again: the same fingerprint.
  SourceCache Again;
  CHECK(X.mismatch(Again) == Before);

  // Two lines inserted above: the finding moves to line 4, same fingerprint.
  SourceCache Moved;
  Moved.setContents(X.Model, "// a\n// b\nint main() {\n"
                             "  return torch::matmul(x, w);\n}\n");
  X.Findings[0].Loc.Line = X.Findings[0].Loc.EndLine = 4;
  CHECK(X.mismatch(Moved) == Before);

  // The line itself edited: a new fingerprint.
  SourceCache Edited;
  Edited.setContents(X.Model, "// a\n// b\nint main() {\n"
                              "  return torch::matmul(w, x);\n}\n");
  CHECK(X.mismatch(Edited) != Before);
}
