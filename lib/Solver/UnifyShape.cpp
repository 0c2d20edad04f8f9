//===- UnifyShape.cpp - Shape unification with variadic segments ----------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Both shapes are resolved to [prefix *var suffix]. Fixed axes are matched
// from the left for prefixes and from the right for suffixes; what is left
// binds the variadic segment(s). Two open segments with leftovers on
// opposite sides, [x *a] ~ [*b y], are solved with a fresh segment c:
// a = [c y], b = [x c].
//
//===----------------------------------------------------------------------===//
#include "Solver/Solver.h"

using namespace shapecheck;

static std::string axisName(int Index) {
  return "axis " + std::to_string(Index);
}

bool Solver::unifyDims(llvm::ArrayRef<Dim> E, llvm::ArrayRef<Dim> A,
                       const Reason &R, int FirstAxis) {
  bool Ok = true;
  for (size_t I = 0; I < E.size(); ++I) {
    ++Unifications;
    const Dim &X = E[I], &Y = A[I];
    if (X.isDynamic() || Y.isDynamic())
      continue;
    if (!unifyDimAt(X, Y, R, axisName(FirstAxis + int(I))))
      Ok = false;
  }
  return Ok;
}

bool Solver::bindShape(ShapeVarId V, ShapeTerm Value, const Reason &R) {
  ShapeVarInfo &Info = ShapeVars[V];
  if (Info.Kind == VarKind::Dynamic)
    return true;
  if (Value.Var && *Value.Var == V) {
    // v ~ [P v S] holds only for empty P and S.
    return Value.Prefix.empty() && Value.Suffix.empty();
  }
  Info.Binding = std::move(Value);
  Info.BoundBy = originOf(R);
  ++BindingsSinceCheck;
  return true;
}

bool Solver::unifyShape(const ShapeTerm &Expected, const ShapeTerm &Actual,
                        const Reason &R) {
  ++Unifications;
  ShapeTerm E = expand(Expected), A = expand(Actual);
  auto DynamicVar = [&](const ShapeTerm &S) {
    return S.Var && ShapeVars[*S.Var].Kind == VarKind::Dynamic;
  };

  // Fixed axes on both sides that must align.
  size_t NP = std::min(E.Prefix.size(), A.Prefix.size());
  size_t NS = std::min(E.Suffix.size(), A.Suffix.size());
  if (!E.Var && !A.Var) {
    if (E.Prefix.size() != A.Prefix.size()) {
      reportRank(Expected, Actual, R);
      return false;
    }
    return unifyDims(E.Prefix, A.Prefix, R, 0);
  }

  // One side of fixed rank F, the other open O = [P *v S].
  if (!E.Var || !A.Var) {
    bool EFixed = !E.Var;
    const ShapeTerm &F = EFixed ? E : A, &O = EFixed ? A : E;
    size_t Need = O.Prefix.size() + O.Suffix.size();
    // A rigid segment equals no fixed list of axes: one rank finding, not
    // also a size finding for axes that happen to align.
    if (F.Prefix.size() < Need || ShapeVars[*O.Var].Kind == VarKind::Rigid) {
      reportRank(Expected, Actual, R);
      return false;
    }
    llvm::ArrayRef<Dim> FD = F.Prefix;
    llvm::ArrayRef<Dim> FHead = FD.take_front(O.Prefix.size());
    llvm::ArrayRef<Dim> FTail = FD.take_back(O.Suffix.size());
    llvm::ArrayRef<Dim> Middle = FD.slice(O.Prefix.size(), FD.size() - Need);
    int TailStart = int(FD.size() - O.Suffix.size());
    bool Ok;
    if (EFixed) {
      Ok = unifyDims(FHead, O.Prefix, R, 0);
      Ok &= unifyDims(FTail, O.Suffix, R, TailStart);
    } else {
      Ok = unifyDims(O.Prefix, FHead, R, 0);
      Ok &= unifyDims(O.Suffix, FTail, R, TailStart);
    }
    ShapeVarId V = *O.Var;
    switch (ShapeVars[V].Kind) {
    case VarKind::Dynamic:
      return Ok;
    case VarKind::Flexible:
      return bindShape(V, ShapeTerm::fixed(Middle), R) && Ok;
    case VarKind::Rigid:
      break; // handled above
    }
    return Ok;
  }

  // Both open.
  bool Ok = unifyDims(llvm::ArrayRef<Dim>(E.Prefix).take_front(NP),
                      llvm::ArrayRef<Dim>(A.Prefix).take_front(NP), R, 0);
  Ok &= unifyDims(llvm::ArrayRef<Dim>(E.Suffix).take_back(NS),
                  llvm::ArrayRef<Dim>(A.Suffix).take_back(NS), R, -int(NS));
  ShapeTerm ERest, ARest;
  ERest.Prefix.assign(E.Prefix.begin() + NP, E.Prefix.end());
  ERest.Var = E.Var;
  ERest.Suffix.assign(E.Suffix.begin(), E.Suffix.end() - NS);
  ARest.Prefix.assign(A.Prefix.begin() + NP, A.Prefix.end());
  ARest.Var = A.Var;
  ARest.Suffix.assign(A.Suffix.begin(), A.Suffix.end() - NS);

  if (*E.Var == *A.Var) {
    if (ERest.knownRank() || ARest.knownRank()) {
      reportRank(Expected, Actual, R);
      return false;
    }
    return Ok;
  }
  if (DynamicVar(E) || DynamicVar(A))
    return Ok; // Unknown rank agrees with anything.

  auto Flexible = [&](ShapeVarId V) {
    return ShapeVars[V].Kind == VarKind::Flexible;
  };
  // A bare variable on one side takes the other side's rest.
  if (!ERest.knownRank() && Flexible(*E.Var))
    return bindShape(*E.Var, ARest, R) && Ok;
  if (!ARest.knownRank() && Flexible(*A.Var))
    return bindShape(*A.Var, ERest, R) && Ok;
  if (!ERest.knownRank() && !ARest.knownRank()) {
    // Two distinct rigid segments.
    reportRank(Expected, Actual, R);
    return false;
  }
  // Leftovers on opposite sides: [x *a] ~ [*b y]. Both `*a = [*c y], *b =
  // [x *c]` and, where the fixed axes overlap, `*a = *b = [], x = y` solve
  // it (BatchNorm1d's [n c *l] against a Linear's [*b out] is [n out] as
  // well as [n c ... out]): no one binding is more general, so none is
  // chosen, and the segments stay unknown.
  if (Flexible(*E.Var) && Flexible(*A.Var) &&
      ERest.Prefix.empty() != ARest.Prefix.empty())
    return Ok;
  reportRank(Expected, Actual, R);
  return false;
}
