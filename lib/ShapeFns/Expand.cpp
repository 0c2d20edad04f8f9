//===- Expand.cpp - expand, broadcast_to, repeat and tile -----------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The requested sizes align with the input's axes from the right; the extra
// ones on the left are new leading axes. On an input of open rank only the
// known suffix aligns with certainty; the other requested sizes give the
// result's size where it does not depend on the input.
//
//===----------------------------------------------------------------------===//
#include "ShapeFns/Layout.h"
#include "ShapeFns/Support.h"
#include "llvm/ADT/SmallVector.h"

using namespace shapecheck;
using namespace shapecheck::shapefns;

static std::string sizesStr(Solver &S, llvm::ArrayRef<Dim> Sizes) {
  std::string Out = "(";
  for (size_t I = 0; I < Sizes.size(); ++I)
    Out += (I ? ", " : "") + sizeStr(S, Sizes[I]);
  return Out + (Sizes.size() == 1 ? ",)" : ")");
}

/// Reports fewer requested sizes than the input has axes.
static bool checkCount(Solver &S, const Reason &R, llvm::StringRef Op,
                       const ShapeTerm &T, llvm::ArrayRef<Dim> Sizes,
                       llvm::StringRef What) {
  if (T.knownRank() <= Sizes.size())
    return true;
  fail(S, CheckId::RankMismatch, R, Op,
       "the number of " + What.str() + " " + sizesStr(S, Sizes) + " (" +
           std::to_string(Sizes.size()) +
           ") must be at least the number of axes of " + S.str(T) + " (" +
           (T.Var ? "at least " : "") + std::to_string(T.knownRank()) + ")",
       {T});
  return false;
}

/// The input axis aligned with requested size I of K, if known.
static std::optional<Dim> alignedDim(const ShapeTerm &T, size_t I, size_t K,
                                     bool &IsNew) {
  IsNew = false;
  if (!T.Var) {
    size_t Lead = K - T.Prefix.size();
    if (I < Lead) {
      IsNew = true;
      return std::nullopt;
    }
    return T.Prefix[I - Lead];
  }
  size_t FromEnd = K - I; // 1 for the last
  if (FromEnd <= T.Suffix.size())
    return T.Suffix[T.Suffix.size() - FromEnd];
  return std::nullopt;
}

static std::optional<ShapeTerm> expandImpl(Solver &S, const ShapeTerm &In,
                                           llvm::ArrayRef<Dim> Sizes,
                                           const Reason &R, llvm::StringRef Op,
                                           bool AllowMinusOne) {
  ShapeTerm T = S.resolve(In);
  clearBcast(T);
  if (!checkCount(S, R, Op, T, Sizes, "sizes"))
    return std::nullopt;
  size_t K = Sizes.size();
  std::string Written = sizesStr(S, Sizes);
  llvm::SmallVector<Dim, 4> Out;
  for (size_t I = 0; I < K; ++I) {
    Dim Want = plain(S.resolve(Sizes[I]));
    if (!checkArith(S, R, Op, Want,
                    "size " + std::to_string(I) + " of " + Written))
      return std::nullopt;
    bool IsNew;
    std::optional<Dim> Have = alignedDim(T, I, K, IsNew);
    std::optional<int64_t> C = Want.asConstant();
    bool Keep = AllowMinusOne && C == std::optional<int64_t>(-1);
    if (C && *C < 0 && !Keep) {
      fail(S, CheckId::InvalidSize, R, Op,
           "invalid size " + std::to_string(*C) + " at position " +
               std::to_string(I) + " of " + Written +
               (AllowMinusOne ? " (sizes must be non-negative, or -1 to "
                                "keep an existing axis)"
                              : " (sizes must be non-negative)"));
      return std::nullopt;
    }
    if (Keep && IsNew) {
      fail(S, CheckId::InvalidSize, R, Op,
           "-1 at position " + std::to_string(I) + " of " + Written +
               " is a new leading axis of " + S.str(T) +
               ", which has no size to keep",
           {T});
      return std::nullopt;
    }
    if (!Have) {
      // A new axis, or an axis behind the variadic segment.
      Out.push_back(Keep ? Dim::dynamic() : Want);
      continue;
    }
    const Dim &D = *Have;
    if (Keep) {
      Out.push_back(D);
      continue;
    }
    if (Want.isDynamic()) {
      // Possibly -1: the result is D unless D is 1.
      Out.push_back(provablyNotOne(S, D) ? D : Dim::dynamic());
      continue;
    }
    if (D.isDynamic() || D.asConstant() == std::optional<int64_t>(1) ||
        S.provablyEqual(D, Want)) {
      Out.push_back(Want);
      continue;
    }
    if (provablyNotOne(S, D) && S.provablyDifferent(D, Want)) {
      size_t Axis = T.Var ? 0 : I - (K - T.Prefix.size());
      std::string Where =
          T.Var ? "at axis " + std::to_string(int64_t(I) - int64_t(K))
                : "at axis " + std::to_string(Axis);
      fail(S, CheckId::ShapeMismatch, R, Op,
           "the size " + S.str(Want) + " requested at position " +
               std::to_string(I) + " of " + Written +
               " must match the existing size " + S.str(D) + " " + Where +
               " of " + S.str(T) + " (only axes of size 1 can be expanded)",
           {T});
      return std::nullopt;
    }
    // D is 1 or equal to Want: either way the result is Want.
    Out.push_back(Want);
  }
  return ShapeTerm::fixed(Out);
}

std::optional<ShapeTerm> shapefns::expand(Solver &S, const ShapeTerm &In,
                                          llvm::ArrayRef<Dim> Sizes,
                                          const Reason &R, llvm::StringRef Op) {
  return expandImpl(S, In, Sizes, R, Op, /*AllowMinusOne=*/true);
}

std::optional<ShapeTerm> shapefns::broadcastTo(Solver &S, const ShapeTerm &In,
                                               llvm::ArrayRef<Dim> Shape,
                                               const Reason &R,
                                               llvm::StringRef Op) {
  return expandImpl(S, In, Shape, R, Op, /*AllowMinusOne=*/false);
}

/// Reports a poisoned or negative repeat.
static bool checkReps(Solver &S, const Reason &R, llvm::StringRef Op,
                      llvm::ArrayRef<Dim> Reps) {
  std::string Written = sizesStr(S, Reps);
  for (size_t I = 0; I < Reps.size(); ++I) {
    Dim Rep = S.resolve(Reps[I]);
    if (!checkArith(S, R, Op, Rep,
                    "repeat " + std::to_string(I) + " of " + Written))
      return false;
    if (std::optional<int64_t> C = Rep.asConstant(); C && *C < 0) {
      fail(S, CheckId::InvalidSize, R, Op,
           "repeat " + std::to_string(*C) + " at position " +
               std::to_string(I) + " of " + Written + " is negative");
      return false;
    }
  }
  return true;
}

/// Multiplies the aligned axes of T by Reps (at least as many as axes,
/// already checked by checkReps).
static std::optional<ShapeTerm> repeatImpl(Solver &S, const ShapeTerm &T,
                                           llvm::ArrayRef<Dim> Reps,
                                           const Reason &R,
                                           llvm::StringRef Op) {
  size_t K = Reps.size();
  llvm::SmallVector<Dim, 4> Out;
  for (size_t I = 0; I < K; ++I) {
    Dim Rep = plain(S.resolve(Reps[I]));
    bool IsNew;
    std::optional<Dim> Have = alignedDim(T, I, K, IsNew);
    if (IsNew) {
      Out.push_back(Rep);
      continue;
    }
    if (!Have) {
      Out.push_back(Dim::dynamic());
      continue;
    }
    Dim P = product({*Have, Rep});
    if (!checkArith(S, R, Op, P,
                    "the repeated size of axis " + std::to_string(I)))
      return std::nullopt;
    Out.push_back(P);
  }
  return ShapeTerm::fixed(Out);
}

std::optional<ShapeTerm> shapefns::repeat(Solver &S, const ShapeTerm &In,
                                          llvm::ArrayRef<Dim> Repeats,
                                          const Reason &R, llvm::StringRef Op) {
  ShapeTerm T = S.resolve(In);
  clearBcast(T);
  if (!checkCount(S, R, Op, T, Repeats, "repeats") ||
      !checkReps(S, R, Op, Repeats))
    return std::nullopt;
  return repeatImpl(S, T, Repeats, R, Op);
}

std::optional<ShapeTerm> shapefns::tile(Solver &S, const ShapeTerm &In,
                                        llvm::ArrayRef<Dim> Reps,
                                        const Reason &R, llvm::StringRef Op) {
  ShapeTerm T = S.resolve(In);
  clearBcast(T);
  if (!checkReps(S, R, Op, Reps))
    return std::nullopt;
  if (!T.Var) {
    llvm::SmallVector<Dim, 4> Padded;
    if (Reps.size() < T.Prefix.size())
      Padded.assign(T.Prefix.size() - Reps.size(), Dim::constant(1));
    Padded.append(Reps.begin(), Reps.end());
    return repeatImpl(S, T, Padded, R, Op);
  }
  // Open rank: the reps multiply the known suffix from the right.
  if (Reps.size() <= T.Suffix.size()) {
    ShapeTerm Tail =
        ShapeTerm::fixed(llvm::ArrayRef<Dim>(T.Suffix).take_back(Reps.size()));
    std::optional<ShapeTerm> M = repeatImpl(S, Tail, Reps, R, Op);
    if (!M)
      return std::nullopt;
    T.Suffix.resize(T.Suffix.size() - Reps.size());
    T.Suffix.append(M->Prefix.begin(), M->Prefix.end());
    return T;
  }
  std::optional<ShapeTerm> M = repeatImpl(S, T, Reps, R, Op);
  if (!M)
    return std::nullopt;
  // The result has max(rank, len(reps)) axes: only the suffix is certain.
  return openShape(S, {},
                   llvm::ArrayRef<Dim>(M->Prefix).take_back(T.Suffix.size()));
}
