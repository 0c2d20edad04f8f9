//===- UnifyTest.cpp - Dimension and shape unification --------------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include "SolverTestUtil.h"

using namespace shapecheck;
using namespace shapecheck::test;

TEST_CASE("a flexible variable binds to a constant and keeps it") {
  Solver S;
  Instantiation I(S, VarKind::Flexible, "f");
  ShapeTerm T = term(I, "n n");
  CHECK(S.unifyShape(T, fixed({3, 3}), why("arg")));
  CHECK(S.str(T) == "[3 3]");
  CHECK(S.findings().empty());
}

TEST_CASE("a variable bound twice to different sizes conflicts, with both "
          "sides explained") {
  Solver S;
  Instantiation I(S, VarKind::Flexible, "f");
  ShapeTerm T = term(I, "n n", 7);
  Reason R = why("f", 12);
  R.Context = ReasonDesc::callArgument("f", "x");
  R.Expected = ReasonDesc::parameter("f", "x");
  R.ExpectedLoc = loc(7, 20);
  CHECK_FALSE(S.unifyShape(T, fixed({3, 4}), R));
  REQUIRE(S.findings().size() == 1);
  const Finding &F = S.findings()[0];
  CHECK(F.Check == CheckId::ShapeMismatch);
  CHECK(F.Loc.Line == 12);
  CHECK(F.Message.find("axis 1") != std::string::npos);
  CHECK(F.Message.find("'n' = 3") != std::string::npos);
  CHECK(F.Message.find("size 4") != std::string::npos);
  CHECK(F.Reason == R.Context);
  CHECK(F.Expected == R.Expected);
  // One note says where n = 3 was bound, one where the parameter is declared.
  bool Bound = false, Declared = false;
  for (const DiagNote &N : F.Notes) {
    Bound |= N.Role == NoteRole::Binding && N.Label == R.Context;
    Declared |= N.Loc == R.ExpectedLoc && N.Role == NoteRole::Requirement &&
                N.Label == R.Expected;
  }
  CHECK(Bound);
  CHECK(Declared);
}

TEST_CASE("linear equations are solved") {
  Solver S;
  Instantiation I(S, VarKind::Flexible, "f");
  CHECK(S.unifyShape(term(I, "n+1"), fixed({5}), why("a")));
  CHECK(S.str(Dim::var(*I.dimVar("n"))) == "4");
  CHECK(S.unifyShape(term(I, "2*m"), fixed({6}), why("b")));
  CHECK(S.str(Dim::var(*I.dimVar("m"))) == "3");
  CHECK(S.unifyShape(term(I, "h//2"), term(I, "h//2"), why("c")));
  CHECK(S.findings().empty());
}

TEST_CASE("a linear equation without integer solution is an error") {
  Solver S;
  Instantiation I(S, VarKind::Flexible, "f");
  CHECK_FALSE(S.unifyShape(term(I, "2*n"), fixed({7}), why("a")));
  REQUIRE(S.findings().size() == 1);
  CHECK(S.findings()[0].Message.find("no integer 'n'") != std::string::npos);
}

TEST_CASE("a size cannot be negative") {
  Solver S;
  Instantiation I(S, VarKind::Flexible, "f");
  CHECK_FALSE(S.unifyShape(term(I, "n+5"), fixed({2}), why("a")));
  CHECK(hasRule(S, "shape-mismatch"));
}

TEST_CASE("nonlinear constraints are deferred until their variables are "
          "known") {
  Solver S;
  Instantiation I(S, VarKind::Flexible, "f");
  ShapeTerm T = term(I, "n*m");
  CHECK(S.unifyShape(T, fixed({12}), why("a")));
  CHECK(S.numDeferred() == 1);
  CHECK(S.unifyShape(term(I, "n"), fixed({3}), why("b")));
  S.solveDeferred();
  CHECK(S.numDeferred() == 0);
  CHECK(S.str(Dim::var(*I.dimVar("m"))) == "4");
  CHECK(S.findings().empty());

  Solver S2;
  Instantiation I2(S2, VarKind::Flexible, "g");
  CHECK(S2.unifyShape(term(I2, "n*m"), fixed({12}), why("a")));
  CHECK(S2.unifyShape(term(I2, "n m"), fixed({5, 2}), why("b", 2)));
  S2.solveDeferred();
  CHECK(hasRule(S2, "shape-mismatch"));
}

TEST_CASE("undecided constraints are reported at the configured level") {
  SolverOptions O;
  O.UnresolvedLevel = Level::Note;
  Solver S(O);
  Instantiation I(S, VarKind::Flexible, "f");
  CHECK(S.unifyShape(term(I, "n*m"), fixed({12}), why("a")));
  S.finish();
  REQUIRE(S.findings().size() == 1);
  CHECK(S.findings()[0].Check == CheckId::UnresolvedConstraint);
  CHECK(S.findings()[0].Severity == Level::Note);

  SolverOptions Off;
  Off.ReportUnresolved = false;
  Solver S2(Off);
  Instantiation I2(S2, VarKind::Flexible, "f");
  CHECK(S2.unifyShape(term(I2, "n*m"), fixed({12}), why("a")));
  S2.finish();
  CHECK(S2.findings().empty());
}

TEST_CASE("rigid variables bind to nothing but flexible ones") {
  Solver S;
  Instantiation Body(S, VarKind::Rigid, "f");
  ShapeTerm MN = term(Body, "m n");
  ShapeTerm NM = term(Body, "n m");
  CHECK(S.unifyShape(MN, MN, why("same")));
  CHECK_FALSE(S.unifyShape(NM, MN, why("f")));
  CHECK(hasRule(S, "shape-mismatch"));

  Solver S2;
  Instantiation B2(S2, VarKind::Rigid, "f");
  CHECK_FALSE(S2.unifyShape(term(B2, "n"), fixed({5}), why("r")));
  Instantiation Call(S2, VarKind::Flexible, "g");
  CHECK(S2.unifyShape(term(Call, "k"), term(B2, "n"), why("call")));
  CHECK(S2.str(term(Call, "k+1")) == "[n+1]");
}

TEST_CASE("rank mismatch names both ranks") {
  Solver S;
  Instantiation I(S, VarKind::Flexible, "f");
  CHECK_FALSE(S.unifyShape(term(I, "a b"), fixed({1, 2, 3}), why("x")));
  REQUIRE(S.findings().size() == 1);
  CHECK(S.findings()[0].Check == CheckId::RankMismatch);
  CHECK(S.findings()[0].Message.find("3 axes [1 2 3]") != std::string::npos);
  CHECK(S.findings()[0].Message.find("2 axes [a b]") != std::string::npos);
}

TEST_CASE("variadic segments split prefix and suffix") {
  Solver S;
  Instantiation I(S, VarKind::Flexible, "f");
  ShapeTerm T = term(I, "*batch n m");
  CHECK(S.unifyShape(T, fixed({2, 3, 4, 5}), why("x")));
  CHECK(S.str(term(I, "*batch")) == "[2 3]");
  CHECK(S.str(term(I, "n")) == "[4]");
  // The same segment elsewhere must agree.
  CHECK_FALSE(S.unifyShape(term(I, "*batch k"), fixed({2, 4, 9}), why("y")));
  CHECK(hasRule(S, "shape-mismatch"));

  Solver S2;
  Instantiation I2(S2, VarKind::Flexible, "f");
  CHECK_FALSE(S2.unifyShape(term(I2, "a *b c"), fixed({1}), why("x")));
  CHECK(hasRule(S2, "rank-mismatch"));
  CHECK(S2.unifyShape(term(I2, "*b"), ShapeTerm(), why("scalar")));
}

TEST_CASE("two open shapes whose fixed axes may overlap bind neither") {
  // [x *a] ~ [*b y] holds for [1 2 3] (*a = [2 3], *b = [1 2]) and for [5]
  // (*a = *b = [], x = y = 5): no binding covers both, so none is made.
  Solver S;
  Instantiation I(S, VarKind::Flexible, "f");
  ShapeTerm A = term(I, "x *a"), B = term(I, "*b y");
  CHECK(S.unifyShape(A, B, why("ab")));
  CHECK(S.unifyShape(A, fixed({5}), why("one axis")));
  CHECK(S.unifyShape(B, fixed({5}), why("one axis")));
  CHECK(S.findings().empty());
  CHECK(S.str(term(I, "*a")) == "[]");
  CHECK(S.str(term(I, "*b")) == "[]");
}

TEST_CASE("occurs check on variadic segments") {
  Solver S;
  Instantiation I(S, VarKind::Flexible, "f");
  CHECK_FALSE(S.unifyShape(term(I, "*a"), term(I, "n *a"), why("x")));
  CHECK(hasRule(S, "rank-mismatch"));
}

TEST_CASE("unknown sizes agree with anything and hide nothing") {
  Solver S;
  Instantiation I(S, VarKind::Flexible, "f");
  ShapeTerm T = term(I, "n _ n");
  CHECK(S.unifyShape(T, fixed({3, 99, 3}), why("x")));
  CHECK_FALSE(S.unifyShape(T, fixed({3, 1, 4}), why("y")));
  // An unknown-rank shape agrees with every shape.
  CHECK(S.unifyShape(S.dynamicShape(), fixed({1, 2, 3}), why("z")));
  CHECK(S.unifyShape(term(I, "..."), term(I, "a b c"), why("w")));
  CHECK(S.findings().size() == 1);
}

TEST_CASE("narrowing a partial shape to a more specific one") {
  Solver S;
  ShapeTerm Partial;
  Partial.Prefix = {Dim::constant(2), Dim::dynamic()};
  CHECK(S.unifyShape(Partial, fixed({2, 1}), why("x")));
  CHECK(S.str(S.narrow(Partial, fixed({2, 1}))) == "[2 1]");
  CHECK(S.str(S.narrow(S.dynamicShape(), fixed({4}))) == "[4]");
  CHECK_FALSE(S.unifyShape(Partial, fixed({3, 1}), why("y")));
}

TEST_CASE("joins keep equal dimensions") {
  Solver S;
  CHECK(S.str(S.join(fixed({2, 3}), fixed({2, 4}))) == "[2 ?]");
  CHECK(S.str(S.join(fixed({2, 3}), fixed({2}))) == "[...]");
}

TEST_CASE("dtype categories unify by intersection") {
  Solver S;
  CHECK(S.unifyDtype(*DtypeSet::fromCategory("Float"),
                     *DtypeSet::fromCategory("Float32"), why("x")));
  CHECK(S.unifyDtype(*DtypeSet::fromCategory("Real"),
                     *DtypeSet::fromCategory("Int"), why("x")));
  CHECK_FALSE(S.unifyDtype(*DtypeSet::fromCategory("Float"),
                           *DtypeSet::fromCategory("Int64"), why("f")));
  REQUIRE(S.findings().size() == 1);
  CHECK(S.findings()[0].Check == CheckId::DtypeMismatch);
  CHECK(S.findings()[0].Message.find("Int64") != std::string::npos);
}

TEST_CASE("arithmetic overflow is reported, not wrapped") {
  Solver S;
  Instantiation I(S, VarKind::Flexible, "f");
  ShapeTerm T = term(I, "9223372036854775807+n");
  CHECK(S.unifyShape(T, fixed({5}), why("x")) == false);
  CHECK(hasRule(S, "shape-mismatch"));
  ShapeTerm Ov = term(I, "9223372036854775807*2");
  CHECK_FALSE(S.unifyShape(Ov, fixed({5}), why("y")));
  CHECK(hasRule(S, "arith-overflow"));
}

TEST_CASE("long binding chains resolve without deep recursion") {
  Solver S;
  std::vector<VarId> Vars;
  for (int I = 0; I < 200000; ++I)
    Vars.push_back(S.freshDimVar("v", VarKind::Flexible, {}));
  // v0 := v1 + 1, v1 := v2 + 1, ... bound in order, so each binding holds
  // an unbound variable when made: a chain 200000 deep.
  for (size_t I = 0; I + 1 < Vars.size(); ++I)
    CHECK(S.unifyDim(
        Dim::var(Vars[I]),
        Dim::expr(DimExpr::var(Vars[I + 1]) + DimExpr::constant(1)), why("x")));
  CHECK(S.unifyDim(Dim::var(Vars.back()), Dim::constant(0), why("y")));
  CHECK(S.resolve(Dim::var(Vars[0])).asConstant() == 199999);
}

TEST_CASE("a copied reason records its own context") {
  Solver S;
  VarId A = S.freshDimVar("a", VarKind::Flexible, Origin{});
  VarId B = S.freshDimVar("b", VarKind::Flexible, Origin{});
  Reason First = why("first call");
  CHECK(S.unifyDim(Dim::var(A), Dim::constant(1), First));
  Reason Second = First;
  Second.Context = ReasonDesc::call("second");
  CHECK(S.unifyDim(Dim::var(B), Dim::constant(2), Second));
  std::vector<DiagNote> Notes;
  S.explain(Dim::var(B), Notes);
  REQUIRE(Notes.size() == 1);
  CHECK(Notes[0].Label == ReasonDesc::call("second"));
}

TEST_CASE("rank messages use the singular for one axis") {
  Solver S;
  Instantiation I(S, VarKind::Rigid, "f");
  CHECK_FALSE(S.unifyShape(term(I, "*w 3"), ShapeTerm(), why("x")));
  REQUIRE(S.findings().size() == 1);
  CHECK(S.findings()[0].Message.find("at least 1 axis [*w 3]") !=
        std::string::npos);
  CHECK(S.findings()[0].Message.find("1 axes") == std::string::npos);
}

TEST_CASE("rigid variables of one annotation share one note") {
  Solver S;
  Instantiation I(S, VarKind::Rigid, "f");
  CHECK_FALSE(S.unifyShape(term(I, "a b c", 3), fixed({1, 2}), why("x")));
  REQUIRE(S.findings().size() == 1);
  const auto &Notes = S.findings()[0].Notes;
  REQUIRE(Notes.size() == 1);
  CHECK(Notes[0].Role == NoteRole::Declaration);
  CHECK(Notes[0].Label == ReasonDesc::signature("f"));
  CHECK(Notes[0].Message ==
        "'a', 'b' and 'c' are dimensions of the signature of 'f'");
}

TEST_CASE("a rigid segment against a fixed shape is one rank finding") {
  Solver S;
  Instantiation I(S, VarKind::Rigid, "f");
  CHECK_FALSE(S.unifyShape(term(I, "*w 3"), fixed({1, 4}), why("x")));
  REQUIRE(S.findings().size() == 1);
  CHECK(S.findings()[0].Check == CheckId::RankMismatch);
}

TEST_CASE("h*(e//h) equals e only once a check says h divides e") {
  for (bool Fact : {false, true}) {
    Solver S;
    Instantiation I(S, VarKind::Rigid, "f");
    ShapeTerm E = term(I, "e"), H = term(I, "h");
    Dim DE = E.Prefix[0], DH = H.Prefix[0];
    Dim Heads = Dim::expr(DH.E * DE.E.floorDiv(DH.E));
    if (Fact)
      S.assumeDivisible(DE, DH);
    CHECK(S.provablyEqual(Heads, DE) == Fact);
    CHECK_FALSE(S.provablyDifferent(Heads, DE));
    CHECK(S.unifyDim(DE, Heads, why("view")));
    S.finish();
    // Without the fact the equation stays open: a warning at the end.
    CHECK(S.findings().size() == (Fact ? 0u : 1u));
  }
}

/// A size a class's constructor takes from its caller, as the frontend
/// declares one (a rigid variable whose origin says so).
static Dim ctorSize(Solver &S, const std::string &Name) {
  return Dim::var(S.freshDimVar(
      Name, VarKind::Rigid,
      Origin{loc(1),
             ReasonDesc::ofClass(ReasonDesc::Kind::CtorParameter, "NetImpl")}));
}

TEST_CASE("a conflict some construction would not have is the instances'") {
  static int Method; // the generic analysis's scope
  for (bool Instance : {false, true}) {
    Solver S;
    Dim In = ctorSize(S, "input_size");
    S.setScope(&Method);
    // input_size ~ 784: right for Net(784, ...), not an error yet.
    CHECK(S.unifyDim(In, Dim::constant(784), why("fc1", 10)));
    // The same condition at another use is said once.
    CHECK(S.unifyDim(In, Dim::constant(784), why("fc1", 11)));
    // 2*n ~ n: no construction makes it right.
    CHECK_FALSE(
        S.unifyDim(Dim::expr(In.E * DimExpr::constant(2)), In, why("fc2", 12)));
    S.setScope(nullptr);
    if (Instance)
      S.markDecidedByInstance(&Method);
    S.finish();
    REQUIRE(S.findings().size() == (Instance ? 1u : 2u));
    CHECK(S.findings()[0].Loc.Line == 12);
    CHECK(S.findings()[0].Severity == Level::Error);
    if (!Instance) {
      CHECK(S.findings()[1].Loc.Line == 10);
      CHECK(S.findings()[1].Severity == Level::Warning);
      CHECK(S.findings()[1].Message.find(
                "only for a construction with 'input_size' = 784") !=
            std::string::npos);
    }
  }
}

TEST_CASE("outside a class's generic analysis a constructor size conflicts") {
  Solver S;
  Dim In = ctorSize(S, "input_size");
  CHECK_FALSE(S.unifyDim(In, Dim::constant(784), why("fc1")));
  CHECK(S.findings().size() == 1);
}

TEST_CASE("a trial drops the conflicts it left to the instances") {
  static int Method;
  Solver S;
  Dim In = ctorSize(S, "width");
  S.setScope(&Method);
  Solver::Trial T = S.beginTrial();
  CHECK(S.unifyDim(In, Dim::constant(3), why("block")));
  CHECK(S.trialFailed(T));
  S.dropTrial(T);
  S.setScope(nullptr);
  S.finish();
  CHECK(S.findings().empty());
}
