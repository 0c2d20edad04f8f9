//===- DomainTest.cpp - Finite domains of flexible dimensions -------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include "SolverTestUtil.h"

using namespace shapecheck;
using namespace shapecheck::test;

namespace {
Solver::DimDomain domain(std::vector<int64_t> Values) {
  Solver::DimDomain D;
  D.Values = std::move(Values);
  D.Why = "m is 2 or 3";
  D.Notes.emplace_back(loc(40), "a class with m = 2");
  return D;
}
} // namespace

TEST_CASE("a value inside a variable's domain binds it") {
  Solver S;
  Instantiation I(S, VarKind::Flexible, "p");
  ShapeTerm T = term(I, "m");
  S.restrictDim(*I.dimVar("m"), domain({3, 2, 3}));
  REQUIRE(S.domainOf(*I.dimVar("m")));
  CHECK(S.domainOf(*I.dimVar("m"))->Values == std::vector<int64_t>{2, 3});
  CHECK(S.unifyShape(T, fixed({3}), why("f")));
  CHECK(S.str(T) == "[3]");
  CHECK(S.findings().empty());
}

TEST_CASE("a constant outside the domain is one conflict, explained") {
  Solver S;
  Instantiation I(S, VarKind::Flexible, "p");
  ShapeTerm T = term(I, "m m");
  S.restrictDim(*I.dimVar("m"), domain({2, 3}));
  CHECK_FALSE(S.unifyShape(T, fixed({4, 4}), why("f", 9)));
  REQUIRE(S.findings().size() == 1);
  const Finding &F = S.findings()[0];
  CHECK(F.Loc.Line == 9);
  CHECK(F.Message.find("(m is 2 or 3)") != std::string::npos);
  CHECK(F.Message.find("'m' = 4") == std::string::npos);
  CHECK(llvm::any_of(F.Notes, [](const DiagNote &N) {
    return N.Message == "a class with m = 2" && N.Loc.Line == 40;
  }));
  // Reported once: the variable then has the size, and its other uses
  // agree with it.
  CHECK(S.str(T) == "[4 4]");
  CHECK(S.unifyShape(T, fixed({4, 4}), why("g", 10)));
  CHECK(S.findings().size() == 1);
}

TEST_CASE("a linear equation solved outside the domain conflicts") {
  Solver S;
  Instantiation I(S, VarKind::Flexible, "p");
  ShapeTerm T = term(I, "m+1");
  S.restrictDim(*I.dimVar("m"), domain({2, 3}));
  CHECK_FALSE(S.unifyShape(T, fixed({6}), why("f")));
  CHECK(S.findings().size() == 1);
}

TEST_CASE("binding to another flexible variable passes the domain on") {
  Solver S;
  Instantiation P(S, VarKind::Flexible, "p"), Q(S, VarKind::Flexible, "q");
  ShapeTerm A = term(P, "m"), B = term(Q, "k");
  S.restrictDim(*P.dimVar("m"), domain({2, 3}));
  CHECK(S.unifyShape(A, B, why("f")));
  CHECK(S.findings().empty());
  // Whichever of the two is bound to the other, 5 is outside {2, 3}.
  CHECK_FALSE(S.unifyShape(B, fixed({5}), why("g")));
  CHECK(S.findings().size() == 1);
}

TEST_CASE("two domains of one variable intersect") {
  Solver S;
  Instantiation I(S, VarKind::Flexible, "p");
  ShapeTerm T = term(I, "m");
  S.restrictDim(*I.dimVar("m"), domain({2, 3, 4}));
  S.restrictDim(*I.dimVar("m"), domain({3, 4, 5}));
  CHECK(S.domainOf(*I.dimVar("m"))->Values == std::vector<int64_t>{3, 4});
  (void)T;
}

TEST_CASE("a rigid or bound variable takes no domain") {
  Solver S;
  Instantiation R(S, VarKind::Rigid, "g"), F(S, VarKind::Flexible, "f");
  ShapeTerm T = term(R, "n"), U = term(F, "m");
  S.restrictDim(*R.dimVar("n"), domain({2}));
  CHECK_FALSE(S.domainOf(*R.dimVar("n")));
  CHECK(S.unifyShape(U, fixed({7}), why("f")));
  S.restrictDim(*F.dimVar("m"), domain({2}));
  CHECK_FALSE(S.domainOf(*F.dimVar("m")));
  CHECK(S.findings().empty());
  (void)T;
}
