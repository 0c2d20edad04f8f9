//===- RulesModel.h - Library calls answered by the rules -------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The CallModel between annotated signatures and inferred helpers: a call
// whose callee the rules describe (rules/*.rules, compiled in, and the
// --rules files) becomes a RuleCall -- its rules name (RuleNames.h), the
// object of a method, the arguments' values without the defaults Clang
// filled in (the rules apply their own) -- and RuleSet::evaluate checks it
// and gives its result: an array, an integer (`x.size(0)`), or a richer
// value (a tuple, a list, a module instance, an options object).
//
//===----------------------------------------------------------------------===//
#ifndef SHAPECHECK_FRONTEND_RULESMODEL_H
#define SHAPECHECK_FRONTEND_RULESMODEL_H

#include "Frontend/CallModel.h"

namespace shapecheck {

class RuleSet;

class RulesModel : public CallModel {
public:
  explicit RulesModel(RuleSet &Rules) : Rules(Rules) {}
  std::optional<CallResult> evaluate(const CallSite &C, Solver &S) override;

  /// The RuleCall that describes C.
  static RuleCall toRuleCall(const CallSite &C);

private:
  RuleSet &Rules;
};

} // namespace shapecheck

#endif
