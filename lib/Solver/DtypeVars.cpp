//===- DtypeVars.cpp - Dtype variables: one scalar type, several arrays ---===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// A dtype variable stands for the one scalar type of every array that has
// it (a helper's parameter and its result when the body keeps the dtype).
// The variables form a union-find; a class's representative holds the set
// of dtypes the class may still be. Meeting a category narrows a flexible
// variable (an unannotated parameter whose body calls `mm` becomes Float);
// a rigid one (the choice of a caller) is never narrowed, only checked, and
// two rigid variables stay distinct. An empty intersection is a
// dtype-mismatch, reported by unifyDtype with the two sets.
//
//===----------------------------------------------------------------------===//
#include "Solver/Solver.h"

using namespace shapecheck;

DtypeVarId Solver::freshDtypeVar(llvm::StringRef Name, VarKind Kind,
                                 OriginId Decl, DtypeSet Bound) {
  DtypeVars.push_back(DtypeVarInfo{internName(Name), Kind, Decl, 0, Bound});
  return DtypeVarId(DtypeVars.size() - 1);
}

llvm::StringRef Solver::dtypeVarName(DtypeVarId V) const {
  return DtypeVars[V].Name;
}

VarKind Solver::dtypeVarKind(DtypeVarId V) const { return DtypeVars[V].Kind; }

DtypeVarId Solver::dtypeRoot(DtypeVarId V) {
  DtypeVarId Root = V;
  while (Root && DtypeVars[Root].Parent)
    Root = DtypeVars[Root].Parent;
  while (V && DtypeVars[V].Parent) { // path compression
    DtypeVarId Next = DtypeVars[V].Parent;
    DtypeVars[V].Parent = Root;
    V = Next;
  }
  return Root;
}

DtypeSet Solver::dtypeOf(const ArrayType &T) {
  DtypeVarId V = dtypeRoot(T.DtypeVar);
  if (!V)
    return T.Dtype;
  DtypeSet Both = T.Dtype.meet(DtypeVars[V].Set);
  // Empty only after a reported mismatch: the array's own set stands.
  return Both.empty() ? T.Dtype : Both;
}

bool Solver::unifyDtypeVars(const ArrayType &Expected, const ArrayType &Actual,
                            const Reason &R) {
  DtypeSet SE = dtypeOf(Expected), SA = dtypeOf(Actual);
  if (!unifyDtype(SE, SA, R))
    return false;
  DtypeVarId VE = dtypeRoot(Expected.DtypeVar), VA = dtypeRoot(Actual.DtypeVar);
  if (VE == VA)
    return true;
  DtypeSet Both = SE.meet(SA);
  auto Flexible = [&](DtypeVarId V) {
    return V && DtypeVars[V].Kind == VarKind::Flexible;
  };
  if (Flexible(VE) && VA) {
    DtypeVars[VE].Parent = VA;
    if (Flexible(VA))
      DtypeVars[VA].Set = Both;
    return true;
  }
  if (Flexible(VA) && VE) {
    DtypeVars[VA].Parent = VE; // VE is rigid: it keeps its set
    return true;
  }
  if (Flexible(VE))
    DtypeVars[VE].Set = Both;
  if (Flexible(VA))
    DtypeVars[VA].Set = Both;
  return true;
}

ArrayType Solver::join(const ArrayType &A, const ArrayType &B) {
  DtypeVarId VA = dtypeRoot(A.DtypeVar), VB = dtypeRoot(B.DtypeVar);
  return ArrayType{join(A.Shape, B.Shape), A.Dtype.join(B.Dtype),
                   VA == VB ? VA : 0};
}
