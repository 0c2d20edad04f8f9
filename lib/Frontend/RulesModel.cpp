//===- RulesModel.cpp - Library calls answered by the rules ---------------===//
#include "Frontend/RulesModel.h"
#include "Rules/RuleSet.h"

using namespace shapecheck;

RuleValue ArgValue::toRule() const {
  if (Array)
    return RuleValue::array(*Array);
  if (Int)
    return RuleValue::integer(*Int);
  if (Rich && !Rich->Open) // a list of unknown length is unknown to a rule
    return *Rich;
  return RuleValue::unknown();
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

CallResult RulesModel::toResult(RuleValue V, const CallSite &C, Solver &S) {
  CallResult Out;
  switch (V.K) {
  case RuleValue::Array:
    Out.Array = std::move(V.Arr);
    break;
  case RuleValue::Int:
    Out.Int = std::move(V.IntV);
    break;
  case RuleValue::Unknown:
    // Described, but unknown: no unknown-call note, no inferred guess.
    if (C.ReturnsArray)
      Out.Array = ArrayType{S.dynamicShape(), DtypeSet::any()};
    if (C.ReturnsInt)
      Out.Int = Dim::dynamic();
    break;
  default:
    Out.Rich = std::make_shared<const RuleValue>(std::move(V));
    break;
  }
  return Out;
}

std::optional<CallResult> RulesModel::evaluate(const CallSite &C, Solver &S) {
  if (C.QualifiedName.empty())
    return std::nullopt;
  bool OnObject = C.Object && C.Object->Rich &&
                  (C.Object->Rich->is(RuleValue::Module) ||
                   C.Object->Rich->is(RuleValue::Options));
  bool Known = Rules.knows(C.QualifiedName);
  for (const std::string &B : C.BaseNames)
    Known = Known || Rules.knows(B);
  if (!OnObject && !Known)
    return std::nullopt;
  std::optional<RuleValue> V = Rules.evaluate(toRuleCall(C), S);
  if (!V)
    return std::nullopt;
  return toResult(std::move(*V), C, S);
}
