//===- DirectiveTest.cpp - Parsing NOSHAPECHECK comments ------------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception

#include "Suppress/Directive.h"
#include <doctest/doctest.h>

using namespace shapecheck;

namespace {
struct Parsed {
  std::vector<Directive> Ds;
  std::vector<TextDiagnostic> Problems;
};
Parsed parse(llvm::StringRef Comment) {
  Parsed P;
  parseDirectives(Comment, 0, P.Ds, P.Problems);
  return P;
}
} // namespace

TEST_CASE("plain NOSHAPECHECK suppresses every rule") {
  Parsed P = parse("// NOSHAPECHECK");
  REQUIRE(P.Ds.size() == 1);
  CHECK(P.Ds[0].Kind == DirectiveKind::ThisLine);
  CHECK(P.Ds[0].AllRules);
  CHECK(P.Ds[0].matches("shape-mismatch"));
  CHECK(P.Ds[0].Offset == 3);
  CHECK(P.Problems.empty());
}

TEST_CASE("rule lists") {
  Parsed P =
      parse("/* NOSHAPECHECK( rank-mismatch ,shape-mismatch,rank-mismatch) */");
  REQUIRE(P.Ds.size() == 1);
  CHECK_FALSE(P.Ds[0].AllRules);
  CHECK(P.Ds[0].Rules ==
        std::vector<std::string>{"rank-mismatch", "shape-mismatch"});
  CHECK(P.Ds[0].matches("rank-mismatch"));
  CHECK_FALSE(P.Ds[0].matches("broadcast"));
  CHECK(P.Problems.empty());
}

TEST_CASE("each keyword") {
  CHECK(parse("// NOSHAPECHECKNEXTLINE").Ds.at(0).Kind ==
        DirectiveKind::NextLine);
  CHECK(parse("// NOSHAPECHECKBEGIN(broadcast)").Ds.at(0).Kind ==
        DirectiveKind::Begin);
  CHECK(parse("// NOSHAPECHECKEND").Ds.at(0).Kind == DirectiveKind::End);
}

TEST_CASE("keywords count only as whole words") {
  CHECK(parse("// NOSHAPECHECKS").Ds.empty());
  CHECK(parse("// XNOSHAPECHECK").Ds.empty());
  CHECK(parse("// NOSHAPECHECKNEXTLINES").Ds.empty());
  CHECK(parse("// noshapecheck").Ds.empty());
  CHECK(parse("// see:NOSHAPECHECK.").Ds.size() == 1);
}

TEST_CASE("text around the directive and several directives") {
  Parsed P = parse("// fine: NOSHAPECHECK(broadcast) and "
                   "NOSHAPECHECKNEXTLINE(reshape) too");
  REQUIRE(P.Ds.size() == 2);
  CHECK(P.Ds[0].Kind == DirectiveKind::ThisLine);
  CHECK(P.Ds[1].Kind == DirectiveKind::NextLine);
  CHECK(P.Ds[1].Rules == std::vector<std::string>{"reshape"});
}

TEST_CASE("a space before the parenthesis makes a plain directive") {
  // As with clang-tidy's NOLINT: the list must follow the keyword directly.
  Parsed P = parse("// NOSHAPECHECK (broadcast)");
  REQUIRE(P.Ds.size() == 1);
  CHECK(P.Ds[0].AllRules);
}

TEST_CASE("malformed directives suppress nothing and are reported") {
  Parsed Open = parse("// NOSHAPECHECK(broadcast");
  CHECK(Open.Ds.empty());
  REQUIRE(Open.Problems.size() == 1);
  CHECK(Open.Problems[0].Message.find("missing ')'") != std::string::npos);

  Parsed Empty = parse("// NOSHAPECHECKNEXTLINE( , )");
  CHECK(Empty.Ds.empty());
  REQUIRE(Empty.Problems.size() == 1);
  CHECK(Empty.Problems[0].Message.find("empty rule list") != std::string::npos);
}

TEST_CASE("unknown check ids are reported, the directive still applies") {
  Parsed P = parse("// NOSHAPECHECK(shape-mismach, broadcast)");
  REQUIRE(P.Ds.size() == 1);
  CHECK(P.Ds[0].matches("broadcast"));
  REQUIRE(P.Problems.size() == 1);
  CHECK(P.Problems[0].Message ==
        "unknown check id 'shape-mismach' in 'NOSHAPECHECK' comment");
  // At the id, with a replacement for the misspelling.
  CHECK(P.Problems[0].Offset == 16);
  CHECK(P.Problems[0].Length == 13);
  CHECK(P.Problems[0].Hints ==
        std::vector<std::string>{"did you mean 'shape-mismatch'?"});
  CHECK(P.Problems[0].Replacement == "shape-mismatch");
  // An id near no check has a hint and no replacement.
  Parsed Far = parse("// NOSHAPECHECK(frobnicate)");
  REQUIRE(Far.Problems.size() == 1);
  CHECK_FALSE(Far.Problems[0].Replacement);
  CHECK(Far.Problems[0].Hints.size() == 1);
}

TEST_CASE("wildcards") {
  Parsed P = parse("// NOSHAPECHECK(*-mismatch)");
  REQUIRE(P.Ds.size() == 1);
  CHECK(P.Ds[0].matches("dtype-mismatch"));
  CHECK_FALSE(P.Ds[0].matches("reshape"));
  CHECK(P.Problems.empty());
  CHECK(parse("// NOSHAPECHECK(zz*)").Problems.size() == 1);
}

TEST_CASE("END matches BEGIN by rule list") {
  Parsed A = parse("// NOSHAPECHECKBEGIN(rank-mismatch, broadcast)");
  Parsed B = parse("// NOSHAPECHECKEND(broadcast,rank-mismatch)");
  Parsed C = parse("// NOSHAPECHECKEND");
  CHECK(A.Ds.at(0).sameRules(B.Ds.at(0)));
  CHECK_FALSE(A.Ds.at(0).sameRules(C.Ds.at(0)));
}
