//===- ReshapeTest.cpp - reshape/view, flatten and unflatten --------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include "ShapeFns/Reshape.h"
#include "Fixture.h"

using namespace shapecheck;
using namespace shapecheck::shapefns;
using shapecheck::test::Fx;

TEST_CASE("reshape: -1 is the exact quotient (symbolic)") {
  Fx F;
  Dim B = F.rigid("b");
  ShapeTerm T = Fx::shape({B, Fx::c(3), Fx::c(4)});
  CHECK(F.str(reshape(F.S, T, {B, Fx::c(-1)}, F.R)) == "[b 12]");
  CHECK(F.str(reshape(F.S, T, {Fx::c(-1), Fx::c(12)}, F.R)) == "[b 12]");
  CHECK(F.str(reshape(F.S, T, {Fx::c(-1)}, F.R)) == "[12*b]");
  CHECK(F.str(reshape(F.S, T, {B, Fx::c(2), Fx::c(-1), Fx::c(3)}, F.R)) ==
        "[b 2 2 3]");
  CHECK_CLEAN(F);
}

TEST_CASE("reshape: -1 that does not divide for every b") {
  Fx F;
  Dim B = F.rigid("b");
  ShapeTerm T = Fx::shape({B, Fx::c(3), Fx::c(4)});
  CHECK_FALSE(reshape(F.S, T, {Fx::c(-1), Fx::c(10)}, F.R));
  CHECK_REPORTED(F, "reshape");
  CHECK(F.says({"reshape", "cannot infer -1 in (-1, 10)", "[b 3 4]",
                "12 elements per 'b'", "not divisible by 10"}));
}

TEST_CASE("reshape: the documented example, 10 elements per b") {
  Fx F;
  Dim B = F.rigid("b");
  ShapeTerm T = Fx::shape({B, Fx::c(10)});
  CHECK_FALSE(reshape(F.S, T, {B, Fx::c(3), Fx::c(-1)}, F.R, "view"));
  CHECK_REPORTED(F, "reshape");
  CHECK(F.msg() ==
        "call to 'f': view: cannot infer -1 in (b, 3, -1): [b 10] has 10 "
        "elements per 'b', which is not divisible by 3");
}

TEST_CASE("reshape: element counts must be equal") {
  Fx F;
  Dim B = F.rigid("b");
  CHECK(F.str(reshape(F.S, Fx::shape({Fx::c(2), Fx::c(3), Fx::c(4)}),
                      {Fx::c(6), Fx::c(4)}, F.R)) == "[6 4]");
  CHECK_CLEAN(F);
  CHECK_FALSE(
      reshape(F.S, Fx::shape({Fx::c(2), Fx::c(3)}), {Fx::c(5), Fx::c(5)}, F.R));
  CHECK_REPORTED(F, "reshape");
  CHECK(F.says({"[2 3] has 6 elements", "(5, 5) has 25"}));

  Fx G;
  Dim C = G.rigid("b");
  CHECK_FALSE(
      reshape(G.S, Fx::shape({C, Fx::c(3), Fx::c(4)}), {C, Fx::c(10)}, G.R));
  CHECK_REPORTED(G, "reshape");
  CHECK(G.says({"[b 3 4] has 12*b elements", "(b, 10) has 10*b"}));
}

TEST_CASE("reshape: symbolic sizes that agree as polynomials") {
  Fx F;
  Dim B = F.rigid("b"), C = F.rigid("c");
  CHECK(F.str(reshape(F.S, Fx::shape({B, C}), {C, B}, F.R)) == "[c b]");
  CHECK(F.str(reshape(F.S, Fx::shape({B, C, Fx::c(2)}),
                      {Fx::expr(DimExpr::constant(2) * C.E), Fx::c(-1)},
                      F.R)) == "[2*c b]");
  CHECK_CLEAN(F);
  CHECK_FALSE(reshape(F.S, Fx::shape({B}),
                      {Fx::expr(B.E + DimExpr::constant(1))}, F.R));
  CHECK_REPORTED(F, "reshape");
}

TEST_CASE("reshape: a flexible size is solved from the element count") {
  Fx F;
  Dim A = F.flex("a");
  CHECK(F.str(reshape(F.S, Fx::shape({Fx::c(6)}), {A, Fx::c(2)}, F.R)) ==
        "[3 2]");
  CHECK_CLEAN(F);
}

TEST_CASE("reshape: divisibility by a flexible size is deferred") {
  Fx F;
  Dim K = F.flex("k");
  auto Out = reshape(F.S, Fx::shape({K, Fx::c(4)}), {Fx::c(-1), Fx::c(8)}, F.R);
  CHECK(F.str(Out) == "[k//2 8]");
  CHECK_CLEAN(F);
  // Later k = 3: 12 elements are not divisible by 8.
  CHECK(F.S.unifyDim(K, Fx::c(3), F.R));
  F.S.solveDeferred();
  CHECK(F.count() == 1);
  CHECK(F.says(
      {"reshape: -1 in (-1, 8) for [k 4]", "remainder", "exact division"}));
  // With k = 4 instead, all is well.
  Fx G;
  Dim K2 = G.flex("k");
  auto Out2 =
      reshape(G.S, Fx::shape({K2, Fx::c(4)}), {Fx::c(-1), Fx::c(8)}, G.R);
  CHECK(G.S.unifyDim(K2, Fx::c(4), G.R));
  G.S.solveDeferred();
  CHECK_CLEAN(G);
  CHECK(G.str(Out2) == "[2 8]");
}

TEST_CASE("reshape: invalid requested sizes") {
  ShapeTerm T = Fx::shape({Fx::c(2), Fx::c(12)});
  {
    Fx F;
    CHECK_FALSE(reshape(F.S, T, {Fx::c(-1), Fx::c(-1)}, F.R));
    CHECK_REPORTED(F, "reshape");
    CHECK(F.says({"only one dimension can be inferred", "(-1, -1)",
                  "positions 0 and 1"}));
  }
  {
    Fx F;
    CHECK_FALSE(reshape(F.S, T, {Fx::c(-2), Fx::c(-12)}, F.R));
    CHECK_REPORTED(F, "reshape");
    CHECK(F.says({"invalid size -2 at position 0"}));
  }
  {
    Fx F;
    CHECK_FALSE(reshape(F.S, T, {Fx::c(0), Fx::c(24)}, F.R));
    CHECK_REPORTED(F, "reshape");
    CHECK(F.says({"invalid size 0 at position 0", "[2 12] has 24 elements"}));
  }
  {
    // Checked even when the input's element count is unknown.
    Fx F;
    CHECK_FALSE(reshape(F.S, F.S.dynamicShape(), {Fx::c(-1), Fx::c(-1)}, F.R));
    CHECK_REPORTED(F, "reshape");
  }
}

TEST_CASE("reshape: empty arrays") {
  Fx F;
  ShapeTerm T = Fx::shape({Fx::c(0), Fx::c(3)});
  CHECK(F.str(reshape(F.S, T, {Fx::c(0), Fx::c(5)}, F.R)) == "[0 5]");
  CHECK(F.str(reshape(F.S, T, {Fx::c(-1), Fx::c(3)}, F.R)) == "[0 3]");
  CHECK_CLEAN(F);
  // An input of unknown size may have no elements.
  CHECK(F.str(reshape(F.S, Fx::shape({Fx::dyn(), Fx::c(3)}),
                      {Fx::c(0), Fx::c(5)}, F.R)) == "[0 5]");
  CHECK_CLEAN(F);
  CHECK_FALSE(reshape(F.S, T, {Fx::c(0), Fx::c(-1)}, F.R));
  CHECK_REPORTED(F, "reshape");
  CHECK(F.says({"could be any value"}));
}

TEST_CASE("reshape: scalars") {
  Fx F;
  CHECK(F.str(reshape(F.S, ShapeTerm(), {Fx::c(1)}, F.R)) == "[1]");
  CHECK(F.str(reshape(F.S, ShapeTerm(), {Fx::c(-1)}, F.R)) == "[1]");
  CHECK(F.str(reshape(F.S, Fx::shape({Fx::c(1), Fx::c(1)}), {}, F.R)) == "[]");
  CHECK_CLEAN(F);
}

TEST_CASE("reshape: unknown inputs give the requested rank") {
  Fx F;
  Dim B = F.rigid("b");
  CHECK(F.str(reshape(F.S, Fx::shape({B, Fx::dyn(), Fx::c(4)}),
                      {Fx::c(-1), Fx::c(2)}, F.R)) == "[? 2]");
  CHECK(F.str(reshape(F.S, Fx::shape({B, Fx::dyn()}), {B, Fx::c(5), Fx::c(7)},
                      F.R)) == "[b 5 7]");
  CHECK(F.str(reshape(F.S, F.open({}, {Fx::c(4)}), {Fx::c(-1), Fx::c(4)},
                      F.R)) == "[? 4]");
  CHECK(F.str(reshape(F.S, Fx::shape({Fx::c(6)}), {Fx::dyn(), Fx::c(-1)},
                      F.R)) == "[? ?]");
  CHECK_CLEAN(F);
}

TEST_CASE("reshape: element count overflow") {
  Fx F;
  ShapeTerm T = Fx::shape({Fx::c(int64_t(1) << 40), Fx::c(int64_t(1) << 40)});
  CHECK_FALSE(reshape(F.S, T, {Fx::c(-1)}, F.R));
  CHECK_REPORTED(F, "arith-overflow");
  CHECK(F.says({"reshape", "element count", "overflows"}));
}

TEST_CASE("flatten: merges a range of axes") {
  Fx F;
  Dim A = F.rigid("a"), B = F.rigid("b"), C = F.rigid("c"), D = F.rigid("d");
  ShapeTerm T = Fx::shape({A, B, C, D});
  CHECK(F.str(flatten(F.S, T, 1, 2, F.R)) == "[a b*c d]");
  CHECK(F.str(flatten(F.S, T, 0, -1, F.R)) == "[a*b*c*d]");
  CHECK(F.str(flatten(F.S, T, -2, -1, F.R)) == "[a b c*d]");
  CHECK(F.str(flatten(F.S, T, 2, 2, F.R)) == "[a b c d]");
  CHECK(F.str(flatten(F.S, ShapeTerm(), 0, -1, F.R)) == "[1]");
  CHECK(F.str(flatten(F.S, Fx::shape({A, Fx::dyn(), B}), 0, 1, F.R)) ==
        "[? b]");
  CHECK_CLEAN(F);
}

TEST_CASE("flatten: errors") {
  Fx F;
  ShapeTerm T = Fx::shape({Fx::c(2), Fx::c(3), Fx::c(4)});
  CHECK_FALSE(flatten(F.S, T, 2, 1, F.R));
  CHECK_REPORTED(F, "axis-range");
  CHECK(F.says({"flatten", "start_dim 2 comes after end_dim 1", "[2 3 4]"}));
  Fx G;
  CHECK_FALSE(flatten(G.S, T, 0, 3, G.R));
  CHECK_REPORTED(G, "axis-range");
  CHECK(G.says({"end_dim 3 is out of range for 3 axes"}));
}

TEST_CASE("flatten: open shapes") {
  Fx F;
  ShapeTerm T = F.open({Fx::c(2)}, {Fx::c(3), Fx::c(4)}, VarKind::Rigid, "v");
  CHECK(F.str(flatten(F.S, T, -2, -1, F.R)) == "[2 *v 12]");
  // The merged axis swallows *v: the rank is known.
  CHECK(F.str(flatten(F.S, T, 0, -1, F.R)) == "[?]");
  CHECK(F.str(flatten(F.S, T, 0, -2, F.R)) == "[? 4]");
  CHECK(F.str(flatten(F.S, T, 1, -1, F.R)) == "[2 ...]");
  CHECK(F.str(flatten(F.S, T, -5, 0, F.R)) == "[... 3 4]");
  CHECK_CLEAN(F);
  CHECK_FALSE(flatten(F.S, T, -1, 0, F.R));
  CHECK_REPORTED(F, "axis-range");
}

TEST_CASE("unflatten: splits one axis") {
  Fx F;
  Dim A = F.rigid("a");
  ShapeTerm T = Fx::shape({A, Fx::c(12)});
  CHECK(F.str(unflatten(F.S, T, 1, {Fx::c(3), Fx::c(-1)}, F.R)) == "[a 3 4]");
  CHECK(F.str(unflatten(F.S, T, -1, {Fx::c(2), Fx::c(6)}, F.R)) == "[a 2 6]");
  CHECK(F.str(unflatten(F.S, T, 0, {A, Fx::c(1)}, F.R)) == "[a 1 12]");
  ShapeTerm O = F.open({}, {Fx::c(12)}, VarKind::Rigid, "v");
  CHECK(F.str(unflatten(F.S, O, -1, {Fx::c(3), Fx::c(-1)}, F.R)) == "[*v 3 4]");
  CHECK(F.str(unflatten(F.S, O, 2, {Fx::c(3), Fx::c(-1)}, F.R)) == "[...]");
  CHECK_CLEAN(F);
}

TEST_CASE("unflatten: errors name the axis") {
  Fx F;
  ShapeTerm T = Fx::shape({Fx::c(2), Fx::c(12)});
  CHECK_FALSE(unflatten(F.S, T, 1, {Fx::c(5), Fx::c(-1)}, F.R));
  CHECK_REPORTED(F, "reshape");
  CHECK(F.says(
      {"unflatten", "dim 1 of [2 12] has 12 elements", "not divisible by 5"}));
  Fx G;
  CHECK_FALSE(unflatten(G.S, T, 1, {Fx::c(3), Fx::c(5)}, G.R));
  CHECK_REPORTED(G, "reshape");
  CHECK(G.says({"has 12 elements, but (3, 5) has 15"}));
  Fx H;
  CHECK_FALSE(unflatten(H.S, T, 2, {Fx::c(3), Fx::c(4)}, H.R));
  CHECK_REPORTED(H, "axis-range");
}
