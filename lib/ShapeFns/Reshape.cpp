//===- Reshape.cpp - reshape/view, flatten and unflatten ------------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// resolveSizes is the common core: it validates the requested sizes, finds
// the -1 and checks them against an element count. A common monomial
// factor of the two counts is cancelled first, so that [b 10] -> (b, 3, -1)
// is reported as "10 elements per 'b' are not divisible by 3".
//
//===----------------------------------------------------------------------===//
#include "ShapeFns/Reshape.h"
#include "ShapeFns/Support.h"
#include "llvm/ADT/SmallVector.h"

using namespace shapecheck;
using namespace shapecheck::shapefns;
using Kind = ReasonDesc::Kind;

namespace {
using SizeList = llvm::SmallVector<Dim, 4>;
} // namespace

static std::string sizesStr(Solver &S, llvm::ArrayRef<Dim> Sizes) {
  std::string Out = "(";
  for (size_t I = 0; I < Sizes.size(); ++I) {
    if (I)
      Out += ", ";
    Out += sizeStr(S, Sizes[I]);
  }
  if (Sizes.size() == 1)
    Out += ",";
  return Out + ")";
}

/// Checks Sizes against Count, the element count of InDesc (Dynamic when
/// unknown), and returns Sizes with the -1 replaced by the quotient.
static std::optional<SizeList>
resolveSizes(Solver &S, const Reason &R, llvm::StringRef Op, const Dim &Count0,
             const std::string &InDesc, llvm::ArrayRef<ShapeTerm> Explain,
             llvm::ArrayRef<Dim> Sizes) {
  SizeList Out;
  std::optional<size_t> Infer, ZeroAt;
  std::string Written = sizesStr(S, Sizes);
  for (size_t I = 0; I < Sizes.size(); ++I) {
    Dim X = plain(S.resolve(Sizes[I]));
    if (!checkArith(S, R, Op, X,
                    "size " + std::to_string(I) + " of " + Written))
      return std::nullopt;
    if (std::optional<int64_t> C = X.asConstant()) {
      if (*C == -1) {
        if (Infer) {
          fail(S, CheckId::Reshape, R, Op,
               "only one dimension can be inferred, but " + Written +
                   " has -1 at positions " + std::to_string(*Infer) + " and " +
                   std::to_string(I));
          return std::nullopt;
        }
        Infer = I;
      } else if (*C < 0) {
        fail(S, CheckId::Reshape, R, Op,
             "invalid size " + std::to_string(*C) + " at position " +
                 std::to_string(I) + " of " + Written +
                 " (sizes must be positive, or -1 to infer one)");
        return std::nullopt;
      } else if (*C == 0 && !ZeroAt) {
        ZeroAt = I;
      }
    }
    Out.push_back(X);
  }

  Dim Count = plain(S.resolve(Count0));
  if (!checkArith(S, R, Op, Count, "the element count of " + InDesc))
    return std::nullopt;
  if (ZeroAt && Infer) {
    fail(S, CheckId::Reshape, R, Op,
         "cannot infer -1 in " + Written +
             ": with a size 0 among the others it could be any value");
    return std::nullopt;
  }
  // A size 0 needs an input without elements.
  if (ZeroAt && !Count.isDynamic() &&
      S.provablyDifferent(Count, Dim::constant(0))) {
    fail(S, CheckId::Reshape, R, Op,
         "invalid size 0 at position " + std::to_string(*ZeroAt) + " of " +
             Written + ": " + InDesc + " has " + sizeStr(S, Count) +
             " elements",
         Explain);
    return std::nullopt;
  }

  llvm::SmallVector<Dim, 4> Others;
  for (size_t I = 0; I < Out.size(); ++I)
    if (!Infer || I != *Infer)
      Others.push_back(Out[I]);
  Dim Known = product(Others);
  if (!checkArith(S, R, Op, Known, "the product of " + Written))
    return std::nullopt;
  if (Count.isDynamic() || Known.isDynamic()) {
    if (Infer)
      Out[*Infer] = Dim::dynamic();
    return Out;
  }

  if (!Infer) {
    if (S.provablyEqual(Count, Known))
      return Out;
    if (S.provablyDifferent(Count, Known)) {
      fail(S, CheckId::Reshape, R, Op,
           InDesc + " has " + S.str(Count) + " elements, but " + Written +
               " has " + S.str(Known),
           Explain);
      return std::nullopt;
    }
    Reason Sub = derive(
        R, ReasonDesc::part(R.Context, Op, Kind::ElementCount, {Written}),
        ReasonDesc::part(Kind::ElementCount, {InDesc}));
    if (!S.unifyDim(Count, Known, Sub))
      return std::nullopt;
    return Out;
  }

  // Cancel a common monomial factor: 10*b / (3*b) is 10 / 3 per 'b'.
  DimExpr N = Count.E, K = Known.E;
  std::optional<DimExpr> Per;
  if (K.terms().size() == 1 && !K.isGround()) {
    int64_t C = K.terms()[0].Coeff;
    DimExpr Mono = K.divideExact(C);
    if (N.mod(Mono).isZero()) {
      N = N.floorDiv(Mono);
      K = DimExpr::constant(C);
      Per = Mono;
    }
  }
  DimExpr Q = N.floorDiv(K), M = N.mod(K);
  if (!checkArith(S, R, Op, Dim::expr(Q),
                  "the size inferred for -1 in " + Written) ||
      !checkArith(S, R, Op, Dim::expr(M), "the remainder for -1 in " + Written))
    return std::nullopt;
  Out[*Infer] = Dim::expr(Q);
  if (M.isZero())
    return Out;
  if (M.isGround() || !hasUndecidedVar(S, M)) {
    // "12 elements per 'b'" when the count is a single term.
    if (N.terms().size() == 1 && !N.isGround() && N.terms()[0].Coeff > 0) {
      int64_t C = N.terms()[0].Coeff;
      DimExpr Mono = N.divideExact(C);
      Per = Per ? *Per * Mono : Mono;
      N = DimExpr::constant(C);
    }
    std::string Detail = "cannot infer -1 in " + Written + ": " + InDesc +
                         " has " + S.str(N) + " elements";
    if (Per)
      Detail += " per '" + S.str(*Per) + "'";
    Detail += ", which is not divisible by " + S.str(K);
    if (!N.isGround())
      Detail += " for every value of its dimensions";
    fail(S, CheckId::Reshape, R, Op, Detail, Explain);
    return std::nullopt;
  }
  // The remainder depends on flexible variables, or on sizes the class's
  // constructions decide: require it to be 0 once they are known.
  Reason Sub = derive(
      R,
      ReasonDesc::part(R.Context, Op, Kind::InferredRemainder,
                       {Written, InDesc, S.str(Count.E), S.str(Known.E)}),
      ReasonDesc::part(Kind::ExactDivision));
  if (!S.unifyDim(Dim::constant(0), Dim::expr(M), Sub))
    return std::nullopt;
  return Out;
}

std::optional<ShapeTerm> shapefns::reshape(Solver &S, const ShapeTerm &In,
                                           llvm::ArrayRef<Dim> Sizes,
                                           const Reason &R,
                                           llvm::StringRef Op) {
  ShapeTerm T = S.resolve(In);
  Dim Count = T.Var ? Dim::dynamic() : product(T.Prefix);
  std::optional<SizeList> Out =
      resolveSizes(S, R, Op, Count, S.str(T), {T}, Sizes);
  if (!Out)
    return std::nullopt;
  return ShapeTerm::fixed(*Out);
}

std::optional<ShapeTerm> shapefns::unflatten(Solver &S, const ShapeTerm &In,
                                             int64_t Axis,
                                             llvm::ArrayRef<Dim> Sizes,
                                             const Reason &R,
                                             llvm::StringRef Op) {
  ShapeTerm T = S.resolve(In);
  std::optional<AxisPos> P = locateAxis(S, R, Op, T, Axis);
  if (!P)
    return std::nullopt;
  if (Sizes.empty()) {
    fail(S, CheckId::Reshape, R, Op, "sizes must be non-empty");
    return std::nullopt;
  }
  std::string Desc = "dim " + std::to_string(Axis) + " of " + S.str(T);
  Dim Count = P->known() ? dimAt(T, *P) : Dim::dynamic();
  std::optional<SizeList> Parts =
      resolveSizes(S, R, Op, Count, Desc, {T}, Sizes);
  if (!Parts)
    return std::nullopt;
  if (!P->known())
    return openShape(
        S, Axis >= 0 ? llvm::ArrayRef<Dim>(T.Prefix) : llvm::ArrayRef<Dim>(),
        Axis < 0 ? llvm::ArrayRef<Dim>(T.Suffix) : llvm::ArrayRef<Dim>());
  ShapeTerm Out = T;
  auto &Dims = dimsAt(Out, *P);
  Dims.erase(Dims.begin() + P->Index);
  Dims.insert(Dims.begin() + P->Index, Parts->begin(), Parts->end());
  clearBcast(Out);
  return Out;
}

//===----------------------------------------------------------------------===//
// flatten
//===----------------------------------------------------------------------===//

static void reportOrder(Solver &S, const Reason &R, llvm::StringRef Op,
                        int64_t Start, int64_t End, const ShapeTerm &T) {
  fail(S, CheckId::AxisRange, R, Op,
       "start_dim " + std::to_string(Start) + " comes after end_dim " +
           std::to_string(End) + " for " + S.str(T),
       {T});
}

/// Merges Dims[S..E] into their product.
static std::optional<SizeList> merge(Solver &S, const Reason &R,
                                     llvm::StringRef Op, llvm::ArrayRef<Dim> D,
                                     size_t First, size_t Last) {
  SizeList Out(D.begin(), D.begin() + First);
  Dim P = product(D.slice(First, Last - First + 1));
  if (!checkArith(S, R, Op, P, "the flattened size"))
    return std::nullopt;
  Out.push_back(P);
  Out.append(D.begin() + Last + 1, D.end());
  return Out;
}

std::optional<ShapeTerm> shapefns::flatten(Solver &S, const ShapeTerm &In,
                                           int64_t StartDim, int64_t EndDim,
                                           const Reason &R,
                                           llvm::StringRef Op) {
  ShapeTerm T = S.resolve(In);
  clearBcast(T);
  if (!T.Var) {
    if (T.Prefix.empty()) {
      // PyTorch: a 0-d tensor flattens to [1]; dims 0 and -1 are accepted.
      if (!normalizeAxis(S, R, Op, StartDim, 1, T, "start_dim") ||
          !normalizeAxis(S, R, Op, EndDim, 1, T, "end_dim"))
        return std::nullopt;
      return ShapeTerm::fixed({Dim::constant(1)});
    }
    std::optional<size_t> A =
        normalizeAxis(S, R, Op, StartDim, T.Prefix.size(), T, "start_dim");
    if (!A)
      return std::nullopt;
    std::optional<size_t> B =
        normalizeAxis(S, R, Op, EndDim, T.Prefix.size(), T, "end_dim");
    if (!B)
      return std::nullopt;
    if (*A > *B) {
      reportOrder(S, R, Op, StartDim, EndDim, T);
      return std::nullopt;
    }
    std::optional<SizeList> Out = merge(S, R, Op, T.Prefix, *A, *B);
    if (!Out)
      return std::nullopt;
    return ShapeTerm::fixed(*Out);
  }

  AxisPos A = *locateAxis(S, R, Op, T, StartDim);
  AxisPos B = *locateAxis(S, R, Op, T, EndDim);
  using K = AxisPos;
  // Orders that are wrong whatever the variadic segment holds.
  bool Wrong = (A.K == B.K && A.known() && A.Index > B.Index) ||
               (A.K == K::Suffix && B.K == K::Prefix) ||
               (A.K == K::Unknown && StartDim >= 0 && B.K == K::Prefix) ||
               (A.K == K::Suffix && B.K == K::Unknown && EndDim < 0);
  if (Wrong) {
    reportOrder(S, R, Op, StartDim, EndDim, T);
    return std::nullopt;
  }
  if (A.K == B.K && A.known()) {
    ShapeTerm Out = T;
    auto &Dims = dimsAt(Out, A);
    std::optional<SizeList> M = merge(S, R, Op, Dims, A.Index, B.Index);
    if (!M)
      return std::nullopt;
    Dims.assign(M->begin(), M->end());
    return Out;
  }
  if (A.K == K::Prefix && B.K == K::Suffix) {
    // The merged axis swallows the variadic segment: the rank is fixed.
    SizeList Dims(T.Prefix.begin(), T.Prefix.begin() + A.Index);
    Dims.push_back(Dim::dynamic());
    Dims.append(T.Suffix.begin() + B.Index + 1, T.Suffix.end());
    return ShapeTerm::fixed(Dims);
  }
  llvm::ArrayRef<Dim> Front, Back;
  if (A.K == K::Prefix)
    Front = llvm::ArrayRef<Dim>(T.Prefix).take_front(A.Index);
  else if (A.K == K::Suffix || StartDim >= 0)
    Front = T.Prefix;
  if (B.K == K::Suffix)
    Back = llvm::ArrayRef<Dim>(T.Suffix).drop_front(B.Index + 1);
  else if (B.K == K::Prefix || EndDim < 0)
    Back = T.Suffix;
  return openShape(S, Front, Back);
}
