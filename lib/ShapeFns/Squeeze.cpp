//===- Squeeze.cpp - Inserting and removing axes of size 1 ----------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// insertAxis / unsqueeze / expandDims insert axes; squeeze and squeezeAll
// drop axes of size 1. Each axis of the known prefix and suffix gets an
// action (keep, drop, maybe); a "maybe" makes the number of axes unknown
// from that point on, so the result keeps what is certain on either side.
//
//===----------------------------------------------------------------------===//
#include "ShapeFns/Layout.h"
#include "ShapeFns/Support.h"
#include "llvm/ADT/SmallVector.h"
#include <algorithm>

using namespace shapecheck;
using namespace shapecheck::shapefns;

std::optional<ShapeTerm> shapefns::insertAxis(Solver &S, const ShapeTerm &In,
                                              int64_t Axis, const Dim &Size,
                                              const Reason &R,
                                              llvm::StringRef Op) {
  ShapeTerm T = S.resolve(In);
  clearBcast(T);
  std::optional<AxisPos> P = locateAxis(S, R, Op, T, Axis, /*Extra=*/1);
  if (!P)
    return std::nullopt;
  if (!P->known())
    return openShape(
        S, Axis >= 0 ? llvm::ArrayRef<Dim>(T.Prefix) : llvm::ArrayRef<Dim>(),
        Axis < 0 ? llvm::ArrayRef<Dim>(T.Suffix) : llvm::ArrayRef<Dim>());
  auto &Dims = dimsAt(T, *P);
  Dims.insert(Dims.begin() + P->Index, plain(Size));
  return T;
}

std::optional<ShapeTerm> shapefns::unsqueeze(Solver &S, const ShapeTerm &In,
                                             int64_t Axis, const Reason &R,
                                             llvm::StringRef Op) {
  return insertAxis(S, In, Axis, Dim::constant(1), R, Op);
}

std::optional<ShapeTerm> shapefns::expandDims(Solver &S, const ShapeTerm &In,
                                              llvm::ArrayRef<int64_t> Axes,
                                              const Reason &R,
                                              llvm::StringRef Op) {
  ShapeTerm T = S.resolve(In);
  clearBcast(T);
  if (!T.Var) {
    size_t N = T.Prefix.size() + Axes.size();
    ShapeTerm OutShape =
        ShapeTerm::fixed(llvm::SmallVector<Dim, 4>(N, Dim::constant(1)));
    llvm::SmallVector<bool, 4> New(N, false);
    for (int64_t A : Axes) {
      std::optional<size_t> I = normalizeAxis(S, R, Op, A, N, T, "axis");
      if (!I)
        return std::nullopt;
      if (New[*I]) {
        fail(S, CheckId::AxisRange, R, Op,
             "axis " + std::to_string(A) + " is repeated", {T});
        return std::nullopt;
      }
      New[*I] = true;
    }
    size_t Next = 0;
    for (size_t I = 0; I < N; ++I)
      if (!New[I])
        OutShape.Prefix[I] = T.Prefix[Next++];
    return OutShape;
  }
  // Open rank: axes counted from one end can be inserted one by one from
  // that end; a mix of both ends depends on the rank.
  bool AllFront =
      std::all_of(Axes.begin(), Axes.end(), [](int64_t A) { return A >= 0; });
  bool AllBack =
      std::all_of(Axes.begin(), Axes.end(), [](int64_t A) { return A < 0; });
  if (!AllFront && !AllBack)
    return openShape(S, {});
  llvm::SmallVector<int64_t, 4> Sorted(Axes.begin(), Axes.end());
  std::sort(Sorted.begin(), Sorted.end());
  if (AllBack)
    std::reverse(Sorted.begin(), Sorted.end());
  if (std::adjacent_find(Sorted.begin(), Sorted.end()) != Sorted.end()) {
    fail(S, CheckId::AxisRange, R, Op,
         "axis " +
             std::to_string(*std::adjacent_find(Sorted.begin(), Sorted.end())) +
             " is repeated",
         {T});
    return std::nullopt;
  }
  ShapeTerm Cur = T;
  for (int64_t A : Sorted) {
    std::optional<ShapeTerm> Next =
        insertAxis(S, Cur, A, Dim::constant(1), R, Op);
    if (!Next)
      return std::nullopt;
    Cur = std::move(*Next);
  }
  return Cur;
}

namespace {
enum class Act { Keep, Drop, Maybe };
} // namespace

/// Builds the result of dropping axes by action. Open says whether the input
/// has a variadic segment (kept when nothing is uncertain); LoseFront /
/// LoseBack drop the prefix / suffix (an axis behind the segment).
static ShapeTerm build(Solver &S, const ShapeTerm &T,
                       llvm::ArrayRef<Act> PreAct, llvm::ArrayRef<Act> SufAct,
                       bool SegmentMaybe, bool LoseFront, bool LoseBack) {
  auto Apply = [](llvm::ArrayRef<Dim> D, llvm::ArrayRef<Act> A, size_t From,
                  size_t To) {
    llvm::SmallVector<Dim, 4> Out;
    for (size_t I = From; I < To; ++I)
      if (A[I] == Act::Keep)
        Out.push_back(D[I]);
    return Out;
  };
  auto FirstMaybe = [](llvm::ArrayRef<Act> A) {
    return size_t(std::find(A.begin(), A.end(), Act::Maybe) - A.begin());
  };
  auto LastMaybe = [](llvm::ArrayRef<Act> A) -> std::optional<size_t> {
    for (size_t I = A.size(); I-- > 0;)
      if (A[I] == Act::Maybe)
        return I;
    return std::nullopt;
  };
  size_t PF = FirstMaybe(PreAct);
  std::optional<size_t> SL = LastMaybe(SufAct);
  std::optional<size_t> PL = LastMaybe(PreAct);
  bool Uncertain = PL || SL || SegmentMaybe || LoseFront || LoseBack;
  if (!Uncertain) {
    ShapeTerm Out;
    Out.Prefix = Apply(T.Prefix, PreAct, 0, T.Prefix.size());
    Out.Var = T.Var;
    auto Suf = Apply(T.Suffix, SufAct, 0, T.Suffix.size());
    Out.Suffix.assign(Suf.begin(), Suf.end());
    return Out;
  }
  llvm::SmallVector<Dim, 4> Front, Back;
  if (!LoseFront)
    Front = Apply(T.Prefix, PreAct, 0, PF);
  if (!LoseBack) {
    if (!T.Var) {
      // A fixed shape: the suffix is what follows the last uncertain axis.
      if (PL)
        Back = Apply(T.Prefix, PreAct, *PL + 1, T.Prefix.size());
    } else {
      Back = Apply(T.Suffix, SufAct, SL ? *SL + 1 : 0, T.Suffix.size());
    }
  }
  return openShape(S, Front, Back);
}

std::optional<ShapeTerm> shapefns::squeeze(Solver &S, const ShapeTerm &In,
                                           llvm::ArrayRef<int64_t> Axes,
                                           const Reason &R, llvm::StringRef Op,
                                           bool NumpyStrict) {
  ShapeTerm T = S.resolve(In);
  clearBcast(T);
  if (!T.Var && T.Prefix.empty()) {
    for (int64_t A : Axes)
      if (!normalizeAxis(S, R, Op, A, 1, T))
        return std::nullopt;
    return T;
  }
  llvm::SmallVector<Act, 4> PreAct(T.Prefix.size(), Act::Keep);
  llvm::SmallVector<Act, 4> SufAct(T.Suffix.size(), Act::Keep);
  llvm::SmallVector<bool, 4> PreSeen(T.Prefix.size()), SufSeen(T.Suffix.size());
  bool LoseFront = false, LoseBack = false;
  for (int64_t A : Axes) {
    std::optional<AxisPos> P = locateAxis(S, R, Op, T, A);
    if (!P)
      return std::nullopt;
    if (!P->known()) {
      (A >= 0 ? LoseBack : LoseFront) = true;
      continue;
    }
    bool Pre = P->K == AxisPos::Prefix;
    auto Seen = Pre ? PreSeen.begin() : SufSeen.begin();
    if (Seen[P->Index]) {
      fail(S, CheckId::AxisRange, R, Op,
           "dim " + std::to_string(A) + " appears more than once in the " +
               "list of dims for " + S.str(T),
           {T});
      return std::nullopt;
    }
    Seen[P->Index] = true;
    const Dim &D = dimAt(T, *P);
    Act &X = (Pre ? PreAct : SufAct)[P->Index];
    if (D.asConstant() == std::optional<int64_t>(1)) {
      X = Act::Drop;
    } else if (provablyNotOne(S, D)) {
      if (NumpyStrict) {
        fail(S, CheckId::ShapeMismatch, R, Op,
             "cannot squeeze dim " + std::to_string(A) + " of " + S.str(T) +
                 ": its size " + sizeStr(S, D) + " is not 1",
             {T});
        return std::nullopt;
      }
      X = Act::Keep; // PyTorch: squeezing a non-1 axis is a no-op
    } else {
      X = Act::Maybe;
    }
  }
  return build(S, T, PreAct, SufAct, false, LoseFront, LoseBack);
}

std::optional<ShapeTerm> shapefns::squeezeAll(Solver &S, const ShapeTerm &In,
                                              const Reason &R,
                                              llvm::StringRef Op) {
  ShapeTerm T = S.resolve(In);
  clearBcast(T);
  auto Classify = [&](llvm::ArrayRef<Dim> Dims) {
    llvm::SmallVector<Act, 4> Out;
    for (const Dim &D : Dims)
      Out.push_back(D.asConstant() == std::optional<int64_t>(1) ? Act::Drop
                    : provablyNotOne(S, D)                      ? Act::Keep
                                                                : Act::Maybe);
    return Out;
  };
  return build(S, T, Classify(T.Prefix), Classify(T.Suffix),
               /*SegmentMaybe=*/T.Var.has_value(), false, false);
}
