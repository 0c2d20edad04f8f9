//===- ReduceTest.cpp - Reductions over axes ------------------------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include "ShapeFns/Reduce.h"
#include "Fixture.h"

using namespace shapecheck;
using namespace shapecheck::shapefns;
using shapecheck::test::Fx;

TEST_CASE("reduce: one axis, negative axes, keepdim") {
  Fx F;
  Dim A = F.rigid("a"), B = F.rigid("b"), C = F.rigid("c");
  ShapeTerm T = Fx::shape({A, B, C});
  CHECK(F.str(reduce(F.S, T, {1}, false, F.R)) == "[a c]");
  CHECK(F.str(reduce(F.S, T, {1}, true, F.R)) == "[a 1 c]");
  CHECK(F.str(reduce(F.S, T, {-1}, false, F.R)) == "[a b]");
  CHECK(F.str(reduce(F.S, T, {-1, 0}, false, F.R)) == "[b]");
  CHECK(F.str(reduce(F.S, T, {0, 2}, true, F.R)) == "[1 b 1]");
  CHECK_CLEAN(F);
}

TEST_CASE("reduce: no axes reduces everything") {
  Fx F;
  ShapeTerm T = Fx::shape({Fx::c(2), Fx::c(3)});
  CHECK(F.str(reduce(F.S, T, {}, false, F.R)) == "[]");
  CHECK(F.str(reduce(F.S, T, {}, true, F.R)) == "[1 1]");
  CHECK(F.str(reduce(F.S, F.open({Fx::c(2)}, {}), {}, false, F.R)) == "[]");
  CHECK(F.str(reduce(F.S, F.open({Fx::c(2)}, {Fx::c(4)}), {}, true, F.R)) ==
        "[1 ... 1]");
  CHECK_CLEAN(F);
}

TEST_CASE("reduce: out-of-range axis") {
  Fx F;
  ShapeTerm T = Fx::shape({F.rigid("batch"), F.rigid("tokens")});
  CHECK_FALSE(reduce(F.S, T, {2}, false, F.R));
  CHECK_REPORTED(F, "axis-range");
  CHECK(F.msg() == "call to 'f': sum: dim 2 is out of range for 2 axes "
                   "[batch tokens]; valid: -2 to 1");
}

TEST_CASE("reduce: a repeated axis is an error") {
  Fx F;
  ShapeTerm T = Fx::shape({Fx::c(2), Fx::c(3)});
  CHECK_FALSE(reduce(F.S, T, {1, -1}, false, F.R, "mean"));
  CHECK_REPORTED(F, "axis-range");
  CHECK(F.says({"mean", "dim -1 appears more than once", "[2 3]"}));
}

TEST_CASE("reduce: 0-d input accepts dim 0 and -1 (PyTorch)") {
  Fx F;
  CHECK(F.str(reduce(F.S, ShapeTerm(), {0}, false, F.R)) == "[]");
  CHECK(F.str(reduce(F.S, ShapeTerm(), {-1}, true, F.R)) == "[]");
  CHECK_CLEAN(F);
  CHECK_FALSE(reduce(F.S, ShapeTerm(), {1}, false, F.R));
  CHECK_REPORTED(F, "axis-range");
}

TEST_CASE("reduce: open shapes keep what the axis cannot reach") {
  Fx F;
  ShapeTerm T = F.open({Fx::c(2)}, {Fx::c(5), Fx::c(7)}, VarKind::Rigid, "b");
  CHECK(F.str(reduce(F.S, T, {-1}, false, F.R)) == "[2 *b 5]");
  CHECK(F.str(reduce(F.S, T, {0}, true, F.R)) == "[1 *b 5 7]");
  // Axis 3 may be inside *b or in the suffix: the suffix is lost.
  CHECK(F.str(reduce(F.S, T, {3}, false, F.R)) == "[2 ...]");
  // Axis -3 may be inside *b or the prefix: the prefix is lost.
  CHECK(F.str(reduce(F.S, T, {-3}, false, F.R)) == "[... 5 7]");
  CHECK(F.str(reduce(F.S, T, {-3}, true, F.R)) == "[... 5 7]");
  CHECK_CLEAN(F);
}

TEST_CASE("reduce: unknown rank is never an error") {
  Fx F;
  ShapeTerm T = F.S.dynamicShape();
  CHECK(F.str(reduce(F.S, T, {5, -9}, false, F.R)) == "[...]");
  CHECK_CLEAN(F);
}
