//===- GithubReporterTest.cpp - GitHub Actions workflow commands ----------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception

#include "Report/GithubReporter.h"
#include "TempDir.h"
#include "llvm/Support/raw_ostream.h"
#include <doctest/doctest.h>

using namespace shapecheck;

static std::string render(const ReportData &Data, GithubOptions Opts = {}) {
  std::string Out;
  llvm::raw_string_ostream OS(Out);
  GithubReporter(Opts).write(Data, OS);
  return Out;
}

TEST_CASE("github: escaping as @actions/core does") {
  CHECK(escapeGithubData("50% a:b,c\r\nd") == "50%25 a:b,c%0D%0Ad");
  CHECK(escapeGithubProperty("50% a:b,c\r\nd") == "50%25 a%3Ab%2Cc%0D%0Ad");
  // '%' first: an escape in the input is not decoded by the runner.
  CHECK(escapeGithubData("%0A") == "%250A");
}

TEST_CASE("github: one command per finding, by level") {
  Finding E;
  E.Check = CheckId::ShapeMismatch;
  E.Message = "inner sizes differ: 'in' vs 'out'";
  E.Loc = {"src/model.cpp", 4, 10, 4, 28};
  E.Notes.push_back({{"src/model.cpp", 2, 41, 2, 50}, "x is 'batch in' here"});
  E.Notes.push_back({{}, "no location"});
  Finding W = E;
  W.Check = CheckId::UnresolvedConstraint;
  W.Severity = Level::Warning;
  W.Notes.clear();
  W.Loc = {"src/a,b:c.cpp", 7, 0, 0, 0};
  Finding N = W;
  N.Check = CheckId::UnknownCall;
  N.Severity = Level::Note;
  N.Loc = {"src/model.cpp", 9, 3, 10, 2};
  Finding S = N;
  S.Suppressed = true;
  S.Loc.Line = 1;
  std::vector<Finding> Fs = {E, W, N, S};
  ToolNotification T;
  T.Message = "expected ';'";
  T.Loc = {"src/model.cpp", 3, 1, 0, 0};
  std::vector<ToolNotification> Ts = {T};
  ReportData Data;
  Data.Findings = Fs;
  Data.Notifications = Ts;
  CHECK(render(Data) ==
        "::error file=src/model.cpp,line=3,col=1,title=shapecheck::expected "
        "';'\n"
        "::warning file=src/a%2Cb%3Ac.cpp,line=7,title=unresolved-constraint"
        "::inner sizes differ: 'in' vs 'out'\n"
        "::error file=src/model.cpp,line=4,col=10,endLine=4,endColumn=28,"
        "title=shape-mismatch::inner sizes differ: 'in' vs 'out'%0A"
        "src/model.cpp:2:41: note: x is 'batch in' here%0Anote: no location\n"
        "::notice file=src/model.cpp,line=9,col=3,endLine=10,endColumn=2,"
        "title=unknown-call::inner sizes differ: 'in' vs 'out'\n");
}

TEST_CASE("github: paths relative to GITHUB_WORKSPACE") {
  shapecheck::test::TempDir Dir;
  Finding F;
  F.Check = CheckId::Reshape;
  F.Message = "m";
  F.Loc = {Dir.path() + "/src/x.cpp", 1, 2, 0, 0};
  Finding Out = F;
  Out.Loc.File = "/elsewhere/y.cpp";
  std::vector<Finding> Fs = {F, Out};
  ReportData Data;
  Data.Findings = Fs;
  GithubOptions Opts;
  Opts.Workspace = Dir.path();
  std::string Text = render(Data, Opts);
  CHECK(Text.find("::error file=src/x.cpp,line=1,col=2,") != std::string::npos);
  CHECK(Text.find("file=/elsewhere/y.cpp,") != std::string::npos);
  // Without a workspace, paths as given.
  CHECK(render(Data).find("file=" + Dir.path() + "/src/x.cpp,") !=
        std::string::npos);
}
