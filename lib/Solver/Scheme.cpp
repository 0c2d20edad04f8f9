//===- Scheme.cpp - Generalization and instantiation ----------------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include "Solver/Scheme.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLExtras.h"
#include <algorithm>

using namespace shapecheck;

namespace {
/// Collects the unbound flexible variables of resolved types.
struct FreeVars {
  explicit FreeVars(Solver &S) : S(S) {}
  Solver &S;
  std::vector<VarId> Dims;
  std::vector<ShapeVarId> Shapes;
  std::vector<DtypeVarId> Dtypes;

  void add(const ArrayType &T) {
    add(T.Shape);
    if (T.DtypeVar && S.dtypeVarKind(T.DtypeVar) == VarKind::Flexible)
      Dtypes.push_back(T.DtypeVar);
  }
  void add(const Dim &D) {
    if (D.isDynamic())
      return;
    llvm::SmallVector<VarId, 4> Vars;
    D.E.collectVars(Vars);
    for (VarId V : Vars)
      if (S.dimVarKind(V) == VarKind::Flexible)
        Dims.push_back(V);
  }
  void add(const ShapeTerm &T) {
    for (const Dim &D : T.Prefix)
      add(D);
    for (const Dim &D : T.Suffix)
      add(D);
    if (T.Var && S.shapeVarKind(*T.Var) == VarKind::Flexible)
      Shapes.push_back(*T.Var);
  }
};

/// Replaces quantified variables by fresh copies.
struct Renamer {
  explicit Renamer(Solver &S) : S(S) {}
  Solver &S;
  llvm::DenseMap<VarId, VarId> Dims;
  llvm::DenseMap<ShapeVarId, ShapeVarId> Shapes;
  llvm::DenseMap<DtypeVarId, DtypeVarId> Dtypes;

  Dim dim(const Dim &D) {
    if (D.isDynamic())
      return D;
    Dim Out = D;
    Out.E = D.E.substitute([&](VarId V) -> std::optional<DimExpr> {
      auto It = Dims.find(V);
      if (It == Dims.end())
        return std::nullopt;
      return DimExpr::var(It->second);
    });
    return Out;
  }
  ShapeTerm shape(const ShapeTerm &T) {
    ShapeTerm Out;
    for (const Dim &D : T.Prefix)
      Out.Prefix.push_back(dim(D));
    for (const Dim &D : T.Suffix)
      Out.Suffix.push_back(dim(D));
    if (T.Var) {
      auto It = Shapes.find(*T.Var);
      Out.Var = It == Shapes.end() ? *T.Var : It->second;
    }
    return Out;
  }
  std::optional<ArrayType> array(const std::optional<ArrayType> &A) {
    if (!A)
      return std::nullopt;
    auto It = Dtypes.find(A->DtypeVar);
    return ArrayType{shape(A->Shape), A->Dtype,
                     It == Dtypes.end() ? A->DtypeVar : It->second};
  }
};
} // namespace

Scheme shapecheck::generalize(Solver &S,
                              std::vector<std::optional<ArrayType>> Params,
                              std::optional<ArrayType> Result) {
  Scheme Sc;
  FreeVars FV{S};
  for (auto &P : Params)
    if (P) {
      *P = S.resolve(*P);
      FV.add(*P);
    }
  if (Result) {
    *Result = S.resolve(*Result);
    FV.add(*Result);
  }
  std::sort(FV.Dims.begin(), FV.Dims.end());
  FV.Dims.erase(std::unique(FV.Dims.begin(), FV.Dims.end()), FV.Dims.end());
  std::sort(FV.Shapes.begin(), FV.Shapes.end());
  FV.Shapes.erase(std::unique(FV.Shapes.begin(), FV.Shapes.end()),
                  FV.Shapes.end());
  std::sort(FV.Dtypes.begin(), FV.Dtypes.end());
  FV.Dtypes.erase(std::unique(FV.Dtypes.begin(), FV.Dtypes.end()),
                  FV.Dtypes.end());
  Sc.Params = std::move(Params);
  Sc.Result = std::move(Result);
  Sc.DimVars = std::move(FV.Dims);
  Sc.ShapeVars = std::move(FV.Shapes);
  Sc.DtypeVars = std::move(FV.Dtypes);
  return Sc;
}

void shapecheck::instantiate(Solver &S, const Scheme &Sc,
                             std::vector<std::optional<ArrayType>> &Params,
                             std::optional<ArrayType> &Result) {
  Renamer R{S};
  for (VarId V : Sc.DimVars)
    R.Dims[V] = S.freshDimVar(S.dimVarName(V), VarKind::Flexible, OriginId(0),
                              S.dimVarScope(V));
  for (ShapeVarId V : Sc.ShapeVars)
    R.Shapes[V] =
        S.freshShapeVar(S.shapeVarName(V), VarKind::Flexible, OriginId(0));
  for (DtypeVarId V : Sc.DtypeVars)
    R.Dtypes[V] =
        S.freshDtypeVar(S.dtypeVarName(V), VarKind::Flexible, OriginId(0),
                        S.dtypeOf(ArrayType{{}, DtypeSet::any(), V}));
  Params.clear();
  for (const auto &P : Sc.Params)
    Params.push_back(R.array(P));
  Result = R.array(Sc.Result);
}

std::vector<DtypeVarId>
shapecheck::sharedDtypeVars(Solver &S,
                            llvm::ArrayRef<std::optional<ArrayType>> Types) {
  std::vector<DtypeVarId> Seen, Shared;
  for (const auto &T : Types) {
    DtypeVarId V = T ? S.dtypeRoot(T->DtypeVar) : 0;
    if (!V)
      continue;
    if (llvm::is_contained(Seen, V) && !llvm::is_contained(Shared, V))
      Shared.push_back(V);
    Seen.push_back(V);
  }
  return Shared;
}

std::string shapecheck::printScheme(Solver &S, const Scheme &Sc) {
  std::vector<std::optional<ArrayType>> All = Sc.Params;
  All.push_back(Sc.Result);
  std::vector<DtypeVarId> Shared = sharedDtypeVars(S, All);
  auto One = [&](const std::optional<ArrayType> &A) {
    if (!A)
      return std::string("_");
    return S.str(*A, llvm::is_contained(Shared, S.dtypeRoot(A->DtypeVar)));
  };
  std::string Out = "(";
  for (size_t I = 0; I < Sc.Params.size(); ++I) {
    if (I)
      Out += ", ";
    Out += One(Sc.Params[I]);
  }
  return Out + ") -> " + One(Sc.Result);
}
