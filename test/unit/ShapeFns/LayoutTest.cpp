//===- LayoutTest.cpp - transpose, permute, reverseAxes, t, movedim -------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include "ShapeFns/Layout.h"
#include "Fixture.h"

using namespace shapecheck;
using namespace shapecheck::shapefns;
using shapecheck::test::Fx;

TEST_CASE("transpose: swaps two axes") {
  Fx F;
  Dim A = F.rigid("a"), B = F.rigid("b"), C = F.rigid("c");
  ShapeTerm T = Fx::shape({A, B, C});
  CHECK(F.str(transpose(F.S, T, 0, 2, F.R)) == "[c b a]");
  CHECK(F.str(transpose(F.S, T, -1, -2, F.R)) == "[a c b]");
  CHECK(F.str(transpose(F.S, T, 1, 1, F.R)) == "[a b c]");
  CHECK(F.str(transpose(F.S, ShapeTerm(), 0, -1, F.R)) == "[]");
  CHECK_CLEAN(F);
}

TEST_CASE("transpose: axis out of range") {
  Fx F;
  CHECK_FALSE(transpose(F.S, Fx::shape({Fx::c(3)}), 0, 1, F.R));
  CHECK_REPORTED(F, "axis-range");
  CHECK(F.msg() ==
        "call to 'f': transpose: dim1 1 is out of range for 1 axis [3]; "
        "valid: -1 to 0");
}

TEST_CASE("transpose: open shapes") {
  Fx F;
  ShapeTerm T = F.open({Fx::c(2)}, {Fx::c(3), Fx::c(4)}, VarKind::Rigid, "b");
  CHECK(F.str(transpose(F.S, T, -1, -2, F.R)) == "[2 *b 4 3]");
  CHECK(F.str(transpose(F.S, T, 0, -1, F.R)) == "[4 *b 3 2]");
  // Axis 1 lies behind *b (or in the suffix).
  CHECK(F.str(transpose(F.S, T, 0, 1, F.R)) == "[? ...]");
  CHECK(F.str(transpose(F.S, T, -1, -3, F.R)) == "[... 3 ?]");
  CHECK_CLEAN(F);
}

TEST_CASE("permute: a valid permutation reorders the axes") {
  Fx F;
  Dim A = F.rigid("a"), B = F.rigid("b"), C = F.rigid("c");
  ShapeTerm T = Fx::shape({A, B, C});
  CHECK(F.str(permute(F.S, T, {2, 0, 1}, F.R)) == "[c a b]");
  CHECK(F.str(permute(F.S, T, {-1, -2, -3}, F.R)) == "[c b a]");
  CHECK(F.str(permute(F.S, ShapeTerm(), {}, F.R)) == "[]");
  CHECK_CLEAN(F);
}

TEST_CASE("permute: invalid permutations") {
  ShapeTerm T = Fx::shape({Fx::c(2), Fx::c(3), Fx::c(4)});
  {
    Fx F;
    CHECK_FALSE(permute(F.S, T, {0, 1}, F.R));
    CHECK_REPORTED(F, "rank-mismatch");
    CHECK(F.says({"permute", "(0, 1) has 2 entries", "[2 3 4] has 3 axes"}));
  }
  {
    Fx F;
    CHECK_FALSE(permute(F.S, T, {0, 1, -3}, F.R));
    CHECK_REPORTED(F, "axis-range");
    CHECK(F.says({"dim -3 appears more than once", "(0, 1, -3)"}));
  }
  {
    Fx F;
    CHECK_FALSE(permute(F.S, T, {0, 1, 3}, F.R));
    CHECK_REPORTED(F, "axis-range");
    CHECK(F.says({"dim 3 is out of range for 3 axes"}));
  }
}

TEST_CASE("permute: open shapes have the permutation's rank") {
  Fx F;
  ShapeTerm T = F.open({Fx::c(2)}, {Fx::c(4)});
  CHECK(F.str(permute(F.S, T, {2, 1, 0}, F.R)) == "[4 ? 2]");
  CHECK(F.str(permute(F.S, F.S.dynamicShape(), {1, 0}, F.R)) == "[? ?]");
  CHECK_CLEAN(F);
  CHECK_FALSE(permute(F.S, T, {0}, F.R));
  CHECK_REPORTED(F, "rank-mismatch");
  CHECK(F.says({"at least 2 axes"}));
}

TEST_CASE("reverseAxes: numpy .T") {
  Fx F;
  Dim A = F.rigid("a"), B = F.rigid("b");
  CHECK(F.str(reverseAxes(F.S, Fx::shape({A, B, Fx::c(3)}), F.R)) == "[3 b a]");
  CHECK(F.str(reverseAxes(F.S, F.open({A}, {B, Fx::c(3)}), F.R)) ==
        "[3 b ... a]");
  CHECK_CLEAN(F);
}

TEST_CASE("transpose2d: PyTorch t()") {
  Fx F;
  Dim A = F.rigid("a"), B = F.rigid("b");
  CHECK(F.str(transpose2d(F.S, Fx::shape({A, B}), F.R)) == "[b a]");
  CHECK(F.str(transpose2d(F.S, Fx::shape({A}), F.R)) == "[a]");
  CHECK(F.str(transpose2d(F.S, ShapeTerm(), F.R)) == "[]");
  CHECK_CLEAN(F);
  CHECK_FALSE(transpose2d(F.S, Fx::shape({A, B, Fx::c(2)}), F.R));
  CHECK_REPORTED(F, "rank-mismatch");
  CHECK(F.says({"t:", "at most 2 axes", "it has 3 axes [a b 2]"}));
}

TEST_CASE("moveAxes: numpy moveaxis") {
  Fx F;
  Dim A = F.rigid("a"), B = F.rigid("b"), C = F.rigid("c"), D = F.rigid("d");
  ShapeTerm T = Fx::shape({A, B, C, D});
  CHECK(F.str(moveAxes(F.S, T, {0}, {-1}, F.R)) == "[b c d a]");
  CHECK(F.str(moveAxes(F.S, T, {-1}, {0}, F.R)) == "[d a b c]");
  CHECK(F.str(moveAxes(F.S, T, {0, 1}, {-1, -2}, F.R)) == "[c d b a]");
  CHECK(F.str(moveAxes(F.S, T, {3, 0}, {0, 3}, F.R)) == "[d b c a]");
  CHECK_CLEAN(F);
  CHECK_FALSE(moveAxes(F.S, T, {0, 0}, {1, 2}, F.R));
  CHECK_REPORTED(F, "axis-range");
  CHECK(F.says({"source dim 0 appears more than once"}));
  Fx G;
  CHECK_FALSE(moveAxes(G.S, Fx::shape({Fx::c(2), Fx::c(3)}), {0, 1}, {1}, G.R));
  CHECK_REPORTED(G, "rank-mismatch");
}
