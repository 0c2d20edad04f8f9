//===- InferredCalls.h - Calls of unannotated helpers -----------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// A call of an unannotated function whose body shapecheck analyses gets a
// fresh instance of the function's generalized scheme: the arguments are
// unified with the instantiated parameters and the instantiated result is
// the value (let-polymorphism: each call site is independent). A method
// called on a known instance of a user module is analysed with that
// instance's fields and the call's arguments, and gives what it returns.
// A helper given arrays of known rank whose scheme leaves the result
// partly unknown is analysed with the call's arguments too (memoised per
// arguments, within a bound on contexts per function): its findings for
// them are at its own lines, with a note at the call.
//
//===----------------------------------------------------------------------===//
#ifndef SHAPECHECK_FRONTEND_INFERREDCALLS_H
#define SHAPECHECK_FRONTEND_INFERREDCALLS_H

#include "Frontend/CallModel.h"

namespace clang {
class FunctionDecl;
} // namespace clang

namespace shapecheck {

class FunctionIndex;
class FunctionSummaries;
class ModuleObjects;
class SourceLocs;

class InferredCalls : public CallModel {
public:
  InferredCalls(FunctionSummaries &Summaries, FunctionIndex &Index,
                const SourceLocs &Locs, ModuleObjects *Objects = nullptr)
      : Summaries(Summaries), Index(Index), Locs(Locs), Objects(Objects) {}
  std::optional<CallResult> evaluate(const CallSite &C, Solver &S) override;

private:
  /// Def analysed for the call C on This. FollowObject: This is the call's
  /// object, which a method that may change it leaves as its body does
  /// (CallResult::ObjectOut).
  std::optional<CallResult> callOn(const RuleValue &This,
                                   const clang::FunctionDecl *Def,
                                   const CallSite &C, Solver &S,
                                   bool FollowObject = false);

  /// Whether the call's arguments may tell the body more than the
  /// scheme's result R says, or, for a helper with no array or integer
  /// result, more than its scheme's parameters (its findings for them).
  static bool worthInstantiating(const CallSite &C, const CallResult &R,
                                 Solver &S);
  /// Def analysed with the call's arguments (within the bound on contexts
  /// per function); std::nullopt past the bound.
  std::optional<CallResult> instantiateBody(const clang::FunctionDecl *Def,
                                            const CallSite &C, Solver &S);
  /// The variables of the dimensions of Def's class (its constructor's
  /// integer parameters, as the class's default instance has them), when
  /// Def is a method; empty otherwise.
  std::vector<VarId> classDimVars(const clang::FunctionDecl *Def);
  static unsigned knownness(Solver &S, const Value &V);

  FunctionSummaries &Summaries;
  FunctionIndex &Index;
  const SourceLocs &Locs;
  ModuleObjects *Objects;
};

} // namespace shapecheck

#endif
