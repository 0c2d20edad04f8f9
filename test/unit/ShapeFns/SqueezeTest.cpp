//===- SqueezeTest.cpp - insertAxis, unsqueeze, expandDims, squeeze -------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include "Fixture.h"
#include "ShapeFns/Layout.h"

using namespace shapecheck;
using namespace shapecheck::shapefns;
using shapecheck::test::Fx;

TEST_CASE("unsqueeze: inserts a 1 at rank + 1 positions") {
  Fx F;
  Dim A = F.rigid("a"), B = F.rigid("b");
  ShapeTerm T = Fx::shape({A, B});
  CHECK(F.str(unsqueeze(F.S, T, 0, F.R)) == "[1 a b]");
  CHECK(F.str(unsqueeze(F.S, T, 2, F.R)) == "[a b 1]");
  CHECK(F.str(unsqueeze(F.S, T, -1, F.R)) == "[a b 1]");
  CHECK(F.str(unsqueeze(F.S, T, -3, F.R)) == "[1 a b]");
  CHECK(F.str(unsqueeze(F.S, ShapeTerm(), 0, F.R)) == "[1]");
  CHECK(F.str(insertAxis(F.S, T, 1, Fx::c(5), F.R)) == "[a 5 b]");
  CHECK_CLEAN(F);
}

TEST_CASE("unsqueeze: out of range") {
  Fx F;
  CHECK_FALSE(unsqueeze(F.S, Fx::shape({Fx::c(2), Fx::c(3)}), 3, F.R));
  CHECK_REPORTED(F, "axis-range");
  CHECK(F.msg() ==
        "call to 'f': unsqueeze: dim 3 is out of range for inserting "
        "into 2 axes [2 3]; valid: -3 to 2");
}

TEST_CASE("unsqueeze: open shapes") {
  Fx F;
  ShapeTerm T = F.open({Fx::c(2)}, {Fx::c(3)}, VarKind::Rigid, "v");
  CHECK(F.str(unsqueeze(F.S, T, 1, F.R)) == "[2 1 *v 3]");
  CHECK(F.str(unsqueeze(F.S, T, -1, F.R)) == "[2 *v 3 1]");
  CHECK(F.str(unsqueeze(F.S, T, -2, F.R)) == "[2 *v 1 3]");
  CHECK(F.str(unsqueeze(F.S, T, 2, F.R)) == "[2 ...]");
  CHECK(F.str(unsqueeze(F.S, T, -3, F.R)) == "[... 3]");
  CHECK_CLEAN(F);
}

TEST_CASE("expandDims: numpy, several axes") {
  Fx F;
  Dim A = F.rigid("a"), B = F.rigid("b");
  ShapeTerm T = Fx::shape({A, B});
  CHECK(F.str(expandDims(F.S, T, {0, 2}, F.R)) == "[1 a 1 b]");
  CHECK(F.str(expandDims(F.S, T, {0, -1}, F.R)) == "[1 a b 1]");
  CHECK(F.str(expandDims(F.S, T, {1, -2}, F.R)) == "[a 1 1 b]");
  ShapeTerm O = F.open({A}, {B}, VarKind::Rigid, "v");
  CHECK(F.str(expandDims(F.S, O, {0, 2}, F.R)) == "[1 a 1 *v b]");
  CHECK(F.str(expandDims(F.S, O, {-1, -3}, F.R)) == "[a *v 1 b 1]");
  CHECK_CLEAN(F);
  CHECK_FALSE(expandDims(F.S, T, {1, 1}, F.R));
  CHECK_REPORTED(F, "axis-range");
  CHECK(F.says({"expand_dims", "axis 1 is repeated"}));
}

TEST_CASE("squeeze(dim): drops a 1, keeps other sizes (PyTorch)") {
  Fx F;
  Dim A = F.rigid("a"), B = F.rigid("b");
  ShapeTerm T = Fx::shape({A, Fx::c(1), B});
  CHECK(F.str(squeeze(F.S, T, {1}, F.R)) == "[a b]");
  CHECK(F.str(squeeze(F.S, T, {-2}, F.R)) == "[a b]");
  // A known non-1 axis: a no-op.
  CHECK(F.str(squeeze(F.S, Fx::shape({A, Fx::c(3), B}), {1}, F.R)) ==
        "[a 3 b]");
  // A rigid dimension is not 1.
  CHECK(F.str(squeeze(F.S, T, {0}, F.R)) == "[a 1 b]");
  CHECK(F.str(squeeze(F.S, T, {0, 1}, F.R)) == "[a b]");
  CHECK(F.str(squeeze(F.S, ShapeTerm(), {0}, F.R)) == "[]");
  CHECK_CLEAN(F);
}

TEST_CASE("squeeze(dim): numpy's strict mode") {
  Fx F;
  CHECK_FALSE(squeeze(F.S, Fx::shape({Fx::c(2), Fx::c(3)}), {1}, F.R, "squeeze",
                      /*NumpyStrict=*/true));
  CHECK_REPORTED(F, "shape-mismatch");
  CHECK(F.says({"cannot squeeze dim 1 of [2 3]", "its size 3 is not 1"}));
}

TEST_CASE("squeeze(dim): unknown sizes make the rank unknown") {
  Fx F;
  Dim K = F.flex("k");
  CHECK(F.str(squeeze(F.S, Fx::shape({Fx::c(2), Fx::dyn(), Fx::c(4)}), {1},
                      F.R)) == "[2 ... 4]");
  CHECK(F.str(squeeze(F.S, Fx::shape({Fx::c(2), K, Fx::c(4)}), {1}, F.R)) ==
        "[2 ... 4]");
  ShapeTerm O = F.open({Fx::c(1)}, {Fx::c(1), Fx::c(5)}, VarKind::Rigid, "v");
  CHECK(F.str(squeeze(F.S, O, {0, -2}, F.R)) == "[*v 5]");
  CHECK(F.str(squeeze(F.S, O, {2}, F.R)) == "[1 ...]");
  CHECK_CLEAN(F);
}

TEST_CASE("squeeze(dim): errors") {
  Fx F;
  ShapeTerm T = Fx::shape({Fx::c(1), Fx::c(2)});
  CHECK_FALSE(squeeze(F.S, T, {2}, F.R));
  CHECK_REPORTED(F, "axis-range");
  Fx G;
  CHECK_FALSE(squeeze(G.S, T, {0, -2}, G.R));
  CHECK_REPORTED(G, "axis-range");
  CHECK(G.says({"dim -2 appears more than once"}));
}

TEST_CASE("squeezeAll: drops every 1") {
  Fx F;
  Dim A = F.rigid("a");
  CHECK(F.str(squeezeAll(F.S, Fx::shape({Fx::c(1), A, Fx::c(1), Fx::c(3)}),
                         F.R)) == "[a 3]");
  CHECK(F.str(squeezeAll(F.S, Fx::shape({Fx::c(1), Fx::c(1)}), F.R)) == "[]");
  CHECK(F.str(squeezeAll(
            F.S,
            Fx::shape({A, Fx::dyn(), Fx::c(1), Fx::c(3), Fx::dyn(), Fx::c(4)}),
            F.R)) == "[a ... 4]");
  ShapeTerm O = F.open({Fx::c(1), A}, {Fx::c(1), Fx::c(2)});
  CHECK(F.str(squeezeAll(F.S, O, F.R)) == "[a ... 2]");
  CHECK_CLEAN(F);
}
