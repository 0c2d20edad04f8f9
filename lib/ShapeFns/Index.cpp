//===- Index.cpp - select, index_select, slice and narrow
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//------------------===//
//
// Each operation locates its axis, checks what literal sizes allow, and
// replaces (or drops) the axis. An axis behind a variadic segment makes the
// side of the shape it may reach unknown.
//
//===----------------------------------------------------------------------===//
#include "ShapeFns/Index.h"
#include "ShapeFns/Support.h"

using namespace shapecheck;
using namespace shapecheck::shapefns;

/// T with the axis at P replaced by New, or dropped when New is empty.
static ShapeTerm replaceAxis(Solver &S, ShapeTerm T, AxisPos P, int64_t Axis,
                             std::optional<Dim> New) {
  clearBcast(T);
  if (!P.known())
    return openShape(
        S, Axis >= 0 ? llvm::ArrayRef<Dim>(T.Prefix) : llvm::ArrayRef<Dim>(),
        Axis < 0 ? llvm::ArrayRef<Dim>(T.Suffix) : llvm::ArrayRef<Dim>());
  auto &Dims = dimsAt(T, P);
  if (New)
    Dims[P.Index] = plain(*New);
  else
    Dims.erase(Dims.begin() + P.Index);
  return T;
}

static std::string axisDesc(Solver &S, int64_t Axis, const Dim &D,
                            const ShapeTerm &T) {
  return "dim " + std::to_string(Axis) + " of size " + sizeStr(S, D) + " in " +
         S.str(T);
}

std::optional<ShapeTerm> shapefns::select(Solver &S, const ShapeTerm &In,
                                          int64_t Axis, const Dim &Index,
                                          const Reason &R, llvm::StringRef Op) {
  ShapeTerm T = S.resolve(In);
  std::optional<AxisPos> P = locateAxis(S, R, Op, T, Axis);
  if (!P)
    return std::nullopt;
  Dim I = plain(S.resolve(Index));
  if (!checkArith(S, R, Op, I, "the index"))
    return std::nullopt;
  if (P->known() && !I.isDynamic() && !dimAt(T, *P).isDynamic()) {
    const Dim &D = dimAt(T, *P);
    std::optional<int64_t> C = I.asConstant();
    // The literal size, or -1 (not a literal, or not a size).
    std::optional<int64_t> Literal = D.asConstant();
    int64_t Size = Literal && *Literal >= 0 ? *Literal : -1;
    bool Out = false;
    if (C && Size >= 0) {
      Out = *C < -Size || *C >= Size;
    } else if (!C || *C >= 0) {
      // size - index <= 0 for an index that is not negative.
      std::optional<int64_t> Room = (D.E - I.E).asConstant();
      Out = Room && *Room <= 0;
    } else {
      // size + index < 0 for a negative index.
      std::optional<int64_t> Room = (D.E + I.E).asConstant();
      Out = Room && *Room < 0;
    }
    if (Out) {
      std::string Valid;
      if (Size == 0)
        Valid = "; the axis is empty";
      else if (Size > 0)
        Valid = "; valid: " + std::to_string(-Size) + " to " +
                std::to_string(Size - 1);
      fail(S, CheckId::AxisRange, R, Op,
           "index " + S.str(I) + " is out of range for " +
               axisDesc(S, Axis, D, T) + Valid,
           {T});
      return std::nullopt;
    }
  }
  return replaceAxis(S, T, *P, Axis, std::nullopt);
}

std::optional<ShapeTerm> shapefns::indexSelect(Solver &S, const ShapeTerm &In,
                                               int64_t Axis,
                                               const ShapeTerm &Index,
                                               const Reason &R,
                                               llvm::StringRef Op) {
  ShapeTerm T = S.resolve(In), I = S.resolve(Index);
  std::optional<AxisPos> P = locateAxis(S, R, Op, T, Axis);
  if (!P)
    return std::nullopt;
  if (I.knownRank() > 1) {
    fail(S, CheckId::RankMismatch, R, Op,
         "the index must have at most 1 axis, but it has " + rankStr(S, I),
         {I});
    return std::nullopt;
  }
  Dim Len = Dim::dynamic();
  if (!I.Var)
    Len = I.Prefix.empty() ? Dim::constant(1) : I.Prefix[0];
  return replaceAxis(S, T, *P, Axis, Len);
}

/// Python's slice.indices(n) followed by the length.
static int64_t literalSliceLength(int64_t N, std::optional<int64_t> Start,
                                  std::optional<int64_t> Stop, int64_t Step) {
  int64_t Lower = Step > 0 ? 0 : -1, Upper = Step > 0 ? N : N - 1;
  auto Clamp = [&](std::optional<int64_t> V, int64_t Default) {
    if (!V)
      return Default;
    int64_t X = *V;
    if (X < 0) {
      X += N; // N >= 0 > X: no overflow
      return X < Lower ? Lower : X;
    }
    return X > Upper ? Upper : X;
  };
  int64_t A = Clamp(Start, Step > 0 ? Lower : Upper);
  int64_t B = Clamp(Stop, Step > 0 ? Upper : Lower);
  // A and B lie in [-1, N]: their differences do not overflow.
  if (Step > 0)
    return B > A ? (B - A - 1) / Step + 1 : 0;
  if (A <= B)
    return 0;
  if (Step == INT64_MIN)
    return 1;
  return (A - B - 1) / -Step + 1;
}

std::optional<Dim> shapefns::sliceLength(Solver &S, const Dim &N0,
                                         const std::optional<Dim> &Start0,
                                         const std::optional<Dim> &Stop0,
                                         const Dim &Step0, const Reason &R,
                                         llvm::StringRef Op) {
  Dim N = plain(S.resolve(N0)), Step = plain(S.resolve(Step0));
  std::optional<Dim> Start, Stop;
  if (Start0)
    Start = plain(S.resolve(*Start0));
  if (Stop0)
    Stop = plain(S.resolve(*Stop0));
  for (const Dim *D :
       {&N, &Step, Start ? &*Start : nullptr, Stop ? &*Stop : nullptr})
    if (D && !checkArith(S, R, Op, *D, "a slice bound"))
      return std::nullopt;
  std::optional<int64_t> K = Step.asConstant();
  if (K == std::optional<int64_t>(0)) {
    fail(S, CheckId::InvalidSize, R, Op, "slice step cannot be zero");
    return std::nullopt;
  }
  if (Step.isDynamic() || (Start && Start->isDynamic()) ||
      (Stop && Stop->isDynamic()))
    return Dim::dynamic();
  std::optional<int64_t> A = Start ? Start->asConstant() : std::nullopt;
  std::optional<int64_t> B = Stop ? Stop->asConstant() : std::nullopt;
  std::optional<int64_t> Size = N.asConstant();
  if (Size && *Size >= 0 && K && (!Start || A) && (!Stop || B))
    return Dim::constant(literalSliceLength(*Size, A, B, *K));

  // Symbolic: indices are assumed to be in range.
  bool Neg = K && *K < 0;
  bool NeedN = !Stop || !Start || (A && *A < 0) || (B && *B < 0);
  if (NeedN && N.isDynamic())
    return Dim::dynamic();
  auto Index = [&](const std::optional<Dim> &V, std::optional<int64_t> C,
                   DimExpr Default) {
    if (!V)
      return Default;
    if (C && *C < 0)
      return N.E + V->E;
    return V->E;
  };
  DimExpr Len;
  if (Neg) {
    DimExpr First = Index(Start, A, N.E - DimExpr::constant(1));
    DimExpr Last = Index(Stop, B, DimExpr::constant(-1));
    DimExpr Mag = -DimExpr::constant(*K); // poisoned for INT64_MIN
    Len = (First - Last + Mag - DimExpr::constant(1)).floorDiv(Mag);
  } else {
    DimExpr First = Index(Start, A, DimExpr());
    DimExpr Last = Index(Stop, B, N.E);
    Len = (Last - First + Step.E - DimExpr::constant(1)).floorDiv(Step.E);
  }
  Dim Out = Dim::expr(Len);
  if (!checkArith(S, R, Op, Out, "the slice length"))
    return std::nullopt;
  if (std::optional<int64_t> C = Len.asConstant(); C && *C < 0)
    return Dim::constant(0);
  return Out;
}

std::optional<ShapeTerm>
shapefns::slice(Solver &S, const ShapeTerm &In, int64_t Axis,
                const std::optional<Dim> &Start, const std::optional<Dim> &Stop,
                const Dim &Step, const Reason &R, llvm::StringRef Op) {
  ShapeTerm T = S.resolve(In);
  std::optional<AxisPos> P = locateAxis(S, R, Op, T, Axis);
  if (!P)
    return std::nullopt;
  Dim N = P->known() ? dimAt(T, *P) : Dim::dynamic();
  std::optional<Dim> Len = sliceLength(S, N, Start, Stop, Step, R, Op);
  if (!Len)
    return std::nullopt;
  return replaceAxis(S, T, *P, Axis, *Len);
}

std::optional<ShapeTerm> shapefns::narrow(Solver &S, const ShapeTerm &In,
                                          int64_t Axis, const Dim &Start0,
                                          const Dim &Length0, const Reason &R,
                                          llvm::StringRef Op) {
  ShapeTerm T = S.resolve(In);
  std::optional<AxisPos> P = locateAxis(S, R, Op, T, Axis);
  if (!P)
    return std::nullopt;
  Dim Start = plain(S.resolve(Start0)), Len = plain(S.resolve(Length0));
  if (!checkArith(S, R, Op, Start, "start") ||
      !checkArith(S, R, Op, Len, "length"))
    return std::nullopt;
  std::optional<int64_t> L = Len.asConstant(), St = Start.asConstant();
  if (L && *L < 0) {
    fail(S, CheckId::InvalidSize, R, Op,
         "length " + std::to_string(*L) + " must be non-negative");
    return std::nullopt;
  }
  if (P->known() && !Start.isDynamic() && !dimAt(T, *P).isDynamic()) {
    const Dim &D = dimAt(T, *P);
    std::optional<int64_t> N = D.asConstant();
    if (St && N && *N >= 0 && (*St < -*N || *St > *N)) {
      fail(S, CheckId::AxisRange, R, Op,
           "start " + std::to_string(*St) + " is out of range for " +
               axisDesc(S, Axis, D, T) + " (expected -" + std::to_string(*N) +
               " to " + std::to_string(*N) + ")",
           {T});
      return std::nullopt;
    }
    if (!Len.isDynamic()) {
      DimExpr First = St && *St < 0 ? D.E + Start.E : Start.E;
      std::optional<int64_t> Excess = (First + Len.E - D.E).asConstant();
      if (Excess && *Excess > 0) {
        fail(S, CheckId::AxisRange, R, Op,
             "start " + S.str(Start) + " + length " + S.str(Len) + " exceeds " +
                 axisDesc(S, Axis, D, T),
             {T});
        return std::nullopt;
      }
    }
  }
  return replaceAxis(S, T, *P, Axis, Len);
}
