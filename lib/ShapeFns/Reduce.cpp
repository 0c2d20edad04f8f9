//===- Reduce.cpp - Reductions over axes ----------------------------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// A reduced axis is dropped (or set to 1 with keepdim). On a shape of open
// rank an axis counted from the front that lies past the known prefix may
// hit any later axis, so the known suffix is no longer known, and vice versa.
//
//===----------------------------------------------------------------------===//
#include "ShapeFns/Reduce.h"
#include "ShapeFns/Support.h"
#include "llvm/ADT/SmallVector.h"

using namespace shapecheck;
using namespace shapecheck::shapefns;

/// Applies the reduction of the marked axes to Dims.
static llvm::SmallVector<Dim, 4>
apply(llvm::ArrayRef<Dim> Dims, llvm::ArrayRef<bool> Reduced, bool KeepDim) {
  llvm::SmallVector<Dim, 4> Out;
  for (size_t I = 0; I < Dims.size(); ++I) {
    if (!Reduced[I])
      Out.push_back(plain(Dims[I]));
    else if (KeepDim)
      Out.push_back(Dim::constant(1));
  }
  return Out;
}

std::optional<ShapeTerm> shapefns::reduce(Solver &S, const ShapeTerm &In,
                                          llvm::ArrayRef<int64_t> Axes,
                                          bool KeepDim, const Reason &R,
                                          llvm::StringRef Op) {
  ShapeTerm T = S.resolve(In);
  bool All = Axes.empty();

  // A 0-d input: PyTorch accepts dim 0 and -1 and returns a 0-d result.
  if (!T.Var && T.Prefix.empty()) {
    for (int64_t A : Axes)
      if (A != 0 && A != -1) {
        normalizeAxis(S, R, Op, A, 1, T);
        return std::nullopt;
      }
    return ShapeTerm();
  }

  llvm::SmallVector<bool, 4> InPrefix(T.Prefix.size(), All);
  llvm::SmallVector<bool, 4> InSuffix(T.Suffix.size(), All);
  bool UnknownFront = false, UnknownBack = false;
  for (int64_t A : Axes) {
    std::optional<AxisPos> P = locateAxis(S, R, Op, T, A);
    if (!P)
      return std::nullopt;
    if (!P->known()) {
      (A >= 0 ? UnknownFront : UnknownBack) = true;
      continue;
    }
    bool &Mark =
        P->K == AxisPos::Prefix ? InPrefix[P->Index] : InSuffix[P->Index];
    if (Mark) {
      fail(S, CheckId::AxisRange, R, Op,
           "dim " + std::to_string(A) + " appears more than once in the " +
               "list of dims for " + S.str(T),
           {T});
      return std::nullopt;
    }
    Mark = true;
  }

  llvm::SmallVector<Dim, 4> Prefix = apply(T.Prefix, InPrefix, KeepDim);
  llvm::SmallVector<Dim, 4> Suffix = apply(T.Suffix, InSuffix, KeepDim);
  if (!T.Var)
    return ShapeTerm::fixed(Prefix);
  if (All)
    return KeepDim ? openShape(S, Prefix, Suffix) : ShapeTerm();
  if (!UnknownFront && !UnknownBack) {
    ShapeTerm Out;
    Out.Prefix = std::move(Prefix);
    Out.Var = T.Var;
    Out.Suffix.assign(Suffix.begin(), Suffix.end());
    return Out;
  }
  // An axis behind the variadic segment: which later (earlier) axes remain
  // is unknown.
  return openShape(S, UnknownBack ? llvm::ArrayRef<Dim>() : Prefix,
                   UnknownFront ? llvm::ArrayRef<Dim>() : Suffix);
}
