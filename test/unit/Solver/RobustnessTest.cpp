//===- RobustnessTest.cpp - Random inputs never crash or hang the solver --===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include "SolverTestUtil.h"
#include <random>

using namespace shapecheck;
using namespace shapecheck::test;

namespace {
/// A random well-formed shape string over a small vocabulary, so that the
/// same names recur and constraints interact.
std::string randomShape(std::mt19937 &Rng) {
  static const char *Atoms[] = {"n",   "m",   "k",   "1",    "3",      "n+1",
                                "2*m", "_",   "#n",  "k//2", "n*m",    "m%3",
                                "4",   "{p}", "n-1", "0",    "(n+k)*2"};
  std::uniform_int_distribution<int> Len(0, 5), Pick(0, 16), Var(0, 5);
  std::string S;
  int N = Len(Rng);
  bool Variadic = false;
  for (int I = 0; I < N; ++I) {
    if (!S.empty())
      S += ' ';
    if (!Variadic && Var(Rng) == 0) {
      S += Pick(Rng) % 2 ? "*b" : "...";
      Variadic = true;
      continue;
    }
    S += Atoms[Pick(Rng)];
  }
  return S;
}

ShapeTerm randomFixed(std::mt19937 &Rng) {
  std::uniform_int_distribution<int> Len(0, 5), Size(0, 6);
  ShapeTerm T;
  int N = Len(Rng);
  for (int I = 0; I < N; ++I)
    T.Prefix.push_back(Size(Rng) == 6 ? Dim::dynamic()
                                      : Dim::constant(Size(Rng)));
  return T;
}
} // namespace

TEST_CASE("random unifications and broadcasts terminate without crashing") {
  std::mt19937 Rng(1234);
  for (int Round = 0; Round < 300; ++Round) {
    Solver S;
    Instantiation Flex(S, VarKind::Flexible, "f");
    Instantiation Rigid(S, VarKind::Rigid, "g");
    std::vector<ShapeTerm> Terms;
    for (int I = 0; I < 8; ++I) {
      Instantiation &Inst = I % 3 == 0 ? Rigid : Flex;
      Terms.push_back(term(Inst, randomShape(Rng)));
      Terms.push_back(randomFixed(Rng));
    }
    std::uniform_int_distribution<size_t> Pick(0, Terms.size() - 1);
    for (int Step = 0; Step < 30; ++Step) {
      const ShapeTerm &A = Terms[Pick(Rng)], &B = Terms[Pick(Rng)];
      if (Step % 3 == 0)
        (void)S.broadcast({A, B}, why("b"));
      else
        (void)S.unifyShape(A, B, why("u"));
      (void)S.str(A);
    }
    S.finish();
    for (const Finding &F : S.findings()) {
      CHECK(!checkName(F.Check).empty());
      CHECK(!F.Message.empty());
    }
  }
}
