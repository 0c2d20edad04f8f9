//===- PacksTest.cpp - Every shipped pack loads ---------------------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include "RulesTestUtil.h"

using namespace shapecheck;
using namespace shapecheck::test;

TEST_CASE("every shipped pack loads without error") {
  auto Packs = RuleSet::builtinPacks();
  REQUIRE_FALSE(Packs.empty());
  for (const auto &[Name, Text] : Packs) {
    RuleSet R;
    std::vector<Diagnostic> Errs;
    bool Ok = R.loadText(Text, Name, Errs);
    std::string All;
    for (const Diagnostic &E : Errs)
      All += E.str() + "\n";
    CHECK_MESSAGE(Ok, All);
    CHECK(R.numDeclarations() > 0);
  }
  CHECK(torch().numDeclarations() > 100);
  CHECK(torch().isArrayType("at::Tensor"));
  CHECK(torch().isArrayType("torch::Tensor"));
}
