//===- BuiltinsNN.cpp - Convolution, pooling, recurrent layers, chains ----===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Builtins for neural-network layers: conv / conv_transpose with a weight
// (functional forms) and conv_weight (the weight an nn::Conv module makes
// from its options), pooling, adaptive pooling, the outputs of RNN / LSTM /
// GRU, and chain (nn::Sequential: modules applied in order).
//
//===----------------------------------------------------------------------===//
#include "Rules/Builtins.h"
#include "Rules/RuleSet.h"
#include "ShapeFns/Conv.h"
#include "ShapeFns/Support.h"
#include <cmath>

using namespace shapecheck;
using namespace shapecheck::rules;
namespace sf = shapecheck::shapefns;
using llvm::ArrayRef;

namespace {

using Args = ArrayRef<RuleValue>;

llvm::SmallVector<Dim, 3> dims3(const RuleValue &V) {
  std::vector<Dim> Ds = dimsOf(V);
  return llvm::SmallVector<Dim, 3>(Ds.begin(), Ds.end());
}

DtypeSet floatSet() { return *DtypeSet::fromCategory("Float"); }

/// Reads stride, padding (an int list or "same" / "valid"), dilation and
/// groups from Args[First..].
bool convOptions(BuiltinCtx &C, Args A, size_t First, sf::ConvOptions &O) {
  O.Stride = dims3(A[First]);
  const RuleValue &Pad = A[First + 1];
  if (Pad.is(RuleValue::Str)) {
    if (Pad.Name == "same")
      O.Mode = sf::PaddingMode::Same;
    else if (Pad.Name == "valid")
      O.Mode = sf::PaddingMode::Valid;
    else
      return false;
  } else if (Pad.is(RuleValue::Int) || Pad.is(RuleValue::Ints)) {
    O.Padding = dims3(Pad);
  } else if (!Pad.is(RuleValue::None)) {
    return false;
  }
  O.Dilation = dims3(A[First + 2]);
  if (A.size() > First + 3 && !A[First + 3].is(RuleValue::None)) {
    auto G = constInt(A[First + 3]);
    if (!G)
      return false;
    O.Groups = *G;
  }
  return true;
}

/// conv(x, weight, bias?, stride, padding, dilation, groups?)
RuleValue conv(BuiltinCtx &C, Args A) {
  ShapeTerm W = C.S.resolve(A[1].Arr.Shape);
  if (!W.hasFixedRank() || W.Prefix.size() < 3)
    return RuleValue();
  sf::ConvOptions O;
  O.SpatialDims = unsigned(W.Prefix.size() - 2);
  if (!convOptions(C, A, 3, O))
    return RuleValue();
  const ShapeTerm *Bias = A[2].is(RuleValue::Array) ? &A[2].Arr.Shape : nullptr;
  return arrayResult(sf::conv(C.S, A[0].Arr.Shape, W, Bias, O, C.R, C.Op),
                     A[0].Arr);
}

/// conv_transpose(x, weight, bias?, stride, padding, output_padding,
/// groups, dilation) -- PyTorch's argument order.
RuleValue convTranspose(BuiltinCtx &C, Args A) {
  ShapeTerm W = C.S.resolve(A[1].Arr.Shape);
  if (!W.hasFixedRank() || W.Prefix.size() < 3)
    return RuleValue();
  sf::ConvOptions O;
  O.SpatialDims = unsigned(W.Prefix.size() - 2);
  O.Transposed = true;
  O.Stride = dims3(A[3]);
  O.Padding = dims3(A[4]);
  O.OutputPadding = dims3(A[5]);
  if (!A[6].is(RuleValue::None)) {
    auto G = constInt(A[6]);
    if (!G)
      return RuleValue();
    O.Groups = *G;
  }
  if (A.size() > 7)
    O.Dilation = dims3(A[7]);
  const ShapeTerm *Bias = A[2].is(RuleValue::Array) ? &A[2].Arr.Shape : nullptr;
  return arrayResult(sf::conv(C.S, A[0].Arr.Shape, W, Bias, O, C.R, C.Op),
                     A[0].Arr);
}

/// conv_weight(in, out, kernel, groups?, transposed?)
RuleValue convWeight(BuiltinCtx &C, Args A) {
  int64_t Groups = 1;
  if (A.size() > 3 && !A[3].is(RuleValue::None)) {
    auto G = constInt(A[3]);
    if (!G)
      return RuleValue();
    Groups = *G;
  }
  bool Transposed = A.size() > 4 && A[4].is(RuleValue::Bool) && A[4].BoolV;
  std::vector<Dim> Kernel = dimsOf(A[2]);
  return arrayResult(sf::convWeight(C.S, A[0].IntV, A[1].IntV, Kernel, Groups,
                                    Transposed, C.R, C.Op),
                     floatSet());
}

/// pool(x, kernel, stride?, padding?, dilation?, ceil_mode?)
RuleValue pool(BuiltinCtx &C, Args A) {
  sf::PoolOptions O;
  O.Kernel = dims3(A[1]);
  if (O.Kernel.empty())
    return RuleValue();
  O.SpatialDims = unsigned(O.Kernel.size());
  if (A.size() > 2 && !A[2].is(RuleValue::None))
    O.Stride = dims3(A[2]);
  if (A.size() > 3 && !A[3].is(RuleValue::None))
    O.Padding = dims3(A[3]);
  if (A.size() > 4 && !A[4].is(RuleValue::None))
    O.Dilation = dims3(A[4]);
  O.CeilMode = A.size() > 5 && A[5].is(RuleValue::Bool) && A[5].BoolV;
  return arrayResult(sf::pool(C.S, A[0].Arr.Shape, O, C.R, C.Op), A[0].Arr);
}

/// adaptive_pool(x, output_size): output_size has one entry per spatial
/// axis; a Dynamic entry (c10::nullopt) keeps the input's size.
RuleValue adaptivePool(BuiltinCtx &C, Args A) {
  std::vector<Dim> Out = dimsOf(A[1]);
  if (Out.empty())
    return RuleValue();
  std::vector<std::optional<Dim>> Sizes;
  for (const Dim &D : Out)
    Sizes.push_back(D.isDynamic() ? std::nullopt : std::optional<Dim>(D));
  return arrayResult(sf::adaptivePool(C.S, A[0].Arr.Shape,
                                      unsigned(Sizes.size()), Sizes, C.R, C.Op),
                     A[0].Arr);
}

/// floor(In * Scale) as LibTorch computes an interpolated size (in double
/// precision); Dynamic unless Scale is a dyadic fraction p / 2^k, for which
/// the double product is exact: (In * p) // 2^k.
Dim scaledSize(const Dim &In, std::optional<double> Scale) {
  if (In.isDynamic() || !Scale || !std::isfinite(*Scale) || *Scale <= 0)
    return Dim::dynamic();
  double M = *Scale;
  int64_t Q = 1;
  for (int K = 0; K < 20 && M != std::floor(M); ++K) {
    M *= 2;
    Q *= 2;
  }
  if (M != std::floor(M) || M > double(int64_t(1) << 31))
    return Dim::dynamic();
  DimExpr Out =
      (In.E * DimExpr::constant(int64_t(M))).floorDiv(DimExpr::constant(Q));
  return Dim::expr(Out);
}

/// interpolate(x, size?, scale_factor?): F::interpolate / nn::Upsample.
/// x is [N C *spatial] with 1 to 3 spatial axes; size (one entry per
/// spatial axis) gives them, or else scale_factor (one double per axis)
/// scales them, floor(in * s). Neither known: unknown.
RuleValue interpolate(BuiltinCtx &C, Args A) {
  ShapeTerm T = C.S.resolve(A[0].Arr.Shape);
  if (!T.hasFixedRank())
    return RuleValue();
  size_t Rank = T.Prefix.size();
  if (Rank < 3 || Rank > 5) {
    sf::fail(C.S, CheckId::RankMismatch, C.R, C.Op,
             "the input must have 3, 4 or 5 axes (batch, channels and 1 to 3 "
             "spatial axes), but has " +
                 sf::rankStr(C.S, T),
             {T});
    return RuleValue();
  }
  size_t Spatial = Rank - 2;
  std::vector<Dim> Out;
  auto CheckCount = [&](size_t N, llvm::StringRef What) {
    if (N == Spatial)
      return true;
    sf::fail(C.S, CheckId::RankMismatch, C.R, C.Op,
             "the " + What.str() + " has " + std::to_string(N) +
                 " entries, but the input " + C.S.str(T) + " has " +
                 std::to_string(Spatial) + " spatial axes",
             {T});
    return false;
  };
  if (A[1].is(RuleValue::Ints)) {
    if (!CheckCount(A[1].IntsV.size(), "size"))
      return RuleValue();
    Out = A[1].IntsV;
  } else if (A[2].is(RuleValue::List) || A[2].is(RuleValue::Ints)) {
    std::vector<std::optional<double>> Scales;
    if (A[2].is(RuleValue::Ints)) {
      for (const Dim &D : A[2].IntsV)
        Scales.push_back(D.asConstant()
                             ? std::optional<double>(double(*D.asConstant()))
                             : std::nullopt);
    } else {
      for (const RuleValue &V : A[2].Items)
        Scales.push_back(V.is(RuleValue::Scalar) ? V.FloatV : std::nullopt);
    }
    if (!CheckCount(Scales.size(), "scale_factor"))
      return RuleValue();
    for (size_t I = 0; I < Spatial; ++I) {
      Dim D = scaledSize(sf::plain(T.Prefix[I + 2]), Scales[I]);
      if (!D.isDynamic() &&
          !sf::checkArith(C.S, C.R, C.Op, D, "the interpolated size"))
        return RuleValue();
      Out.push_back(D);
    }
  } else {
    return RuleValue();
  }
  for (const Dim &D : Out)
    if (auto K = D.asConstant(); K && *K <= 0) {
      sf::fail(C.S, CheckId::InvalidSize, C.R, C.Op,
               "the output size " + std::to_string(*K) +
                   " must be greater than 0");
      return RuleValue();
    }
  ShapeTerm R;
  R.Prefix.push_back(sf::plain(T.Prefix[0]));
  R.Prefix.push_back(sf::plain(T.Prefix[1]));
  R.Prefix.append(Out.begin(), Out.end());
  return RuleValue::array(A[0].Arr.withShape(R));
}

//===--- Recurrent layers
//--------------------------------------------------===//

/// The input of an RNN: [T B F] (batch_first: [B T F]) or unbatched [T F].
struct RnnInput {
  ShapeTerm T;
  bool Batched = true;
  Dim Seq, Batch;
};

/// BatchFirst: nullopt when not known; then the batch and sequence axes
/// are not told apart (Seq and Batch stay dynamic).
std::optional<RnnInput> rnnInput(BuiltinCtx &C, const RuleValue &X,
                                 const Dim &InputSize,
                                 std::optional<bool> BatchFirst) {
  RnnInput In;
  In.T = C.S.resolve(X.Arr.Shape);
  if (!In.T.hasFixedRank())
    return std::nullopt;
  size_t Rank = In.T.Prefix.size();
  if (Rank != 2 && Rank != 3) {
    sf::fail(C.S, CheckId::RankMismatch, C.R, C.Op,
             "the input must have 2 (unbatched) or 3 axes, but has " +
                 sf::rankStr(C.S, In.T),
             {In.T});
    return std::nullopt;
  }
  In.Batched = Rank == 3;
  if (!sf::requireEqual(C.S, C.R, C.Op, In.T.Prefix.back(),
                        "the input's feature axis (" +
                            sf::sizeStr(C.S, In.T.Prefix.back()) + ")",
                        InputSize, "input_size"))
    return std::nullopt;
  if (In.Batched) {
    if (BatchFirst) {
      In.Seq = In.T.Prefix[*BatchFirst ? 1 : 0];
      In.Batch = In.T.Prefix[*BatchFirst ? 0 : 1];
    } else {
      In.Seq = In.Batch = Dim::dynamic();
    }
  } else {
    In.Seq = In.T.Prefix[0];
  }
  return In;
}

Dim times(int64_t K, const Dim &D) {
  return D.isDynamic() ? D : Dim::expr(DimExpr::constant(K) * D.E);
}

/// An optional bool argument: nullopt when it is none (not known).
static std::optional<bool> maybeBool(const RuleValue &V) {
  if (V.is(RuleValue::Bool))
    return V.BoolV;
  return std::nullopt;
}

/// rnn_output(x, input_size, hidden_size, bidirectional, batch_first): the
/// input with its feature axis replaced, in the input's own axis order, so
/// the same whether batch_first is known or not.
RuleValue rnnOutput(BuiltinCtx &C, Args A) {
  bool Bi = A[3].BoolV;
  auto In = rnnInput(C, A[0], A[1].IntV, maybeBool(A[4]));
  if (!In)
    return RuleValue();
  Dim Feat = times(Bi ? 2 : 1, A[2].IntV);
  ShapeTerm Out = In->T;
  Out.Prefix.back() = Feat;
  sf::clearBcast(Out);
  return RuleValue::array(A[0].Arr.withShape(Out));
}

/// rnn_state(x, hidden_size, num_layers, bidirectional, batch_first): the
/// shape of h_n (and c_n): [D*num_layers B hidden] or unbatched
/// [D*num_layers hidden]. With batch_first not known, B is the input's
/// first or second axis: known only when the two are the same size.
RuleValue rnnState(BuiltinCtx &C, Args A) {
  ShapeTerm T = C.S.resolve(A[0].Arr.Shape);
  if (!T.hasFixedRank() || (T.Prefix.size() != 2 && T.Prefix.size() != 3))
    return RuleValue();
  bool Bi = A[3].BoolV;
  std::optional<bool> BatchFirst = maybeBool(A[4]);
  Dim Layers = times(Bi ? 2 : 1, A[2].IntV);
  ShapeTerm Out;
  Out.Prefix.push_back(Layers);
  if (T.Prefix.size() == 3 && BatchFirst)
    Out.Prefix.push_back(sf::plain(T.Prefix[*BatchFirst ? 0 : 1]));
  else if (T.Prefix.size() == 3)
    Out.Prefix.push_back(C.S.provablyEqual(T.Prefix[0], T.Prefix[1])
                             ? sf::plain(T.Prefix[0])
                             : Dim::dynamic());
  Out.Prefix.push_back(A[1].IntV);
  return RuleValue::array(A[0].Arr.withShape(Out));
}

/// rnn_state_checked(x, hx, hidden_size, num_layers, bidirectional,
/// batch_first): rnn_state, after checking the initial state given (an
/// array, or LSTM's (h0, c0) tuple) against it.
RuleValue rnnStateChecked(BuiltinCtx &C, Args A) {
  std::vector<RuleValue> StateArgs = {A[0], A[2], A[3], A[4], A[5]};
  RuleValue Want = rnnState(C, StateArgs);
  if (!Want.is(RuleValue::Array))
    return Want;
  std::vector<const RuleValue *> Given;
  if (A[1].is(RuleValue::Array))
    Given.push_back(&A[1]);
  else if (A[1].is(RuleValue::Tuple))
    for (const RuleValue &I : A[1].Items)
      if (I.is(RuleValue::Array))
        Given.push_back(&I);
  for (size_t I = 0; I < Given.size(); ++I) {
    Reason R = C.R;
    R.Loc = C.Call.argLoc(1);
    R.Context = ReasonDesc::rnnState(C.Call.name(), I == 0 ? 0 : 1);
    R.Expected = ReasonDesc::of(ReasonDesc::Kind::ModuleState);
    C.S.unifyShape(Want.Arr.Shape, Given[I]->Arr.Shape, R);
  }
  return Want;
}

/// M's forward applied to X, or nullopt when it is unknown.
static std::optional<RuleValue> applyModule(BuiltinCtx &C, const RuleValue &M,
                                            const RuleValue &X) {
  RuleCall Call = C.Call;
  Call.Object = M;
  Call.Args = {X};
  Call.ArgLocs = {C.Call.Loc};
  std::optional<RuleValue> Next;
  if (M.is(RuleValue::Module)) // m(x): the pack's `module_method`
    Next = C.Rules.callModule(M, "operator()", Call, C.S);
  if (!Next && C.Rules.ForeignModule)
    Next = C.Rules.ForeignModule(M, X, Call, C.S);
  if (!Next || Next->is(RuleValue::Unknown))
    return std::nullopt;
  return Next;
}

/// X's shape of fixed rank with every size that a unification could still
/// bind (a flexible variable, an unknown size; with Kind Flexible also a
/// value only the run knows) replaced by a fresh variable of Kind. A rigid
/// copy: a trial on it binds nothing of X, and what holds for it holds for
/// any size X's axes take. A flexible copy: a trial binds only the copies.
/// None for a shape of unknown rank.
static std::optional<ShapeTerm> freshCopy(Solver &S, const RuleValue &X,
                                          VarKind Kind) {
  if (!X.is(RuleValue::Array))
    return std::nullopt;
  ShapeTerm T = S.resolve(X.Arr.Shape);
  if (T.Var)
    return std::nullopt;
  llvm::DenseMap<VarId, VarId> Fresh;
  auto Replaced = [&](VarId V) {
    return S.dimVarKind(V) != VarKind::Rigid ||
           (Kind == VarKind::Flexible && S.isUnknownValue(V));
  };
  ShapeTerm Out;
  for (const Dim &D : T.Prefix) {
    if (D.isDynamic()) {
      Out.Prefix.push_back(Dim::var(S.freshDimVar("", Kind, OriginId(0))));
      continue;
    }
    Dim C = D;
    C.E = D.E.substitute([&](VarId V) -> std::optional<DimExpr> {
      if (!Replaced(V))
        return std::nullopt;
      auto [It, New] = Fresh.try_emplace(V, 0);
      if (New)
        It->second = S.freshDimVar(S.dimVarName(V), Kind, OriginId(0));
      return DimExpr::var(It->second);
    });
    Out.Prefix.push_back(std::move(C));
  }
  return Out;
}

/// Whether the fixed-rank shapes A and B provably have the same sizes.
static bool sameSizes(Solver &S, const ShapeTerm &A0, const ShapeTerm &B0) {
  ShapeTerm A = S.resolve(A0), B = S.resolve(B0);
  if (A.Var || B.Var || A.Prefix.size() != B.Prefix.size())
    return false;
  for (size_t I = 0; I < A.Prefix.size(); ++I)
    if (!S.provablyEqual(A.Prefix[I], B.Prefix[I]))
      return false;
  return true;
}

/// A module like M, one of any number pushed in a loop of unknown count,
/// did not keep X's shape for every size of X's axes. Whether it fails on
/// X whatever X's unknown sizes are is tried on a copy of X whose sizes are
/// fresh flexible variables (a block that needs 16 channels binds the
/// copy's and does not fail). If it fails so, each such module fails at run
/// time: what went wrong is reported as a warning (the loop may push none),
/// with a note at the module.
static void reportRepeatedFailure(BuiltinCtx &C, const RuleValue &M,
                                  const RuleValue &X) {
  std::optional<ShapeTerm> Copy = freshCopy(C.S, X, VarKind::Flexible);
  if (!Copy)
    return;
  RuleValue Probe = X;
  Probe.Arr.Shape = *Copy;
  Solver::Trial T = C.S.beginTrial();
  applyModule(C, M, Probe);
  std::vector<Finding> Found(C.S.findings().begin() + T.Findings,
                             C.S.findings().end());
  C.S.dropTrial(T);
  for (Finding &F : Found) {
    F.Severity = Level::Warning;
    F.Message += "; it fails for each of the modules a loop of unknown "
                 "count pushes, if it pushes any";
    if (M.Loc.valid())
      F.Notes.push_back(DiagNote(M.Loc,
                                 "the module, one of any number pushed in a "
                                 "loop, is made here"));
    C.S.report(std::move(F));
  }
}

/// chain(modules, x): nn::Sequential's forward.
RuleValue chain(BuiltinCtx &C, Args A) {
  // The forward of an empty Sequential throws at run time: it returns
  // nothing, certainly not its input.
  if (A[0].Items.empty() && !A[0].Open)
    return RuleValue();
  RuleValue X = A[1];
  for (const RuleValue &M : A[0].Items) {
    std::optional<RuleValue> Next = applyModule(C, M, X);
    if (!Next)
      return RuleValue();
    X = std::move(*Next);
  }
  if (!A[0].Open)
    return X;
  // Any number of further modules, each like the Rest (blocks pushed in a
  // loop of unknown count): known when one of them keeps X's shape, as a
  // residual block does, so that any number of them does too. The trial
  // reports nothing (there may be no such module) and binds nothing.
  // The trial runs on a copy of X whose sizes are rigid, so that it binds
  // none of X's and holds whatever sizes they take.
  std::optional<ShapeTerm> Skolem;
  if (A[0].Rest.empty() || !(Skolem = freshCopy(C.S, X, VarKind::Rigid)))
    return RuleValue();
  RuleValue Probe = X;
  Probe.Arr.Shape = *Skolem;
  Solver::Trial T = C.S.beginTrial();
  std::optional<RuleValue> Once = applyModule(C, A[0].Rest[0], Probe);
  bool Failed = C.S.trialFailed(T);
  C.S.dropTrial(T);
  if (Failed) {
    reportRepeatedFailure(C, A[0].Rest[0], X);
    return RuleValue();
  }
  if (!Once || !Once->is(RuleValue::Array) ||
      !sameSizes(C.S, Once->Arr.Shape, *Skolem))
    return RuleValue();
  RuleValue Out = X;
  Out.Arr.Dtype = X.Arr.Dtype.join(Once->Arr.Dtype);
  // Then the modules known to come last, in order.
  for (const RuleValue &M : A[0].Tail) {
    std::optional<RuleValue> Next = applyModule(C, M, Out);
    if (!Next)
      return RuleValue();
    Out = std::move(*Next);
  }
  return Out;
}

/// appended(field, item): the call's object (a module) with item added at
/// the end of its list field (nn::Sequential's push_back); a module whose
/// method returns the module itself changes the object it is called on.
RuleValue appended(BuiltinCtx &C, Args A) {
  if (!C.Call.Object || !C.Call.Object->is(RuleValue::Module))
    return RuleValue();
  RuleValue M = *C.Call.Object;
  const RuleValue *L = M.field(A[0].Name);
  if (!L || !L->is(RuleValue::List) || A[1].is(RuleValue::Unknown))
    return RuleValue();
  RuleValue Items = *L;
  appendItem(C.S, Items, A[1]);
  M.setField(A[0].Name, std::move(Items));
  return M;
}

//===--- Data pipelines
//-------------------------------------------------------===//

/// V with Batch put before the axes of each of its arrays, in its tuples,
/// lists and fields too; unknown when an array's shape is.
static RuleValue withBatchAxis(const RuleValue &V, const Dim &Batch,
                               unsigned Depth = 0) {
  if (Depth > 16)
    return RuleValue();
  RuleValue Out = V;
  switch (V.K) {
  case RuleValue::Array:
    Out.Arr.Shape.Prefix.insert(Out.Arr.Shape.Prefix.begin(), Batch);
    return Out;
  case RuleValue::List:
  case RuleValue::Tuple:
    if (V.Open)
      return RuleValue();
    for (RuleValue &Item : Out.Items)
      Item = withBatchAxis(Item, Batch, Depth + 1);
    return Out;
  case RuleValue::Module:
  case RuleValue::Options:
    for (auto &[Name, Field] : Out.Fields)
      Field = withBatchAxis(Field, Batch, Depth + 1);
    return Out;
  case RuleValue::None:
    return Out;
  default:
    return RuleValue();
  }
}

/// stacked(x, count?, batch_size?, drop_last?): a batch of x's, every
/// array of x stacked along a new first axis (a data loader's batch of a
/// dataset's examples, LibTorch's transforms::Stack). The batch's size is
/// batch_size when every batch is full: the dataset's count of examples is
/// a multiple of it, or drop_last drops the short one. Otherwise it is one
/// size for all of x's arrays that only the run knows (the last batch may
/// be short): a condition on it is undecided, and an annotation states it.
RuleValue stacked(BuiltinCtx &C, Args A) {
  auto Known = [&](const RuleValue &V) -> std::optional<int64_t> {
    if (!V.is(RuleValue::Int) || V.IntV.isDynamic())
      return std::nullopt;
    return C.S.resolve(V.IntV.E).asConstant();
  };
  std::optional<int64_t> Count = Known(A[1]), Size = Known(A[2]);
  bool DropLast = A[3].is(RuleValue::Bool) && A[3].BoolV;
  if (Size && *Size > 0 && (DropLast || (Count && *Count % *Size == 0)))
    return withBatchAxis(A[0], Dim::constant(*Size));
  ReasonDesc What = ReasonDesc::of(ReasonDesc::Kind::DataSize);
  What.Callee = C.Call.name();
  VarId N = C.S.freshDimVar("batch", VarKind::Rigid,
                            C.S.addOrigin(Origin{C.R.Loc, std::move(What)}));
  return withBatchAxis(A[0], Dim::var(N));
}

/// mapped(x, t, method): what the transform module t's method (its
/// `example` or its `batch`, as the rules describe it) makes of x; unknown
/// when no rule describes it.
RuleValue mapped(BuiltinCtx &C, Args A) {
  if (!A[1].is(RuleValue::Module) || A[0].is(RuleValue::Unknown))
    return RuleValue();
  RuleCall Call = C.Call;
  Call.Object = A[1];
  Call.Args = {A[0]};
  Call.ArgLocs = {C.Call.Loc};
  std::optional<RuleValue> R = C.Rules.callModule(A[1], A[2].Name, Call, C.S);
  return R ? *R : RuleValue();
}

/// repeated(x): a list of any number of items like x (a data loader's
/// batches): a loop over it runs its body on x.
RuleValue repeated(BuiltinCtx &, Args A) {
  if (A[0].is(RuleValue::Unknown))
    return RuleValue();
  RuleValue L = RuleValue::list({});
  L.Open = true;
  L.Rest.push_back(A[0]);
  return L;
}

const Builtin Table[] = {
    {"conv", 6, 7, "a a a? I * I i?", conv,
     "conv(x, weight, bias?, stride, padding, dilation, groups?)"},
    {"conv_transpose", 7, 8, "a a a? I I I i? I", convTranspose,
     "conv_transpose(x, weight, bias?, stride, padding, output_padding, "
     "groups, dilation?)"},
    {"conv_weight", 3, 5, "i i I i? b?", convWeight,
     "conv_weight(in, out, kernel, groups?, transposed?): an nn::Conv weight"},
    {"stacked", 1, 4, "* * * *", stacked,
     "stacked(x, count?, batch_size?, drop_last?): x's arrays with a new "
     "first axis, a loader's batch of them"},
    {"mapped", 3, 3, "* * s", mapped,
     "mapped(x, transform, method): the transform's method applied to x"},
    {"repeated", 1, 1, "*", repeated,
     "repeated(x): a list of any number of items like x"},
    {"pool", 2, 6, "a I I? I? I? b?", pool,
     "pool(x, kernel, stride?, padding?, dilation?, ceil_mode?)"},
    {"adaptive_pool", 2, 2, "a I", adaptivePool,
     "adaptive_pool(x, output_size)"},
    {"interpolate", 3, 3, "a I? *", interpolate,
     "interpolate(x, size?, scale_factor?): [N C *size] or [N C "
     "floor(in*scale)]"},
    {"rnn_output", 5, 5, "a i i b b?", rnnOutput,
     "rnn_output(x, input_size, hidden_size, bidirectional, batch_first)"},
    {"rnn_state", 5, 5, "a i i b b?", rnnState,
     "rnn_state(x, hidden_size, num_layers, bidirectional, batch_first)"},
    {"rnn_state_checked", 6, 6, "a * i i b b?", rnnStateChecked,
     "rnn_state_checked(x, hx, hidden_size, num_layers, bidirectional, "
     "batch_first): rnn_state, hx checked against it"},
    {"chain", 2, 2, "m a", chain, "chain(modules, x): apply modules in order"},
    {"appended", 2, 2, "s *", appended,
     "appended(field, item): the module with item added to its list field"},
};

} // namespace

ArrayRef<Builtin> rules::nnBuiltins() { return Table; }
