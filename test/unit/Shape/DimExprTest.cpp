//===- DimExprTest.cpp - Canonical form of dimension arithmetic -----------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include "Shape/DimExpr.h"
#include <doctest/doctest.h>
#include <random>

using namespace shapecheck;

namespace {
const DimExpr N = DimExpr::var(0), M = DimExpr::var(1), H = DimExpr::var(2);
DimExpr C(int64_t V) { return DimExpr::constant(V); }
std::string S(const DimExpr &E) {
  return E.str([](VarId V) { return std::string(1, "nmhk"[V % 4]); });
}
} // namespace

TEST_CASE("equal expressions compare equal") {
  CHECK(N + M == M + N);
  CHECK((N + C(1)) - C(1) == N);
  CHECK(N * M == M * N);
  CHECK((C(2) * N).floorDiv(C(2)) == N);
  CHECK(C(2) * N - N == N);
  CHECK((N + M) * (N - M) == N * N - M * M);
  CHECK(N * (M + H) == N * M + N * H);
  CHECK((N + M).hash() == (M + N).hash());
}

TEST_CASE("different expressions compare different") {
  CHECK(N + M != N + H);
  CHECK(N != C(2) * N);
  CHECK(N.floorDiv(C(2)) != N.floorDiv(C(3)));
  CHECK(N.floorDiv(C(2)) != N.mod(C(2)));
}

TEST_CASE("ground expressions evaluate") {
  CHECK((C(3) * C(4) + C(2)).asConstant() == 14);
  CHECK(C(7).floorDiv(C(2)).asConstant() == 3);
  CHECK(C(-7).floorDiv(C(2)).asConstant() == -4); // floor, as in Python
  CHECK(C(-7).mod(C(2)).asConstant() == 1);
  CHECK(C(7).mod(C(-2)).asConstant() == -1);
  CHECK(C(7).floorDiv(C(-2)).asConstant() == -4);
  CHECK(N.asConstant() == std::nullopt);
  CHECK((N - N).asConstant() == 0);
}

TEST_CASE("floor division pulls out divisible parts") {
  CHECK((C(4) * N + C(2)).floorDiv(C(2)) == C(2) * N + C(1));
  // (2n+3)//2 == n+1 (3 = 2*1 + 1 and 1//2 == 0)
  CHECK((C(2) * N + C(3)).floorDiv(C(2)) == N + C(1));
  // (n-1)//2 == (n+1)//2 - 1
  CHECK((N - C(1)).floorDiv(C(2)) == (N + C(1)).floorDiv(C(2)) - C(1));
  // Common factors cancel: (2n+2)//4 == (n+1)//2
  CHECK((C(2) * N + C(2)).floorDiv(C(4)) == (N + C(1)).floorDiv(C(2)));
  CHECK(S((N + C(1)).floorDiv(C(2))) == "(n+1)//2");
  CHECK(S(N.floorDiv(C(2))) == "n//2");
  CHECK((N * M).floorDiv(M) == N);
  CHECK(N.floorDiv(C(1)) == N);
  CHECK(N.floorDiv(M) != N);
  // Terms a symbolic divisor divides leave the division: a convolution's
  // (n - m)//m + 1 output positions are n//m.
  CHECK((N - M).floorDiv(M) + C(1) == N.floorDiv(M));
  CHECK((N + C(2) * M * H).floorDiv(M) == N.floorDiv(M) + C(2) * H);
  CHECK((N + M).mod(M) == N.mod(M));
  CHECK((N + C(1)).floorDiv(M) != N.floorDiv(M));
}

TEST_CASE("modulo is canonical") {
  CHECK((C(4) * N + C(3)).mod(C(2)) == C(1));
  CHECK((C(2) * N).mod(C(4)) == C(2) * N.mod(C(2)));
  CHECK((N + C(2)).mod(C(2)) == N.mod(C(2)));
  CHECK((N * M).mod(M) == C(0));
  CHECK(N.mod(C(1)) == C(0));
  CHECK(S(N.mod(C(3))) == "n%3");
}

TEST_CASE("printing") {
  CHECK(S(N + C(1)) == "n+1");
  CHECK(S(N - C(1)) == "n-1");
  CHECK(S(C(1) - N) == "-n+1");
  CHECK(S(C(2) * N * M) == "2*n*m");
  CHECK(S(N * N) == "n*n");
  CHECK(S(C(0)) == "0");
  CHECK(S(C(2) * (N + C(1)).floorDiv(C(2))) == "2*((n+1)//2)");
}

TEST_CASE("overflow poisons instead of wrapping") {
  DimExpr Big = C(INT64_MAX);
  CHECK((Big + C(1)).isPoisoned());
  CHECK((Big + C(1)).fault() == ArithFault::Overflow);
  CHECK((Big * C(2)).isPoisoned());
  CHECK((C(INT64_MIN) - C(1)).isPoisoned());
  CHECK((-C(INT64_MIN)).isPoisoned());
  CHECK(C(INT64_MIN).floorDiv(C(-1)).isPoisoned());
  CHECK((Big * N + Big * N).isPoisoned());
  // Poison propagates.
  CHECK(((Big + C(1)) - N).isPoisoned());
  CHECK(!(Big - C(1)).isPoisoned());
}

TEST_CASE("division by zero poisons") {
  CHECK(N.floorDiv(C(0)).fault() == ArithFault::DivByZero);
  CHECK(N.mod(N - N).fault() == ArithFault::DivByZero);
}

TEST_CASE("size limits keep expressions bounded") {
  DimExpr Sum;
  for (VarId V = 0; V < 20; ++V)
    Sum = Sum + DimExpr::var(V);
  // (v0+..+v19)^3 has 1540 terms: over the limit.
  CHECK((Sum * Sum * Sum).fault() == ArithFault::TooLarge);
  DimExpr Nested = N;
  for (int I = 0; I < 100; ++I)
    Nested = (Nested + C(1)).floorDiv(C(2));
  CHECK(Nested.fault() == ArithFault::TooLarge);
}

TEST_CASE("linear coefficient extraction") {
  DimExpr Rest;
  CHECK((C(2) * N + M + C(3)).linearCoeff(0, Rest) == 2);
  CHECK(Rest == M + C(3));
  CHECK((N * N + N).linearCoeff(0, Rest) == 0);
  CHECK((N * M).linearCoeff(0, Rest) == 0);
  CHECK((N + N.floorDiv(C(2))).linearCoeff(0, Rest) == 0);
  CHECK(M.linearCoeff(0, Rest) == 0);
}

TEST_CASE("substitution re-simplifies") {
  DimExpr E = (N + C(1)).floorDiv(C(2)) + M;
  auto Sub = [&](VarId V) -> std::optional<DimExpr> {
    if (V == 0)
      return C(5);
    return std::nullopt;
  };
  CHECK(E.substitute(Sub) == M + C(3));
  CHECK(N.mentions(0));
  CHECK(!(E.substitute(Sub)).mentions(0));
  CHECK(E.mentions(0));
}

TEST_CASE("random identities hold") {
  std::mt19937 Rng(42);
  std::uniform_int_distribution<int> Coef(-5, 5);
  for (int Trial = 0; Trial < 200; ++Trial) {
    DimExpr A = C(Coef(Rng)) * N + C(Coef(Rng)) * M + C(Coef(Rng));
    DimExpr B = C(Coef(Rng)) * N + C(Coef(Rng)) * H + C(Coef(Rng));
    CHECK(A + B == B + A);
    CHECK(A * B == B * A);
    CHECK((A + B) - B == A);
    CHECK(A * (B + N) == A * B + A * N);
    // Evaluating after substitution agrees with integer arithmetic.
    int64_t Vn = Coef(Rng), Vm = Coef(Rng), Vh = Coef(Rng);
    auto Sub = [&](VarId V) -> std::optional<DimExpr> {
      return C(V == 0 ? Vn : V == 1 ? Vm : Vh);
    };
    int64_t Av = *A.substitute(Sub).asConstant();
    for (int64_t D : {2, 3, -4}) {
      CHECK(A.floorDiv(C(D)).substitute(Sub).asConstant() ==
            floorDivInt(Av, D));
      CHECK(A.mod(C(D)).substitute(Sub).asConstant() == floorModInt(Av, D));
    }
  }
}

TEST_CASE("dividing INT64_MIN by a negated term poisons instead of trapping") {
  DimExpr A = C(INT64_MIN) * N;
  CHECK(A.floorDiv(-N).fault() == ArithFault::Overflow);
  CHECK(A.mod(-N) == C(0));
  CHECK(C(INT64_MIN).mod(C(-1)) == C(0));
}

TEST_CASE("a divisibility fact turns h*(e//h) into e") {
  // With h | n: h*(n//h) is n, n%h is 0, and the rest is kept.
  DimExpr Q = N.floorDiv(H), R = N.mod(H);
  CHECK(S((H * Q).assumingDivisible(N, H)) == "n");
  CHECK(S((M * H * Q + C(1)).assumingDivisible(N, H)) == "n*m+1");
  CHECK(S((R + M).assumingDivisible(N, H)) == "m");
  CHECK(S((C(2) * H * Q).assumingDivisible(N, C(2) * H)) == "2*h*(n//h)");
  CHECK(S((C(2) * H * N.floorDiv(C(2) * H)).assumingDivisible(N, C(2) * H)) ==
        "n");
  // A quotient without its divisor, or another fact, is left alone.
  CHECK((M * Q).assumingDivisible(N, H) == M * Q);
  CHECK((H * Q).assumingDivisible(M, H) == H * Q);
  CHECK((H * Q).assumingDivisible(N, H + C(1)) == H * Q);
}
