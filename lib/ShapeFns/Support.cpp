//===- Support.cpp - Shared helpers of the shape functions ----------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Messages, axis normalisation, products and equality requirements used by
// every family of shape functions.
//
//===----------------------------------------------------------------------===//
#include "ShapeFns/Support.h"
#include "llvm/ADT/StringExtras.h"

using namespace shapecheck;
using namespace shapecheck::shapefns;
using Kind = ReasonDesc::Kind;

std::string shapefns::lead(const Reason &R, llvm::StringRef Op) {
  return leadText(R.Context, Op);
}

void shapefns::fail(Solver &S, CheckId Check, const Reason &R,
                    llvm::StringRef Op, const std::string &Detail,
                    llvm::ArrayRef<ShapeTerm> Explain) {
  std::vector<DiagNote> Notes;
  for (const ShapeTerm &T : Explain)
    S.explain(T, Notes);
  // Shapes that share a variable explain it once.
  std::vector<DiagNote> Unique;
  for (DiagNote &N : Notes) {
    bool Seen = false;
    for (const DiagNote &U : Unique)
      Seen |= U.Loc == N.Loc && U.Message == N.Message;
    if (!Seen)
      Unique.push_back(std::move(N));
  }
  Notes = std::move(Unique);
  if (!R.Expected.empty())
    noteDeclaration(R, Notes);
  S.report(Check, R, lead(R, Op) + Detail, std::move(Notes));
}

Reason shapefns::derive(const Reason &R, ReasonDesc Context,
                        ReasonDesc Expected) {
  Reason Sub;
  Sub.Loc = R.Loc;
  Sub.Context = std::move(Context);
  Sub.Expected = std::move(Expected);
  return Sub;
}

std::string shapefns::sizeStr(Solver &S, const Dim &D) {
  return S.str(S.resolve(D));
}

std::string shapefns::ordinal(size_t I) {
  std::string N = std::to_string(I);
  size_t Mod100 = I % 100;
  if (Mod100 >= 11 && Mod100 <= 13)
    return N + "th";
  switch (I % 10) {
  case 1:
    return N + "st";
  case 2:
    return N + "nd";
  case 3:
    return N + "rd";
  default:
    return N + "th";
  }
}

std::optional<size_t> shapefns::fixedRank(const ShapeTerm &T) {
  if (T.Var)
    return std::nullopt;
  return T.Prefix.size();
}

ShapeTerm shapefns::openShape(Solver &S, llvm::ArrayRef<Dim> Prefix,
                              llvm::ArrayRef<Dim> Suffix) {
  ShapeTerm T = S.dynamicShape();
  T.Prefix.assign(Prefix.begin(), Prefix.end());
  T.Suffix.assign(Suffix.begin(), Suffix.end());
  clearBcast(T);
  return T;
}

Dim shapefns::plain(Dim D) {
  D.Bcast = false;
  return D;
}

void shapefns::clearBcast(ShapeTerm &T) {
  for (Dim &D : T.Prefix)
    D.Bcast = false;
  for (Dim &D : T.Suffix)
    D.Bcast = false;
}

llvm::ArrayRef<Dim> shapefns::fixedDims(const ShapeTerm &T) { return T.Prefix; }

static std::string axesWord(size_t N) {
  return std::to_string(N) + (N == 1 ? " axis" : " axes");
}

std::optional<Dim> shapefns::fromEnd(const ShapeTerm &T, size_t K) {
  const auto &Tail = T.Var ? T.Suffix : T.Prefix;
  if (K == 0 || K > Tail.size())
    return std::nullopt;
  return Tail[Tail.size() - K];
}

std::optional<Dim> shapefns::fromFront(const ShapeTerm &T, size_t K) {
  if (K < T.Prefix.size())
    return T.Prefix[K];
  return std::nullopt;
}

ShapeTerm shapefns::fixedView(const ShapeTerm &T, size_t K) {
  if (!T.Var)
    return T;
  llvm::SmallVector<Dim, 4> Dims(K, Dim::dynamic());
  for (size_t I = 0; I < T.Prefix.size() && I < K; ++I)
    Dims[I] = T.Prefix[I];
  for (size_t I = 0; I < T.Suffix.size() && I < K; ++I)
    Dims[K - T.Suffix.size() + I] = T.Suffix[I];
  return ShapeTerm::fixed(Dims);
}

void shapefns::appendDims(ShapeTerm &T, llvm::ArrayRef<Dim> Dims) {
  auto &Tail = T.Var ? T.Suffix : T.Prefix;
  Tail.append(Dims.begin(), Dims.end());
}

std::string shapefns::rankCount(const ShapeTerm &T) {
  return (T.Var ? "at least " : "") + axesWord(T.knownRank());
}

std::string shapefns::rankStr(Solver &S, const ShapeTerm &T) {
  return rankCount(T) + " " + S.str(T);
}

std::optional<size_t> shapefns::normalizeAxis(Solver &S, const Reason &R,
                                              llvm::StringRef Op, int64_t Axis,
                                              size_t Rank,
                                              const ShapeTerm &Shape,
                                              llvm::StringRef ArgName) {
  int64_t N = int64_t(Rank);
  if (Axis >= -N && Axis < N)
    return size_t(Axis < 0 ? Axis + N : Axis);
  std::string Valid = Rank == 0 ? "the array has no axes"
                                : "valid: " + std::to_string(-N) + " to " +
                                      std::to_string(N - 1);
  fail(S, CheckId::AxisRange, R, Op,
       ArgName.str() + " " + std::to_string(Axis) + " is out of range for " +
           axesWord(Rank) + " " + S.str(Shape) + "; " + Valid,
       {Shape});
  return std::nullopt;
}

std::optional<AxisPos> shapefns::locateAxis(Solver &S, const Reason &R,
                                            llvm::StringRef Op,
                                            const ShapeTerm &T, int64_t Axis,
                                            unsigned Extra,
                                            llvm::StringRef ArgName) {
  if (!T.Var) {
    size_t N = T.Prefix.size() + Extra;
    // The message names the rank the axis is normalised against.
    std::optional<size_t> I;
    if (Extra == 0) {
      I = normalizeAxis(S, R, Op, Axis, N, T, ArgName);
    } else {
      int64_t M = int64_t(N);
      if (Axis >= -M && Axis < M) {
        I = size_t(Axis < 0 ? Axis + M : Axis);
      } else {
        fail(S, CheckId::AxisRange, R, Op,
             ArgName.str() + " " + std::to_string(Axis) +
                 " is out of range for inserting into " +
                 axesWord(T.Prefix.size()) + " " + S.str(T) + "; valid: " +
                 std::to_string(-M) + " to " + std::to_string(M - 1),
             {T});
      }
    }
    if (!I)
      return std::nullopt;
    return AxisPos{AxisPos::Prefix, *I};
  }
  int64_t P = int64_t(T.Prefix.size()), Sf = int64_t(T.Suffix.size());
  int64_t X = int64_t(Extra);
  if (Axis >= 0)
    return Axis < P + X ? AxisPos{AxisPos::Prefix, size_t(Axis)} : AxisPos{};
  if (Axis < -(Sf + X))
    return AxisPos{};
  return AxisPos{AxisPos::Suffix, size_t(Sf + Axis + X)};
}

llvm::SmallVectorImpl<Dim> &shapefns::dimsAt(ShapeTerm &T, AxisPos P) {
  if (P.K == AxisPos::Suffix)
    return T.Suffix;
  return T.Prefix;
}

const Dim &shapefns::dimAt(const ShapeTerm &T, AxisPos P) {
  return P.K == AxisPos::Suffix ? T.Suffix[P.Index] : T.Prefix[P.Index];
}

Dim &shapefns::dimAt(ShapeTerm &T, AxisPos P) {
  return P.K == AxisPos::Suffix ? T.Suffix[P.Index] : T.Prefix[P.Index];
}

Dim shapefns::product(llvm::ArrayRef<Dim> Dims) {
  DimExpr E = DimExpr::constant(1);
  for (const Dim &D : Dims) {
    if (D.isDynamic())
      return Dim::dynamic();
    E = E * D.E;
  }
  return Dim::expr(std::move(E));
}

bool shapefns::checkArith(Solver &S, const Reason &R, llvm::StringRef Op,
                          const Dim &D, const std::string &What) {
  if (D.isDynamic() || !D.E.isPoisoned())
    return true;
  const char *Why = "overflows 64 bits";
  switch (D.E.fault()) {
  case ArithFault::DivByZero:
    Why = "divides by zero";
    break;
  case ArithFault::TooLarge:
    Why = "grows too large to track";
    break;
  default:
    break;
  }
  fail(S, CheckId::ArithOverflow, R, Op, What + " " + Why);
  return false;
}

bool shapefns::requireEqual(Solver &S, const Reason &R, llvm::StringRef Op,
                            const Dim &A, const std::string &DescA,
                            const Dim &B, const std::string &DescB) {
  if (A.isDynamic() || B.isDynamic())
    return true;
  Dim RA = S.resolve(A), RB = S.resolve(B);
  if (!RA.E.isPoisoned() && !RB.E.isPoisoned() && S.provablyDifferent(RA, RB)) {
    std::vector<DiagNote> Notes;
    S.explain(A, Notes);
    S.explain(B, Notes);
    S.report(CheckId::ShapeMismatch, R,
             lead(R, Op) + DescA + " has size " + S.str(RA) + ", but " + DescB +
                 " has size " + S.str(RB),
             std::move(Notes));
    return false;
  }
  Reason Sub =
      derive(R, ReasonDesc::part(R.Context, Op, Kind::Operand, {DescB}),
             ReasonDesc::part(Kind::Operand, {DescA}));
  return S.unifyDim(plain(A), plain(B), Sub);
}

bool shapefns::provablyNotOne(Solver &S, const Dim &D) {
  if (D.isDynamic())
    return false;
  return S.provablyDifferent(D, Dim::constant(1));
}

bool shapefns::hasUndecidedVar(Solver &S, const DimExpr &E) {
  llvm::SmallVector<VarId, 4> Vars;
  E.collectVars(Vars);
  for (VarId V : Vars)
    if (S.decidedLater(V) || S.isUnknownValue(V))
      return true;
  return false;
}
