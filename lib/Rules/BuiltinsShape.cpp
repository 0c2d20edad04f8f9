//===- BuiltinsShape.cpp - Pointwise, linear algebra, reductions, layout --===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Builtins over whole arrays: same/like/astype, broadcasting, matrix
// products and einsum, reductions, reshapes, permutations, squeeze/expand,
// concatenation, and integer queries (size, sizes, dim, numel). Each is an
// adapter to lib/ShapeFns.
//
//===----------------------------------------------------------------------===//
#include "Rules/Builtins.h"
#include "ShapeFns/Broadcast.h"
#include "ShapeFns/Combine.h"
#include "ShapeFns/Einsum.h"
#include "ShapeFns/Layout.h"
#include "ShapeFns/Matmul.h"
#include "ShapeFns/Reduce.h"
#include "ShapeFns/Reshape.h"
#include "ShapeFns/Support.h"

using namespace shapecheck;
using namespace shapecheck::rules;
namespace sf = shapecheck::shapefns;
using llvm::ArrayRef;

namespace {

using Args = ArrayRef<RuleValue>;

ArrayType promote2(Solver &S, const RuleValue &A, const RuleValue &B) {
  return promoteValues(S, {&A, &B});
}

//===--- Identity and dtype
//--------------------------------------------------===//

RuleValue same(BuiltinCtx &C, Args A) { return A[0]; }

/// `is_none(opts.reduction)`: true for none (an option left unset), false
/// for any known value, unknown for an unknown one.
RuleValue isNone(BuiltinCtx &C, Args A) {
  if (A[0].is(RuleValue::Unknown))
    return RuleValue();
  return RuleValue::boolean(A[0].is(RuleValue::None));
}

/// `equal(a, b)`: whether two known strings, integers or bools are the
/// same (`kind == "resnet18"`); unknown when either is not known.
std::optional<bool> sameValue(Solver &S, const RuleValue &A,
                              const RuleValue &B) {
  if (A.is(RuleValue::Str) && B.is(RuleValue::Str))
    return A.Name == B.Name;
  if (A.is(RuleValue::Bool) && B.is(RuleValue::Bool))
    return A.BoolV == B.BoolV;
  if (A.is(RuleValue::Int) && B.is(RuleValue::Int) && !A.IntV.isDynamic() &&
      !B.IntV.isDynamic()) {
    std::optional<int64_t> L = S.resolve(A.IntV.E).asConstant();
    std::optional<int64_t> R = S.resolve(B.IntV.E).asConstant();
    if (L && R)
      return *L == *R;
  }
  return std::nullopt;
}

RuleValue equal(BuiltinCtx &C, Args A) {
  std::optional<bool> Same = sameValue(C.S, A[0], A[1]);
  return Same ? RuleValue::boolean(*Same) : RuleValue();
}

RuleValue differ(BuiltinCtx &C, Args A) {
  std::optional<bool> Same = sameValue(C.S, A[0], A[1]);
  return Same ? RuleValue::boolean(!*Same) : RuleValue();
}

RuleValue like(BuiltinCtx &C, Args A) {
  RuleValue V = A[1];
  V.Arr.Dtype = A[0].Arr.Dtype;
  V.Arr.DtypeVar = A[0].Arr.DtypeVar;
  V.Weak = A[0].Weak;
  return V;
}

RuleValue astype(BuiltinCtx &C, Args A) {
  RuleValue V = A[0];
  if (A[1].is(RuleValue::Dtype)) {
    V.Arr.Dtype = A[1].DtypeV;
    V.Arr.DtypeVar = 0;
    V.Weak = false;
  }
  return V;
}

//===--- Broadcasting
//--------------------------------------------------------===//

RuleValue broadcastFn(BuiltinCtx &C, Args A) {
  std::vector<ShapeTerm> Shapes;
  std::vector<const RuleValue *> Vs;
  for (const RuleValue &V : A) {
    Shapes.push_back(V.Arr.Shape);
    Vs.push_back(&V);
  }
  RuleValue R = arrayResult(sf::broadcast(C.S, Shapes, C.R, C.Op),
                            promoteValues(C.S, Vs));
  bool AllWeak = true;
  for (const RuleValue &V : A)
    AllWeak &= V.Weak;
  R.Weak = AllWeak;
  return R;
}

/// An in-place or accumulating operation: the others broadcast into the
/// target, whose shape is the result (x += y, addmm's self into mm).
RuleValue inplace(BuiltinCtx &C, Args A) {
  std::vector<ShapeTerm> Shapes;
  for (const RuleValue &V : A)
    Shapes.push_back(V.Arr.Shape);
  std::optional<ShapeTerm> B = sf::broadcast(C.S, Shapes, C.R, C.Op);
  if (!B)
    return RuleValue();
  ShapeTerm Target = C.S.resolve(A[0].Arr.Shape);
  ShapeTerm Got = C.S.resolve(*B);
  if (Target.hasFixedRank() && Got.hasFixedRank()) {
    if (Target.Prefix.size() != Got.Prefix.size()) {
      sf::fail(C.S, CheckId::Broadcast, C.R, C.Op,
               "the result " + C.S.str(Got) + " does not fit the target " +
                   C.S.str(Target),
               {Target, Got});
      return RuleValue();
    }
    for (size_t I = 0; I < Got.Prefix.size(); ++I)
      if (!sf::requireEqual(
              C.S, C.R, C.Op, Target.Prefix[I],
              "axis " + std::to_string(I) + " of the target " + C.S.str(Target),
              Got.Prefix[I], "the broadcast shape " + C.S.str(Got)))
        return RuleValue();
  }
  RuleValue R = A[0];
  return R;
}

/// assigned(target, value): an assignment into a view of the target's
/// shape (Eigen's `m.col(j) = v`, `m.block(i, j, r, c) = p`): the value
/// has the target's shape, except that a vector may have the other
/// orientation (Eigen transposes a vector assigned to a vector). The
/// target, unchanged.
RuleValue assigned(BuiltinCtx &C, Args A) {
  ShapeTerm Target = C.S.resolve(A[0].Arr.Shape);
  ShapeTerm Got = C.S.resolve(A[1].Arr.Shape);
  if (!Target.hasFixedRank() || !Got.hasFixedRank())
    return A[0];
  const DimList &T = Target.Prefix, &G = Got.Prefix;
  if (T.size() != G.size()) {
    sf::fail(C.S, CheckId::RankMismatch, C.R, C.Op,
             "the value " + C.S.str(Got) + " does not fit the target " +
                 C.S.str(Target),
             {Target, Got});
    return RuleValue();
  }
  auto IsOne = [&](const Dim &D) {
    std::optional<int64_t> K = C.S.resolve(D).asConstant();
    return K && *K == 1;
  };
  if (T.size() == 2 && !(IsOne(T[0]) && IsOne(T[1]))) {
    bool TRow = IsOne(T[0]), TCol = IsOne(T[1]);
    bool GRow = IsOne(G[0]), GCol = IsOne(G[1]);
    if ((TRow && GCol && !GRow) || (TCol && GRow && !GCol)) {
      if (!sf::requireEqual(C.S, C.R, C.Op, T[TRow ? 1 : 0],
                            "the length of the target " + C.S.str(Target),
                            G[GRow ? 1 : 0],
                            "the length of the value " + C.S.str(Got)))
        return RuleValue();
      return A[0];
    }
  }
  for (size_t I = 0; I < T.size(); ++I)
    if (!sf::requireEqual(C.S, C.R, C.Op, T[I],
                          "axis " + std::to_string(I) + " of the target " +
                              C.S.str(Target),
                          G[I], "the value " + C.S.str(Got)))
      return RuleValue();
  return A[0];
}

/// filled(target, items): Eigen's comma initializer (`m << a, b, c;`)
/// fills the target row by row with scalars and blocks (sf::fill). The
/// target, unchanged.
RuleValue filled(BuiltinCtx &C, Args A) {
  if (!A[1].is(RuleValue::List) || A[1].Open)
    return A[0];
  std::vector<sf::FillItem> Items;
  for (size_t I = 0; I < A[1].Items.size(); ++I) {
    const RuleValue &V = A[1].Items[I];
    sf::FillItem It;
    It.Loc = C.Call.argLoc(I);
    if (V.is(RuleValue::Scalar) || V.is(RuleValue::Int) ||
        V.is(RuleValue::Bool)) {
      It.Rows = It.Cols = Dim::constant(1);
    } else if (V.is(RuleValue::Array)) {
      ShapeTerm T = C.S.resolve(V.Arr.Shape);
      if (T.hasFixedRank() && T.Prefix.size() == 2) {
        It.Rows = T.Prefix[0];
        It.Cols = T.Prefix[1];
      } else if (T.hasFixedRank() && T.Prefix.empty()) {
        It.Rows = It.Cols = Dim::constant(1);
      }
    }
    Items.push_back(std::move(It));
  }
  if (!sf::fill(C.S, A[0].Arr.Shape, Items, C.R))
    return RuleValue();
  return A[0];
}

/// The array unchanged after checking that dim (or each dim of a list) is
/// one of its axes (softmax, cumsum, flip, roll).
RuleValue sameDim(BuiltinCtx &C, Args A) {
  ShapeTerm T = C.S.resolve(A[0].Arr.Shape);
  for (const Dim &D : dimsOf(A[1]))
    if (auto Axis = D.asConstant())
      if (!sf::locateAxis(C.S, C.R, C.Op, T, *Axis))
        return RuleValue();
  return A[0];
}

/// checked(x, checks...): x, once the other arguments (shape expressions
/// evaluated for their errors: an in-place write's value against the
/// indexed part) have been evaluated; unknown if one reported an error, so
/// that one mistake gives one error.
RuleValue checked(BuiltinCtx &C, Args A) {
  return C.ArgsReported ? RuleValue() : A[0];
}

/// resized(x, dim, size?): x with axis dim of the given size; none (or an
/// unknown size) makes it unknown, `_`, never guessed (repeat_interleave's
/// tensor repeats, masked_select's count).
RuleValue resized(BuiltinCtx &C, Args A) {
  auto Axis = constInt(A[1]);
  if (!Axis)
    return RuleValue();
  ShapeTerm T = C.S.resolve(A[0].Arr.Shape);
  auto Pos = sf::locateAxis(C.S, C.R, C.Op, T, *Axis);
  if (!Pos)
    return RuleValue();
  Dim New = A[2].is(RuleValue::Int) ? sf::plain(A[2].IntV) : Dim::dynamic();
  if (!New.isDynamic() && !sf::checkArith(C.S, C.R, C.Op, New, "the size"))
    return RuleValue();
  if (auto K = New.asConstant(); K && *K < 0) {
    sf::fail(C.S, CheckId::InvalidSize, C.R, C.Op,
             "the size of dim " + std::to_string(*Axis) + " would be " +
                 std::to_string(*K));
    return RuleValue();
  }
  if (!Pos->known()) // behind a variadic segment: which axis is unknown
    return RuleValue::array(A[0].Arr.withShape(C.S.dynamicShape()));
  sf::dimAt(T, *Pos) = New;
  return RuleValue::array(A[0].Arr.withShape(T));
}

RuleValue where(BuiltinCtx &C, Args A) {
  std::vector<ShapeTerm> Shapes{A[0].Arr.Shape, A[1].Arr.Shape, A[2].Arr.Shape};
  return arrayResult(sf::broadcast(C.S, Shapes, C.R, C.Op),
                     promote2(C.S, A[1], A[2]));
}

//===--- Linear algebra
//------------------------------------------------------===//

template <std::optional<ShapeTerm> (*F)(Solver &, const ShapeTerm &,
                                        const ShapeTerm &, const Reason &,
                                        llvm::StringRef)>
RuleValue product(BuiltinCtx &C, Args A) {
  return arrayResult(F(C.S, A[0].Arr.Shape, A[1].Arr.Shape, C.R, C.Op),
                     promote2(C.S, A[0], A[1]));
}

RuleValue linear(BuiltinCtx &C, Args A) {
  const ShapeTerm *Bias =
      A.size() > 2 && A[2].is(RuleValue::Array) ? &A[2].Arr.Shape : nullptr;
  return arrayResult(
      sf::linear(C.S, A[0].Arr.Shape, A[1].Arr.Shape, Bias, C.R, C.Op),
      promote2(C.S, A[0], A[1]));
}

RuleValue einsum(BuiltinCtx &C, Args A) {
  std::vector<ShapeTerm> Ops;
  std::vector<const RuleValue *> Vs;
  for (const RuleValue &V : A[1].Items) {
    Ops.push_back(V.Arr.Shape);
    Vs.push_back(&V);
  }
  return arrayResult(sf::einsum(C.S, A[0].Name, Ops, C.R, C.Op),
                     promoteValues(C.S, Vs));
}

//===--- Reductions
//----------------------------------------------------------===//

RuleValue reduce(BuiltinCtx &C, Args A) {
  std::vector<int64_t> Axes;
  if (A.size() > 1 && !A[1].is(RuleValue::None)) {
    auto Cs = constInts(A[1]);
    if (!Cs)
      return RuleValue();
    Axes = *Cs;
  }
  bool Keep = A.size() > 2 && A[2].is(RuleValue::Bool) && A[2].BoolV;
  return arrayResult(sf::reduce(C.S, A[0].Arr.Shape, Axes, Keep, C.R, C.Op),
                     A[0].Arr);
}

//===--- Reshapes
//--------------------------------------------------------------===//

RuleValue reshape(BuiltinCtx &C, Args A) {
  return arrayResult(sf::reshape(C.S, A[0].Arr.Shape, dimsOf(A[1]), C.R, C.Op),
                     A[0].Arr);
}

RuleValue flatten(BuiltinCtx &C, Args A) {
  std::optional<int64_t> Start = int64_t(0), End = int64_t(-1);
  if (A.size() > 1 && !A[1].is(RuleValue::None))
    Start = constInt(A[1]);
  if (A.size() > 2 && !A[2].is(RuleValue::None))
    End = constInt(A[2]);
  if (!Start || !End)
    return RuleValue();
  return arrayResult(sf::flatten(C.S, A[0].Arr.Shape, *Start, *End, C.R, C.Op),
                     A[0].Arr);
}

RuleValue unflatten(BuiltinCtx &C, Args A) {
  auto Axis = constInt(A[1]);
  if (!Axis)
    return RuleValue();
  return arrayResult(
      sf::unflatten(C.S, A[0].Arr.Shape, *Axis, dimsOf(A[2]), C.R, C.Op),
      A[0].Arr);
}

//===--- Permutations
//----------------------------------------------------------===//

RuleValue permute(BuiltinCtx &C, Args A) {
  if (A.size() < 2) // NumPy's transpose(x): the axes reversed
    return arrayResult(sf::reverseAxes(C.S, A[0].Arr.Shape, C.R, C.Op),
                       A[0].Arr.Dtype);
  auto Perm = constInts(A[1]);
  if (!Perm)
    return RuleValue();
  return arrayResult(sf::permute(C.S, A[0].Arr.Shape, *Perm, C.R, C.Op),
                     A[0].Arr);
}

RuleValue transpose(BuiltinCtx &C, Args A) {
  auto D0 = constInt(A[1]), D1 = constInt(A[2]);
  if (!D0 || !D1)
    return RuleValue();
  return arrayResult(sf::transpose(C.S, A[0].Arr.Shape, *D0, *D1, C.R, C.Op),
                     A[0].Arr);
}

RuleValue t(BuiltinCtx &C, Args A) {
  return arrayResult(sf::transpose2d(C.S, A[0].Arr.Shape, C.R, C.Op), A[0].Arr);
}

RuleValue movedim(BuiltinCtx &C, Args A) {
  auto Src = constInts(A[1]), Dst = constInts(A[2]);
  if (!Src || !Dst)
    return RuleValue();
  return arrayResult(sf::moveAxes(C.S, A[0].Arr.Shape, *Src, *Dst, C.R, C.Op),
                     A[0].Arr);
}

//===--- Adding, removing, replicating axes
//------------------------------------===//

RuleValue squeeze(BuiltinCtx &C, Args A) {
  if (A.size() < 2 || A[1].is(RuleValue::None))
    return arrayResult(sf::squeezeAll(C.S, A[0].Arr.Shape, C.R, C.Op),
                       A[0].Arr);
  auto Axes = constInts(A[1]);
  if (!Axes)
    return RuleValue();
  return arrayResult(sf::squeeze(C.S, A[0].Arr.Shape, *Axes, C.R, C.Op),
                     A[0].Arr);
}

RuleValue unsqueeze(BuiltinCtx &C, Args A) {
  auto Axis = constInt(A[1]);
  if (!Axis)
    return RuleValue();
  return arrayResult(sf::unsqueeze(C.S, A[0].Arr.Shape, *Axis, C.R, C.Op),
                     A[0].Arr);
}

RuleValue expand(BuiltinCtx &C, Args A) {
  return arrayResult(sf::expand(C.S, A[0].Arr.Shape, dimsOf(A[1]), C.R, C.Op),
                     A[0].Arr);
}

RuleValue expandAs(BuiltinCtx &C, Args A) {
  ShapeTerm Target = C.S.resolve(A[1].Arr.Shape);
  if (!Target.hasFixedRank())
    return RuleValue();
  return arrayResult(
      sf::expand(C.S, A[0].Arr.Shape, sf::fixedDims(Target), C.R, C.Op),
      A[0].Arr);
}

RuleValue repeat(BuiltinCtx &C, Args A) {
  return arrayResult(sf::repeat(C.S, A[0].Arr.Shape, dimsOf(A[1]), C.R, C.Op),
                     A[0].Arr);
}

/// F.pad: pads (left, right) pairs apply from the last axis backwards.
RuleValue pad(BuiltinCtx &C, Args A) {
  std::vector<Dim> Pads = dimsOf(A[1]);
  ShapeTerm T = C.S.resolve(A[0].Arr.Shape);
  if (Pads.size() % 2) {
    sf::fail(C.S, CheckId::ShapeMismatch, C.R, C.Op,
             "the padding has an odd number of values (" +
                 std::to_string(Pads.size()) + ")");
    return RuleValue();
  }
  size_t N = Pads.size() / 2;
  if (T.knownRank() < N && T.hasFixedRank()) {
    sf::fail(C.S, CheckId::RankMismatch, C.R, C.Op,
             "padding " + std::to_string(N) + " axes of an array with " +
                 sf::rankStr(C.S, T),
             {T});
    return RuleValue();
  }
  for (size_t K = 1; K <= N; ++K) {
    const Dim &L = Pads[2 * (K - 1)], &Rt = Pads[2 * (K - 1) + 1];
    auto Old = sf::fromEnd(T, K);
    if (!Old || T.knownRank() < K)
      return RuleValue::array(A[0].Arr.withShape(C.S.dynamicShape()));
    Dim New = Old->isDynamic() || L.isDynamic() || Rt.isDynamic()
                  ? Dim::dynamic()
                  : Dim::expr(Old->E + L.E + Rt.E);
    llvm::SmallVectorImpl<Dim> &Dims = T.Var ? T.Suffix : T.Prefix;
    Dims[Dims.size() - K] = New;
  }
  return RuleValue::array(A[0].Arr.withShape(T));
}

//===--- Concatenation
//---------------------------------------------------------===//

template <std::optional<ShapeTerm> (*F)(Solver &, ArrayRef<ShapeTerm>, int64_t,
                                        const Reason &, llvm::StringRef)>
RuleValue combine(BuiltinCtx &C, Args A) {
  std::vector<ShapeTerm> Ins;
  std::vector<const RuleValue *> Vs;
  for (const RuleValue &V : A[0].Items) {
    Ins.push_back(V.Arr.Shape);
    Vs.push_back(&V);
  }
  std::optional<int64_t> Axis = int64_t(0);
  if (A.size() > 1 && !A[1].is(RuleValue::None))
    Axis = constInt(A[1]);
  if (!Axis)
    return RuleValue();
  return arrayResult(F(C.S, Ins, *Axis, C.R, C.Op), promoteValues(C.S, Vs));
}

//===--- Integer queries
//-------------------------------------------------------===//

RuleValue size(BuiltinCtx &C, Args A) {
  auto Axis = constInt(A[1]);
  if (!Axis)
    return RuleValue::integer(Dim::dynamic());
  ShapeTerm T = C.S.resolve(A[0].Arr.Shape);
  auto Pos = sf::locateAxis(C.S, C.R, C.Op, T, *Axis);
  if (!Pos)
    return RuleValue();
  if (!Pos->known())
    return RuleValue::integer(Dim::dynamic());
  return RuleValue::integer(sf::plain(sf::dimAt(T, *Pos)));
}

RuleValue sizes(BuiltinCtx &C, Args A) {
  ShapeTerm T = C.S.resolve(A[0].Arr.Shape);
  if (!T.hasFixedRank())
    return RuleValue();
  std::vector<Dim> Ds;
  for (const Dim &D : T.Prefix)
    Ds.push_back(sf::plain(D));
  return RuleValue::ints(std::move(Ds));
}

RuleValue dim(BuiltinCtx &C, Args A) {
  ShapeTerm T = C.S.resolve(A[0].Arr.Shape);
  if (!T.hasFixedRank())
    return RuleValue::integer(Dim::dynamic());
  return RuleValue::integer(int64_t(T.Prefix.size()));
}

RuleValue numel(BuiltinCtx &C, Args A) {
  ShapeTerm T = C.S.resolve(A[0].Arr.Shape);
  if (!T.hasFixedRank())
    return RuleValue::integer(Dim::dynamic());
  Dim P = sf::product(T.Prefix);
  if (!sf::checkArith(C.S, C.R, C.Op, P, "the number of elements"))
    return RuleValue();
  return RuleValue::integer(P);
}

/// sublist(l, start, len?): the items of an int list or a list from
/// `start` on, `len` of them or all the rest (c10::ArrayRef::slice). A
/// list of unknown length, an unknown bound or one past the end (an
/// assertion at run time) gives an unknown result.
RuleValue sublist(BuiltinCtx &C, Args A) {
  const RuleValue &L = A[0];
  bool IsInts = L.is(RuleValue::Ints);
  if ((!IsInts && !L.is(RuleValue::List) && !L.is(RuleValue::Tuple)) || L.Open)
    return RuleValue();
  int64_t N = int64_t(IsInts ? L.IntsV.size() : L.Items.size());
  auto Start = constInt(A[1]);
  std::optional<int64_t> Len = N - Start.value_or(0);
  if (A.size() > 2 && !A[2].is(RuleValue::None))
    Len = constInt(A[2]);
  if (!Start || !Len || *Start < 0 || *Len < 0 || *Start + *Len > N)
    return RuleValue();
  RuleValue Out = L;
  if (IsInts)
    Out.IntsV.assign(L.IntsV.begin() + *Start, L.IntsV.begin() + *Start + *Len);
  else
    Out.Items.assign(L.Items.begin() + *Start, L.Items.begin() + *Start + *Len);
  return Out;
}

/// `length(l)`: the number of items of a list of known length, or of an
/// int list (a Sequential's modules: `size()`); unknown otherwise.
RuleValue length(BuiltinCtx &C, Args A) {
  const RuleValue &L = A[0];
  if (L.is(RuleValue::Ints))
    return RuleValue::integer(int64_t(L.IntsV.size()));
  if ((L.is(RuleValue::List) || L.is(RuleValue::Tuple)) && !L.Open)
    return RuleValue::integer(int64_t(L.Items.size()));
  return RuleValue();
}

//===--- Factories
//-------------------------------------------------------------===//

/// The shape of torch::tensor's (nested) initializer list.
bool literalShape(const RuleValue &V, ShapeTerm &T, DtypeSet &D,
                  unsigned Depth) {
  if (Depth > 32)
    return false;
  switch (V.K) {
  case RuleValue::Int:
    D = DtypeSet::of(ScalarType::Int64);
    return true;
  case RuleValue::Bool:
    D = DtypeSet::of(ScalarType::Bool);
    return true;
  case RuleValue::Scalar:
    D = DtypeSet::of(ScalarType::Float32);
    return true;
  case RuleValue::Ints:
    T.Prefix.push_back(Dim::constant(int64_t(V.IntsV.size())));
    D = DtypeSet::of(ScalarType::Int64);
    return true;
  case RuleValue::List:
    T.Prefix.push_back(Dim::constant(int64_t(V.Items.size())));
    if (V.Items.empty()) {
      D = DtypeSet::of(ScalarType::Float32);
      return true;
    }
    return literalShape(V.Items[0], T, D, Depth + 1);
  default:
    return false;
  }
}

RuleValue tensorFrom(BuiltinCtx &C, Args A) {
  ShapeTerm T;
  DtypeSet D = DtypeSet::any();
  if (!literalShape(A[0], T, D, 0))
    return RuleValue();
  return RuleValue::array(ArrayType{T, D});
}

/// arange(end) / arange(start, end[, step]): ceil((end - start) / step).
RuleValue arange(BuiltinCtx &C, Args A) {
  Dim Start = Dim::constant(0), End = A[0].IntV, Step = Dim::constant(1);
  if (A.size() > 1 && A[1].is(RuleValue::Int)) {
    Start = A[0].IntV;
    End = A[1].IntV;
  }
  if (A.size() > 2 && A[2].is(RuleValue::Int))
    Step = A[2].IntV;
  DtypeSet D = DtypeSet::of(ScalarType::Int64);
  if (Start.isDynamic() || End.isDynamic() || Step.isDynamic())
    return RuleValue::array(ArrayType{ShapeTerm::fixed({Dim::dynamic()}), D});
  auto S = Step.asConstant();
  if (!S)
    return RuleValue::array(ArrayType{ShapeTerm::fixed({Dim::dynamic()}), D});
  if (*S == 0) {
    sf::fail(C.S, CheckId::InvalidSize, C.R, C.Op, "the step must not be zero");
    return RuleValue();
  }
  DimExpr Span = C.S.resolve(End.E) - C.S.resolve(Start.E);
  // ceil(span / s) = (span + s - 1) // s for s > 0, (span + s + 1) // s
  // for s < 0.
  DimExpr Adj = DimExpr::constant(*S > 0 ? *S - 1 : *S + 1);
  DimExpr N = (Span + Adj).floorDiv(DimExpr::constant(*S));
  Dim Len = Dim::expr(N);
  if (!sf::checkArith(C.S, C.R, C.Op, Len, "the length"))
    return RuleValue();
  if (auto K = Len.asConstant(); K && *K < 0) {
    sf::fail(C.S, CheckId::InvalidSize, C.R, C.Op,
             "the range is empty in the wrong direction (length " +
                 std::to_string(*K) + ")");
    return RuleValue();
  }
  return RuleValue::array(ArrayType{ShapeTerm::fixed({Len}), D});
}

const Builtin Table[] = {
    {"same", 1, 1, "a", same, "the argument itself (shape and dtype)"},
    {"is_none", 1, 1, "*", isNone,
     "true for none (an option left unset), false for a known value"},
    {"equal", 2, 2, "* *", equal,
     "whether two known strings, ints or bools are the same (else unknown)"},
    {"differ", 2, 2, "* *", differ,
     "whether two known strings, ints or bools differ (else unknown)"},
    {"like", 2, 2, "a a", like,
     "the shape of the 2nd with the dtype of the 1st"},
    {"astype", 2, 2, "a d?", astype,
     "the array with the given dtype (none: unchanged)"},
    {"broadcast", 1, Variadic, "a", broadcastFn,
     "numpy broadcasting of the arguments; promoted dtype"},
    {"inplace", 2, Variadic, "a", inplace,
     "inplace(target, others...): others broadcast into target's shape"},
    {"same_dim", 2, 2, "a I", sameDim,
     "same_dim(x, dims): x, after checking each dim against its rank"},
    {"checked", 1, Variadic, "a *", checked,
     "checked(x, checks...): x, after evaluating the checks for errors"},
    {"resized", 3, 3, "a i i?", resized,
     "resized(x, dim, size?): x with axis dim of that size (none: unknown)"},
    {"filled", 2, 2, "a *", filled,
     "filled(target, items): a 2-d target filled row by row with scalars "
     "and blocks (Eigen's comma initializer)"},
    {"assigned", 2, 2, "a a", assigned,
     "assigned(target, value): value has the target's shape (a vector "
     "either way)"},
    {"where", 3, 3, "a a a", where,
     "broadcast(cond, a, b) with the dtype of a and b"},
    {"matmul", 2, 2, "a a", product<sf::matmul>,
     "numpy/torch matmul (1-d, 2-d, batched)"},
    {"mm", 2, 2, "a a", product<sf::mm>, "[n k] x [k m] -> [n m]"},
    {"bmm", 2, 2, "a a", product<sf::bmm>, "[b n k] x [b k m] -> [b n m]"},
    {"mv", 2, 2, "a a", product<sf::mv>, "[n k] x [k] -> [n]"},
    {"dot", 2, 2, "a a", product<sf::dot>, "[k] x [k] -> []"},
    {"outer", 2, 2, "a a", product<sf::outer>, "[n] x [m] -> [n m]"},
    {"linear", 2, 3, "a a a?", linear,
     "F.linear(x [* in], w [out in], b [out]?) -> [* out]"},
    {"einsum", 2, 2, "s l", einsum, "einsum(equation, operands)"},
    {"reduce", 1, 3, "a I? b?", reduce,
     "reduce(x, dims (none or {}: all), keepdim)"},
    {"reshape", 2, 2, "a I", reshape, "reshape(x, sizes) with one -1"},
    {"flatten", 1, 3, "a i? i?", flatten,
     "flatten(x, start_dim = 0, end_dim = -1)"},
    {"unflatten", 3, 3, "a i I", unflatten, "unflatten(x, dim, sizes)"},
    {"permute", 1, 2, "a I?", permute,
     "permute(x, dims?): without dims, the axes reversed"},
    {"transpose", 3, 3, "a i i", transpose, "transpose(x, dim0, dim1)"},
    {"t", 1, 1, "a", t, "t(x): 0-d and 1-d unchanged, 2-d transposed"},
    {"movedim", 3, 3, "a I I", movedim, "movedim(x, source, destination)"},
    {"squeeze", 1, 2, "a I?", squeeze,
     "squeeze(x, dims?) drops axes of size 1"},
    {"unsqueeze", 2, 2, "a i", unsqueeze,
     "unsqueeze(x, dim) inserts an axis of size 1"},
    {"expand", 2, 2, "a I", expand, "expand(x, sizes) with -1 keeping an axis"},
    {"expand_as", 2, 2, "a a", expandAs, "expand(x, sizes of other)"},
    {"repeat", 2, 2, "a I", repeat, "repeat(x, repeats)"},
    {"pad", 2, 2, "a I", pad,
     "F.pad(x, (left, right, ...)) from the last axis"},
    {"cat", 1, 2, "l i?", combine<sf::concat>, "cat(tensors, dim = 0)"},
    {"stack", 1, 2, "l i?", combine<sf::stack>, "stack(tensors, dim = 0)"},
    {"size", 2, 2, "a i", size, "the size of an axis (an int result)"},
    {"sizes", 1, 1, "a", sizes, "all sizes (an int list result)"},
    {"dim", 1, 1, "a", dim, "the rank (an int result)"},
    {"numel", 1, 1, "a", numel, "the number of elements (an int result)"},
    {"length", 1, 1, "*", length,
     "the number of items of a list of known length (else unknown)"},
    {"sublist", 2, 3, "* i i?", sublist,
     "sublist(list, start, len?): len items (or the rest) from start"},
    {"tensor_from", 1, 1, "*", tensorFrom,
     "the shape of a (nested) literal list"},
    {"arange", 1, 3, "i i? i?", arange,
     "arange(end) or arange(start, end, step?)"},
};

} // namespace

ArrayRef<Builtin> rules::shapeBuiltins() { return Table; }
