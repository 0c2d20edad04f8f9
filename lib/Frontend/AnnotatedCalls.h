//===- AnnotatedCalls.h - Calls of annotated functions ----------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// A call of a function with an annotated signature is checked against a
// fresh instance of the signature (checkCall): its names are bound by the
// arguments, conflicts are findings, and the annotated result is the value.
// A function whose parameters are annotated but whose result is not returns
// what its body returns (FunctionSummaries), with the call's names.
//
//===----------------------------------------------------------------------===//
#ifndef SHAPECHECK_FRONTEND_ANNOTATEDCALLS_H
#define SHAPECHECK_FRONTEND_ANNOTATEDCALLS_H

#include "Frontend/CallModel.h"

namespace shapecheck {

class FunctionIndex;
class FunctionSummaries;
class ModuleObjects;

class AnnotatedCalls : public CallModel {
public:
  AnnotatedCalls(FunctionIndex &Index, FunctionSummaries *Summaries = nullptr,
                 ModuleObjects *Objects = nullptr)
      : Index(Index), Summaries(Summaries), Objects(Objects) {}
  std::optional<CallResult> evaluate(const CallSite &C, Solver &S) override;

private:
  FunctionIndex &Index;
  FunctionSummaries *Summaries;
  ModuleObjects *Objects;
};

} // namespace shapecheck

#endif
