//===- DimExprOwnershipTest.cpp - Opaque atoms without a global table -----===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include "Shape/DimExpr.h"
#include <doctest/doctest.h>
#include <random>
#include <thread>

using namespace shapecheck;

namespace shapecheck {
/// Builds values no operation returns, to see verify() reject them.
struct DimExprTestAccess {
  static DimExpr raw(llvm::SmallVector<Term, 1> Terms) {
    DimExpr E;
    E.Terms = std::move(Terms);
    return E;
  }
};
} // namespace shapecheck

namespace {
DimExpr C(int64_t V) { return DimExpr::constant(V); }
std::string S(const DimExpr &E) {
  return E.str([](VarId V) { return "v" + std::to_string(V); });
}
Term term(int64_t Coeff, std::initializer_list<Factor> Fs) {
  Term T;
  T.Coeff = Coeff;
  T.Mono.assign(Fs.begin(), Fs.end());
  return T;
}
Factor var(VarId V, uint32_t Power = 1) {
  return Factor{Atom::variable(V), Power};
}

/// An expression with divisions and modulos, from Rng.
DimExpr randomExpr(std::mt19937 &Rng) {
  std::uniform_int_distribution<int> Coef(-6, 6), Var(0, 3), Op(0, 4);
  DimExpr E = C(Coef(Rng));
  for (int I = 0; I < 5; ++I) {
    DimExpr X = C(Coef(Rng)) * DimExpr::var(Var(Rng)) + C(Coef(Rng));
    switch (Op(Rng)) {
    case 0:
      E = E + X;
      break;
    case 1:
      E = E * X;
      break;
    case 2:
      E = E.floorDiv(C(Coef(Rng)));
      break;
    case 3:
      E = E.mod(X);
      break;
    default:
      E = E - X.floorDiv(DimExpr::var(Var(Rng)));
    }
  }
  return E;
}
} // namespace

TEST_CASE("the order of opaque atoms does not depend on which came first") {
  // Fresh variables: no other test built these atoms before.
  DimExpr A = DimExpr::var(100), B = DimExpr::var(101);
  DimExpr Later = B.floorDiv(C(3)); // built first
  DimExpr Earlier = A.floorDiv(C(2));
  CHECK(S(Later + Earlier) == "v100//2+v101//3");
  CHECK(S(Earlier + Later) == "v100//2+v101//3");
  CHECK(Later + Earlier == A.floorDiv(C(2)) + B.floorDiv(C(3)));
}

TEST_CASE("an opaque atom lives as long as an expression mentions it") {
  DimExpr Kept;
  {
    DimExpr Tmp = (DimExpr::var(7) + C(1)).floorDiv(C(2));
    Kept = Tmp * DimExpr::var(8);
  }
  CHECK(S(Kept) == "v8*((v7+1)//2)");
  CHECK(Kept.depth() == 1);
  CHECK(Kept.mentions(7));
}

TEST_CASE("threads build and compare expressions concurrently") {
  // Each thread computes the same sequence; the results agree with the main
  // thread's, also when printed (the canonical order is the same).
  auto Run = [](unsigned Seed) {
    std::mt19937 Rng(Seed);
    std::vector<std::string> Out;
    for (int I = 0; I < 300; ++I)
      Out.push_back(S(randomExpr(Rng)));
    return Out;
  };
  std::vector<std::vector<std::string>> PerThread(4);
  std::vector<std::thread> Threads;
  for (unsigned T = 0; T < PerThread.size(); ++T)
    Threads.emplace_back([&, T] { PerThread[T] = Run(T % 2); });
  for (std::thread &T : Threads)
    T.join();
  CHECK(PerThread[0] == Run(0));
  CHECK(PerThread[1] == Run(1));
  CHECK(PerThread[2] == PerThread[0]);
  CHECK(PerThread[3] == PerThread[1]);
}

TEST_CASE("every operation's result is canonical") {
  std::mt19937 Rng(7);
  for (int I = 0; I < 500; ++I) {
    DimExpr E = randomExpr(Rng);
    CAPTURE(S(E));
    CHECK(E.verify() == "");
    auto Sub = [](VarId V) -> std::optional<DimExpr> {
      if (V == 1)
        return DimExpr::var(2) * C(3) + C(1);
      return std::nullopt;
    };
    CHECK(E.substitute(Sub).verify() == "");
  }
}

TEST_CASE("verify names what breaks the canonical form") {
  using T = DimExprTestAccess;
  CHECK(T::raw({term(2, {var(0)}), term(1, {})}).verify() ==
        "terms not sorted by monomial, or like terms not merged");
  CHECK(T::raw({term(1, {}), term(1, {})}).verify() ==
        "terms not sorted by monomial, or like terms not merged");
  CHECK(T::raw({term(0, {var(0)})}).verify() == "a zero coefficient");
  CHECK(T::raw({term(1, {var(1), var(0)})}).verify() ==
        "factors not sorted, or a repeated factor");
  CHECK(T::raw({term(1, {var(0, 0)})}).verify() == "a factor with power 0");
  DimExpr N = DimExpr::var(0);
  auto Opaque = [](Atom::Kind K, DimExpr L, DimExpr R) {
    return T::raw({term(1, {Factor{Atom::opaque(K, L, R), 1}})});
  };
  // (2*n+1)//2 is n + 1//2... that is, n: the multiple of 2 is pulled out.
  CHECK(Opaque(Atom::FloorDiv, C(2) * N + C(1), C(2)).verify() ==
        "a coefficient outside [1, c) in a division by c");
  CHECK(Opaque(Atom::FloorDiv, C(2) * N, C(4)).verify() ==
        "a common factor of the dividend and its divisor");
  CHECK(Opaque(Atom::Mod, N, C(1)).verify() ==
        "a constant divisor below 2 (it is normalised)");
  CHECK(Opaque(Atom::FloorDiv, C(6), C(4)).verify() ==
        "a ground division (it is evaluated)");
  CHECK(Opaque(Atom::FloorDiv, C(2) * N, N).verify() ==
        "an exact division left opaque");
  CHECK(Opaque(Atom::FloorDiv, N, C(0)).verify() == "a division by zero");
  // The same atoms as the operations build them are fine.
  CHECK(Opaque(Atom::FloorDiv, N, C(2)).verify() == "");
  CHECK(Opaque(Atom::FloorDiv, C(6), N).verify() == "");
  CHECK(N.floorDiv(C(2)) == Opaque(Atom::FloorDiv, N, C(2)));
}
