//===- Matmul.cpp - Matrix products ---------------------------------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Each operand is classified as a vector (1-d), a matrix stack (>= 2-d) or
// unknown (open rank that may be 1-d); an unknown operand still has its
// inner dimension checked where it is located, and the result keeps what
// does not depend on its rank.
//
//===----------------------------------------------------------------------===//
#include "ShapeFns/Matmul.h"
#include "ShapeFns/Broadcast.h"
#include "ShapeFns/Support.h"

using namespace shapecheck;
using namespace shapecheck::shapefns;

namespace {
enum class Kind { Scalar, Vec, Mat, Unknown };

struct Operand {
  ShapeTerm T;
  Kind K;
  std::string Desc; // "the 1st operand [n k]"
};
} // namespace

static Operand operand(Solver &S, const ShapeTerm &In, llvm::StringRef Name) {
  Operand O;
  O.T = S.resolve(In);
  clearBcast(O.T);
  if (!O.T.Var)
    O.K = O.T.Prefix.empty()       ? Kind::Scalar
          : O.T.Prefix.size() == 1 ? Kind::Vec
                                   : Kind::Mat;
  else
    O.K = O.T.knownRank() >= 2 ? Kind::Mat : Kind::Unknown;
  O.Desc = Name.str() + " " + S.str(O.T);
  return O;
}

static Dim endDim(const ShapeTerm &T, size_t K) {
  return fromEnd(T, K).value_or(Dim::dynamic());
}

/// A matrix stack without its last two axes.
static ShapeTerm batchOf(Solver &S, const ShapeTerm &T) {
  if (!T.Var)
    return ShapeTerm::fixed(llvm::ArrayRef<Dim>(T.Prefix).drop_back(2));
  if (T.Suffix.size() >= 2) {
    ShapeTerm B = T;
    B.Suffix.resize(T.Suffix.size() - 2);
    return B;
  }
  size_t Drop = 2 - T.Suffix.size();
  llvm::ArrayRef<Dim> Keep = T.Prefix;
  return openShape(S, Keep.size() >= Drop ? Keep.drop_back(Drop)
                                          : llvm::ArrayRef<Dim>());
}

static std::optional<ShapeTerm>
matmulImpl(Solver &S, const ShapeTerm &A0, const ShapeTerm &B0, const Reason &R,
           llvm::StringRef Op, llvm::StringRef NameA, llvm::StringRef NameB) {
  Operand A = operand(S, A0, NameA), B = operand(S, B0, NameB);
  for (const Operand *O : {&A, &B})
    if (O->K == Kind::Scalar) {
      fail(S, CheckId::RankMismatch, R, Op,
           "both arguments need to be at least 1-d, but " + O->Desc +
               " has no axes",
           {O->T});
      return std::nullopt;
    }
  std::optional<Dim> KA = fromEnd(A.T, 1);
  std::optional<Dim> KB = B.K == Kind::Vec   ? fromEnd(B.T, 1)
                          : B.K == Kind::Mat ? fromEnd(B.T, 2)
                                             : std::nullopt;
  if (KA && KB &&
      !requireEqual(S, R, Op, *KA, "axis -1 of " + A.Desc, *KB,
                    (B.K == Kind::Vec ? "axis -1 of " : "axis -2 of ") +
                        B.Desc))
    return std::nullopt;

  if (A.K == Kind::Vec && B.K == Kind::Vec)
    return ShapeTerm();
  if (A.K == Kind::Vec && B.K == Kind::Mat) {
    ShapeTerm Out = batchOf(S, B.T);
    appendDims(Out, {endDim(B.T, 1)});
    return Out;
  }
  if (A.K == Kind::Mat && B.K == Kind::Vec) {
    ShapeTerm Out = batchOf(S, A.T);
    appendDims(Out, {endDim(A.T, 2)});
    return Out;
  }
  if (A.K == Kind::Mat && B.K == Kind::Mat) {
    ShapeTerm BA = batchOf(S, A.T), BB = batchOf(S, B.T);
    Reason Sub =
        derive(R, ReasonDesc::part(R.Context, Op, ReasonDesc::Kind::BatchDims,
                                   {S.str(BA), A.Desc, S.str(BB), B.Desc}));
    std::optional<ShapeTerm> Out = S.broadcast({BA, BB}, Sub);
    if (!Out)
      return std::nullopt;
    clearBcast(*Out);
    appendDims(*Out, {endDim(A.T, 2), endDim(B.T, 1)});
    return Out;
  }
  // An operand of unknown rank (1-d or more).
  if (A.K == Kind::Unknown && B.K == Kind::Vec) {
    // Either way the result is A without its last axis.
    if (A.T.Suffix.empty())
      return openShape(S, {});
    ShapeTerm Out = A.T;
    Out.Suffix.pop_back();
    return Out;
  }
  if (A.K == Kind::Unknown && B.K == Kind::Mat) {
    // With a plain matrix B the result is A with its last axis replaced,
    // whether A is 1-d or a stack.
    if (!B.T.Var && B.T.Prefix.size() == 2 && !A.T.Suffix.empty()) {
      ShapeTerm Out = A.T;
      Out.Suffix.back() = endDim(B.T, 1);
      return Out;
    }
    return openShape(S, {}, {endDim(B.T, 1)});
  }
  return openShape(S, {});
}

std::optional<ShapeTerm> shapefns::matmul(Solver &S, const ShapeTerm &A,
                                          const ShapeTerm &B, const Reason &R,
                                          llvm::StringRef Op) {
  return matmulImpl(S, A, B, R, Op, "the 1st operand", "the 2nd operand");
}

/// Checks that T has exactly Rank axes and returns it as a fixed shape.
static std::optional<ShapeTerm> exactRank(Solver &S, const Reason &R,
                                          llvm::StringRef Op,
                                          const ShapeTerm &In, size_t Rank,
                                          llvm::StringRef Name) {
  ShapeTerm T = S.resolve(In);
  clearBcast(T);
  if (T.knownRank() > Rank || (!T.Var && T.Prefix.size() != Rank)) {
    static const char *const What[] = {"a scalar", "a vector", "a matrix",
                                       "a 3-d tensor"};
    fail(S, CheckId::RankMismatch, R, Op,
         "expects " + Name.str() + " to be " + What[Rank] + " with " +
             std::to_string(Rank) + (Rank == 1 ? " axis" : " axes") +
             ", but it has " + rankStr(S, T),
         {T});
    return std::nullopt;
  }
  return fixedView(T, Rank);
}

/// Both operands of exactly Rank axes, then numpy's matmul.
static std::optional<ShapeTerm> matmulOfRank(Solver &S, const ShapeTerm &A0,
                                             const ShapeTerm &B0, size_t Rank,
                                             const Reason &R,
                                             llvm::StringRef Op) {
  auto A = exactRank(S, R, Op, A0, Rank, "the 1st operand");
  auto B = A ? exactRank(S, R, Op, B0, Rank, "the 2nd operand") : std::nullopt;
  if (!A || !B)
    return std::nullopt;
  return shapefns::matmul(S, *A, *B, R, Op);
}

std::optional<ShapeTerm> shapefns::mm(Solver &S, const ShapeTerm &A0,
                                      const ShapeTerm &B0, const Reason &R,
                                      llvm::StringRef Op) {
  return matmulOfRank(S, A0, B0, 2, R, Op);
}

std::optional<ShapeTerm> shapefns::bmm(Solver &S, const ShapeTerm &A0,
                                       const ShapeTerm &B0, const Reason &R,
                                       llvm::StringRef Op) {
  auto A = exactRank(S, R, Op, A0, 3, "the 1st operand");
  auto B = A ? exactRank(S, R, Op, B0, 3, "the 2nd operand") : std::nullopt;
  if (!A || !B)
    return std::nullopt;
  if (!requireEqual(S, R, Op, A->Prefix[0],
                    "axis 0 (batch) of the 1st operand " + S.str(*A),
                    B->Prefix[0],
                    "axis 0 (batch) of the 2nd operand " + S.str(*B)))
    return std::nullopt;
  return matmul(S, *A, *B, R, Op);
}

std::optional<ShapeTerm> shapefns::mv(Solver &S, const ShapeTerm &A0,
                                      const ShapeTerm &B0, const Reason &R,
                                      llvm::StringRef Op) {
  auto A = exactRank(S, R, Op, A0, 2, "the matrix");
  auto B = A ? exactRank(S, R, Op, B0, 1, "the vector") : std::nullopt;
  if (!A || !B)
    return std::nullopt;
  return matmulImpl(S, *A, *B, R, Op, "the matrix", "the vector");
}

std::optional<ShapeTerm> shapefns::dot(Solver &S, const ShapeTerm &A0,
                                       const ShapeTerm &B0, const Reason &R,
                                       llvm::StringRef Op) {
  return matmulOfRank(S, A0, B0, 1, R, Op);
}

std::optional<ShapeTerm> shapefns::outer(Solver &S, const ShapeTerm &A0,
                                         const ShapeTerm &B0, const Reason &R,
                                         llvm::StringRef Op) {
  auto A = exactRank(S, R, Op, A0, 1, "the 1st operand");
  auto B = A ? exactRank(S, R, Op, B0, 1, "the 2nd operand") : std::nullopt;
  if (!A || !B)
    return std::nullopt;
  return ShapeTerm::fixed({A->Prefix[0], B->Prefix[0]});
}

std::optional<ShapeTerm> shapefns::linear(Solver &S, const ShapeTerm &Input,
                                          const ShapeTerm &Weight,
                                          const ShapeTerm *Bias,
                                          const Reason &R, llvm::StringRef Op) {
  ShapeTerm W = S.resolve(Weight);
  clearBcast(W);
  if (W.knownRank() > 2 || (!W.Var && W.Prefix.empty())) {
    fail(S, CheckId::RankMismatch, R, Op,
         "expects the weight to have 1 or 2 axes, but it has " + rankStr(S, W),
         {W});
    return std::nullopt;
  }
  ShapeTerm In = S.resolve(Input);
  // in_features first, so that the message speaks of the weight as written.
  std::optional<Dim> KW = fromEnd(W, 1), KI = fromEnd(In, 1);
  if (KW && KI &&
      !requireEqual(S, R, Op, *KW,
                    "axis -1 (in_features) of the weight " + S.str(W), *KI,
                    "axis -1 of the input " + S.str(In)))
    return std::nullopt;
  std::optional<ShapeTerm> Out;
  if (W.Var) {
    Out = openShape(S, {}); // the weight's rank is unknown
  } else {
    ShapeTerm WT = W;
    if (W.Prefix.size() == 2)
      std::swap(WT.Prefix[0], WT.Prefix[1]);
    Out = matmulImpl(S, In, WT, R, Op, "the input",
                     W.Prefix.size() == 2 ? "the transposed weight"
                                          : "the weight");
  }
  if (!Out || !Bias)
    return Out;
  ShapeTerm Both[] = {*Out, *Bias};
  return broadcast(S, Both, R, Op);
}
