//===- DtypeVarsTest.cpp - Dtype variables and dtype-polymorphic schemes --===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include "Solver/Scheme.h"
#include "SolverTestUtil.h"

using namespace shapecheck;
using namespace shapecheck::test;

static DtypeSet cat(const char *Name) { return *DtypeSet::fromCategory(Name); }

static ArrayType arr(ShapeTerm S, DtypeSet D, DtypeVarId V = 0) {
  return ArrayType{std::move(S), D, V};
}

TEST_CASE("a flexible dtype variable is narrowed by the categories it meets") {
  Solver S;
  DtypeVarId X = S.freshDtypeVar("x", VarKind::Flexible, 0);
  ArrayType P = arr(fixed({2}), DtypeSet::any(), X);
  CHECK(S.dtypeOf(P) == DtypeSet::any());
  CHECK(S.unifyArray(arr(fixed({2}), cat("Float")), P, why("arg")));
  CHECK(S.dtypeOf(P) == cat("Float"));
  CHECK(S.str(P, true) == "Float<x>[2]");
  CHECK(S.str(P) == "Float[2]");
  // Float64 is a Float: narrowed further, still consistent.
  CHECK(S.unifyArray(arr(fixed({2}), cat("Float64")), P, why("arg")));
  CHECK(S.dtypeOf(P) == cat("Float64"));
  CHECK(S.findings().empty());
  // An Int afterwards is a mismatch with what the variable became.
  CHECK_FALSE(S.unifyArray(arr(fixed({2}), cat("Int")), P, why("arg")));
  REQUIRE(S.findings().size() == 1);
  CHECK(S.findings()[0].Check == CheckId::DtypeMismatch);
  CHECK(S.findings()[0].Message.find("has dtype Float64, but the annotation "
                                     "requires Int") != std::string::npos);
}

TEST_CASE("unifying two arrays with dtype variables makes them one") {
  Solver S;
  DtypeVarId A = S.freshDtypeVar("a", VarKind::Flexible, 0);
  DtypeVarId B = S.freshDtypeVar("b", VarKind::Flexible, 0, cat("Float"));
  ArrayType TA = arr(fixed({3}), DtypeSet::any(), A);
  ArrayType TB = arr(fixed({3}), DtypeSet::any(), B);
  CHECK(S.unifyArray(TA, TB, why("arg")));
  CHECK(S.dtypeRoot(A) == S.dtypeRoot(B));
  CHECK(S.dtypeOf(TA) == cat("Float")); // B's bound reached A
  // Narrowing one narrows the other.
  CHECK(S.unifyArray(arr(fixed({3}), cat("Float32")), TB, why("arg")));
  CHECK(S.dtypeOf(TA) == cat("Float32"));
  CHECK(S.resolve(TA).DtypeVar == S.dtypeRoot(B));
}

TEST_CASE("a rigid dtype variable is checked but never narrowed") {
  Solver S;
  DtypeVarId R = S.freshDtypeVar("r", VarKind::Rigid, 0, cat("Real"));
  ArrayType T = arr(fixed({4}), DtypeSet::any(), R);
  CHECK(S.unifyArray(arr(fixed({4}), cat("Float")), T, why("arg")));
  CHECK(S.dtypeOf(T) == cat("Real"));
  CHECK_FALSE(S.unifyArray(arr(fixed({4}), cat("Bool")), T, why("arg")));
  CHECK(hasRule(S, "dtype-mismatch"));
  // A flexible variable joins the rigid one and takes its set.
  DtypeVarId F = S.freshDtypeVar("f", VarKind::Flexible, 0);
  ArrayType TF = arr(fixed({4}), DtypeSet::any(), F);
  CHECK(S.unifyArray(T, TF, why("arg")));
  CHECK(S.dtypeRoot(F) == R);
  CHECK(S.dtypeOf(TF) == cat("Real"));
  // Two rigid variables stay distinct.
  DtypeVarId R2 = S.freshDtypeVar("r2", VarKind::Rigid, 0);
  CHECK(S.unifyArray(arr(fixed({4}), DtypeSet::any(), R2), T, why("arg")));
  CHECK(S.dtypeRoot(R2) != S.dtypeRoot(R));
}

TEST_CASE("the join of two arrays keeps a dtype variable only when shared") {
  Solver S;
  DtypeVarId A = S.freshDtypeVar("a", VarKind::Flexible, 0);
  DtypeVarId B = S.freshDtypeVar("b", VarKind::Flexible, 0);
  ArrayType TA = arr(fixed({2}), cat("Float32"), A);
  CHECK(S.join(TA, TA).DtypeVar == A);
  ArrayType J = S.join(TA, arr(fixed({2}), cat("Int64"), B));
  CHECK(J.DtypeVar == 0);
  CHECK(J.Dtype == cat("Float32").join(cat("Int64")));
}

TEST_CASE("a scheme keeps a parameter's dtype constraint") {
  Solver S;
  // auto twice(T x) { return mm(x, x); }: x met Float, the result is Float.
  Instantiation Infer(S, VarKind::Flexible, "twice");
  DtypeVarId X = S.freshDtypeVar("x", VarKind::Flexible, 0);
  ArrayType P = arr(term(Infer, "n k"), DtypeSet::any(), X);
  CHECK(S.unifyArray(arr(term(Infer, "n k"), cat("Float")), P, why("body")));
  Scheme Sc = generalize(S, {P}, arr(term(Infer, "n n"), cat("Float")));
  CHECK(Sc.DtypeVars.size() == 1);
  CHECK(printScheme(S, Sc) == "(Float[n k]) -> Float[n n]");
  std::vector<std::optional<ArrayType>> Ps;
  std::optional<ArrayType> R;
  instantiate(S, Sc, Ps, R);
  CHECK_FALSE(
      S.unifyArray(*Ps[0], arr(fixed({2, 2}), cat("Int64")), why("twice(i)")));
  CHECK(hasRule(S, "dtype-mismatch"));
}

TEST_CASE("a result that keeps its argument's dtype is dtype-polymorphic") {
  Solver S;
  // T same(T x) { return x; }
  Instantiation Infer(S, VarKind::Flexible, "same");
  DtypeVarId X = S.freshDtypeVar("x", VarKind::Flexible, 0);
  ArrayType P = arr(term(Infer, "*x"), DtypeSet::any(), X);
  Scheme Sc = generalize(S, {P}, P);
  CHECK(printScheme(S, Sc) == "(Shaped<x>[*x]) -> Shaped<x>[*x]");
  for (const char *In : {"Float32", "Int64"}) {
    std::vector<std::optional<ArrayType>> Ps;
    std::optional<ArrayType> R;
    instantiate(S, Sc, Ps, R);
    CHECK(S.unifyArray(*Ps[0], arr(fixed({3}), cat(In)), why("call")));
    CHECK(S.str(S.resolve(*R)) == std::string(In) + "[3]");
  }
  CHECK(S.findings().empty());
}
