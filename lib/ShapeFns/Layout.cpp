//===- Layout.cpp - Axis permutations -------------------------------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// transpose, permute, reverseAxes, transpose2d and moveAxes. On a shape of
// open rank, axes located in the known prefix or suffix are moved exactly;
// an axis behind the variadic segment makes the parts it may touch unknown.
//
//===----------------------------------------------------------------------===//
#include "ShapeFns/Layout.h"
#include "ShapeFns/Support.h"
#include "llvm/ADT/SmallVector.h"
#include <algorithm>

using namespace shapecheck;
using namespace shapecheck::shapefns;

static std::string listStr(llvm::ArrayRef<int64_t> L) {
  std::string Out = "(";
  for (size_t I = 0; I < L.size(); ++I)
    Out += (I ? ", " : "") + std::to_string(L[I]);
  return Out + (L.size() == 1 ? ",)" : ")");
}

std::optional<ShapeTerm> shapefns::transpose(Solver &S, const ShapeTerm &In,
                                             int64_t Dim0, int64_t Dim1,
                                             const Reason &R,
                                             llvm::StringRef Op) {
  ShapeTerm T = S.resolve(In);
  clearBcast(T);
  if (!T.Var && T.Prefix.empty()) {
    // PyTorch wraps the dims of a 0-d tensor as if it had one axis.
    if (!normalizeAxis(S, R, Op, Dim0, 1, T, "dim0") ||
        !normalizeAxis(S, R, Op, Dim1, 1, T, "dim1"))
      return std::nullopt;
    return T;
  }
  std::optional<AxisPos> A = locateAxis(S, R, Op, T, Dim0, 0, "dim0");
  if (!A)
    return std::nullopt;
  std::optional<AxisPos> B = locateAxis(S, R, Op, T, Dim1, 0, "dim1");
  if (!B)
    return std::nullopt;
  if (A->known() && B->known()) {
    std::swap(dimAt(T, *A), dimAt(T, *B));
    return T;
  }
  // One axis behind the variadic segment: the known one gets an unknown
  // size; the side the unknown one may reach is lost.
  bool LoseFront = false, LoseBack = false;
  for (auto [P, Axis] : {std::pair(*A, Dim0), std::pair(*B, Dim1)}) {
    if (P.known())
      dimAt(T, P) = Dim::dynamic();
    else
      (Axis >= 0 ? LoseBack : LoseFront) = true;
  }
  return openShape(S, LoseFront ? llvm::ArrayRef<Dim>() : T.Prefix,
                   LoseBack ? llvm::ArrayRef<Dim>() : T.Suffix);
}

std::optional<ShapeTerm> shapefns::permute(Solver &S, const ShapeTerm &In,
                                           llvm::ArrayRef<int64_t> Perm,
                                           const Reason &R,
                                           llvm::StringRef Op) {
  ShapeTerm T = S.resolve(In);
  clearBcast(T);
  size_t K = Perm.size();
  if (T.knownRank() > K || (!T.Var && T.Prefix.size() != K)) {
    fail(S, CheckId::RankMismatch, R, Op,
         "the permutation " + listStr(Perm) + " has " + std::to_string(K) +
             " entries, but " + S.str(T) + " has " + rankCount(T),
         {T});
    return std::nullopt;
  }
  // The input must have exactly K axes: index them as a fixed shape where
  // the axes behind a variadic segment are unknown.
  llvm::SmallVector<Dim, 4> Dims(K, Dim::dynamic());
  std::copy(T.Prefix.begin(), T.Prefix.end(), Dims.begin());
  std::copy(T.Suffix.begin(), T.Suffix.end(), Dims.end() - T.Suffix.size());
  ShapeTerm Fixed = ShapeTerm::fixed(Dims);
  llvm::SmallVector<bool, 4> Seen(K, false);
  llvm::SmallVector<Dim, 4> Out;
  for (int64_t P : Perm) {
    std::optional<size_t> I = normalizeAxis(S, R, Op, P, K, T.Var ? Fixed : T);
    if (!I)
      return std::nullopt;
    if (Seen[*I]) {
      fail(S, CheckId::AxisRange, R, Op,
           "dim " + std::to_string(P) + " appears more than once in the " +
               "permutation " + listStr(Perm) + " of " + S.str(T),
           {T});
      return std::nullopt;
    }
    Seen[*I] = true;
    Out.push_back(Dims[*I]);
  }
  return ShapeTerm::fixed(Out);
}

std::optional<ShapeTerm> shapefns::reverseAxes(Solver &S, const ShapeTerm &In,
                                               const Reason &R,
                                               llvm::StringRef Op) {
  ShapeTerm T = S.resolve(In);
  clearBcast(T);
  llvm::SmallVector<Dim, 4> Front(T.Suffix.rbegin(), T.Suffix.rend());
  llvm::SmallVector<Dim, 4> Back(T.Prefix.rbegin(), T.Prefix.rend());
  if (!T.Var)
    return ShapeTerm::fixed(Back);
  // The reversed segment is another unknown list of axes.
  return openShape(S, Front, Back);
}

std::optional<ShapeTerm> shapefns::transpose2d(Solver &S, const ShapeTerm &In,
                                               const Reason &R,
                                               llvm::StringRef Op) {
  ShapeTerm T = S.resolve(In);
  clearBcast(T);
  if (T.knownRank() > 2) {
    fail(S, CheckId::RankMismatch, R, Op,
         "expects an array with at most 2 axes, but it has " + rankStr(S, T),
         {T});
    return std::nullopt;
  }
  if (T.Var)
    return openShape(S, {}); // 0, 1 or 2 axes: unknown
  if (T.Prefix.size() == 2)
    std::swap(T.Prefix[0], T.Prefix[1]);
  return T;
}

std::optional<ShapeTerm> shapefns::moveAxes(Solver &S, const ShapeTerm &In,
                                            llvm::ArrayRef<int64_t> Source,
                                            llvm::ArrayRef<int64_t> Destination,
                                            const Reason &R,
                                            llvm::StringRef Op) {
  ShapeTerm T = S.resolve(In);
  clearBcast(T);
  if (Source.size() != Destination.size()) {
    fail(S, CheckId::RankMismatch, R, Op,
         "source " + listStr(Source) + " and destination " +
             listStr(Destination) + " must have the same number of entries");
    return std::nullopt;
  }
  if (T.Var)
    return openShape(S, {}); // positions relative to an unknown rank
  size_t N = T.Prefix.size();
  llvm::SmallVector<std::pair<size_t, size_t>, 4> Moves; // (dst, src)
  llvm::SmallVector<bool, 4> SrcSeen(N, false), DstSeen(N, false);
  for (size_t I = 0; I < Source.size(); ++I) {
    std::optional<size_t> Src =
        normalizeAxis(S, R, Op, Source[I], N, T, "source dim");
    if (!Src)
      return std::nullopt;
    std::optional<size_t> Dst =
        normalizeAxis(S, R, Op, Destination[I], N, T, "destination dim");
    if (!Dst)
      return std::nullopt;
    if (SrcSeen[*Src] || DstSeen[*Dst]) {
      bool InSrc = SrcSeen[*Src];
      fail(S, CheckId::AxisRange, R, Op,
           std::string(InSrc ? "source" : "destination") + " dim " +
               std::to_string(InSrc ? Source[I] : Destination[I]) +
               " appears more than once in " +
               listStr(InSrc ? Source : Destination),
           {T});
      return std::nullopt;
    }
    SrcSeen[*Src] = DstSeen[*Dst] = true;
    Moves.push_back({*Dst, *Src});
  }
  // numpy: the other axes in order, then each moved axis inserted at its
  // destination, in increasing destination order.
  llvm::SmallVector<size_t, 4> Order;
  for (size_t I = 0; I < N; ++I)
    if (!SrcSeen[I])
      Order.push_back(I);
  std::sort(Moves.begin(), Moves.end());
  for (auto [Dst, Src] : Moves)
    Order.insert(Order.begin() + Dst, Src);
  llvm::SmallVector<Dim, 4> Out;
  for (size_t I : Order)
    Out.push_back(T.Prefix[I]);
  return ShapeTerm::fixed(Out);
}
