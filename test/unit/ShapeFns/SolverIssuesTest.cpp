//===- SolverIssuesTest.cpp - Solver behaviour the shape functions hit ----===//
//
// Cases where the solver does something the shape functions must work
// around. They are marked may_fail so that the suite stays green; each
// documents the expected behaviour and the workaround in lib/ShapeFns.
//
//===----------------------------------------------------------------------===//
#include "Fixture.h"

using namespace shapecheck;
using shapecheck::test::Fx;

TEST_SUITE("SolverIssues") {

  // Reason caches the solver's interned origin (CachedBy/CachedOrigin) and the
  // cache is copied with the Reason: a copy whose Context is changed after the
  // original was used still records bindings under the original's context.
  // Workaround: shapefns::derive builds sub-reasons without the cache.
  TEST_CASE("a copied Reason keeps the original's cached origin" *
            doctest::may_fail()) {
    Fx F;
    Dim A = F.flex("a"), B = F.flex("b");
    Reason First = F.R;
    First.Context = "first call";
    CHECK(F.S.unifyDim(A, Fx::c(1), First)); // caches First's origin
    Reason Second = First;
    Second.Context = "second call";
    CHECK(F.S.unifyDim(B, Fx::c(2), Second));
    std::vector<DiagNote> Notes;
    F.S.explain(B, Notes);
    REQUIRE(Notes.size() == 1);
    INFO(Notes[0].Message);
    CHECK(Notes[0].Message.find("second call") != std::string::npos);
  }

  // reportRank says "at least 1 axes".
  TEST_CASE("rank messages use the singular for one axis" *
            doctest::may_fail()) {
    Fx F;
    ShapeTerm Open = F.open({}, {Fx::c(3)}, VarKind::Rigid, "w");
    F.S.unifyShape(Open, ShapeTerm(), F.R);
    REQUIRE(F.count() >= 1);
    INFO(F.msg());
    CHECK(F.msg().find("1 axes") == std::string::npos);
  }

  // DimExpr's exact division by a single term computes T.Coeff % D.Coeff: a
  // coefficient INT64_MIN divided by a term with coefficient -1 traps
  // (SIGFPE) instead of poisoning. Skipped because it kills the test binary;
  // run with --no-skip to see it. Workaround: shapefns::floorDivSafe/modSafe.
  TEST_CASE("floorDiv of INT64_MIN by -x poisons instead of trapping" *
            doctest::skip()) {
    Fx F;
    Dim X = F.rigid("x");
    DimExpr A = DimExpr::constant(INT64_MIN) * X.E;
    DimExpr B = -X.E;
    CHECK(A.floorDiv(B).isPoisoned());
    CHECK(A.mod(B).isPoisoned());
  }

} // TEST_SUITE
