//===- IndexTest.cpp - select, index_select, slice and narrow -------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include "ShapeFns/Index.h"
#include "Fixture.h"

using namespace shapecheck;
using namespace shapecheck::shapefns;
using shapecheck::test::Fx;

TEST_CASE("select: drops the axis") {
  Fx F;
  Dim A = F.rigid("a"), B = F.rigid("b"), I = F.rigid("i");
  ShapeTerm T = Fx::shape({A, Fx::c(3), B});
  CHECK(F.str(select(F.S, T, 1, Fx::c(2), F.R)) == "[a b]");
  CHECK(F.str(select(F.S, T, 1, Fx::c(-3), F.R)) == "[a b]");
  CHECK(F.str(select(F.S, T, -1, Fx::c(0), F.R)) == "[a 3]");
  CHECK(F.str(select(F.S, T, 0, I, F.R)) == "[3 b]");
  CHECK(F.str(select(F.S, T, 0, Fx::dyn(), F.R)) == "[3 b]");
  CHECK(F.str(select(F.S, Fx::shape({Fx::dyn()}), 0, Fx::c(100), F.R)) == "[]");
  CHECK_CLEAN(F);
}

TEST_CASE("select: index out of range for a literal size") {
  Fx F;
  ShapeTerm T = Fx::shape({F.rigid("a"), Fx::c(3)});
  CHECK_FALSE(select(F.S, T, 1, Fx::c(3), F.R));
  CHECK_REPORTED(F, "axis-range");
  CHECK(F.msg() ==
        "call to 'f': select: index 3 is out of range for dim 1 of size "
        "3 in [a 3]; valid: -3 to 2");
  Fx G;
  CHECK_FALSE(select(G.S, Fx::shape({Fx::c(3)}), 0, Fx::c(-4), G.R));
  CHECK_REPORTED(G, "axis-range");
  Fx H;
  CHECK_FALSE(select(H.S, Fx::shape({Fx::c(0)}), 0, Fx::c(0), H.R));
  CHECK(H.says({"the axis is empty"}));
}

TEST_CASE("select: symbolic index at the size") {
  Fx F;
  Dim N = F.rigid("n");
  ShapeTerm T = Fx::shape({N});
  CHECK(F.str(select(F.S, T, 0, Fx::expr(N.E - DimExpr::constant(1)), F.R)) ==
        "[]");
  CHECK_CLEAN(F);
  CHECK_FALSE(select(F.S, T, 0, N, F.R));
  CHECK_REPORTED(F, "axis-range");
  CHECK(F.says({"index n is out of range for dim 0 of size n"}));
}

TEST_CASE("select: axis errors and open shapes") {
  Fx F;
  CHECK_FALSE(select(F.S, ShapeTerm(), 0, Fx::c(0), F.R));
  CHECK_REPORTED(F, "axis-range");
  Fx G;
  ShapeTerm O = G.open({Fx::c(2)}, {Fx::c(4)}, VarKind::Rigid, "v");
  CHECK(G.str(select(G.S, O, -1, Fx::c(0), G.R)) == "[2 *v]");
  CHECK(G.str(select(G.S, O, 0, Fx::c(1), G.R)) == "[*v 4]");
  CHECK(G.str(select(G.S, O, 1, Fx::c(0), G.R)) == "[2 ...]");
  CHECK(G.str(select(G.S, O, -2, Fx::c(0), G.R)) == "[... 4]");
  CHECK_CLEAN(G);
  CHECK_FALSE(select(G.S, O, -1, Fx::c(4), G.R));
  CHECK_REPORTED(G, "axis-range");
}

TEST_CASE("indexSelect: the axis takes the index's length") {
  Fx F;
  Dim A = F.rigid("a"), K = F.rigid("k");
  ShapeTerm T = Fx::shape({A, Fx::c(5)});
  CHECK(F.str(indexSelect(F.S, T, 1, Fx::shape({K}), F.R)) == "[a k]");
  CHECK(F.str(indexSelect(F.S, T, 0, ShapeTerm(), F.R)) == "[1 5]");
  CHECK(F.str(indexSelect(F.S, T, 0, F.S.dynamicShape(), F.R)) == "[? 5]");
  CHECK_CLEAN(F);
  CHECK_FALSE(indexSelect(F.S, T, 1, Fx::shape({K, K}), F.R));
  CHECK_REPORTED(F, "rank-mismatch");
  CHECK(F.says({"index_select", "at most 1 axis", "2 axes [k k]"}));
}

TEST_CASE("slice: literal sizes clamp like Python") {
  Fx F;
  ShapeTerm T = Fx::shape({Fx::c(10)});
  auto Len = [&](std::optional<int64_t> A, std::optional<int64_t> B,
                 int64_t St) {
    std::optional<Dim> DA, DB;
    if (A)
      DA = Fx::c(*A);
    if (B)
      DB = Fx::c(*B);
    return F.str(slice(F.S, T, 0, DA, DB, Fx::c(St), F.R));
  };
  CHECK(Len(2, 5, 1) == "[3]");
  CHECK(Len(-3, {}, 1) == "[3]");
  CHECK(Len(1, 8, 3) == "[3]");
  CHECK(Len({}, {}, 2) == "[5]");
  CHECK(Len(8, 2, 1) == "[0]");
  CHECK(Len(5, 100, 1) == "[5]");
  CHECK(Len(-100, 3, 1) == "[3]");
  CHECK(Len({}, {}, -1) == "[10]");
  CHECK(Len({}, {}, -3) == "[4]");
  CHECK(Len(-1, -11, -1) == "[10]");
  CHECK(Len(2, 8, -1) == "[0]");
  CHECK(Len(8, 2, -2) == "[3]");
  CHECK(Len(INT64_MIN, INT64_MAX, INT64_MAX) == "[1]");
  CHECK(Len(INT64_MAX, INT64_MIN, INT64_MIN) == "[1]");
  CHECK_CLEAN(F);
}

TEST_CASE("slice: symbolic sizes assume in-range indices") {
  Fx F;
  Dim N = F.rigid("n"), I = F.rigid("i");
  ShapeTerm T = Fx::shape({F.rigid("a"), N});
  auto Len = [&](std::optional<Dim> A, std::optional<Dim> B, Dim St) {
    return F.str(slice(F.S, T, 1, A, B, St, F.R));
  };
  CHECK(Len(Fx::c(2), {}, Fx::c(1)) == "[a n-2]");
  CHECK(Len({}, Fx::c(-1), Fx::c(1)) == "[a n-1]");
  CHECK(Len(Fx::c(-3), {}, Fx::c(1)) == "[a 3]");
  CHECK(Len({}, Fx::c(3), Fx::c(1)) == "[a 3]");
  CHECK(Len(I, Fx::expr(I.E + DimExpr::constant(3)), Fx::c(1)) == "[a 3]");
  CHECK(Len({}, {}, Fx::c(2)) == "[a (n+1)//2]");
  CHECK(Len({}, {}, Fx::c(-1)) == "[a n]");
  CHECK(Len(Fx::c(1), N, Fx::c(1)) == "[a n-1]");
  CHECK_CLEAN(F);
}

TEST_CASE("slice: unknown parts") {
  Fx F;
  ShapeTerm T = Fx::shape({Fx::dyn()});
  CHECK(F.str(slice(F.S, T, 0, Fx::c(2), Fx::c(5), Fx::c(1), F.R)) == "[3]");
  CHECK(F.str(slice(F.S, T, 0, Fx::c(2), {}, Fx::c(1), F.R)) == "[?]");
  CHECK(F.str(slice(F.S, Fx::shape({Fx::c(9)}), 0, Fx::dyn(), {}, Fx::c(1),
                    F.R)) == "[?]");
  CHECK(F.str(slice(F.S, Fx::shape({Fx::c(9)}), 0, {}, {}, Fx::dyn(), F.R)) ==
        "[?]");
  Dim I = F.rigid("i");
  CHECK(F.str(slice(F.S, Fx::shape({Fx::c(10)}), 0, I, {}, Fx::c(1), F.R)) ==
        "[-i+10]");
  ShapeTerm O = F.open({}, {Fx::c(6)}, VarKind::Rigid, "v");
  CHECK(F.str(slice(F.S, O, -1, Fx::c(1), {}, Fx::c(1), F.R)) == "[*v 5]");
  CHECK(F.str(slice(F.S, O, 0, Fx::c(1), {}, Fx::c(1), F.R)) == "[...]");
  CHECK_CLEAN(F);
}

TEST_CASE("slice: a zero step is an error") {
  Fx F;
  CHECK_FALSE(slice(F.S, Fx::shape({Fx::c(4)}), 0, {}, {}, Fx::c(0), F.R));
  CHECK_REPORTED(F, "invalid-size");
  CHECK(F.says({"slice", "step cannot be zero"}));
}

TEST_CASE("narrow: start and length") {
  Fx F;
  Dim A = F.rigid("a"), N = F.rigid("n"), St = F.rigid("s");
  ShapeTerm T = Fx::shape({A, Fx::c(10)});
  CHECK(F.str(narrow(F.S, T, 1, Fx::c(2), Fx::c(5), F.R)) == "[a 5]");
  CHECK(F.str(narrow(F.S, T, 1, Fx::c(-3), Fx::c(3), F.R)) == "[a 3]");
  CHECK(F.str(narrow(F.S, T, 1, Fx::c(10), Fx::c(0), F.R)) == "[a 0]");
  CHECK(F.str(narrow(F.S, Fx::shape({N}), 0, St, Fx::c(4), F.R)) == "[4]");
  CHECK(F.str(narrow(F.S, Fx::shape({N}), 0, Fx::c(1),
                     Fx::expr(N.E - DimExpr::constant(1)), F.R)) == "[n-1]");
  CHECK_CLEAN(F);
}

TEST_CASE("narrow: errors") {
  {
    Fx F;
    CHECK_FALSE(
        narrow(F.S, Fx::shape({Fx::c(10)}), 0, Fx::c(8), Fx::c(5), F.R));
    CHECK_REPORTED(F, "axis-range");
    CHECK(F.msg() ==
          "call to 'f': narrow: start 8 + length 5 exceeds dim 0 of size "
          "10 in [10]");
  }
  {
    Fx F;
    CHECK_FALSE(
        narrow(F.S, Fx::shape({Fx::c(10)}), 0, Fx::c(-11), Fx::c(1), F.R));
    CHECK_REPORTED(F, "axis-range");
    CHECK(F.says({"start -11 is out of range", "expected -10 to 10"}));
  }
  {
    Fx F;
    CHECK_FALSE(
        narrow(F.S, Fx::shape({Fx::c(10)}), 0, Fx::c(0), Fx::c(-1), F.R));
    CHECK_REPORTED(F, "invalid-size");
  }
  {
    Fx F;
    Dim N = F.rigid("n");
    CHECK_FALSE(narrow(F.S, Fx::shape({N}), 0, Fx::c(1), N, F.R));
    CHECK_REPORTED(F, "axis-range");
    CHECK(F.says({"start 1 + length n exceeds dim 0 of size n"}));
  }
}
