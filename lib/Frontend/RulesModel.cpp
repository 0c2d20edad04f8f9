//===- RulesModel.cpp - Library calls answered by the rules ---------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include "Frontend/RulesModel.h"
#include "Rules/RuleSet.h"

using namespace shapecheck;

RuleValue ArgValue::toRule() const {
  if (V.isRich() && V.rich()->Open) // a list of unknown length
    return RuleValue::unknown();
  return V.toRule();
}

RuleCall RulesModel::toRuleCall(const CallSite &C) {
  RuleCall RC;
  RC.QualifiedName = C.QualifiedName;
  RC.BaseNames = C.BaseNames;
  if (C.Object) {
    RC.Object = C.Object->toRule();
    RC.ObjectLoc = C.Object->Loc;
  }
  for (const ArgValue &A : C.Args) {
    if (A.IsDefault)
      break; // defaults come last; the rules have their own
    RC.Args.push_back(A.toRule());
    RC.ArgLocs.push_back(A.Loc);
  }
  RC.Loc = C.Loc;
  RC.DisplayName = C.WrittenName.empty() ? C.DisplayName : C.WrittenName;
  return RC;
}

std::optional<CallResult> RulesModel::evaluate(const CallSite &C, Solver &S) {
  if (C.QualifiedName.empty())
    return std::nullopt;
  bool OnObject = C.Object && (C.Object->V.is(RuleValue::Module) ||
                               C.Object->V.is(RuleValue::Options));
  bool Known = Rules.knows(C.QualifiedName);
  for (const std::string &B : C.BaseNames)
    Known = Known || Rules.knows(B);
  if (!OnObject && !Known)
    return std::nullopt;
  std::optional<RuleValue> V = Rules.evaluate(toRuleCall(C), S);
  if (!V)
    return std::nullopt;
  // Described, but unknown: no unknown-call note, no inferred guess.
  if (V->is(RuleValue::Unknown))
    return CallResult{C.unknownResult(S), {}};
  return CallResult{Value::fromRule(std::move(*V)), {}};
}
