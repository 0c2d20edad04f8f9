//===- Signature.cpp - Instantiating annotations as solver terms ----------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include "Solver/Signature.h"
#include "llvm/ADT/DenseMap.h"

using namespace shapecheck;

Instantiation::Instantiation(Solver &S, VarKind Kind, std::string Owner)
    : S(S), Kind(Kind), Owner(std::move(Owner)) {}

std::optional<VarId> Instantiation::dimVar(llvm::StringRef Name) const {
  auto It = Dims.find(Name);
  if (It == Dims.end())
    return std::nullopt;
  return It->second;
}

std::optional<ShapeVarId> Instantiation::shapeVar(llvm::StringRef Name) const {
  auto It = Shapes.find(Name);
  if (It == Shapes.end())
    return std::nullopt;
  return It->second;
}

OriginId Instantiation::declOrigin(const SourceLoc &Decl) {
  if (!HaveDecl || !(LastDecl == Decl)) {
    LastDecl = Decl;
    LastDeclOrigin = S.addOrigin(Origin{Decl, ReasonDesc::signature(Owner)});
    HaveDecl = true;
  }
  return LastDeclOrigin;
}

VarId Instantiation::dimVarFor(llvm::StringRef Name, const SourceLoc &Decl) {
  auto It = Dims.find(Name);
  if (It != Dims.end())
    return It->second;
  VarId V = S.freshDimVar(Name, Kind, declOrigin(Decl), Owner);
  Dims[Name] = V;
  return V;
}

Dim Instantiation::param(llvm::StringRef Name, const SourceLoc &Decl) {
  auto It = Params.find(Name);
  if (It != Params.end())
    return It->second;
  std::optional<Dim> Value;
  if (ParamValue)
    Value = ParamValue(Name);
  if (!Value)
    Value = Dim::var(dimVarFor("{" + Name.str() + "}", Decl));
  Params[Name] = *Value;
  return *Value;
}

Dim Instantiation::dim(const AxisExpr &E, const SourceLoc &Decl) {
  // The parser bounds the depth of expressions, so recursion is bounded.
  switch (E.K) {
  case AxisExpr::Int:
    return Dim::constant(E.Value);
  case AxisExpr::Var:
    if (auto It = Outer.find(E.Name); It != Outer.end())
      return It->second;
    return Dim::var(dimVarFor(E.Name, Decl));
  case AxisExpr::Param:
    return param(E.Name, Decl);
  case AxisExpr::Neg: {
    Dim L = dim(*E.Lhs, Decl);
    return L.isDynamic() ? L : Dim::expr(-L.E);
  }
  default:
    break;
  }
  Dim L = dim(*E.Lhs, Decl), R = dim(*E.Rhs, Decl);
  if (L.isDynamic() || R.isDynamic())
    return Dim::dynamic();
  switch (E.K) {
  case AxisExpr::Add:
    return Dim::expr(L.E + R.E);
  case AxisExpr::Sub:
    return Dim::expr(L.E - R.E);
  case AxisExpr::Mul:
    return Dim::expr(L.E * R.E);
  case AxisExpr::FloorDiv:
    return Dim::expr(L.E.floorDiv(R.E));
  case AxisExpr::Mod:
    return Dim::expr(L.E.mod(R.E));
  default:
    return Dim::dynamic();
  }
}

ShapeTerm Instantiation::shape(const ShapeSpec &Spec, const SourceLoc &Decl) {
  ShapeTerm T;
  for (const Axis &A : Spec.Axes) {
    llvm::SmallVectorImpl<Dim> &Dst =
        T.Var ? static_cast<llvm::SmallVectorImpl<Dim> &>(T.Suffix) : T.Prefix;
    switch (A.K) {
    case Axis::Sized: {
      Dim D = A.Varying ? Dim::dynamic() : dim(*A.Size, Decl);
      D.Bcast = A.Broadcastable;
      Dst.push_back(std::move(D));
      break;
    }
    case Axis::Unchecked:
      Dst.push_back(Dim::dynamic());
      break;
    case Axis::Variadic: {
      if (A.Name.empty()) {
        T.Var = S.freshShapeVar("", VarKind::Dynamic, OriginId(0));
        break;
      }
      auto It = Shapes.find(A.Name);
      if (It == Shapes.end())
        It = Shapes
                 .try_emplace(A.Name,
                              S.freshShapeVar(A.Name, Kind, declOrigin(Decl)))
                 .first;
      T.Var = It->second;
      break;
    }
    }
  }
  return T;
}

ArrayType Instantiation::array(const Annotation &A, const SourceLoc &Decl) {
  // A name the annotated type fixes is that size, unless this
  // instantiation already has it (then the type's size is checked as the
  // value's is).
  for (const auto &[Name, Size] : A.FixedNames)
    if (!Outer.count(Name) && !Dims.count(Name))
      Outer[Name] = Dim::constant(Size);
  return ArrayType{shape(A.Shape, Decl), A.Dtypes};
}

std::optional<ArrayType> shapecheck::checkCall(Solver &S, const FunctionSig &F,
                                               llvm::ArrayRef<CallArg> Args,
                                               const SourceLoc &CallLoc,
                                               Instantiation *Given) {
  std::optional<Instantiation> Own;
  if (!Given)
    Own.emplace(S, VarKind::Flexible, F.Name);
  Instantiation &Inst = Given ? *Given : *Own;
  Inst.ParamValue = [&](llvm::StringRef Name) -> std::optional<Dim> {
    for (size_t I = 0; I < F.Params.size() && I < Args.size(); ++I)
      if (F.Params[I].Name == Name)
        return Args[I].Int;
    return std::nullopt;
  };
  bool Ok = true;
  for (size_t I = 0; I < F.Params.size() && I < Args.size(); ++I) {
    const ParamSig &P = F.Params[I];
    if (!P.Ann || !Args[I].Array)
      continue;
    ArrayType Want = Inst.array(*P.Ann, P.AnnLoc);
    Reason R;
    R.Loc = Args[I].Loc.valid() ? Args[I].Loc : CallLoc;
    R.Context = ReasonDesc::callArgument(F.Name, P.Name);
    R.Expected = ReasonDesc::parameter(F.Name, P.Name);
    R.ExpectedLoc = P.AnnLoc;
    Ok &= S.unifyArray(Want, *Args[I].Array, R);
  }
  S.solveDeferred();
  if (!F.Result)
    return std::nullopt;
  ArrayType Out = Inst.array(*F.Result, F.ResultLoc);
  // After an error the result's shape is unknown rather than half-solved,
  // so that one mistake is reported once, not again at every later use.
  if (!Ok)
    Out.Shape = S.dynamicShape();
  Out.Shape = S.resolve(Out.Shape);
  // A result size whose arithmetic fails for these arguments (`c//{groups}`
  // with groups = 0): reported here, where the arguments are, and unknown
  // after.
  const ShapeSpec &Spec = F.Result->Shape;
  bool Variadic = Spec.VariadicIndex >= 0;
  for (size_t I = 0; I < Out.Shape.Prefix.size(); ++I) {
    Dim &D = Out.Shape.Prefix[I];
    if (D.isDynamic() || !D.E.isPoisoned())
      continue;
    std::string Axis =
        I < Spec.Axes.size() && (!Variadic || int(I) < Spec.VariadicIndex)
            ? Spec.Text.substr(Spec.Axes[I].Begin,
                               Spec.Axes[I].End - Spec.Axes[I].Begin)
            : "";
    // The {parameters} the size reads, with their values here.
    std::string With;
    for (size_t Open = Axis.find('{'); Open != std::string::npos;
         Open = Axis.find('{', Open + 1)) {
      size_t Close = Axis.find('}', Open);
      if (Close == std::string::npos)
        break;
      std::string Name = Axis.substr(Open + 1, Close - Open - 1);
      std::optional<Dim> V = Inst.ParamValue(Name);
      std::optional<int64_t> C =
          V && !V->isDynamic() ? S.resolve(V->E).asConstant() : std::nullopt;
      if (C)
        With += (With.empty() ? " with " : ", ") + Name + " = " +
                std::to_string(*C);
    }
    const char *Why = D.E.fault() == ArithFault::DivByZero ? "division by zero"
                      : D.E.fault() == ArithFault::TooLarge
                          ? "a size too large to track"
                          : "an overflow of 64 bits";
    Reason R;
    R.Loc = CallLoc;
    R.Context = ReasonDesc::functionResult(F.Name);
    R.Expected = ReasonDesc::functionResult(F.Name);
    R.ExpectedLoc = F.ResultLoc;
    S.report(CheckId::ArithOverflow, R,
             std::string(Why) + (Axis.empty() ? "" : " in '" + Axis + "'") +
                 With + ", axis " + std::to_string(I) + " of the result of '" +
                 F.Name + "'",
             {DiagNote{
                 F.ResultLoc, "the result of '" + F.Name + "' is declared here",
                 NoteRole::Declaration, ReasonDesc::functionResult(F.Name)}});
    D = Dim::dynamic();
  }
  for (Dim &D : Out.Shape.Prefix)
    D.Bcast = false;
  for (Dim &D : Out.Shape.Suffix)
    D.Bcast = false;
  return Out;
}

BodyScope shapecheck::enterBody(Solver &S, const FunctionSig &F) {
  Instantiation Inst(S, VarKind::Rigid, F.Name);
  BodyScope B;
  for (const ParamSig &P : F.Params)
    B.Params.push_back(
        P.Ann ? std::optional<ArrayType>(Inst.array(*P.Ann, P.AnnLoc))
              : std::nullopt);
  for (const ParamSig &P : F.Params) {
    if (P.IsInteger)
      B.IntParams.push_back(
          Inst.dim(AxisExpr{AxisExpr::Param, 0, P.Name, nullptr, nullptr, 0, 0},
                   P.AnnLoc));
    else
      B.IntParams.push_back(std::nullopt);
  }
  if (F.Result)
    B.Result = Inst.array(*F.Result, F.ResultLoc);
  return B;
}

/// The names of Body, by variable.
static void namesOf(const Instantiation &Body, InferredResult &R) {
  for (const auto &E : Body.dimVars())
    R.Names[E.getKey()] = E.getValue();
  for (const auto &E : Body.outerNames())
    if (!E.getValue().isDynamic())
      if (std::optional<VarId> V = E.getValue().E.asVar())
        R.Names[E.getKey()] = *V;
  for (const auto &E : Body.shapeVars())
    R.Shapes[E.getKey()] = E.getValue();
}

InferredResult InferredResult::of(Solver &S, const ArrayType &Result,
                                  const Instantiation &Body) {
  InferredResult R;
  R.Result = ArrayType{S.resolve(Result.Shape), Result.Dtype};
  namesOf(Body, R);
  return R;
}

InferredResult
InferredResult::ofItems(Solver &S,
                        llvm::ArrayRef<std::optional<ArrayType>> Items,
                        const Instantiation &Body) {
  InferredResult R;
  R.IsTuple = true;
  for (const std::optional<ArrayType> &T : Items)
    R.Items.push_back(
        T ? std::optional<ArrayType>(ArrayType{S.resolve(T->Shape), T->Dtype})
          : std::nullopt);
  namesOf(Body, R);
  return R;
}

namespace {
/// The body's names of an InferredResult as one call's.
class ResultInstance {
public:
  ResultInstance(Solver &S, const InferredResult &R, Instantiation &Call,
                 const SourceLoc &Decl)
      : S(S) {
    for (const auto &E : R.Names) {
      AxisExpr X;
      X.K = AxisExpr::Var;
      X.Name = E.getKey().str();
      DimMap[E.getValue()] = Call.dim(X, Decl);
    }
    for (const auto &E : R.Shapes) {
      ShapeSpec Spec;
      Axis A;
      A.K = Axis::Variadic;
      A.Name = E.getKey().str();
      Spec.Axes.push_back(A);
      ShapeMap[E.getValue()] = Call.shape(Spec, Decl);
    }
  }

  ArrayType operator()(const ArrayType &T) {
    ShapeTerm In = S.resolve(T.Shape), Out;
    for (const Dim &D : In.Prefix)
      Out.Prefix.push_back(sub(D));
    if (In.Var) {
      auto It = ShapeMap.find(*In.Var);
      if (It != ShapeMap.end()) {
        // `*b` of the body is the call's `*b` (itself a shape term).
        ShapeTerm Seg = S.resolve(It->second);
        for (const Dim &D : Seg.Prefix)
          Out.Prefix.push_back(D);
        Out.Var = Seg.Var;
        Out.Suffix = Seg.Suffix;
        if (!Out.Var) {
          for (const Dim &D : In.Suffix)
            Out.Prefix.push_back(sub(D));
          return ArrayType{S.resolve(Out), T.Dtype};
        }
      } else {
        Out.Var = In.Var;
      }
    }
    for (const Dim &D : In.Suffix)
      Out.Suffix.push_back(sub(D));
    return ArrayType{S.resolve(Out), T.Dtype};
  }

private:
  Dim sub(const Dim &D) {
    if (D.isDynamic())
      return D;
    bool Lost = false;
    Dim Out = D;
    Out.E = S.resolve(D.E).substitute([&](VarId V) -> std::optional<DimExpr> {
      auto It = DimMap.find(V);
      if (It == DimMap.end())
        return std::nullopt;
      if (It->second.isDynamic()) {
        Lost = true;
        return std::nullopt;
      }
      return It->second.E;
    });
    return Lost ? Dim::dynamic() : Out;
  }

  Solver &S;
  llvm::DenseMap<VarId, Dim> DimMap;
  llvm::DenseMap<ShapeVarId, ShapeTerm> ShapeMap;
};
} // namespace

ArrayType shapecheck::instantiateResult(Solver &S, const InferredResult &R,
                                        Instantiation &Call,
                                        const SourceLoc &Decl) {
  return ResultInstance(S, R, Call, Decl)(R.Result);
}

std::vector<std::optional<ArrayType>>
shapecheck::instantiateItems(Solver &S, const InferredResult &R,
                             Instantiation &Call, const SourceLoc &Decl) {
  ResultInstance Inst(S, R, Call, Decl);
  std::vector<std::optional<ArrayType>> Out;
  for (const std::optional<ArrayType> &T : R.Items)
    Out.push_back(T ? std::optional<ArrayType>(Inst(*T)) : std::nullopt);
  return Out;
}
