//===- BroadcastTest.cpp - numpy broadcasting in the solver ---------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include "SolverTestUtil.h"

using namespace shapecheck;
using namespace shapecheck::test;

TEST_CASE("numpy broadcasting of literal shapes") {
  Solver S;
  auto B = S.broadcast({fixed({8, 1, 6, 1}), fixed({7, 1, 5})}, why("x"));
  REQUIRE(B);
  CHECK(S.str(*B) == "[8 7 6 5]");
  CHECK(S.str(*S.broadcast({fixed({3}), ShapeTerm()}, why("s"))) == "[3]");
  CHECK_FALSE(S.broadcast({fixed({2, 3}), fixed({4})}, why("y")));
  CHECK(hasRule(S, "broadcast"));
}

TEST_CASE("distinct rigid dimensions do not broadcast") {
  Solver S;
  Instantiation I(S, VarKind::Rigid, "f");
  // [n m] + [n] is an error: m and n are different dimensions.
  CHECK_FALSE(S.broadcast({term(I, "n m"), term(I, "n")}, why("x + v")));
  REQUIRE(S.findings().size() == 1);
  CHECK(S.findings()[0].Check == CheckId::Broadcast);
  CHECK(S.findings()[0].Message.find("one of them is 1") != std::string::npos);
  // [n m] + [m] and [n m] + [1 m] are fine.
  CHECK(S.str(*S.broadcast({term(I, "n m"), term(I, "m")}, why("a"))) ==
        "[n m]");
  CHECK(S.str(*S.broadcast({term(I, "n m"), term(I, "1 m")}, why("b"))) ==
        "[n m]");
}

TEST_CASE("broadcasting with flexible variables defers until known") {
  Solver S;
  Instantiation I(S, VarKind::Flexible, "f");
  ShapeTerm A = term(I, "k 3");
  auto B = S.broadcast({A, fixed({4, 3})}, why("a+b"));
  REQUIRE(B);
  CHECK(S.str(*B) == "[4 3]");
  CHECK(S.unifyShape(term(I, "k"), fixed({5}), why("bind k")));
  S.solveDeferred();
  CHECK(hasRule(S, "broadcast"));

  Solver S2;
  Instantiation I2(S2, VarKind::Flexible, "f");
  REQUIRE(S2.broadcast({term(I2, "k 3"), fixed({4, 3})}, why("a+b")));
  CHECK(S2.unifyShape(term(I2, "k"), fixed({1}), why("bind k")));
  S2.finish();
  CHECK(S2.findings().empty());
}

TEST_CASE("broadcasting with variadic segments") {
  Solver S;
  Instantiation I(S, VarKind::Rigid, "f");
  CHECK(S.str(*S.broadcast({term(I, "*b n"), term(I, "n")}, why("x"))) ==
        "[*b n]");
  CHECK(S.str(*S.broadcast({term(I, "*b n"), term(I, "*b 1")}, why("y"))) ==
        "[*b n]");
  // Unknown alignment: no error, unknown head.
  CHECK(S.str(*S.broadcast({term(I, "*b n"), term(I, "k n")}, why("z"))) ==
        "[... n]");
  CHECK(S.findings().empty());
}

TEST_CASE("broadcastable axes accept 1") {
  Solver S;
  Instantiation I(S, VarKind::Flexible, "add");
  ShapeTerm X = term(I, "#foo"), Y = term(I, "#foo");
  CHECK(S.unifyShape(X, fixed({1}), why("x")));
  CHECK(S.unifyShape(Y, fixed({5}), why("y")));
  CHECK(S.str(term(I, "foo")) == "[5]");
  CHECK_FALSE(S.unifyShape(term(I, "#foo"), fixed({4}), why("z")));
}

TEST_CASE("unknown sizes broadcast without false positives") {
  Solver S;
  ShapeTerm U;
  U.Prefix = {Dim::dynamic(), Dim::constant(3)};
  CHECK(S.str(*S.broadcast({U, fixed({4, 3})}, why("x"))) == "[4 3]");
  CHECK(S.str(*S.broadcast({U, fixed({1, 3})}, why("y"))) == "[? 3]");
  CHECK(S.findings().empty());
}
