//===- AnnotatedCalls.h - Calls of annotated functions ----------*- C++ -*-===//
//
// A call of a function with an annotated signature is checked against a
// fresh instance of the signature (checkCall): its names are bound by the
// arguments, conflicts are findings, and the annotated result is the value.
//
//===----------------------------------------------------------------------===//
#ifndef SHAPECHECK_FRONTEND_ANNOTATEDCALLS_H
#define SHAPECHECK_FRONTEND_ANNOTATEDCALLS_H

#include "Frontend/CallModel.h"

namespace shapecheck {

class FunctionIndex;

class AnnotatedCalls : public CallModel {
public:
  explicit AnnotatedCalls(FunctionIndex &Index) : Index(Index) {}
  std::optional<CallResult> evaluate(const CallSite &C, Solver &S) override;

private:
  FunctionIndex &Index;
};

} // namespace shapecheck

#endif
