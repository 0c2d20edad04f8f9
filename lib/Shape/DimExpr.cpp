//===- DimExpr.cpp - Dimension arithmetic in canonical form ---------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Canonicalisation rules:
//  * terms are sorted by monomial and like terms merged; zero terms dropped;
//  * a floor division or modulo by a constant c > 0 first pulls out every
//    part of the dividend divisible by c ((c*q + r)//c == q + r//c), then
//    cancels the common factor of the remainder and c, and only then becomes
//    an opaque atom; a ground result is evaluated;
//  * a division by a non-constant polynomial is exact when the divisor is a
//    single monomial that divides every term; otherwise it is opaque.
//
//===----------------------------------------------------------------------===//
#include "Shape/DimExpr.h"
#include "llvm/ADT/Hashing.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/raw_ostream.h"
#include <algorithm>
#include <cstdlib>
#include <numeric>

using namespace shapecheck;

bool shapecheck::checkedAdd(int64_t A, int64_t B, int64_t &R) {
  return !__builtin_add_overflow(A, B, &R);
}

bool shapecheck::checkedMul(int64_t A, int64_t B, int64_t &R) {
  return !__builtin_mul_overflow(A, B, &R);
}

int64_t shapecheck::floorDivInt(int64_t A, int64_t B) {
  // Callers exclude B == 0 and INT64_MIN / -1 (handled as overflow).
  int64_t Q = A / B;
  if ((A % B != 0) && ((A < 0) != (B < 0)))
    --Q;
  return Q;
}

int64_t shapecheck::floorModInt(int64_t A, int64_t B) {
  int64_t M = A % B;
  if (M != 0 && ((M < 0) != (B < 0)))
    M += B;
  return M;
}

//===----------------------------------------------------------------------===//
// Ordering
//===----------------------------------------------------------------------===//

Atom Atom::opaque(Kind K, DimExpr Lhs, DimExpr Rhs) {
  assert(K != Var && "an opaque atom is a division or a modulo");
  Atom A;
  A.K = K;
  A.N = llvm::makeIntrusiveRefCnt<OpaqueNode>(std::move(Lhs), std::move(Rhs));
  return A;
}

int Atom::compare(const Atom &A, const Atom &B) {
  if (A.K != B.K)
    return A.K < B.K ? -1 : 1;
  if (A.K == Var)
    return A.Id == B.Id ? 0 : (A.Id < B.Id ? -1 : 1);
  if (A.N == B.N)
    return 0;
  if (int C = DimExpr::compare(A.N->Lhs, B.N->Lhs))
    return C;
  return DimExpr::compare(A.N->Rhs, B.N->Rhs);
}

using Mono = llvm::SmallVector<Factor, 1>;

static int compareMono(const Mono &A, const Mono &B) {
  size_t N = std::min(A.size(), B.size());
  for (size_t I = 0; I < N; ++I) {
    if (int C = Atom::compare(A[I].A, B[I].A))
      return C;
    if (A[I].Power != B[I].Power)
      return A[I].Power < B[I].Power ? -1 : 1;
  }
  if (A.size() != B.size())
    return A.size() < B.size() ? -1 : 1;
  return 0;
}

int DimExpr::compare(const DimExpr &A, const DimExpr &B) {
  if (A.Fault != B.Fault)
    return A.Fault < B.Fault ? -1 : 1;
  size_t N = std::min(A.Terms.size(), B.Terms.size());
  for (size_t I = 0; I < N; ++I) {
    if (int C = compareMono(A.Terms[I].Mono, B.Terms[I].Mono))
      return C;
    if (A.Terms[I].Coeff != B.Terms[I].Coeff)
      return A.Terms[I].Coeff < B.Terms[I].Coeff ? -1 : 1;
  }
  if (A.Terms.size() != B.Terms.size())
    return A.Terms.size() < B.Terms.size() ? -1 : 1;
  return 0;
}

//===----------------------------------------------------------------------===//
// Building canonical values
//===----------------------------------------------------------------------===//

/// Debug builds check every built value's canonical form.
static void assertCanonical(const DimExpr &E) {
#ifndef NDEBUG
  std::string Problem = E.verify();
  if (!Problem.empty()) {
    llvm::errs() << "DimExpr not canonical: " << Problem << "\n";
    assert(false && "DimExpr not canonical");
  }
#endif
}

namespace shapecheck {
/// Collects terms, then sorts and merges them into canonical form.
struct ExprBuilder {
  DimExpr E;

  void fail(ArithFault F) {
    if (E.Fault == ArithFault::None)
      E.Fault = F;
  }
  void add(Mono M, int64_t C) {
    if (C != 0)
      E.Terms.push_back(Term{std::move(M), C});
  }
  DimExpr finish() {
    if (E.isPoisoned())
      return DimExpr::poisoned(E.Fault);
    auto &T = E.Terms;
    std::stable_sort(T.begin(), T.end(), [](const Term &A, const Term &B) {
      return compareMono(A.Mono, B.Mono) < 0;
    });
    size_t Out = 0;
    for (size_t I = 0; I < T.size(); ++I) {
      if (Out > 0 && compareMono(T[Out - 1].Mono, T[I].Mono) == 0) {
        if (!checkedAdd(T[Out - 1].Coeff, T[I].Coeff, T[Out - 1].Coeff))
          return DimExpr::poisoned(ArithFault::Overflow);
        continue;
      }
      if (Out > 0 && T[Out - 1].Coeff == 0)
        --Out;
      if (Out != I)
        T[Out] = std::move(T[I]);
      ++Out;
    }
    if (Out > 0 && T[Out - 1].Coeff == 0)
      --Out;
    T.resize(Out);
    if (T.size() > DimExpr::MaxTerms)
      return DimExpr::poisoned(ArithFault::TooLarge);
    assertCanonical(E);
    return std::move(E);
  }
};
} // namespace shapecheck

DimExpr DimExpr::constant(int64_t C) {
  DimExpr E;
  if (C != 0)
    E.Terms.push_back(Term{{}, C});
  return E;
}

DimExpr DimExpr::var(VarId V) {
  DimExpr E;
  Term T;
  T.Coeff = 1;
  T.Mono.push_back(Factor{Atom::variable(V), 1});
  E.Terms.push_back(std::move(T));
  return E;
}

DimExpr DimExpr::poisoned(ArithFault F) {
  DimExpr E;
  E.Fault = F;
  return E;
}

static DimExpr atomExpr(Atom::Kind K, DimExpr L, DimExpr R) {
  if (std::max(L.depth(), R.depth()) + 1 > DimExpr::MaxDepth)
    return DimExpr::poisoned(ArithFault::TooLarge);
  ExprBuilder B;
  Mono M;
  M.push_back(Factor{Atom::opaque(K, std::move(L), std::move(R)), 1});
  B.add(std::move(M), 1);
  return B.finish();
}

//===----------------------------------------------------------------------===//
// Ring operations
//===----------------------------------------------------------------------===//

DimExpr DimExpr::operator+(const DimExpr &O) const {
  if (isPoisoned() || O.isPoisoned())
    return poisoned(isPoisoned() ? Fault : O.Fault);
  if (O.Terms.empty())
    return *this;
  if (Terms.empty())
    return O;
  ExprBuilder B;
  for (const Term &T : Terms)
    B.add(T.Mono, T.Coeff);
  for (const Term &T : O.Terms)
    B.add(T.Mono, T.Coeff);
  return B.finish();
}

DimExpr DimExpr::operator-() const {
  if (isPoisoned())
    return *this;
  DimExpr R = *this;
  for (Term &T : R.Terms)
    if (!checkedMul(T.Coeff, -1, T.Coeff))
      return poisoned(ArithFault::Overflow);
  return R;
}

DimExpr DimExpr::operator-(const DimExpr &O) const { return *this + (-O); }

static Mono mulMono(const Mono &A, const Mono &B) {
  Mono R;
  size_t I = 0, J = 0;
  while (I < A.size() || J < B.size()) {
    int C = I == A.size()   ? 1
            : J == B.size() ? -1
                            : Atom::compare(A[I].A, B[J].A);
    if (C < 0) {
      R.push_back(A[I++]);
    } else if (C > 0) {
      R.push_back(B[J++]);
    } else {
      R.push_back(Factor{A[I].A, A[I].Power + B[J].Power});
      ++I;
      ++J;
    }
  }
  return R;
}

DimExpr DimExpr::operator*(const DimExpr &O) const {
  if (isPoisoned() || O.isPoisoned())
    return poisoned(isPoisoned() ? Fault : O.Fault);
  if (Terms.size() * O.Terms.size() > size_t(MaxTerms) * MaxTerms)
    return poisoned(ArithFault::TooLarge);
  ExprBuilder B;
  for (const Term &X : Terms)
    for (const Term &Y : O.Terms) {
      int64_t C;
      if (!checkedMul(X.Coeff, Y.Coeff, C))
        return poisoned(ArithFault::Overflow);
      B.add(mulMono(X.Mono, Y.Mono), C);
    }
  return B.finish();
}

//===----------------------------------------------------------------------===//
// Division
//===----------------------------------------------------------------------===//

int64_t DimExpr::content() const {
  int64_t G = 0;
  for (const Term &T : Terms) {
    // |INT64_MIN| does not fit; its gcd with anything is a power of two that
    // does, so fold it in as INT64_MIN/2 twice.
    int64_t C = T.Coeff == INT64_MIN ? (INT64_MIN / 2) : T.Coeff;
    G = std::gcd(G, C < 0 ? -C : C);
  }
  return G;
}

DimExpr DimExpr::divideExact(int64_t D) const {
  DimExpr R = *this;
  for (Term &T : R.Terms)
    T.Coeff /= D;
  return R;
}

/// Whether monomial D divides monomial M; if so sets Q = M / D.
static bool divMono(const Mono &M, const Mono &D, Mono &Q) {
  Q.clear();
  size_t J = 0;
  for (const Factor &F : M) {
    if (J < D.size() && Atom::compare(F.A, D[J].A) == 0) {
      if (F.Power < D[J].Power)
        return false;
      if (F.Power > D[J].Power)
        Q.push_back(Factor{F.A, F.Power - D[J].Power});
      ++J;
    } else {
      Q.push_back(F);
    }
  }
  return J == D.size();
}

/// A / O when O is a single term dividing every term of A exactly.
static std::optional<DimExpr> exactQuotient(const DimExpr &A,
                                            const DimExpr &O) {
  if (O.terms().size() != 1)
    return std::nullopt;
  const Term &D = O.terms()[0];
  ExprBuilder B;
  for (const Term &T : A.terms()) {
    Mono Q;
    if (!divMono(T.Mono, D.Mono, Q))
      return std::nullopt;
    // INT64_MIN / -1 does not fit in 64 bits (and traps in hardware).
    if (T.Coeff == INT64_MIN && D.Coeff == -1)
      return DimExpr::poisoned(ArithFault::Overflow);
    if (T.Coeff % D.Coeff != 0)
      return std::nullopt;
    B.add(std::move(Q), T.Coeff / D.Coeff);
  }
  return B.finish();
}

/// Splits A into Q*C + R with every coefficient of R in [0, C).
static void splitByConstant(const DimExpr &A, int64_t C, DimExpr &Q,
                            DimExpr &R) {
  ExprBuilder QB, RB;
  for (const Term &T : A.terms()) {
    QB.add(T.Mono, floorDivInt(T.Coeff, C));
    RB.add(T.Mono, floorModInt(T.Coeff, C));
  }
  Q = QB.finish();
  R = RB.finish();
}

/// A = O*Q + R where Q collects the terms of A that the symbolic O divides
/// exactly (`(i - p) // p` is `i // p - 1`): whether there are such terms
/// and others (R not zero).
static bool splitByDivisor(const DimExpr &A, const DimExpr &O, DimExpr &Q,
                           DimExpr &R) {
  ExprBuilder RB;
  DimExpr Quot;
  bool Any = false;
  for (const Term &T : A.terms()) {
    ExprBuilder TB;
    TB.add(T.Mono, T.Coeff);
    if (std::optional<DimExpr> TQ = exactQuotient(TB.finish(), O)) {
      Quot = Quot + *TQ;
      Any = true;
    } else {
      RB.add(T.Mono, T.Coeff);
    }
  }
  R = RB.finish();
  Q = Quot;
  return Any && !R.isZero() && !Q.isPoisoned() && !R.isPoisoned();
}

DimExpr DimExpr::floorDiv(const DimExpr &O) const {
  if (isPoisoned() || O.isPoisoned())
    return poisoned(isPoisoned() ? Fault : O.Fault);
  if (O.isZero())
    return poisoned(ArithFault::DivByZero);
  if (isZero())
    return *this;
  if (auto C = O.asConstant()) {
    if (*C < 0) {
      if (*C == INT64_MIN)
        return poisoned(ArithFault::Overflow);
      return (-*this).floorDiv(constant(-*C));
    }
    if (*C == 1)
      return *this;
    if (auto V = asConstant())
      return constant(floorDivInt(*V, *C));
    DimExpr Q, R;
    splitByConstant(*this, *C, Q, R);
    if (R.isZero())
      return Q;
    if (R.asConstant()) // 0 <= r < c
      return Q;
    int64_t G = std::gcd(R.content(), *C);
    return Q + atomExpr(Atom::FloorDiv, R.divideExact(G), constant(*C / G));
  }
  if (auto Q = exactQuotient(*this, O))
    return *Q;
  DimExpr Q, R;
  if (splitByDivisor(*this, O, Q, R))
    return Q + atomExpr(Atom::FloorDiv, R, O);
  return atomExpr(Atom::FloorDiv, *this, O);
}

DimExpr DimExpr::mod(const DimExpr &O) const {
  if (isPoisoned() || O.isPoisoned())
    return poisoned(isPoisoned() ? Fault : O.Fault);
  if (O.isZero())
    return poisoned(ArithFault::DivByZero);
  if (isZero())
    return *this;
  if (auto C = O.asConstant()) {
    if (*C == 1 || *C == -1)
      return DimExpr();
    if (*C < 0) {
      if (*C == INT64_MIN)
        return poisoned(ArithFault::Overflow);
      return -((-*this).mod(constant(-*C)));
    }
    if (auto V = asConstant())
      return constant(floorModInt(*V, *C));
    DimExpr Q, R;
    splitByConstant(*this, *C, Q, R);
    if (R.terms().empty() || R.asConstant())
      return R;
    int64_t G = std::gcd(R.content(), *C);
    return constant(G) *
           atomExpr(Atom::Mod, R.divideExact(G), constant(*C / G));
  }
  if (exactQuotient(*this, O))
    return DimExpr();
  DimExpr Q, R;
  if (splitByDivisor(*this, O, Q, R))
    return atomExpr(Atom::Mod, R, O);
  return atomExpr(Atom::Mod, *this, O);
}

//===----------------------------------------------------------------------===//
// Queries
//===----------------------------------------------------------------------===//

std::optional<int64_t> DimExpr::asConstant() const {
  if (isPoisoned())
    return std::nullopt;
  if (Terms.empty())
    return 0;
  if (Terms.size() == 1 && Terms[0].Mono.empty())
    return Terms[0].Coeff;
  return std::nullopt;
}

std::optional<VarId> DimExpr::asVar() const {
  if (isPoisoned() || Terms.size() != 1 || Terms[0].Coeff != 1)
    return std::nullopt;
  const Mono &M = Terms[0].Mono;
  if (M.size() != 1 || M[0].Power != 1 || M[0].A.K != Atom::Var)
    return std::nullopt;
  return M[0].A.Id;
}

bool DimExpr::isGround() const {
  for (const Term &T : Terms)
    if (!T.Mono.empty())
      return false;
  return true;
}

void DimExpr::collectVars(llvm::SmallVectorImpl<VarId> &Out) const {
  size_t Start = Out.size();
  for (const Term &T : Terms)
    for (const Factor &F : T.Mono) {
      if (F.A.K == Atom::Var) {
        Out.push_back(F.A.Id);
      } else {
        F.A.lhs().collectVars(Out);
        F.A.rhs().collectVars(Out);
      }
    }
  std::sort(Out.begin() + Start, Out.end());
  Out.erase(std::unique(Out.begin() + Start, Out.end()), Out.end());
}

bool DimExpr::mentions(VarId V) const {
  for (const Term &T : Terms)
    for (const Factor &F : T.Mono) {
      if (F.A.K == Atom::Var ? F.A.Id == V
                             : (F.A.lhs().mentions(V) || F.A.rhs().mentions(V)))
        return true;
    }
  return false;
}

int64_t DimExpr::linearCoeff(VarId V, DimExpr &Rest) const {
  int64_t C = 0;
  ExprBuilder B;
  for (const Term &T : Terms) {
    if (T.Mono.size() == 1 && T.Mono[0].A.K == Atom::Var &&
        T.Mono[0].A.Id == V) {
      if (T.Mono[0].Power != 1)
        return 0;
      C = T.Coeff;
      continue;
    }
    for (const Factor &F : T.Mono)
      if (F.A.K == Atom::Var ? F.A.Id == V
                             : (F.A.lhs().mentions(V) || F.A.rhs().mentions(V)))
        return 0;
    B.add(T.Mono, T.Coeff);
  }
  if (C != 0)
    Rest = B.finish();
  return C;
}

unsigned DimExpr::depth() const {
  unsigned D = 0;
  for (const Term &T : Terms)
    for (const Factor &F : T.Mono)
      if (F.A.K != Atom::Var)
        D = std::max(D, 1 + std::max(F.A.lhs().depth(), F.A.rhs().depth()));
  return D;
}

size_t DimExpr::hash() const {
  llvm::hash_code H = llvm::hash_value(unsigned(Fault));
  for (const Term &T : Terms) {
    H = llvm::hash_combine(H, T.Coeff);
    for (const Factor &F : T.Mono) {
      H = llvm::hash_combine(H, unsigned(F.A.K), F.Power);
      if (F.A.K == Atom::Var)
        H = llvm::hash_combine(H, F.A.Id);
      else
        H = llvm::hash_combine(H, F.A.N->Hash);
    }
  }
  return H;
}

//===----------------------------------------------------------------------===//
// Substitution
//===----------------------------------------------------------------------===//

static DimExpr
substituteAtom(const Atom &A,
               llvm::function_ref<std::optional<DimExpr>(VarId)> Sub) {
  if (A.K == Atom::Var) {
    if (auto R = Sub(A.Id))
      return *R;
    return DimExpr::var(A.Id);
  }
  DimExpr L = A.lhs().substitute(Sub), R = A.rhs().substitute(Sub);
  return A.K == Atom::FloorDiv ? L.floorDiv(R) : L.mod(R);
}

DimExpr DimExpr::substitute(
    llvm::function_ref<std::optional<DimExpr>(VarId)> Sub) const {
  if (isPoisoned() || isGround())
    return *this;
  llvm::SmallVector<VarId, 4> Vars;
  collectVars(Vars);
  bool Any = false;
  for (VarId V : Vars)
    if (Sub(V)) {
      Any = true;
      break;
    }
  if (!Any)
    return *this;
  DimExpr Sum;
  for (const Term &T : Terms) {
    DimExpr P = constant(T.Coeff);
    for (const Factor &F : T.Mono) {
      DimExpr X = substituteAtom(F.A, Sub);
      for (unsigned I = 0; I < F.Power; ++I)
        P = P * X;
    }
    Sum = Sum + P;
    if (Sum.isPoisoned())
      return Sum;
  }
  return Sum;
}

//===----------------------------------------------------------------------===//
// Printing
//===----------------------------------------------------------------------===//

static bool isSimple(const DimExpr &E) { return E.asConstant() || E.asVar(); }

static void printAtom(const Atom &A, std::string &Out,
                      llvm::function_ref<std::string(VarId)> Name) {
  if (A.K == Atom::Var) {
    Out += Name(A.Id);
    return;
  }
  auto Operand = [&](const DimExpr &E) {
    std::optional<int64_t> C = E.asConstant();
    if (isSimple(E) && !(C && *C < 0)) {
      Out += E.str(Name);
    } else {
      Out += '(';
      Out += E.str(Name);
      Out += ')';
    }
  };
  Operand(A.lhs());
  Out += A.K == Atom::FloorDiv ? "//" : "%";
  Operand(A.rhs());
}

static void printTerm(const Term &T, bool First, std::string &Out,
                      llvm::function_ref<std::string(VarId)> Name) {
  int64_t C = T.Coeff;
  bool Neg = C < 0;
  if (Neg)
    Out += '-';
  else if (!First)
    Out += '+';
  // Print |C| without negating INT64_MIN.
  std::string Mag = std::to_string(C);
  if (Neg)
    Mag.erase(0, 1);
  if (T.Mono.empty()) {
    Out += Mag;
    return;
  }
  bool NeedCoeff = Mag != "1";
  unsigned Factors = 0;
  for (const Factor &F : T.Mono)
    Factors += F.Power;
  bool Product = NeedCoeff || Factors > 1;
  if (NeedCoeff)
    Out += Mag;
  bool Sep = NeedCoeff;
  for (const Factor &F : T.Mono)
    for (unsigned I = 0; I < F.Power; ++I) {
      if (Sep)
        Out += '*';
      Sep = true;
      bool Paren = Product && F.A.K != Atom::Var;
      if (Paren)
        Out += '(';
      printAtom(F.A, Out, Name);
      if (Paren)
        Out += ')';
    }
}

/// The atom as an expression of its own.
static DimExpr atomExpr(const Atom &A) {
  switch (A.K) {
  case Atom::Var:
    return DimExpr::var(A.Id);
  case Atom::FloorDiv:
    return A.lhs().floorDiv(A.rhs());
  case Atom::Mod:
    return A.lhs().mod(A.rhs());
  }
  return DimExpr();
}

DimExpr DimExpr::assumingDivisible(const DimExpr &A, const DimExpr &B) const {
  if (isPoisoned() || depth() == 0 || B.Terms.size() != 1 || B.isPoisoned() ||
      A.isPoisoned() || B.Terms[0].Coeff == 0)
    return *this;
  const Term &Div = B.Terms[0];
  Atom Quot = Atom::opaque(Atom::FloorDiv, A, B);
  Atom Rem = Atom::opaque(Atom::Mod, A, B);
  bool Changed = false;
  DimExpr Out;
  for (const Term &T : Terms) {
    Mono M(T.Mono.begin(), T.Mono.end());
    int64_t Coeff = T.Coeff;
    unsigned Multiples = 0; // how many `B * (A // B)` became A
    bool Zero = false;
    for (Factor &F : M)
      if (Atom::compare(F.A, Rem) == 0)
        Zero = true;
    if (Zero) {
      Changed = true;
      continue;
    }
    for (;;) {
      auto Q = llvm::find_if(
          M, [&](const Factor &F) { return Atom::compare(F.A, Quot) == 0; });
      if (Q == M.end() || Coeff % Div.Coeff != 0)
        break;
      // Every factor of B's term must be in the monomial, apart from the
      // quotient itself.
      Mono Rest = M;
      bool Divides = true;
      for (const Factor &D : Div.Mono) {
        auto It = llvm::find_if(Rest, [&](const Factor &F) {
          return Atom::compare(F.A, D.A) == 0;
        });
        if (It == Rest.end() || It->Power < D.Power) {
          Divides = false;
          break;
        }
        It->Power -= D.Power;
      }
      if (!Divides)
        break;
      auto RQ = llvm::find_if(
          Rest, [&](const Factor &F) { return Atom::compare(F.A, Quot) == 0; });
      --RQ->Power;
      llvm::erase_if(Rest, [](const Factor &F) { return F.Power == 0; });
      M = std::move(Rest);
      Coeff /= Div.Coeff;
      ++Multiples;
    }
    DimExpr TermExpr = DimExpr::constant(Coeff);
    for (const Factor &F : M)
      for (uint32_t I = 0; I < F.Power; ++I)
        TermExpr = TermExpr * atomExpr(F.A);
    for (unsigned I = 0; I < Multiples; ++I)
      TermExpr = TermExpr * A;
    Changed |= Multiples > 0;
    Out = Out + TermExpr;
  }
  return Changed ? Out : *this;
}

std::string DimExpr::str(llvm::function_ref<std::string(VarId)> Name) const {
  switch (Fault) {
  case ArithFault::None:
    break;
  case ArithFault::Overflow:
    return "<overflow>";
  case ArithFault::DivByZero:
    return "<division by zero>";
  case ArithFault::TooLarge:
    return "<too large>";
  }
  if (Terms.empty())
    return "0";
  // Non-constant terms first, positive before negative, then the constant.
  llvm::SmallVector<const Term *, 4> Order;
  for (const Term &T : Terms)
    if (!T.Mono.empty() && T.Coeff > 0)
      Order.push_back(&T);
  for (const Term &T : Terms)
    if (!T.Mono.empty() && T.Coeff < 0)
      Order.push_back(&T);
  for (const Term &T : Terms)
    if (T.Mono.empty())
      Order.push_back(&T);
  std::string Out;
  for (size_t I = 0; I < Order.size(); ++I)
    printTerm(*Order[I], I == 0, Out, Name);
  return Out;
}

//===----------------------------------------------------------------------===//
// Verification
//===----------------------------------------------------------------------===//

/// What is wrong with the opaque atom A (a division or modulo), or "".
static std::string verifyOpaque(const Atom &A) {
  if (!A.N)
    return "an opaque atom without operands";
  const DimExpr &L = A.lhs(), &R = A.rhs();
  for (const DimExpr *E : {&L, &R}) {
    if (E->isPoisoned())
      return "a poisoned operand";
    std::string Problem = E->verify();
    if (!Problem.empty())
      return Problem;
  }
  if (std::max(L.depth(), R.depth()) + 1 > DimExpr::MaxDepth)
    return "nested deeper than the limit";
  if (R.isZero())
    return "a division by zero";
  if (L.isZero())
    return "a zero dividend";
  if (std::optional<int64_t> C = R.asConstant()) {
    if (L.asConstant())
      return "a ground division (it is evaluated)";
    // (c*q + r)//c == q + r//c: only the remainder's part stays, with every
    // coefficient in (0, c) and the common factor with c cancelled.
    if (*C <= 1)
      return "a constant divisor below 2 (it is normalised)";
    for (const Term &T : L.terms())
      if (T.Coeff <= 0 || T.Coeff >= *C)
        return "a coefficient outside [1, c) in a division by c";
    if (std::gcd(L.content(), *C) != 1)
      return "a common factor of the dividend and its divisor";
    return "";
  }
  if (exactQuotient(L, R))
    return "an exact division left opaque";
  return "";
}

std::string DimExpr::verify() const {
  if (isPoisoned())
    return Terms.empty() ? "" : "a poisoned value with terms";
  if (Terms.size() > MaxTerms)
    return "more terms than the limit";
  for (size_t I = 0; I != Terms.size(); ++I) {
    const Term &T = Terms[I];
    if (T.Coeff == 0)
      return "a zero coefficient";
    if (I > 0 && compareMono(Terms[I - 1].Mono, T.Mono) >= 0)
      return "terms not sorted by monomial, or like terms not merged";
    for (size_t J = 0; J != T.Mono.size(); ++J) {
      const Factor &F = T.Mono[J];
      if (F.Power == 0)
        return "a factor with power 0";
      if (J > 0 && Atom::compare(T.Mono[J - 1].A, F.A) >= 0)
        return "factors not sorted, or a repeated factor";
      if (F.A.K == Atom::Var) {
        if (F.A.N)
          return "a variable with operands";
        continue;
      }
      std::string Problem = verifyOpaque(F.A);
      if (!Problem.empty())
        return Problem;
    }
  }
  return "";
}
