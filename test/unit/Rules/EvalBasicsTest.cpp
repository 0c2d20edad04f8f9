//===- EvalBasicsTest.cpp - Signatures, overloads, coercions, options -----===//
#include "RulesTestUtil.h"

using namespace shapecheck;
using namespace shapecheck::test;

TEST_CASE("a signature rule instantiates fresh variables per call") {
  RuleSet R;
  loadOk(R, "array at::Tensor\n"
            "def at::mm(a: Num[n k], b: Num[k m]) -> Num[n m]\n");
  Solver S;
  CHECK(eval(R, S, call("at::mm", {arr({2, 3}), arr({3, 4})})) == "Num[2 4]");
  CHECK(eval(R, S, call("at::mm", {arr({5, 6}), arr({6, 7})})) == "Num[5 7]");
  CHECK(S.findings().empty());
}
