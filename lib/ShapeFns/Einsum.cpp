//===- Einsum.cpp - Einstein summation from a literal equation ------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The equation is parsed into one term per operand (letters before and
// after an optional ellipsis) and an optional output term. Each operand's
// axes are matched with its letters: from the left for the letters before
// the ellipsis, from the right for those after it; on an open-rank operand
// only the axes whose position is known get a size.
//
//===----------------------------------------------------------------------===//
#include "ShapeFns/Einsum.h"
#include "ShapeFns/Support.h"
#include "llvm/ADT/SmallVector.h"
#include <algorithm>
#include <array>

using namespace shapecheck;
using namespace shapecheck::shapefns;

namespace {
struct EinTerm {
  std::string Text;                  // as written, without spaces
  llvm::SmallVector<char, 8> Before; // letters before "..." (all if none)
  llvm::SmallVector<char, 8> After;  // letters after "..."
  bool Ellipsis = false;
};

struct LabelInfo {
  std::optional<Dim> Size;
  std::string Desc;   // where Size came from
  size_t Operand = 0; // which operand gave it
  unsigned Count = 0; // occurrences over all inputs
};

int labelIndex(char C) {
  if (C >= 'A' && C <= 'Z')
    return C - 'A';
  if (C >= 'a' && C <= 'z')
    return 26 + (C - 'a');
  return -1;
}
} // namespace

/// Parses one term; on error sets Err.
static EinTerm parseTerm(llvm::StringRef Text, std::string &Err) {
  EinTerm T;
  T.Text = Text.str();
  for (size_t I = 0; I < Text.size(); ++I) {
    char C = Text[I];
    if (C == '.') {
      if (!Text.substr(I).starts_with("...")) {
        Err = "'.' must be part of an ellipsis '...' in '" + T.Text + "'";
        return T;
      }
      if (T.Ellipsis) {
        Err = "more than one ellipsis '...' in '" + T.Text + "'";
        return T;
      }
      T.Ellipsis = true;
      I += 2;
      continue;
    }
    if (labelIndex(C) < 0) {
      Err = std::string("invalid subscript '") + C + "' in '" + T.Text +
            "': subscripts must be letters [a-zA-Z]";
      return T;
    }
    (T.Ellipsis ? T.After : T.Before).push_back(C);
  }
  return T;
}

static std::string quoted(char C) { return std::string("'") + C + "'"; }

std::optional<ShapeTerm> shapefns::einsum(Solver &S, llvm::StringRef Equation,
                                          llvm::ArrayRef<ShapeTerm> Operands,
                                          const Reason &R, llvm::StringRef Op) {
  std::string Eq;
  for (char C : Equation)
    if (C != ' ' && C != '\t' && C != '\n')
      Eq += C;
  auto Bad = [&](const std::string &Msg) {
    fail(S, CheckId::InvalidArgument, R, Op,
         "equation \"" + Equation.str() + "\": " + Msg);
    return std::nullopt;
  };

  // Parse.
  llvm::StringRef Lhs = Eq, Rhs;
  bool Explicit = false;
  size_t Arrow = Lhs.find("->");
  if (Arrow != llvm::StringRef::npos) {
    Explicit = true;
    Rhs = Lhs.substr(Arrow + 2);
    Lhs = Lhs.substr(0, Arrow);
    if (Rhs.contains("->"))
      return Bad("more than one '->'");
  }
  llvm::SmallVector<llvm::StringRef, 4> Parts;
  Lhs.split(Parts, ',');
  std::vector<EinTerm> Terms;
  std::string Err;
  for (llvm::StringRef P : Parts) {
    Terms.push_back(parseTerm(P, Err));
    if (!Err.empty())
      return Bad(Err);
  }
  if (Terms.size() != Operands.size())
    return Bad("it has " + std::to_string(Terms.size()) + " operand" +
               (Terms.size() == 1 ? "" : "s") + ", but " +
               std::to_string(Operands.size()) + " " +
               (Operands.size() == 1 ? "was" : "were") + " given");
  EinTerm Out;
  if (Explicit) {
    Out = parseTerm(Rhs, Err);
    if (!Err.empty())
      return Bad(Err);
  }

  // Match the operands' axes with their letters.
  std::array<LabelInfo, 52> Labels;
  std::vector<ShapeTerm> EllShapes;
  bool Ok = true;
  for (size_t I = 0; I < Terms.size(); ++I) {
    const EinTerm &T = Terms[I];
    ShapeTerm X = S.resolve(Operands[I]);
    clearBcast(X);
    size_t NB = T.Before.size(), NA = T.After.size(), NL = NB + NA;
    std::string OpDesc = "operand " + std::to_string(I) + " ('" + T.Text +
                         "', " + S.str(X) + ")";
    bool TooMany = X.knownRank() > NL && !T.Ellipsis;
    bool TooFew = !X.Var && X.Prefix.size() < NL;
    if (TooMany || TooFew || (!X.Var && !T.Ellipsis && X.Prefix.size() != NL)) {
      fail(S, CheckId::RankMismatch, R, Op,
           "the equation \"" + Equation.str() + "\" gives " +
               std::to_string(NL) + " subscript" + (NL == 1 ? "" : "s") +
               (T.Ellipsis ? " and '...'" : "") + " to operand " +
               std::to_string(I) + ", which has " + rankStr(S, X),
           {X});
      return std::nullopt;
    }
    // Sizes of the letters, by position.
    llvm::SmallVector<Dim, 8> Sizes;
    if (!T.Ellipsis) {
      ShapeTerm V = fixedView(X, NL);
      Sizes.assign(V.Prefix.begin(), V.Prefix.end());
    } else {
      for (size_t J = 0; J < NB; ++J)
        Sizes.push_back(fromFront(X, J).value_or(Dim::dynamic()));
      for (size_t J = 0; J < NA; ++J)
        Sizes.push_back(fromEnd(X, NA - J).value_or(Dim::dynamic()));
      // The axes the ellipsis covers.
      if (!X.Var) {
        EllShapes.push_back(ShapeTerm::fixed(
            llvm::ArrayRef<Dim>(X.Prefix).slice(NB, X.Prefix.size() - NL)));
      } else if (X.Prefix.size() >= NB && X.Suffix.size() >= NA) {
        ShapeTerm E = X;
        E.Prefix.erase(E.Prefix.begin(), E.Prefix.begin() + NB);
        E.Suffix.resize(E.Suffix.size() - NA);
        EllShapes.push_back(E);
      } else {
        EllShapes.push_back(openShape(
            S,
            X.Prefix.size() >= NB ? llvm::ArrayRef<Dim>(X.Prefix).drop_front(NB)
                                  : llvm::ArrayRef<Dim>(),
            X.Suffix.size() >= NA ? llvm::ArrayRef<Dim>(X.Suffix).drop_back(NA)
                                  : llvm::ArrayRef<Dim>()));
      }
    }
    for (size_t J = 0; J < NL; ++J) {
      char C = J < NB ? T.Before[J] : T.After[J - NB];
      LabelInfo &L = Labels[labelIndex(C)];
      ++L.Count;
      int64_t AxisNo = J < NB ? int64_t(J) : int64_t(J) - int64_t(NL);
      std::string Desc = "subscript " + quoted(C) + " (axis " +
                         std::to_string(AxisNo) + ") of " + OpDesc;
      const Dim &D = Sizes[J];
      if (!L.Size) {
        L = LabelInfo{D, Desc, I, L.Count};
        continue;
      }
      bool SameOperand = L.Operand == I;
      auto IsOne = [](const Dim &X) {
        return X.asConstant() == std::optional<int64_t>(1);
      };
      if (!SameOperand && IsOne(D))
        continue; // broadcasts against the other size
      if (!SameOperand && IsOne(*L.Size)) {
        L.Size = D;
        L.Desc = Desc;
        L.Operand = I;
        continue;
      }
      Ok &= requireEqual(S, R, Op, *L.Size, L.Desc, D, Desc);
      if (L.Size->isDynamic())
        L.Size = D;
    }
  }
  if (!Ok)
    return std::nullopt;

  // The ellipsis axes broadcast.
  ShapeTerm Ell;
  if (!EllShapes.empty()) {
    Reason Sub = derive(
        R, ReasonDesc::part(R.Context, Op, ReasonDesc::Kind::EllipsisAxes));
    std::optional<ShapeTerm> B = S.broadcast(EllShapes, Sub);
    if (!B)
      return std::nullopt;
    Ell = *B;
    clearBcast(Ell);
  }

  auto SizeOf = [&](char C) {
    return plain(S.resolve(*Labels[labelIndex(C)].Size));
  };
  if (!Explicit) {
    ShapeTerm Res = Ell;
    for (char C = 'A'; C <= 'z'; ++C) {
      int I = labelIndex(C);
      if (I >= 0 && Labels[I].Count == 1)
        appendDims(Res, {SizeOf(C)});
    }
    return Res;
  }
  std::array<bool, 52> InOut{};
  for (llvm::ArrayRef<char> Part :
       {llvm::ArrayRef<char>(Out.Before), llvm::ArrayRef<char>(Out.After)})
    for (char C : Part) {
      int I = labelIndex(C);
      if (InOut[I])
        return Bad("output subscript " + quoted(C) +
                   " appears more than once in the output");
      if (Labels[I].Count == 0)
        return Bad("output subscript " + quoted(C) +
                   " does not appear in the equation for any input operand");
      InOut[I] = true;
    }
  ShapeTerm Res;
  for (char C : Out.Before)
    Res.Prefix.push_back(SizeOf(C));
  if (Out.Ellipsis) {
    ShapeTerm Tail = Ell;
    Res.Prefix.append(Tail.Prefix.begin(), Tail.Prefix.end());
    Res.Var = Tail.Var;
    Res.Suffix.assign(Tail.Suffix.begin(), Tail.Suffix.end());
  }
  for (char C : Out.After)
    appendDims(Res, {SizeOf(C)});
  return Res;
}
