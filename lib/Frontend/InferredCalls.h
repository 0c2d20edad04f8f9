//===- InferredCalls.h - Calls of unannotated helpers -----------*- C++ -*-===//
//
// A call of an unannotated function whose body shapecheck analyses gets a
// fresh instance of the function's generalized scheme: the arguments are
// unified with the instantiated parameters and the instantiated result is
// the value (let-polymorphism: each call site is independent). A method
// called on a known instance of a user module is analysed with that
// instance's fields and the call's arguments, and gives what it returns.
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
  std::optional<CallResult> callOn(const RuleValue &This,
                                   const clang::FunctionDecl *Def,
                                   const CallSite &C, Solver &S);

  FunctionSummaries &Summaries;
  FunctionIndex &Index;
  const SourceLocs &Locs;
  ModuleObjects *Objects;
};

} // namespace shapecheck

#endif
