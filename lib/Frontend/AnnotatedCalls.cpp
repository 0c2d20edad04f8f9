//===- AnnotatedCalls.cpp - Calls of annotated functions ------------------===//
#include "Frontend/AnnotatedCalls.h"
#include "Frontend/FunctionIndex.h"

using namespace shapecheck;

CallModel::~CallModel() = default;

std::optional<CallResult> AnnotatedCalls::evaluate(const CallSite &C,
                                                   Solver &S) {
  const FunctionSig *Sig = C.Callee ? Index.signature(C.Callee) : nullptr;
  if (!Sig)
    return std::nullopt;
  std::vector<CallArg> Args;
  for (const ArgValue &A : C.Args)
    Args.push_back(CallArg{A.Array, A.Int, A.Loc});
  CallResult R;
  R.Array = checkCall(S, *Sig, Args, C.Loc);
  if (!R.Array && C.ReturnsArray)
    R.Array = ArrayType{S.dynamicShape(), DtypeSet::any()};
  if (C.ReturnsInt)
    R.Int = Dim::dynamic();
  return R;
}
