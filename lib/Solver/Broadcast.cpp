//===- Broadcast.cpp - numpy broadcasting, narrowing and joins ------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Two sizes broadcast when they are equal or one is 1. Distinct rigid
// dimensions do not broadcast (a function over [n m] and [n] cannot assume
// m == n or m == 1). A flexible variable that might be 1, a size the
// class's constructions decide, or a value only the run knows
// (isUnknownValue) defers the check:
// the result is the other size and `a in {1, b}` is re-checked once `a` is
// known. Axes whose alignment is unknown (behind a variadic segment) give
// an unknown-rank segment, never a false positive.
//
//===----------------------------------------------------------------------===//
#include "Solver/Solver.h"

using namespace shapecheck;

static bool isOne(const Dim &D) {
  return D.asConstant() == std::optional<int64_t>(1);
}

std::optional<Dim> Solver::broadcastDim(const Dim &A0, const Dim &B0,
                                        const Reason &R) {
  ++Unifications;
  Dim A = resolve(A0), B = resolve(B0);
  A.Bcast = B.Bcast = false;
  if (A.isDynamic() && B.isDynamic())
    return A;
  if (A.isDynamic() || B.isDynamic()) {
    const Dim &Known = A.isDynamic() ? B : A;
    // The unknown side is 1 or equal to the known one, unless the known
    // one is 1: then the result is whatever the unknown side is.
    if (isOne(Known))
      return Dim::dynamic();
    return Known;
  }
  if (A.E == B.E || isOne(B))
    return A;
  if (isOne(A))
    return B;
  // A flexible variable, a size the class's constructions decide (in its
  // generic analysis) or a value only the run knows (a batch's size) may
  // be 1 or the other size: the check waits until it is known.
  auto HasFlexible = [&](const Dim &D) {
    llvm::SmallVector<VarId, 4> Vars;
    D.E.collectVars(Vars);
    for (VarId V : Vars)
      if (decidedLater(V) || isUnknownValue(V))
        return true;
    return false;
  };
  bool FA = HasFlexible(A), FB = HasFlexible(B);
  if (!FA && !FB) {
    std::vector<DiagNote> Notes;
    explain(A0, Notes);
    explain(B0, Notes);
    std::string Detail =
        A.E.isGround() && B.E.isGround()
            ? ""
            : " (distinct dimensions broadcast only if one of them is 1)";
    report(CheckId::Broadcast, R,
           R.contextStr() + ": sizes " + describeForBroadcast(A0) + " and " +
               describeForBroadcast(B0) + " do not broadcast" + Detail,
           std::move(Notes));
    return std::nullopt;
  }
  Dim Result;
  if (!FB)
    Result = B;
  else if (!FA)
    Result = A;
  else
    Result = Dim::var(freshDimVar("", VarKind::Flexible, OriginId(0)));
  DeferredBcast.push_back(DeferredBroadcast{A0, B0, Result, R});
  return Result;
}

bool Solver::checkDeferredBroadcast(DeferredBroadcast &D, bool &Decided) {
  Dim A = resolve(D.A), B = resolve(D.B);
  Decided = false;
  if (A.isDynamic() || B.isDynamic()) {
    Decided = true;
    return true;
  }
  auto Ground = [](const Dim &X) { return X.E.isGround(); };
  if (A.E == B.E) {
    Decided = true;
    return unifyDim(D.Result, A, D.Why);
  }
  if (isOne(A) || isOne(B)) {
    Decided = true;
    return unifyDim(D.Result, isOne(A) ? B : A, D.Why);
  }
  if (Ground(A) && Ground(B)) {
    Decided = true;
    size_t Before = Findings.size();
    std::optional<Dim> R = broadcastDim(D.A, D.B, D.Why);
    return R.has_value() && Findings.size() == Before;
  }
  return true;
}

std::string Solver::describeForBroadcast(const Dim &D) {
  if (D.isDynamic())
    return "?";
  std::string Written = str(D.E), Value = str(resolve(D.E));
  if (D.E.isGround() || Written == Value)
    return Written;
  return Written + " (= " + Value + ")";
}

/// Broadcasts two resolved shapes.
std::optional<ShapeTerm>
Solver::broadcast2(const ShapeTerm &A, const ShapeTerm &B, const Reason &R) {
  auto Tail = [](const ShapeTerm &S) -> llvm::ArrayRef<Dim> {
    return S.Var ? llvm::ArrayRef<Dim>(S.Suffix)
                 : llvm::ArrayRef<Dim>(S.Prefix);
  };
  llvm::ArrayRef<Dim> TA = Tail(A), TB = Tail(B);
  size_t N = std::min(TA.size(), TB.size());
  llvm::SmallVector<Dim, 4> Suffix;
  for (size_t I = 0; I < N; ++I) {
    auto D = broadcastDim(TA[TA.size() - N + I], TB[TB.size() - N + I], R);
    // One finding for the operation: the first axis that does not
    // broadcast (a transposed operand would otherwise be reported once per
    // axis, at the same place).
    if (!D)
      return std::nullopt;
    Suffix.push_back(*D);
  }
  // What is left of the longer tail, and the other shape's open part.
  llvm::ArrayRef<Dim> LeftA = TA.drop_back(N), LeftB = TB.drop_back(N);
  ShapeTerm Out;
  if (!A.Var && !B.Var) {
    Out.Prefix.append(LeftA.begin(), LeftA.end());
    Out.Prefix.append(LeftB.begin(), LeftB.end());
    Out.Prefix.append(Suffix.begin(), Suffix.end());
    return Out;
  }
  // One open shape whose fixed tail covered the other entirely: the open
  // shape's head passes through.
  const ShapeTerm *Open = nullptr;
  if (A.Var && !B.Var && LeftB.empty())
    Open = &A;
  else if (B.Var && !A.Var && LeftA.empty())
    Open = &B;
  else if (A.Var && B.Var && *A.Var == *B.Var && LeftA.empty() &&
           LeftB.empty() && A.Prefix.size() == B.Prefix.size()) {
    for (size_t I = 0; I < A.Prefix.size(); ++I) {
      auto D = broadcastDim(A.Prefix[I], B.Prefix[I], R);
      if (!D)
        return std::nullopt;
      Out.Prefix.push_back(*D);
    }
    Out.Var = A.Var;
    Out.Suffix.append(Suffix.begin(), Suffix.end());
    return Out;
  }
  if (Open) {
    Out.Prefix = Open->Prefix;
    Out.Var = Open->Var;
    llvm::ArrayRef<Dim> Left = Open == &A ? LeftA : LeftB;
    Out.Suffix.append(Left.begin(), Left.end());
    Out.Suffix.append(Suffix.begin(), Suffix.end());
    return Out;
  }
  // Alignment unknown: an unknown-rank head.
  Out = dynamicShape();
  Out.Suffix.append(Suffix.begin(), Suffix.end());
  return Out;
}

std::optional<ShapeTerm> Solver::broadcast(llvm::ArrayRef<ShapeTerm> Shapes,
                                           const Reason &R) {
  if (Shapes.empty())
    return ShapeTerm();
  ShapeTerm Acc = resolve(Shapes[0]);
  for (const ShapeTerm &S : Shapes.drop_front()) {
    auto Next = broadcast2(Acc, resolve(S), R);
    if (!Next)
      return std::nullopt;
    Acc = std::move(*Next);
  }
  return Acc;
}

ShapeTerm Solver::narrow(const ShapeTerm &A0, const ShapeTerm &B0) {
  ShapeTerm A = resolve(A0), B = resolve(B0);
  auto IsDyn = [&](const ShapeTerm &S) {
    return S.Var && ShapeVars[*S.Var].Kind == VarKind::Dynamic;
  };
  if (IsDyn(A) && !IsDyn(B) && B.knownRank() >= A.knownRank())
    std::swap(A, B);
  if (A.Var || B.Var || A.Prefix.size() != B.Prefix.size())
    return A;
  for (size_t I = 0; I < A.Prefix.size(); ++I)
    if (A.Prefix[I].isDynamic())
      A.Prefix[I] = B.Prefix[I];
  return A;
}

ShapeTerm Solver::join(const ShapeTerm &A0, const ShapeTerm &B0) {
  ShapeTerm A = resolve(A0), B = resolve(B0);
  if (A.Var != B.Var || A.Prefix.size() != B.Prefix.size() ||
      A.Suffix.size() != B.Suffix.size())
    return dynamicShape();
  auto JoinDims = [&](llvm::SmallVectorImpl<Dim> &X, llvm::ArrayRef<Dim> Y) {
    for (size_t I = 0; I < X.size(); ++I)
      if (!provablyEqual(X[I], Y[I]))
        X[I] = Dim::dynamic();
  };
  JoinDims(A.Prefix, B.Prefix);
  JoinDims(A.Suffix, B.Suffix);
  return A;
}
