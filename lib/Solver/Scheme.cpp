//===- Scheme.cpp - Generalization and instantiation ----------------------===//
#include "Solver/Scheme.h"
#include "llvm/ADT/DenseMap.h"
#include <algorithm>

using namespace shapecheck;

namespace {
/// Collects the unbound flexible variables of resolved types.
struct FreeVars {
  explicit FreeVars(Solver &S) : S(S) {}
  Solver &S;
  std::vector<VarId> Dims;
  std::vector<ShapeVarId> Shapes;

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
    return ArrayType{shape(A->Shape), A->Dtype};
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
      P->Shape = S.resolve(P->Shape);
      FV.add(P->Shape);
    }
  if (Result) {
    Result->Shape = S.resolve(Result->Shape);
    FV.add(Result->Shape);
  }
  std::sort(FV.Dims.begin(), FV.Dims.end());
  FV.Dims.erase(std::unique(FV.Dims.begin(), FV.Dims.end()), FV.Dims.end());
  std::sort(FV.Shapes.begin(), FV.Shapes.end());
  FV.Shapes.erase(std::unique(FV.Shapes.begin(), FV.Shapes.end()),
                  FV.Shapes.end());
  Sc.Params = std::move(Params);
  Sc.Result = std::move(Result);
  Sc.DimVars = std::move(FV.Dims);
  Sc.ShapeVars = std::move(FV.Shapes);
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
  Params.clear();
  for (const auto &P : Sc.Params)
    Params.push_back(R.array(P));
  Result = R.array(Sc.Result);
}

std::string shapecheck::printScheme(Solver &S, const Scheme &Sc) {
  auto One = [&](const std::optional<ArrayType> &A) {
    return A ? S.str(*A) : std::string("_");
  };
  std::string Out = "(";
  for (size_t I = 0; I < Sc.Params.size(); ++I) {
    if (I)
      Out += ", ";
    Out += One(Sc.Params[I]);
  }
  return Out + ") -> " + One(Sc.Result);
}
