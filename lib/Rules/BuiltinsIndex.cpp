//===- BuiltinsIndex.cpp - Indexing, slicing and splitting ----------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Builtins that pick parts of an array: narrow, select, slice,
// index_select, gather, Tensor::index with TensorIndex lists (integers,
// Slice, None, Ellipsis, index tensors), and the list-valued chunk, split
// and unbind.
//
//===----------------------------------------------------------------------===//
#include "Rules/Builtins.h"
#include "ShapeFns/Index.h"
#include "ShapeFns/Support.h"

using namespace shapecheck;
using namespace shapecheck::rules;
namespace sf = shapecheck::shapefns;
using llvm::ArrayRef;

namespace {

using Args = ArrayRef<RuleValue>;

std::optional<Dim> optDim(const RuleValue &V) {
  if (V.is(RuleValue::Int))
    return V.IntV;
  return std::nullopt;
}

RuleValue narrow(BuiltinCtx &C, Args A) {
  auto Axis = constInt(A[1]);
  if (!Axis)
    return RuleValue();
  return arrayResult(
      sf::narrow(C.S, A[0].Arr.Shape, *Axis, A[2].IntV, A[3].IntV, C.R, C.Op),
      A[0].Arr);
}

RuleValue select(BuiltinCtx &C, Args A) {
  auto Axis = constInt(A[1]);
  if (!Axis)
    return RuleValue();
  return arrayResult(
      sf::select(C.S, A[0].Arr.Shape, *Axis, A[2].IntV, C.R, C.Op), A[0].Arr);
}

RuleValue slice(BuiltinCtx &C, Args A) {
  auto Axis = constInt(A[1]);
  if (!Axis)
    return RuleValue();
  Dim Step =
      A.size() > 4 && A[4].is(RuleValue::Int) ? A[4].IntV : Dim::constant(1);
  return arrayResult(sf::slice(C.S, A[0].Arr.Shape, *Axis, optDim(A[2]),
                               A.size() > 3 ? optDim(A[3]) : std::nullopt, Step,
                               C.R, C.Op),
                     A[0].Arr);
}

RuleValue indexSelect(BuiltinCtx &C, Args A) {
  auto Axis = constInt(A[1]);
  if (!Axis)
    return RuleValue();
  return arrayResult(
      sf::indexSelect(C.S, A[0].Arr.Shape, *Axis, A[2].Arr.Shape, C.R, C.Op),
      A[0].Arr);
}

/// gather(x, dim, index): the index's shape; x and index have one rank.
RuleValue gather(BuiltinCtx &C, Args A) {
  ShapeTerm X = C.S.resolve(A[0].Arr.Shape), I = C.S.resolve(A[2].Arr.Shape);
  auto Axis = constInt(A[1]);
  if (Axis && !sf::locateAxis(C.S, C.R, C.Op, X, *Axis))
    return RuleValue();
  if (X.hasFixedRank() && I.hasFixedRank() &&
      X.Prefix.size() != I.Prefix.size()) {
    sf::fail(C.S, CheckId::RankMismatch, C.R, C.Op,
             "the index has " + sf::rankStr(C.S, I) + " but the input has " +
                 sf::rankStr(C.S, X),
             {X, I});
    return RuleValue();
  }
  return RuleValue::array(A[0].Arr.withShape(I));
}

/// A shape with the axis at P replaced by D.
ShapeTerm withAxis(ShapeTerm T, sf::AxisPos P, const Dim &D) {
  sf::dimAt(T, P) = D;
  return T;
}

/// The input and the split axis' size, if its position is known.
struct SplitAxis {
  ShapeTerm T;
  sf::AxisPos Pos;
  Dim N;
};
std::optional<SplitAxis> splitAxis(BuiltinCtx &C, const RuleValue &X,
                                   const RuleValue &DimV) {
  auto Axis = constInt(DimV);
  if (!Axis)
    return std::nullopt;
  SplitAxis S;
  S.T = C.S.resolve(X.Arr.Shape);
  auto Pos = sf::locateAxis(C.S, C.R, C.Op, S.T, *Axis);
  if (!Pos || !Pos->known())
    return std::nullopt;
  S.Pos = *Pos;
  S.N = sf::dimAt(S.T, *Pos);
  return S;
}

/// Pieces of Size along the axis, the last one holding the rest.
RuleValue pieces(BuiltinCtx &C, const SplitAxis &S, const RuleValue &X,
                 const Dim &Size) {
  auto N = S.N.asConstant(), K = Size.asConstant();
  std::vector<RuleValue> Out;
  auto Piece = [&](const Dim &D) {
    Out.push_back(RuleValue::array(X.Arr.withShape(withAxis(S.T, S.Pos, D))));
  };
  if (K && *K <= 0) {
    sf::fail(C.S, CheckId::InvalidSize, C.R, C.Op,
             "the split size must be positive, not " + std::to_string(*K));
    return RuleValue();
  }
  if (N && K) {
    int64_t Count = *N == 0 ? 1 : (*N + *K - 1) / *K;
    if (Count > 4096)
      return RuleValue();
    for (int64_t I = 0; I < Count; ++I)
      Piece(Dim::constant(std::min(*K, *N - I * *K)));
    return RuleValue::list(std::move(Out));
  }
  // A symbolic size: exact when the size divides it into a known count.
  if (!S.N.isDynamic() && !Size.isDynamic()) {
    DimExpr Count = S.N.E.floorDiv(Size.E);
    auto CountC = Count.asConstant();
    if (S.N.E.mod(Size.E).isZero() && CountC && *CountC > 0 &&
        *CountC <= 4096) {
      for (int64_t I = 0; I < *CountC; ++I)
        Piece(Size);
      return RuleValue::list(std::move(Out));
    }
  }
  return RuleValue();
}

/// The chunks of an axis whose divisibility by their number is unknown:
/// LibTorch cuts pieces of ceil(n / chunks) and may give fewer than asked
/// for (`chunk(4)` of 5 gives 2, 2, 1), so the list's length is unknown
/// (RuleValue::Open). The first piece is `Size` long when it is known; with
/// two chunks the second, when there is one, is the rest, n // 2; any
/// other piece's length along the axis is unknown. The other axes are kept.
RuleValue openPieces(const SplitAxis &S, const RuleValue &X, int64_t Chunks,
                     Dim Size = Dim::dynamic()) {
  if (Chunks > 4096)
    return RuleValue();
  std::vector<RuleValue> Out;
  for (int64_t I = 0; I < Chunks; ++I) {
    Dim D = Dim::dynamic();
    if (I == 0)
      D = Size;
    else if (Chunks == 2 && !S.N.isDynamic())
      D = Dim::expr(S.N.E.floorDiv(DimExpr::constant(2)));
    Out.push_back(RuleValue::array(X.Arr.withShape(withAxis(S.T, S.Pos, D))));
  }
  RuleValue L = RuleValue::list(std::move(Out));
  L.Open = true;
  return L;
}

RuleValue chunk(BuiltinCtx &C, Args A) {
  auto S = splitAxis(C, A[0], A[2]);
  auto Chunks = constInt(A[1]);
  if (!S || !Chunks)
    return RuleValue();
  if (*Chunks <= 0) {
    sf::fail(C.S, CheckId::InvalidSize, C.R, C.Op,
             "the number of chunks must be positive, not " +
                 std::to_string(*Chunks));
    return RuleValue();
  }
  if (S->N.isDynamic())
    return openPieces(*S, A[0], *Chunks);
  // split_size = ceil(n / chunks)
  DimExpr Size = (S->N.E + DimExpr::constant(*Chunks - 1))
                     .floorDiv(DimExpr::constant(*Chunks));
  if (auto N = S->N.asConstant(); N && *N == 0)
    Size = DimExpr::constant(0);
  if (S->N.asConstant() && Size.asConstant() && *Size.asConstant() == 0) {
    std::vector<RuleValue> Out(size_t(*Chunks),
                               RuleValue::array(A[0].Arr.withShape(S->T)));
    return RuleValue::list(std::move(Out));
  }
  RuleValue Out = pieces(C, *S, A[0], Dim::expr(Size));
  if (Out.is(RuleValue::Unknown) && !S->N.asConstant())
    return openPieces(*S, A[0], *Chunks, Dim::expr(Size));
  return Out;
}

RuleValue split(BuiltinCtx &C, Args A) {
  auto S = splitAxis(C, A[0], A[2]);
  if (!S || A[1].IntV.isDynamic())
    return RuleValue();
  return pieces(C, *S, A[0], A[1].IntV);
}

RuleValue splitSizes(BuiltinCtx &C, Args A) {
  auto S = splitAxis(C, A[0], A[2]);
  if (!S)
    return RuleValue();
  std::vector<Dim> Sizes = dimsOf(A[1]);
  Dim Sum = Dim::constant(0);
  for (const Dim &D : Sizes)
    Sum = Sum.isDynamic() || D.isDynamic() ? Dim::dynamic()
                                           : Dim::expr(Sum.E + D.E);
  if (!sf::requireEqual(C.S, C.R, C.Op, Sum, "the sum of the split sizes", S->N,
                        "the size of the split axis"))
    return RuleValue();
  std::vector<RuleValue> Out;
  for (const Dim &D : Sizes)
    Out.push_back(
        RuleValue::array(A[0].Arr.withShape(withAxis(S->T, S->Pos, D))));
  return RuleValue::list(std::move(Out));
}

RuleValue unbind(BuiltinCtx &C, Args A) {
  auto S = splitAxis(C, A[0], A[1]);
  if (!S)
    return RuleValue();
  auto N = S->N.asConstant();
  if (!N || *N > 4096)
    return RuleValue();
  auto Axis = constInt(A[1]);
  auto One = sf::select(C.S, S->T, *Axis, Dim::constant(0), C.R, C.Op);
  if (!One)
    return RuleValue();
  std::vector<RuleValue> Out(size_t(*N),
                             RuleValue::array(A[0].Arr.withShape(*One)));
  return RuleValue::list(std::move(Out));
}

/// The items of an index list (`{0, Slice(), None}`, or the rule's
/// `*indices`); std::nullopt for another value.
std::optional<std::vector<RuleValue>> indexItems(const RuleValue &V) {
  std::vector<RuleValue> Items;
  if (V.is(RuleValue::Ints))
    for (const Dim &D : V.IntsV)
      Items.push_back(RuleValue::integer(D));
  else if (V.is(RuleValue::List) || V.is(RuleValue::Tuple))
    Items = V.Items;
  else
    return std::nullopt;
  return Items;
}

/// Tensor::index({...}): integers drop an axis, Slice(start, stop, step)
/// slices one, None inserts an axis of size 1, "..." (Ellipsis) stands for
/// the axes not otherwise indexed, a 1-d index tensor selects along an axis.
RuleValue index(BuiltinCtx &C, Args A) {
  ShapeTerm T = C.S.resolve(A[0].Arr.Shape);
  std::optional<std::vector<RuleValue>> Listed = indexItems(A[1]);
  if (!Listed || !T.hasFixedRank())
    return RuleValue();
  std::vector<RuleValue> Items = std::move(*Listed);
  std::vector<Dim> In(T.Prefix.begin(), T.Prefix.end());
  size_t Consumed = 0;
  bool HaveEllipsis = false;
  for (const RuleValue &I : Items) {
    if (I.is(RuleValue::Str) && I.Name == "...") {
      if (HaveEllipsis) {
        sf::fail(C.S, CheckId::AxisRange, C.R, C.Op,
                 "an index can only have a single ellipsis");
        return RuleValue();
      }
      HaveEllipsis = true;
    } else if (I.is(RuleValue::Int) || I.is(RuleValue::Options) ||
               I.is(RuleValue::Array) || I.is(RuleValue::Unknown)) {
      ++Consumed;
    } else if (!I.is(RuleValue::None) && !I.is(RuleValue::Bool)) {
      return RuleValue();
    }
  }
  if (Consumed > In.size()) {
    sf::fail(C.S, CheckId::AxisRange, C.R, C.Op,
             "too many indices (" + std::to_string(Consumed) +
                 ") for an array with " + sf::rankStr(C.S, T),
             {T});
    return RuleValue();
  }
  ShapeTerm Out;
  size_t Axis = 0;
  for (const RuleValue &I : Items) {
    if (I.is(RuleValue::Str)) {
      size_t K = In.size() - Consumed;
      for (size_t J = 0; J < K; ++J)
        Out.Prefix.push_back(In[Axis++]);
    } else if (I.is(RuleValue::None)) {
      Out.Prefix.push_back(Dim::constant(1));
    } else if (I.is(RuleValue::Bool)) {
      Out.Prefix.push_back(Dim::constant(I.BoolV ? 1 : 0));
    } else if (I.is(RuleValue::Int)) {
      if (!sf::select(C.S, ShapeTerm::fixed({In[Axis]}), 0, I.IntV, C.R, C.Op))
        return RuleValue();
      ++Axis;
    } else if (I.is(RuleValue::Options)) {
      auto Field = [&](const char *N) -> std::optional<Dim> {
        const RuleValue *F = I.field(N);
        return F ? optDim(*F) : std::nullopt;
      };
      std::optional<Dim> Step = Field("step");
      auto R =
          sf::slice(C.S, ShapeTerm::fixed({In[Axis]}), 0, Field("start"),
                    Field("stop"), Step ? *Step : Dim::constant(1), C.R, C.Op);
      if (!R)
        return RuleValue();
      Out.Prefix.push_back(R->Prefix[0]);
      ++Axis;
    } else if (I.is(RuleValue::Array)) {
      ShapeTerm IT = C.S.resolve(I.Arr.Shape);
      if (!IT.hasFixedRank() || IT.Prefix.size() != 1)
        return RuleValue(); // masks and multi-axis indexing: unknown
      // A bool (or uint8) mask selects as many elements as it has true
      // values: only the data knows.
      DtypeSet D = C.S.dtypeOf(I.Arr);
      bool MaybeMask =
          D.contains(ScalarType::Bool) || D.contains(ScalarType::UInt8);
      Out.Prefix.push_back(MaybeMask ? Dim::dynamic() : IT.Prefix[0]);
      ++Axis;
    } else { // Unknown
      return RuleValue();
    }
  }
  while (Axis < In.size())
    Out.Prefix.push_back(In[Axis++]);
  return RuleValue::array(A[0].Arr.withShape(Out));
}

/// element(x, indices): xtensor's element access `x(i, j, ...)`, a scalar.
/// The indices address the last axes (fewer indices than axes: the leading
/// ones are 0; more: the first indices are dropped, as xtensor's
/// check_index does), and each must be below its axis's size unless the
/// size is 1 (a broadcast axis: every index reads its one element). Only
/// a size known to differ from 1 is checked.
RuleValue element(BuiltinCtx &C, Args A) {
  RuleValue Scalar = arrayResult(ShapeTerm(), A[0].Arr);
  ShapeTerm T = C.S.resolve(A[0].Arr.Shape);
  std::optional<std::vector<RuleValue>> Listed = indexItems(A[1]);
  if (!Listed || Listed->empty() || !T.hasFixedRank())
    return Scalar;
  const std::vector<RuleValue> &Items = *Listed;
  size_t Rank = T.Prefix.size(), K = Items.size();
  for (size_t J = K > Rank ? K - Rank : 0; J < K; ++J) {
    if (!Items[J].is(RuleValue::Int) || Items[J].IntV.isDynamic())
      continue;
    size_t Axis = Rank - (K - J);
    const Dim &Size = T.Prefix[Axis];
    std::optional<int64_t> N =
        Size.isDynamic() ? std::nullopt : C.S.resolve(Size.E).asConstant();
    if (!N || *N == 1)
      continue;
    DimExpr I = C.S.resolve(Items[J].IntV.E);
    std::optional<int64_t> Over = (I - DimExpr::constant(*N)).asConstant();
    std::optional<int64_t> Neg = I.asConstant();
    if ((Over && *Over >= 0) || (Neg && *Neg < 0)) {
      sf::fail(C.S, CheckId::AxisRange, C.R, C.Op,
               "index " + C.S.str(Items[J].IntV) +
                   " is out of range for axis " + std::to_string(Axis) +
                   " of size " + std::to_string(*N) + " (index " +
                   std::to_string(J + 1) + " of " + std::to_string(K) + ")",
               {T});
      return RuleValue();
    }
  }
  return Scalar;
}

const Builtin Table[] = {
    {"narrow", 4, 4, "a i i i", narrow, "narrow(x, dim, start, length)"},
    {"select", 3, 3, "a i i", select, "select(x, dim, index) drops the axis"},
    {"slice", 3, 5, "a i i? i? i?", slice,
     "slice(x, dim, start?, stop?, step?)"},
    {"index_select", 3, 3, "a i a", indexSelect,
     "index_select(x, dim, index [k])"},
    {"gather", 3, 3, "a i a", gather,
     "gather(x, dim, index): the index's shape"},
    {"chunk", 3, 3, "a i i", chunk, "chunk(x, chunks, dim): a list"},
    {"split", 3, 3, "a i i", split, "split(x, split_size, dim): a list"},
    {"split_sizes", 3, 3, "a I i", splitSizes, "split(x, sizes, dim): a list"},
    {"unbind", 2, 2, "a i", unbind, "unbind(x, dim): a list"},
    {"element", 2, 2, "a *", element,
     "element(x, indices): x(i, ...) as xtensor reads it, a scalar"},
    {"index", 2, 2, "a *", index,
     "x.index({...}) with ints, Slice, None, \"...\", tensors"},
};

} // namespace

ArrayRef<Builtin> rules::indexBuiltins() { return Table; }
