//===- SupportTest.cpp - Axis normalisation and message helpers -----------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include "Fixture.h"

using namespace shapecheck;
using namespace shapecheck::shapefns;
using shapecheck::test::Fx;

TEST_CASE("Support: normalizeAxis accepts [-rank, rank)") {
  Fx F;
  ShapeTerm T = Fx::shape({Fx::c(2), Fx::c(3)});
  CHECK(normalizeAxis(F.S, F.R, "sum", 0, 2, T) == std::optional<size_t>(0));
  CHECK(normalizeAxis(F.S, F.R, "sum", -1, 2, T) == std::optional<size_t>(1));
  CHECK(normalizeAxis(F.S, F.R, "sum", -2, 2, T) == std::optional<size_t>(0));
  CHECK_CLEAN(F);
}

TEST_CASE("Support: an out-of-range axis names the axis, rank and shape") {
  Fx F;
  Dim B = F.rigid("batch"), N = F.rigid("tokens");
  ShapeTerm T = Fx::shape({B, N});
  CHECK_FALSE(normalizeAxis(F.S, F.R, "sum", 2, 2, T));
  CHECK_REPORTED(F, "axis-range");
  CHECK(F.msg() ==
        "call to 'f': sum: dim 2 is out of range for 2 axes [batch tokens]; "
        "valid: -2 to 1");
  CHECK(F.S.findings().back().Loc.Line == 3);
}

TEST_CASE("Support: extreme axes do not overflow") {
  Fx F;
  ShapeTerm T = Fx::shape({Fx::c(2)});
  CHECK_FALSE(normalizeAxis(F.S, F.R, "sum", INT64_MIN, 1, T));
  CHECK_FALSE(normalizeAxis(F.S, F.R, "sum", INT64_MAX, 1, T));
  CHECK(F.count() == 2);
}

TEST_CASE("Support: a 0-d array has no axes") {
  Fx F;
  CHECK_FALSE(normalizeAxis(F.S, F.R, "select", 0, 0, ShapeTerm()));
  CHECK(F.says({"dim 0 is out of range for 0 axes []", "no axes"}));
}

TEST_CASE("Support: lead omits the operation when the context names it") {
  Reason R;
  CHECK(lead(R, "view") == "view: ");
  R.Context = ReasonDesc::call("torch::matmul");
  CHECK(lead(R, "matmul") == "call to 'torch::matmul': ");
  CHECK(lead(R, "view") == "call to 'torch::matmul': view: ");
  R.Context = ReasonDesc::call("cumsum");
  CHECK(lead(R, "sum") == "call to 'cumsum': sum: ");
  R.Context = ReasonDesc::callArgument("x.sum", "dim");
  CHECK(lead(R, "sum") == "argument 'dim' of call to 'x.sum': ");
}

TEST_CASE("Support: locateAxis on an open shape") {
  Fx F;
  ShapeTerm T = F.open({Fx::c(1), Fx::c(2)}, {Fx::c(3)});
  auto P = locateAxis(F.S, F.R, "op", T, 1);
  REQUIRE(P);
  CHECK(P->K == AxisPos::Prefix);
  CHECK(P->Index == 1);
  P = locateAxis(F.S, F.R, "op", T, -1);
  REQUIRE(P);
  CHECK(P->K == AxisPos::Suffix);
  CHECK(P->Index == 0);
  // Behind the variadic segment: unknown, never an error.
  CHECK_FALSE(locateAxis(F.S, F.R, "op", T, 2)->known());
  CHECK_FALSE(locateAxis(F.S, F.R, "op", T, -2)->known());
  CHECK_FALSE(locateAxis(F.S, F.R, "op", T, 1000)->known());
  CHECK_CLEAN(F);
}

TEST_CASE("Support: requireEqual reports provably different sizes") {
  Fx F;
  Dim N = F.rigid("n"), M = F.rigid("m");
  CHECK_FALSE(requireEqual(F.S, F.R, "op", N, "axis 0 of x", M, "axis 1 of y"));
  CHECK_REPORTED(F, "shape-mismatch");
  CHECK(F.msg() ==
        "call to 'f': op: axis 0 of x has size n, but axis 1 of y has "
        "size m");
  // The rigid variables' declarations are explained in notes.
  CHECK(F.S.findings().back().Notes.size() == 2);
}

TEST_CASE("Support: requireEqual binds flexible variables") {
  Fx F;
  Dim K = F.flex("k");
  CHECK(requireEqual(F.S, F.R, "op", Fx::c(4), "a", K, "b"));
  CHECK(F.S.str(F.S.resolve(K)) == "4");
  CHECK(requireEqual(F.S, F.R, "op", Fx::dyn(), "a", Fx::c(3), "b"));
  CHECK_CLEAN(F);
}

TEST_CASE("Support: checkArith reports poisoned sizes") {
  Fx F;
  Dim Big = Fx::c(INT64_MAX);
  Dim P = product({Big, Fx::c(2)});
  CHECK_FALSE(checkArith(F.S, F.R, "reshape", P, "the element count"));
  CHECK_REPORTED(F, "arith-overflow");
  CHECK(F.says({"reshape", "the element count", "overflows"}));
}

TEST_CASE("Support: bindings made by a sub-check name the sub-check") {
  Fx F;
  Dim A = F.flex("a"), K = F.flex("k");
  CHECK(F.S.unifyDim(A, Fx::c(1), F.R)); // the solver caches F.R's origin
  CHECK(requireEqual(F.S, F.R, "matmul", Fx::c(4), "axis -1 of x", K,
                     "axis -2 of y"));
  std::vector<DiagNote> Notes;
  F.S.explain(K, Notes);
  REQUIRE(Notes.size() == 1);
  CHECK(Notes[0].Message ==
        "'k' = 4 was bound by call to 'f': matmul: axis -2 of y");
}
