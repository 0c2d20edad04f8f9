//===- Env.cpp - Abstract values and the flow-sensitive environment -------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include "Frontend/Env.h"

using namespace shapecheck;

Value Value::fromRule(RuleValue V) {
  switch (V.K) {
  case RuleValue::Unknown:
    return Value::none();
  case RuleValue::Array:
    return Value::array(std::move(V.Arr));
  case RuleValue::Int:
    return Value::integer(std::move(V.IntV));
  default:
    return Value::rich(std::make_shared<const RuleValue>(std::move(V)));
  }
}

RuleValue Value::toRule() const {
  switch (kind()) {
  case None:
    return RuleValue::unknown();
  case Array:
    return RuleValue::array(arr());
  case Int:
    return RuleValue::integer(dim());
  case Rich:
    return *rich();
  }
  return RuleValue::unknown();
}

static void dimKey(Solver &S, const Dim &D0, std::string &Out) {
  Dim D = S.resolve(D0);
  Out += S.str(D);
  if (D.isDynamic())
    return;
  llvm::SmallVector<VarId, 4> Vars;
  D.E.collectVars(Vars);
  for (VarId V : Vars)
    Out += "#" + std::to_string(V);
}

std::string shapecheck::valueKey(Solver &S, const RuleValue &V) {
  std::string Out = std::to_string(unsigned(V.K)) + ":";
  switch (V.K) {
  case RuleValue::Array: {
    ShapeTerm T = S.resolve(V.Arr.Shape);
    Out += V.Arr.Dtype.str() + "[";
    for (const Dim &D : T.Prefix) {
      dimKey(S, D, Out);
      Out += " ";
    }
    if (T.Var)
      Out += "*" + std::to_string(*T.Var) + " ";
    for (const Dim &D : T.Suffix) {
      dimKey(S, D, Out);
      Out += " ";
    }
    return Out + "]";
  }
  case RuleValue::Int:
    dimKey(S, V.IntV, Out);
    return Out;
  case RuleValue::Ints:
    for (const Dim &D : V.IntsV) {
      dimKey(S, D, Out);
      Out += ",";
    }
    return Out;
  case RuleValue::List:
  case RuleValue::Tuple:
  case RuleValue::Iter:
    for (const RuleValue &I : V.Items)
      Out += "(" + valueKey(S, I) + ")";
    for (const RuleValue &I : V.Rest)
      Out += "(" + valueKey(S, I) + ")*";
    for (const RuleValue &I : V.Tail)
      Out += "$(" + valueKey(S, I) + ")";
    return V.Open ? Out + "..." : Out;
  case RuleValue::Options:
  case RuleValue::Module:
    Out += V.Name;
    for (const auto &F : V.Fields)
      Out += "(" + F.first + "=" + valueKey(S, F.second) + ")";
    return Out;
  default:
    return Out + V.str(S);
  }
}

std::string shapecheck::valueKey(Solver &S, const Value &V) {
  return valueKey(S, V.toRule());
}

Value shapecheck::joinValues(Solver &S, const Value &A, const Value &B) {
  // An undefined tensor (or none) on one path and an array on the other:
  // every shape operation on the undefined one throws, so where one
  // succeeds the value is the array.
  if (A.is(RuleValue::None) && B.isArray())
    return B;
  if (B.is(RuleValue::None) && A.isArray())
    return A;
  // None is an unknown value: the join with it is unknown too.
  if (A.kind() != B.kind())
    return Value::none();
  switch (A.kind()) {
  case Value::None:
    return A;
  case Value::Array:
    return Value::array(S.join(A.arr(), B.arr()));
  case Value::Int:
    return Value::integer(S.provablyEqual(A.dim(), B.dim()) ? S.resolve(A.dim())
                                                            : Dim::dynamic());
  case Value::Rich:
    if (A.rich() == B.rich())
      return A;
    return Value::fromRule(joinRules(S, *A.rich(), *B.rich()));
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

static bool sameDtype(Solver &S, const ArrayType &A, const ArrayType &B) {
  return A.Dtype == B.Dtype &&
         S.dtypeRoot(A.DtypeVar) == S.dtypeRoot(B.DtypeVar);
}

static bool sameRule(Solver &S, const RuleValue &A, const RuleValue &B) {
  if (A.K != B.K)
    return false;
  switch (A.K) {
  case RuleValue::Unknown:
  case RuleValue::None:
    return true;
  case RuleValue::Array:
    return sameDtype(S, A.Arr, B.Arr) && A.Weak == B.Weak &&
           sameShape(S, A.Arr.Shape, B.Arr.Shape);
  case RuleValue::Int:
    return sameDim(S, A.IntV, B.IntV);
  case RuleValue::Ints:
    return sameDims(S, A.IntsV, B.IntsV);
  case RuleValue::Bool:
  case RuleValue::Str:
    return A.BoolV == B.BoolV && A.Name == B.Name;
  case RuleValue::Scalar:
  case RuleValue::Dtype:
    return A.DtypeV == B.DtypeV;
  case RuleValue::List:
  case RuleValue::Tuple:
  case RuleValue::Iter:
    if (A.Items.size() != B.Items.size() || A.Open != B.Open ||
        A.Rest.size() != B.Rest.size() || A.Tail.size() != B.Tail.size())
      return false;
    for (size_t I = 0; I < A.Tail.size(); ++I)
      if (!sameRule(S, A.Tail[I], B.Tail[I]))
        return false;
    for (size_t I = 0; I < A.Items.size(); ++I)
      if (!sameRule(S, A.Items[I], B.Items[I]))
        return false;
    for (size_t I = 0; I < A.Rest.size(); ++I)
      if (!sameRule(S, A.Rest[I], B.Rest[I]))
        return false;
    return true;
  case RuleValue::Options:
  case RuleValue::Module:
    if (A.Name != B.Name || A.Fields.size() != B.Fields.size())
      return false;
    for (size_t I = 0; I < A.Fields.size(); ++I)
      if (A.Fields[I].first != B.Fields[I].first ||
          !sameRule(S, A.Fields[I].second, B.Fields[I].second))
        return false;
    return true;
  }
  return false;
}

bool shapecheck::sameValue(Solver &S, const Value &A, const Value &B) {
  if (A.kind() != B.kind())
    return false;
  switch (A.kind()) {
  case Value::None:
    return true;
  case Value::Array:
    return sameDtype(S, A.arr(), B.arr()) &&
           sameShape(S, A.arr().Shape, B.arr().Shape);
  case Value::Int:
    return sameDim(S, A.dim(), B.dim());
  case Value::Rich:
    return A.rich() == B.rich() || sameRule(S, *A.rich(), *B.rich());
  }
  return false;
}

Value shapecheck::widen(Solver &S, const Value &V) {
  switch (V.kind()) {
  case Value::None:
    return V;
  case Value::Array:
    return Value::array(ArrayType{S.dynamicShape(), V.arr().Dtype});
  case Value::Int:
    return Value::integer(Dim::dynamic());
  case Value::Rich:
    return Value::none(); // a container or module changed in place
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
