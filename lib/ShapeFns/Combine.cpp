//===- Combine.cpp - Concatenation and stacking ---------------------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The first input of fixed rank is the reference: the others are aligned
// with it axis by axis (an open input's prefix from the left, its suffix
// from the right). Without any fixed-rank input only the axes whose
// alignment does not depend on the rank are compared.
//
//===----------------------------------------------------------------------===//
#include "ShapeFns/Combine.h"
#include "ShapeFns/Layout.h"
#include "ShapeFns/Support.h"
#include "llvm/ADT/SmallVector.h"
#include <algorithm>

using namespace shapecheck;
using namespace shapecheck::shapefns;

static std::string tensorDesc(Solver &S, size_t I, const ShapeTerm &T) {
  return "the " + ordinal(I + 1) + " tensor " + S.str(T);
}

static std::string axisOf(int64_t Axis, const std::string &Tensor) {
  return "axis " + std::to_string(Axis) + " of " + Tensor;
}

/// Adds D to Sum (Dynamic absorbs).
static void addTo(Dim &Sum, const Dim &D) {
  if (Sum.isDynamic() || D.isDynamic()) {
    Sum = Dim::dynamic();
    return;
  }
  Sum = Dim::expr(Sum.E + D.E);
}

static std::optional<ShapeTerm>
concatFixed(Solver &S, llvm::ArrayRef<ShapeTerm> T, llvm::ArrayRef<size_t> Pos,
            size_t RefI, int64_t Axis, const Reason &R, llvm::StringRef Op) {
  const ShapeTerm &Ref = T[RefI];
  size_t N = Ref.Prefix.size();
  std::optional<size_t> Ax = normalizeAxis(S, R, Op, Axis, N, Ref);
  if (!Ax)
    return std::nullopt;
  std::string RefDesc = tensorDesc(S, Pos[RefI], Ref);
  llvm::SmallVector<Dim, 4> Out(Ref.Prefix.begin(), Ref.Prefix.end());
  Dim Sum = Dim::constant(0);
  bool Ok = true;
  for (size_t I = 0; I < T.size(); ++I) {
    const ShapeTerm &X = T[I];
    std::string Desc = tensorDesc(S, Pos[I], X);
    if (X.knownRank() > N || (!X.Var && X.Prefix.size() != N)) {
      fail(S, CheckId::RankMismatch, R, Op,
           Desc + " has " + rankCount(X) + ", but " + RefDesc + " has " +
               rankCount(Ref) + "; tensors must have the same number of axes",
           {X, Ref});
      return std::nullopt;
    }
    ShapeTerm V = fixedView(X, N);
    for (size_t J = 0; J < N; ++J) {
      if (J == *Ax || I == RefI)
        continue;
      Ok &= requireEqual(S, R, Op, Ref.Prefix[J], axisOf(J, RefDesc),
                         V.Prefix[J], axisOf(J, Desc));
      if (Out[J].isDynamic())
        Out[J] = V.Prefix[J];
    }
    addTo(Sum, V.Prefix[*Ax]);
  }
  if (!Ok)
    return std::nullopt;
  Sum = Sum.isDynamic() ? Sum : Dim::expr(S.resolve(Sum.E));
  if (!checkArith(S, R, Op, Sum, "the concatenated size"))
    return std::nullopt;
  Out[*Ax] = Sum;
  return ShapeTerm::fixed(Out);
}

static std::optional<ShapeTerm>
concatOpen(Solver &S, llvm::ArrayRef<ShapeTerm> T, llvm::ArrayRef<size_t> Pos,
           int64_t Axis, const Reason &R, llvm::StringRef Op,
           bool UnknownExtra) {
  // Every input has the same (unknown) rank, so an axis counted from the
  // front is at the same place in each; the other end is unknown.
  const ShapeTerm &First = T[0];
  std::string FirstDesc = tensorDesc(S, Pos[0], First);
  bool Ok = true;
  Dim Sum = Dim::constant(0);
  for (size_t I = 0; I < T.size(); ++I) {
    const ShapeTerm &X = T[I];
    std::string Desc = tensorDesc(S, Pos[I], X);
    if (I > 0) {
      if (Axis >= 0) {
        size_t N = std::min(First.Prefix.size(), X.Prefix.size());
        for (size_t J = 0; J < N; ++J)
          if (int64_t(J) != Axis)
            Ok &= requireEqual(S, R, Op, First.Prefix[J], axisOf(J, FirstDesc),
                               X.Prefix[J], axisOf(J, Desc));
      } else {
        size_t N = std::min(First.Suffix.size(), X.Suffix.size());
        for (size_t J = 1; J <= N; ++J)
          if (-int64_t(J) != Axis)
            Ok &= requireEqual(S, R, Op, First.Suffix[First.Suffix.size() - J],
                               axisOf(-int64_t(J), FirstDesc),
                               X.Suffix[X.Suffix.size() - J],
                               axisOf(-int64_t(J), Desc));
      }
    }
    std::optional<Dim> D =
        Axis >= 0 ? fromFront(X, size_t(Axis))
                  : fromEnd(X, size_t(-(Axis + 1)) + 1); // no -INT64_MIN
    addTo(Sum, D ? *D : Dim::dynamic());
  }
  if (!Ok)
    return std::nullopt;
  if (UnknownExtra)
    Sum = Dim::dynamic();
  if (!checkArith(S, R, Op, Sum, "the concatenated size"))
    return std::nullopt;
  AxisPos P = *locateAxis(S, R, Op, First, Axis);
  if (!P.known())
    return openShape(
        S,
        Axis >= 0 ? llvm::ArrayRef<Dim>(First.Prefix) : llvm::ArrayRef<Dim>(),
        Axis < 0 ? llvm::ArrayRef<Dim>(First.Suffix) : llvm::ArrayRef<Dim>());
  ShapeTerm Out = First;
  dimAt(Out, P) = Sum;
  return Out;
}

std::optional<ShapeTerm> shapefns::concat(Solver &S,
                                          llvm::ArrayRef<ShapeTerm> Inputs,
                                          int64_t Axis, const Reason &R,
                                          llvm::StringRef Op) {
  if (Inputs.empty()) {
    fail(S, CheckId::InvalidArgument, R, Op,
         "expected a non-empty list of tensors");
    return std::nullopt;
  }
  // PyTorch skips legacy empty tensors (1-d with 0 elements), so a 1-d
  // input that may be empty ("Maybe") constrains nothing unless every input
  // is 1-d.
  llvm::SmallVector<ShapeTerm, 4> Live, Maybe;
  llvm::SmallVector<size_t, 4> LivePos, MaybePos;
  for (size_t I = 0; I < Inputs.size(); ++I) {
    ShapeTerm X = S.resolve(Inputs[I]);
    clearBcast(X);
    if (!X.Var && X.Prefix.empty()) {
      fail(S, CheckId::RankMismatch, R, Op,
           "zero-dimensional tensor (" + tensorDesc(S, I, X) +
               ") cannot be concatenated",
           {X});
      return std::nullopt;
    }
    bool MayBeEmpty = !X.Var && X.Prefix.size() == 1 &&
                      (X.Prefix[0].isDynamic() ||
                       !S.provablyDifferent(X.Prefix[0], Dim::constant(0)));
    (MayBeEmpty ? Maybe : Live).push_back(std::move(X));
    (MayBeEmpty ? MaybePos : LivePos).push_back(I);
  }
  auto All = [&]() {
    // Every input, in order.
    llvm::SmallVector<ShapeTerm, 4> T;
    llvm::SmallVector<size_t, 4> P;
    size_t L = 0, M = 0;
    while (L < Live.size() || M < Maybe.size()) {
      bool TakeLive =
          M == Maybe.size() || (L < Live.size() && LivePos[L] < MaybePos[M]);
      T.push_back(TakeLive ? Live[L] : Maybe[M]);
      P.push_back(TakeLive ? LivePos[L++] : MaybePos[M++]);
    }
    return std::make_pair(T, P);
  };
  for (size_t I = 0; I < Live.size(); ++I) {
    if (Live[I].Var)
      continue;
    if (Live[I].Prefix.size() != 1) // the maybe-empty inputs are skipped
      return concatFixed(S, Live, LivePos, I, Axis, R, Op);
    auto [T, P] = All();
    size_t RefI = std::find(P.begin(), P.end(), LivePos[I]) - P.begin();
    return concatFixed(S, T, P, RefI, Axis, R, Op);
  }
  if (Live.empty()) {
    auto [T, P] = All();
    return concatFixed(S, T, P, 0, Axis, R, Op);
  }
  // Only open inputs remain: the maybe-empty ones are skipped unless every
  // input is 1-d, in which case they add an unknown size.
  bool Rank1Possible =
      std::all_of(Live.begin(), Live.end(),
                  [](const ShapeTerm &X) { return X.knownRank() <= 1; });
  return concatOpen(S, Live, LivePos, Axis, R, Op,
                    Rank1Possible && !Maybe.empty());
}

std::optional<ShapeTerm> shapefns::stack(Solver &S,
                                         llvm::ArrayRef<ShapeTerm> Inputs,
                                         int64_t Axis, const Reason &R,
                                         llvm::StringRef Op) {
  if (Inputs.empty()) {
    fail(S, CheckId::InvalidArgument, R, Op,
         "expected a non-empty list of tensors");
    return std::nullopt;
  }
  ShapeTerm First = S.resolve(Inputs[0]);
  clearBcast(First);
  std::string FirstDesc = tensorDesc(S, 0, First);
  bool Ok = true;
  for (size_t I = 1; I < Inputs.size(); ++I) {
    ShapeTerm X = S.resolve(Inputs[I]);
    std::string Desc = tensorDesc(S, I, X);
    if (!First.Var && !X.Var) {
      if (First.Prefix.size() != X.Prefix.size()) {
        fail(S, CheckId::RankMismatch, R, Op,
             "expects each tensor to be equal size, but " + Desc + " has " +
                 rankCount(X) + " and " + FirstDesc + " has " +
                 rankCount(First),
             {X, First});
        return std::nullopt;
      }
      for (size_t J = 0; J < X.Prefix.size(); ++J)
        Ok &= requireEqual(S, R, Op, First.Prefix[J], axisOf(J, FirstDesc),
                           X.Prefix[J], axisOf(J, Desc));
      continue;
    }
    Reason Sub = derive(
        R, ReasonDesc::part(R.Context, Op, ReasonDesc::Kind::Operand, {Desc}),
        ReasonDesc::part(ReasonDesc::Kind::Operand, {FirstDesc}));
    Ok &= S.unifyShape(First, X, Sub);
  }
  if (!Ok)
    return std::nullopt;
  // The most specific of the (now unified) shapes.
  ShapeTerm Base = S.resolve(First);
  for (size_t I = 1; I < Inputs.size(); ++I)
    Base = S.narrow(Base, Inputs[I]);
  clearBcast(Base);
  return insertAxis(S, Base, Axis, Dim::constant(int64_t(Inputs.size())), R,
                    Op);
}

//===----------------------------------------------------------------------===//
// fill
//===----------------------------------------------------------------------===//

/// A - B when the solver reduces it to a constant now.
static std::optional<int64_t> constDiff(Solver &S, const Dim &A, const Dim &B) {
  if (A.isDynamic() || B.isDynamic())
    return std::nullopt;
  return S.resolve(A.E - B.E).asConstant();
}

static Dim addDims(const Dim &A, const Dim &B) { return Dim::expr(A.E + B.E); }

bool shapefns::fill(Solver &S, const ShapeTerm &Target0,
                    llvm::ArrayRef<FillItem> Items, const Reason &R,
                    llvm::StringRef Op) {
  ShapeTerm Target = S.resolve(Target0);
  if (!Target.hasFixedRank() || Target.Prefix.size() != 2)
    return true;
  const Dim &Rows = Target.Prefix[0], &Cols = Target.Prefix[1];
  if (Rows.isDynamic() || Cols.isDynamic())
    return true;
  std::string TStr = S.str(Target);
  auto At = [&](const FillItem &It) {
    Reason Here = R;
    if (It.Loc.valid())
      Here.Loc = It.Loc;
    return Here;
  };
  auto Nth = [](size_t I) { return "item " + std::to_string(I + 1); };
  // Where the filling is: the row of blocks that starts at Row, BlockRows
  // high, filled up to column Col.
  Dim Row = Dim::constant(0), Col = Dim::constant(0),
      BlockRows = Dim::constant(1);
  for (size_t I = 0; I < Items.size(); ++I) {
    const FillItem &It = Items[I];
    if (!It.Rows || !It.Cols || It.Rows->isDynamic() || It.Cols->isDynamic())
      return true;
    const Dim &IR = *It.Rows, &IC = *It.Cols;
    std::optional<int64_t> Empty = constDiff(S, IC, Dim::constant(0));
    if (!Empty || *Empty == 0)
      return true; // an empty block: Eigen's special cases, not followed
    if (I > 0) {
      std::optional<int64_t> Left = constDiff(S, Cols, Col);
      if (!Left)
        return true;
      if (*Left == 0) {
        // The row of blocks is full: the next one starts below it.
        Row = addDims(Row, BlockRows);
        Col = Dim::constant(0);
        BlockRows = IR;
      } else {
        std::optional<int64_t> High = constDiff(S, IR, BlockRows);
        if (!High)
          return true;
        if (*High != 0) {
          fail(S, CheckId::ShapeMismatch, At(It), Op,
               Nth(I) + " has " + sizeStr(S, IR) +
                   " rows, but the row of blocks it continues in the target " +
                   TStr + " is " + sizeStr(S, BlockRows) + " high");
          return false;
        }
      }
    } else {
      BlockRows = IR;
    }
    Dim Down = addDims(Row, BlockRows);
    std::optional<int64_t> PastRows = constDiff(S, Down, Rows);
    if (!PastRows)
      return true;
    if (*PastRows > 0) {
      fail(S, CheckId::ShapeMismatch, At(It), Op,
           Nth(I) + " fills rows up to " + sizeStr(S, S.resolve(Down)) +
               ", past the " + sizeStr(S, Rows) + " rows of the target " +
               TStr + " (too many coefficients)");
      return false;
    }
    Dim Right = addDims(Col, IC);
    std::optional<int64_t> PastCols = constDiff(S, Right, Cols);
    if (!PastCols)
      return true;
    if (*PastCols > 0) {
      fail(S, CheckId::ShapeMismatch, At(It), Op,
           Nth(I) + " fills columns up to " + sizeStr(S, S.resolve(Right)) +
               ", past the " + sizeStr(S, Cols) + " columns of the target " +
               TStr + " (too many coefficients)");
      return false;
    }
    Col = Right;
  }
  if (Items.empty())
    return true;
  // Eigen checks when the initializer ends that the last row of blocks
  // ends the target.
  std::optional<int64_t> ShortCols = constDiff(S, Cols, Col);
  std::optional<int64_t> ShortRows =
      constDiff(S, Rows, addDims(Row, BlockRows));
  if (!ShortCols || !ShortRows)
    return true;
  if (*ShortCols != 0 || *ShortRows != 0) {
    fail(S, CheckId::ShapeMismatch, R, Op,
         "the " + std::to_string(Items.size()) +
             (Items.size() == 1 ? " item fills" : " items fill") +
             " the target " + TStr + " up to row " +
             sizeStr(S, S.resolve(addDims(Row, BlockRows))) + ", column " +
             sizeStr(S, S.resolve(Col)) + " (too few coefficients)");
    return false;
  }
  return true;
}
