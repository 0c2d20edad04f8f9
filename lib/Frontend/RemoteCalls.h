//===- RemoteCalls.h - Calls of bodies another TU defines -------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// One TU analyses a body it defines for each call of it, with the call's
// arguments (FunctionSummaries::call): what goes wrong inside is reported
// at the callee's line, with a note at the call. A body defined in another
// TU of the run is asked for the same (ProgramSummaries.h): a call whose
// arguments are known shapes (in the call's own names) and constants, on
// an instance another TU builds or of a function, is a request; the TU
// defining the body analyses it with them and exports what it returns
// under the request's key. Until that answer is known (the first round),
// the call is checked against the callee's inferred interface
// (AnnotatedCalls); a callee whose declaration here is annotated is
// always checked at the call, against its contract.
//
//===----------------------------------------------------------------------===//
#ifndef SHAPECHECK_FRONTEND_REMOTECALLS_H
#define SHAPECHECK_FRONTEND_REMOTECALLS_H

#include "Frontend/CallModel.h"

namespace shapecheck {

struct AnalysisContext;

class RemoteCalls : public CallModel {
public:
  explicit RemoteCalls(AnalysisContext &AC) : AC(AC) {}
  std::optional<CallResult> evaluate(const CallSite &C, Solver &S) override;

private:
  AnalysisContext &AC;
};

} // namespace shapecheck

#endif
