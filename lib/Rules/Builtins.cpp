//===- Builtins.cpp - The table of shape functions and shared helpers -----===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include "Rules/Builtins.h"
#include "llvm/ADT/StringMap.h"

using namespace shapecheck;
using namespace shapecheck::rules;
using llvm::StringRef;

StringRef Builtin::argKind(unsigned I) const {
  llvm::SmallVector<StringRef, 8> Kinds;
  ArgKinds.split(Kinds, ' ', -1, /*KeepEmpty=*/false);
  if (Kinds.empty())
    return "*";
  return I < Kinds.size() ? Kinds[I] : Kinds.back();
}

llvm::ArrayRef<Builtin> rules::allBuiltins() {
  static const std::vector<Builtin> All = [] {
    std::vector<Builtin> V;
    for (llvm::ArrayRef<Builtin> Family :
         {shapeBuiltins(), indexBuiltins(), nnBuiltins()})
      V.insert(V.end(), Family.begin(), Family.end());
    return V;
  }();
  return All;
}

const Builtin *rules::findBuiltin(StringRef Name) {
  static const llvm::StringMap<const Builtin *> ByName = [] {
    llvm::StringMap<const Builtin *> M;
    for (const Builtin &B : allBuiltins())
      M[B.Name] = &B;
    return M;
  }();
  auto It = ByName.find(Name);
  return It == ByName.end() ? nullptr : It->second;
}

static bool isIntegral(DtypeSet D) {
  DtypeSet Ints = *DtypeSet::fromCategory("Integer");
  DtypeSet Bools = DtypeSet::of(ScalarType::Bool);
  return D.subsetOf(Ints.join(Bools));
}

ArrayType rules::promoteValues(Solver &S,
                               llvm::ArrayRef<const RuleValue *> Vs) {
  std::optional<DtypeSet> Strong, Weak;
  std::optional<DtypeVarId> Var;
  for (const RuleValue *V : Vs) {
    if (!V->is(RuleValue::Array))
      continue;
    std::optional<DtypeSet> &Acc = V->Weak ? Weak : Strong;
    DtypeSet D = S.dtypeOf(V->Arr);
    Acc = Acc ? DtypeSet::promote(*Acc, D) : D;
    DtypeVarId Mine = V->Weak ? 0 : S.dtypeRoot(V->Arr.DtypeVar);
    Var = !Var || *Var == Mine ? Mine : 0;
  }
  ArrayType Out;
  if (!Strong) {
    Out.Dtype = Weak ? *Weak : DtypeSet::any();
    return Out;
  }
  // A floating-point scalar lifts an integral tensor to the default float.
  if (Weak && isIntegral(*Strong) && !isIntegral(*Weak)) {
    Out.Dtype = DtypeSet::of(ScalarType::Float32);
    return Out;
  }
  Out.Dtype = *Strong;
  Out.DtypeVar = Weak ? 0 : Var.value_or(0);
  return Out;
}

RuleValue rules::arrayResult(const std::optional<ShapeTerm> &T, DtypeSet D) {
  if (!T)
    return RuleValue();
  return RuleValue::array(ArrayType{*T, D});
}

RuleValue rules::arrayResult(const std::optional<ShapeTerm> &T,
                             const ArrayType &DtypeOf) {
  if (!T)
    return RuleValue();
  return RuleValue::array(DtypeOf.withShape(*T));
}

std::optional<int64_t> rules::constInt(const RuleValue &V) {
  if (V.is(RuleValue::Int))
    return V.IntV.asConstant();
  if (V.is(RuleValue::Bool))
    return V.BoolV ? 1 : 0;
  return std::nullopt;
}

std::optional<std::vector<int64_t>> rules::constInts(const RuleValue &V) {
  std::vector<int64_t> Out;
  if (V.is(RuleValue::Int)) {
    if (auto C = V.IntV.asConstant()) {
      Out.push_back(*C);
      return Out;
    }
    return std::nullopt;
  }
  if (!V.is(RuleValue::Ints))
    return std::nullopt;
  for (const Dim &D : V.IntsV) {
    auto C = D.asConstant();
    if (!C)
      return std::nullopt;
    Out.push_back(*C);
  }
  return Out;
}

std::vector<Dim> rules::dimsOf(const RuleValue &V) {
  if (V.is(RuleValue::Int))
    return {V.IntV};
  if (V.is(RuleValue::Ints))
    return V.IntsV;
  return {};
}
