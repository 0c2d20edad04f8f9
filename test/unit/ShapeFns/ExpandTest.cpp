//===- ExpandTest.cpp - expand, broadcastTo, repeat, tile -----------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include "Fixture.h"
#include "ShapeFns/Layout.h"

using namespace shapecheck;
using namespace shapecheck::shapefns;
using shapecheck::test::Fx;

TEST_CASE("expand: -1 keeps, 1 expands, new leading axes") {
  Fx F;
  Dim N = F.rigid("n"), B = F.rigid("b");
  CHECK(F.str(expand(F.S, Fx::shape({Fx::c(3), Fx::c(1)}),
                     {Fx::c(-1), Fx::c(4)}, F.R)) == "[3 4]");
  CHECK(F.str(expand(F.S, Fx::shape({Fx::c(3)}), {Fx::c(2), Fx::c(3)}, F.R)) ==
        "[2 3]");
  CHECK(F.str(expand(F.S, Fx::shape({Fx::c(1), N}), {B, Fx::c(5), N}, F.R)) ==
        "[b 5 n]");
  CHECK(F.str(expand(F.S, Fx::shape({Fx::dyn()}), {Fx::c(4)}, F.R)) == "[4]");
  CHECK(F.str(expand(F.S, Fx::shape({N}), {Fx::dyn()}, F.R)) == "[n]");
  CHECK_CLEAN(F);
}

TEST_CASE("expand: a non-1 axis only expands to itself") {
  Fx F;
  CHECK_FALSE(
      expand(F.S, Fx::shape({Fx::c(2), Fx::c(3)}), {Fx::c(2), Fx::c(4)}, F.R));
  CHECK_REPORTED(F, "shape-mismatch");
  CHECK(
      F.msg() ==
      "call to 'f': expand: the size 4 requested at position 1 of (2, 4) must "
      "match the existing size 3 at axis 1 of [2 3] (only axes of size 1 "
      "can be expanded)");
  Fx G;
  Dim N = G.rigid("n"), M = G.rigid("m");
  CHECK_FALSE(expand(G.S, Fx::shape({N}), {M}, G.R));
  CHECK_REPORTED(G, "shape-mismatch");
}

TEST_CASE("expand: flexible sizes may be 1") {
  Fx F;
  Dim K = F.flex("k");
  CHECK(F.str(expand(F.S, Fx::shape({K}), {Fx::c(5)}, F.R)) == "[5]");
  CHECK_CLEAN(F);
}

TEST_CASE("expand: invalid requests") {
  {
    Fx F;
    CHECK_FALSE(expand(F.S, Fx::shape({Fx::c(2), Fx::c(3)}), {Fx::c(3)}, F.R));
    CHECK_REPORTED(F, "rank-mismatch");
    CHECK(F.says({"number of sizes (3,) (1)", "[2 3] (2)"}));
  }
  {
    Fx F;
    CHECK_FALSE(expand(F.S, Fx::shape({Fx::c(3)}), {Fx::c(-1), Fx::c(3)}, F.R));
    CHECK_REPORTED(F, "invalid-size");
    CHECK(F.says({"-1 at position 0", "new leading axis"}));
  }
  {
    Fx F;
    CHECK_FALSE(expand(F.S, Fx::shape({Fx::c(3)}), {Fx::c(-2)}, F.R));
    CHECK_REPORTED(F, "invalid-size");
  }
}

TEST_CASE("expand: open shapes align from the right") {
  Fx F;
  ShapeTerm T = F.open({}, {Fx::c(1), Fx::c(3)});
  CHECK(F.str(expand(F.S, T, {Fx::c(7), Fx::c(-1), Fx::c(5), Fx::c(-1)},
                     F.R)) == "[7 ? 5 3]");
  CHECK_CLEAN(F);
  CHECK_FALSE(expand(F.S, T, {Fx::c(2), Fx::c(4)}, F.R));
  CHECK_REPORTED(F, "shape-mismatch");
  CHECK(F.says({"at axis -1"}));
}

TEST_CASE("broadcastTo: numpy, no -1") {
  Fx F;
  CHECK(F.str(broadcastTo(F.S, Fx::shape({Fx::c(3)}), {Fx::c(2), Fx::c(3)},
                          F.R)) == "[2 3]");
  CHECK_CLEAN(F);
  CHECK_FALSE(
      broadcastTo(F.S, Fx::shape({Fx::c(3)}), {Fx::c(2), Fx::c(-1)}, F.R));
  CHECK_REPORTED(F, "invalid-size");
  CHECK(F.says({"broadcast_to", "invalid size -1", "non-negative"}));
}

TEST_CASE("repeat: multiplies, extra repeats prepend") {
  Fx F;
  Dim A = F.rigid("a"), B = F.rigid("b");
  ShapeTerm T = Fx::shape({A, B});
  CHECK(F.str(repeat(F.S, T, {Fx::c(2), Fx::c(1), Fx::c(3)}, F.R)) ==
        "[2 a 3*b]");
  CHECK(F.str(repeat(F.S, T, {A, Fx::c(2)}, F.R)) == "[a*a 2*b]");
  CHECK(F.str(repeat(F.S, T, {Fx::dyn(), Fx::c(2)}, F.R)) == "[? 2*b]");
  CHECK_CLEAN(F);
  CHECK_FALSE(repeat(F.S, T, {Fx::c(2)}, F.R));
  CHECK_REPORTED(F, "rank-mismatch");
  CHECK(F.says({"repeat", "number of repeats"}));
  Fx G;
  CHECK_FALSE(
      repeat(G.S, Fx::shape({Fx::c(2), Fx::c(3)}), {Fx::c(2), Fx::c(-1)}, G.R));
  CHECK_REPORTED(G, "invalid-size");
}

TEST_CASE("repeat: open shapes") {
  Fx F;
  ShapeTerm T = F.open({}, {Fx::c(3)});
  CHECK(F.str(repeat(F.S, T, {Fx::c(2), Fx::c(2)}, F.R)) == "[? 6]");
  CHECK_CLEAN(F);
}

TEST_CASE("repeat: overflow") {
  Fx F;
  CHECK_FALSE(repeat(F.S, Fx::shape({Fx::c(INT64_MAX / 2)}), {Fx::c(3)}, F.R));
  CHECK_REPORTED(F, "arith-overflow");
}

TEST_CASE("tile: fewer reps are padded with 1s") {
  Fx F;
  Dim A = F.rigid("a"), B = F.rigid("b");
  ShapeTerm T = Fx::shape({A, B});
  CHECK(F.str(tile(F.S, T, {Fx::c(2)}, F.R)) == "[a 2*b]");
  CHECK(F.str(tile(F.S, T, {Fx::c(2), Fx::c(2), Fx::c(2)}, F.R)) ==
        "[2 2*a 2*b]");
  ShapeTerm O = F.open({A}, {B}, VarKind::Rigid, "v");
  CHECK(F.str(tile(F.S, O, {Fx::c(3)}, F.R)) == "[a *v 3*b]");
  CHECK(F.str(tile(F.S, O, {Fx::c(3), Fx::c(2)}, F.R)) == "[... 2*b]");
  CHECK_CLEAN(F);
  CHECK_FALSE(tile(F.S, T, {Fx::c(-2)}, F.R));
  CHECK_REPORTED(F, "invalid-size");
  CHECK(F.says({"tile", "repeat -2 at position 0 of (-2,) is negative"}));
}
