//===- DiagnosticTest.cpp - Levels, finding order and the check registry --===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception

#include "Shape/Diagnostic.h"
#include <doctest/doctest.h>
#include <set>

using namespace shapecheck;

namespace {
Finding finding(std::string File, unsigned Line, unsigned Col, std::string Rule,
                std::string Message) {
  Finding F;
  F.Check = parseCheckId(Rule).value();
  F.Message = std::move(Message);
  F.Loc.File = std::move(File);
  F.Loc.Line = Line;
  F.Loc.Col = Col;
  return F;
}
} // namespace

TEST_CASE("diagnostic: level names") {
  CHECK(levelName(Level::Note) == "note");
  CHECK(levelName(Level::Warning) == "warning");
  CHECK(levelName(Level::Error) == "error");
}

TEST_CASE(
    "diagnostic: findings sort by file, line, column, check id, message") {
  std::vector<Finding> F = {
      finding("b.cpp", 1, 1, "reshape", "m"),
      finding("a.cpp", 2, 1, "reshape", "m"),
      finding("a.cpp", 1, 9, "reshape", "m"),
      finding("a.cpp", 1, 2, "shape-mismatch", "m"),
      finding("a.cpp", 1, 2, "broadcast", "z"),
      finding("a.cpp", 1, 2, "broadcast", "a"),
  };
  sortFindings(F);
  std::vector<std::string> Order;
  for (const Finding &X : F)
    Order.push_back(X.Loc.File + ":" + std::to_string(X.Loc.Line) + ":" +
                    std::to_string(X.Loc.Col) + " " + checkName(X.Check).str() +
                    " " + X.Message);
  CHECK(Order == std::vector<std::string>{
                     "a.cpp:1:2 broadcast a", "a.cpp:1:2 broadcast z",
                     "a.cpp:1:2 shape-mismatch m", "a.cpp:1:9 reshape m",
                     "a.cpp:2:1 reshape m", "b.cpp:1:1 reshape m"});
}

TEST_CASE("diagnostic: exact duplicates are dropped, near ones kept") {
  Finding A = finding("a.cpp", 1, 1, "reshape", "m");
  Finding B = A;
  Finding C = A;
  C.Notes.push_back({A.Loc, "note"});
  Finding D = A;
  D.Severity = Level::Warning;
  Finding E = A;
  E.Loc.EndLine = 1;
  E.Loc.EndCol = 4;
  std::vector<Finding> F = {C, A, D, B, E, C, A};
  sortFindings(F);
  CHECK(F.size() == 4);
  // The order does not depend on the input order.
  std::vector<Finding> G = {E, D, C, B, A};
  sortFindings(G);
  REQUIRE(G.size() == F.size());
  for (size_t I = 0; I != F.size(); ++I) {
    CHECK(F[I].Severity == G[I].Severity);
    CHECK(F[I].Loc == G[I].Loc);
    CHECK(F[I].Notes.size() == G[I].Notes.size());
  }
}

TEST_CASE("diagnostic: the registry follows Checks.def") {
  llvm::ArrayRef<CheckInfo> Checks = allChecks();
  unsigned Count = 0;
#define SHAPECHECK_CHECK(Name, Id, DefaultLevel, Summary) ++Count;
#include "Shape/Checks.def"
  REQUIRE(Checks.size() == Count);
  CHECK(Checks.front().Id == "shape-mismatch");
  std::set<std::string> Ids, Names;
  for (size_t I = 0; I != Checks.size(); ++I) {
    const CheckInfo &R = Checks[I];
    CAPTURE(R.Id.str());
    CHECK(Ids.insert(R.Id.str()).second);
    CHECK(Names.insert(R.Name.str()).second);
    CHECK(static_cast<size_t>(R.Kind) == I);
    CHECK(&checkInfo(R.Kind) == &Checks[I]);
    CHECK(checkName(R.Kind) == R.Id);
    CHECK(parseCheckId(R.Id) == R.Kind);
    CHECK(!R.Summary.empty());
    // The page is embedded: it starts with its id and says how to suppress.
    CHECK(R.Markdown.starts_with("# " + R.Id.str() + ":"));
    CHECK(R.Markdown.contains("NOSHAPECHECK(" + R.Id.str() + ")"));
    CHECK(R.Markdown.contains("```cpp"));
    CHECK(!R.Markdown.contains("\r"));
  }
  CHECK(checkInfo(CheckId::ShapeMismatch).DefaultLevel == Level::Error);
  CHECK(checkInfo(CheckId::UnresolvedConstraint).DefaultLevel ==
        Level::Warning);
  CHECK(checkInfo(CheckId::UnknownCall).DefaultLevel == Level::Note);
  CHECK(checkInfo(CheckId::RankMismatch).Name == "RankMismatch");
  CHECK(!parseCheckId("RankMismatch"));
  CHECK(!parseCheckId(""));
  CHECK(!parseCheckId("no-such-check"));
}
