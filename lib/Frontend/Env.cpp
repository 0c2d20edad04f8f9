//===- Env.cpp - Abstract values and the flow-sensitive environment -------===//
#include "Frontend/Env.h"

using namespace shapecheck;

Value shapecheck::joinValues(Solver &S, const Value &A, const Value &B) {
  if (A.K != B.K)
    return A.K == Value::None ? B : (B.K == Value::None ? A : Value::none());
  switch (A.K) {
  case Value::None:
    return A;
  case Value::Array:
    return Value::array(ArrayType{S.join(A.Arr.Shape, B.Arr.Shape),
                                  A.Arr.Dtype.join(B.Arr.Dtype)});
  case Value::Int:
    return Value::integer(S.provablyEqual(A.I, B.I) ? S.resolve(A.I)
                                                    : Dim::dynamic());
  }
  return Value::none();
}

static bool sameDim(Solver &S, const Dim &A, const Dim &B) {
  if (A.isDynamic() || B.isDynamic())
    return A.isDynamic() && B.isDynamic();
  return S.provablyEqual(A, B);
}

static bool sameDims(Solver &S, llvm::ArrayRef<Dim> A, llvm::ArrayRef<Dim> B) {
  if (A.size() != B.size())
    return false;
  for (size_t I = 0; I < A.size(); ++I)
    if (!sameDim(S, A[I], B[I]))
      return false;
  return true;
}

static bool sameShape(Solver &S, const ShapeTerm &A0, const ShapeTerm &B0) {
  ShapeTerm A = S.resolve(A0), B = S.resolve(B0);
  if (A.Var.has_value() != B.Var.has_value())
    return false;
  if (A.Var && *A.Var != *B.Var &&
      !(S.shapeVarKind(*A.Var) == VarKind::Dynamic &&
        S.shapeVarKind(*B.Var) == VarKind::Dynamic))
    return false;
  return sameDims(S, A.Prefix, B.Prefix) && sameDims(S, A.Suffix, B.Suffix);
}

bool shapecheck::sameValue(Solver &S, const Value &A, const Value &B) {
  if (A.K != B.K)
    return false;
  switch (A.K) {
  case Value::None:
    return true;
  case Value::Array:
    return A.Arr.Dtype == B.Arr.Dtype && sameShape(S, A.Arr.Shape, B.Arr.Shape);
  case Value::Int:
    return sameDim(S, A.I, B.I);
  }
  return false;
}

Value shapecheck::widen(Solver &S, const Value &V) {
  switch (V.K) {
  case Value::None:
    return V;
  case Value::Array:
    return Value::array(ArrayType{S.dynamicShape(), V.Arr.Dtype});
  case Value::Int:
    return Value::integer(Dim::dynamic());
  }
  return V;
}

Env shapecheck::joinEnvs(Solver &S, const Env &A, const Env &B) {
  if (!A.Reachable)
    return B;
  if (!B.Reachable)
    return A;
  Env Out;
  for (const auto &[D, V] : A.Vars)
    if (const Value *W = B.lookup(D))
      Out.Vars[D] = joinValues(S, V, *W);
  return Out;
}

bool shapecheck::sameEnv(Solver &S, const Env &A, const Env &B) {
  if (A.Reachable != B.Reachable)
    return false;
  if (A.Vars.size() != B.Vars.size())
    return false;
  for (const auto &[D, V] : A.Vars) {
    const Value *W = B.lookup(D);
    if (!W || !sameValue(S, V, *W))
      return false;
  }
  return true;
}

Env shapecheck::widenEnv(Solver &S, const Env &E) {
  Env Out;
  for (const auto &[D, V] : E.Vars)
    Out.Vars[D] = widen(S, V);
  return Out;
}

Env shapecheck::widenChanged(Solver &S, const Env &A, const Env &B) {
  if (!A.Reachable)
    return B;
  if (!B.Reachable)
    return A;
  Env Out;
  for (const auto &[D, V] : A.Vars)
    if (const Value *W = B.lookup(D))
      Out.Vars[D] = sameValue(S, V, *W) ? V : widen(S, V);
  return Out;
}
