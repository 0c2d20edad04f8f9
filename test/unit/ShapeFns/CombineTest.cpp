//===- CombineTest.cpp - concat and stack ---------------------------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include "ShapeFns/Combine.h"
#include "Fixture.h"

using namespace shapecheck;
using namespace shapecheck::shapefns;
using shapecheck::test::Fx;

TEST_CASE("concat: sizes along the axis add") {
  Fx F;
  Dim A = F.rigid("a"), B = F.rigid("b");
  CHECK(F.str(concat(F.S, {Fx::shape({A, Fx::c(3)}), Fx::shape({A, Fx::c(4)})},
                     1, F.R)) == "[a 7]");
  CHECK(F.str(concat(F.S,
                     {Fx::shape({A, Fx::c(3)}), Fx::shape({B, Fx::c(3)}),
                      Fx::shape({A, Fx::c(3)})},
                     0, F.R)) == "[2*a+b 3]");
  CHECK(F.str(concat(
            F.S, {Fx::shape({Fx::dyn(), Fx::c(3)}), Fx::shape({A, Fx::c(3)})},
            -1, F.R)) == "[a 6]");
  CHECK(F.str(concat(
            F.S, {Fx::shape({Fx::dyn(), Fx::c(3)}), Fx::shape({A, Fx::c(3)})},
            0, F.R)) == "[? 3]");
  CHECK_CLEAN(F);
}

TEST_CASE("concat: other axes must agree") {
  Fx F;
  CHECK_FALSE(concat(
      F.S, {Fx::shape({Fx::c(2), Fx::c(3)}), Fx::shape({Fx::c(4), Fx::c(5)})},
      0, F.R));
  CHECK_REPORTED(F, "shape-mismatch");
  CHECK(F.msg() ==
        "call to 'f': cat: axis 1 of the 1st tensor [2 3] has size 3, "
        "but axis 1 of the 2nd tensor [4 5] has size 5");
}

TEST_CASE("concat: flexible sizes are bound") {
  Fx F;
  Dim K = F.flex("k"), M = F.flex("m");
  auto Out =
      concat(F.S, {Fx::shape({K, Fx::c(3)}), Fx::shape({Fx::c(2), M})}, 0, F.R);
  CHECK(F.str(Out) == "[k+2 3]");
  CHECK(F.S.str(F.S.resolve(M)) == "3");
  CHECK_CLEAN(F);
}

TEST_CASE("concat: different ranks") {
  Fx F;
  CHECK_FALSE(concat(F.S,
                     {Fx::shape({Fx::c(2), Fx::c(3)}),
                      Fx::shape({Fx::c(2), Fx::c(3), Fx::c(1)})},
                     0, F.R));
  CHECK_REPORTED(F, "rank-mismatch");
  CHECK(F.msg() ==
        "call to 'f': cat: the 2nd tensor [2 3 1] has 3 axes, but the "
        "1st tensor [2 3] has 2 axes; tensors must have the same "
        "number of axes");
  // Both tensors mention 'b': its declaration is explained once.
  Fx G;
  Dim B = G.rigid("b");
  CHECK_FALSE(concat(G.S, {Fx::shape({B, B}), Fx::shape({B})}, 0, G.R));
  CHECK_REPORTED(G, "rank-mismatch");
  CHECK(G.S.findings().back().Notes.size() == 1);
}

TEST_CASE("concat: axis, 0-d, empty and legacy inputs") {
  {
    Fx F;
    CHECK_FALSE(concat(F.S, {Fx::shape({Fx::c(2)})}, 1, F.R));
    CHECK_REPORTED(F, "axis-range");
  }
  {
    Fx F;
    CHECK_FALSE(concat(F.S, {Fx::shape({Fx::c(2)}), ShapeTerm()}, 0, F.R));
    CHECK_REPORTED(F, "rank-mismatch");
    CHECK(F.says({"zero-dimensional", "the 2nd tensor []"}));
  }
  {
    Fx F;
    CHECK_FALSE(concat(F.S, {}, 0, F.R));
    CHECK_REPORTED(F, "invalid-argument");
  }
  {
    // PyTorch skips 1-d tensors with no elements.
    Fx F;
    CHECK(F.str(concat(F.S,
                       {Fx::shape({Fx::c(0)}), Fx::shape({Fx::c(2), Fx::c(3)})},
                       1, F.R)) == "[2 3]");
    CHECK(F.str(concat(F.S, {Fx::shape({Fx::c(0)})}, 0, F.R)) == "[0]");
    // A 1-d input of unknown size may be such an empty tensor.
    CHECK(F.str(concat(
              F.S, {Fx::shape({Fx::dyn()}), Fx::shape({Fx::c(2), Fx::c(3)})}, 1,
              F.R)) == "[2 3]");
    CHECK(F.str(concat(F.S, {Fx::shape({Fx::dyn()}), Fx::shape({Fx::c(3)})}, 0,
                       F.R)) == "[?]");
    CHECK_CLEAN(F);
    // A 1-d input of a rigid size is not empty.
    CHECK_FALSE(concat(
        F.S, {Fx::shape({F.rigid("n")}), Fx::shape({Fx::c(2), Fx::c(3)})}, 0,
        F.R));
    CHECK_REPORTED(F, "rank-mismatch");
  }
}

TEST_CASE("concat: open ranks") {
  Fx F;
  ShapeTerm V3 = F.open({}, {Fx::c(3)}, VarKind::Rigid, "v");
  ShapeTerm V4 = V3;
  V4.Suffix[0] = Fx::c(4);
  CHECK(F.str(concat(F.S, {V3, Fx::shape({Fx::c(2), Fx::c(3)})}, -1, F.R)) ==
        "[2 6]");
  CHECK(F.str(concat(F.S, {V3, V4}, -1, F.R)) == "[*v 7]");
  CHECK(F.str(concat(F.S, {V3, V4}, 0, F.R)) == "[...]");
  CHECK(F.str(concat(F.S, {V3, F.S.dynamicShape()}, -1, F.R)) == "[*v ?]");
  CHECK_CLEAN(F);
  CHECK_FALSE(concat(F.S, {V3, V4}, -2, F.R));
  CHECK_REPORTED(F, "shape-mismatch");
  CHECK(F.says({"axis -1 of the 1st tensor [*v 3] has size 3",
                "axis -1 of the 2nd tensor [*v 4] has size 4"}));
}

TEST_CASE("concat: overflow of the summed size") {
  Fx F;
  CHECK_FALSE(concat(
      F.S, {Fx::shape({Fx::c(INT64_MAX)}), Fx::shape({Fx::c(1)})}, 0, F.R));
  CHECK_REPORTED(F, "arith-overflow");
}

TEST_CASE("stack: a new axis of size N") {
  Fx F;
  Dim A = F.rigid("a"), B = F.rigid("b");
  ShapeTerm T = Fx::shape({A, B});
  CHECK(F.str(stack(F.S, {T, T, T}, 0, F.R)) == "[3 a b]");
  CHECK(F.str(stack(F.S, {T, T}, -1, F.R)) == "[a b 2]");
  CHECK(F.str(stack(F.S, {T, T}, 1, F.R)) == "[a 2 b]");
  CHECK(F.str(stack(F.S, {ShapeTerm(), ShapeTerm()}, 0, F.R)) == "[2]");
  CHECK(F.str(stack(F.S, {Fx::shape({Fx::dyn(), B}), T}, 0, F.R)) == "[2 a b]");
  CHECK_CLEAN(F);
}

TEST_CASE("stack: shapes must be equal") {
  Fx F;
  CHECK_FALSE(stack(
      F.S, {Fx::shape({Fx::c(2), Fx::c(3)}), Fx::shape({Fx::c(2), Fx::c(4)})},
      0, F.R));
  CHECK_REPORTED(F, "shape-mismatch");
  CHECK(F.says({"stack", "axis 1 of the 1st tensor [2 3] has size 3",
                "axis 1 of the 2nd tensor [2 4] has size 4"}));
  Fx G;
  CHECK_FALSE(stack(
      G.S, {Fx::shape({Fx::c(2)}), Fx::shape({Fx::c(2), Fx::c(1)})}, 0, G.R));
  CHECK_REPORTED(G, "rank-mismatch");
  Fx H;
  CHECK_FALSE(stack(H.S, {Fx::shape({Fx::c(2)})}, 2, H.R));
  CHECK_REPORTED(H, "axis-range");
}

TEST_CASE("stack: open shapes unify") {
  Fx F;
  ShapeTerm B = F.open({}, {Fx::c(3)}, VarKind::Flexible, "b");
  ShapeTerm T = Fx::shape({Fx::c(4), Fx::c(5), Fx::c(3)});
  CHECK(F.str(stack(F.S, {B, T}, 0, F.R)) == "[2 4 5 3]");
  CHECK(F.str(B) == "[4 5 3]");
  CHECK_CLEAN(F);
  ShapeTerm W = F.open({}, {Fx::c(7)}, VarKind::Rigid, "w");
  // The solver reports the suffix conflict (and the rigid segment).
  CHECK_FALSE(stack(F.S, {W, T}, 0, F.R));
  CHECK(F.count() >= 1);
  CHECK(F.S.findings()[0].Reason.Op == "stack");
}

// Eigen's comma initializer: `m << a, b, c;` fills m row by row.
static FillItem scalar() {
  return FillItem{Dim::constant(1), Dim::constant(1), {}};
}
static FillItem block(Dim R, Dim C) { return FillItem{R, C, {}}; }

TEST_CASE("fill: scalars and blocks that fill the target exactly") {
  Fx F;
  Dim N = F.rigid("n");
  std::vector<FillItem> Six(6, scalar());
  CHECK(fill(F.S, Fx::shape({Fx::c(2), Fx::c(3)}), Six, F.R));
  // [n n] filled by a row of blocks [1 n], then [n-1 n].
  CHECK(fill(
      F.S, Fx::shape({N, N}),
      {block(Fx::c(1), N), block(Dim::expr(N.E - DimExpr::constant(1)), N)},
      F.R));
  // A row of blocks 2 high ([2 1] [2 2]), then a row of three scalars.
  CHECK(fill(F.S, Fx::shape({Fx::c(3), Fx::c(3)}),
             {block(Fx::c(2), Fx::c(1)), block(Fx::c(2), Fx::c(2)), scalar(),
              scalar(), scalar()},
             F.R));
  // A whole matrix at once.
  CHECK(fill(F.S, Fx::shape({N, Fx::c(4)}), {block(N, Fx::c(4))}, F.R));
  CHECK_CLEAN(F);
}

TEST_CASE("fill: too many coefficients, at the item") {
  Fx F;
  std::vector<FillItem> Five(5, scalar());
  CHECK_FALSE(fill(F.S, Fx::shape({Fx::c(2), Fx::c(2)}), Five, F.R));
  CHECK_REPORTED(F, "shape-mismatch");
  CHECK(F.msg() == "call to 'f': comma initializer: item 5 fills rows up to "
                   "3, past the 2 rows of the target [2 2] (too many "
                   "coefficients)");
}

TEST_CASE("fill: a block wider than what is left of its row") {
  Fx F;
  CHECK_FALSE(fill(F.S, Fx::shape({Fx::c(2), Fx::c(3)}),
                   {scalar(), block(Fx::c(1), Fx::c(3))}, F.R));
  CHECK(F.msg() == "call to 'f': comma initializer: item 2 fills columns up "
                   "to 4, past the 3 columns of the target [2 3] (too many "
                   "coefficients)");
}

TEST_CASE("fill: a block of another height in a row of blocks") {
  Fx F;
  CHECK_FALSE(fill(F.S, Fx::shape({Fx::c(2), Fx::c(3)}),
                   {block(Fx::c(2), Fx::c(1)), scalar()}, F.R));
  CHECK(F.msg() == "call to 'f': comma initializer: item 2 has 1 rows, but "
                   "the row of blocks it continues in the target [2 3] is 2 "
                   "high");
}

TEST_CASE("fill: too few coefficients") {
  Fx F;
  Dim N = F.rigid("n");
  CHECK_FALSE(fill(F.S, Fx::shape({N, Fx::c(1)}),
                   {block(Dim::expr(N.E - DimExpr::constant(1)), Fx::c(1))},
                   F.R));
  CHECK(F.msg() == "call to 'f': comma initializer: the 1 item fills the "
                   "target [n 1] up to row n-1, column 1 (too few "
                   "coefficients)");
}

TEST_CASE("fill: undecided sizes say nothing") {
  Fx F;
  Dim N = F.rigid("n"), M = F.rigid("m");
  // Whether the first row ends after [1 m] depends on n = m.
  CHECK(fill(F.S, Fx::shape({Fx::c(2), N}),
             {block(Fx::c(1), M), scalar(), scalar()}, F.R));
  CHECK(fill(F.S, Fx::shape({Fx::c(2), Fx::c(2)}),
             {scalar(), FillItem{std::nullopt, std::nullopt, {}}, scalar(),
              scalar(), scalar(), scalar()},
             F.R));
  CHECK(fill(F.S, Fx::shape({Fx::dyn(), Fx::c(2)}), {scalar()}, F.R));
  CHECK_CLEAN(F);
}
