//===- DimExpr.h - Dimension arithmetic in canonical form -------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// A dimension size is an integer polynomial over dimension variables, kept in
// a canonical normal form so that equal expressions compare equal:
//
//   n+m == m+n,  (n+1)-1 == n,  (2*n)//2 == n,  2*n-n == n.
//
// A DimExpr is a sum of terms (coefficient * monomial), sorted, with no zero
// coefficients. A monomial is a sorted product of atoms with positive powers.
// An atom is a variable or an opaque floor division / modulo whose operands
// are themselves canonical and already reduced (constant parts pulled out,
// common factors cancelled), so opaque atoms compare structurally.
//
// Arithmetic never has undefined behaviour: a 64-bit overflow, a division by
// zero or an expression that grows past the size limit yields a *poisoned*
// value (like NaN) that propagates and is reported by whoever consumes it.
//
//===----------------------------------------------------------------------===//
#ifndef SHAPECHECK_SHAPE_DIMEXPR_H
#define SHAPECHECK_SHAPE_DIMEXPR_H

#include "llvm/ADT/Hashing.h"
#include "llvm/ADT/IntrusiveRefCntPtr.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallVector.h"
#include <cassert>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>

namespace shapecheck {

/// Identifies a dimension variable. The meaning of the id (its name, whether
/// it is rigid) belongs to whoever allocates it, usually the solver.
using VarId = uint32_t;

class DimExpr;

struct OpaqueNode;

/// A factor of a monomial: a variable, or an opaque floor division / modulo.
/// An opaque atom owns its operands through a reference-counted, immutable
/// node shared by the expressions that mention it: no table outlives them,
/// and values cross threads and translation units (the run's summaries)
/// freely. Atoms compare structurally, so the canonical order of terms does
/// not depend on which expressions were built first, nor on which thread.
struct Atom {
  enum Kind : uint8_t { Var, FloorDiv, Mod };
  Kind K = Var;
  VarId Id = 0;                                 // the variable (Var)
  llvm::IntrusiveRefCntPtr<const OpaqueNode> N; // the operands (otherwise)

  /// Operands (dividend, divisor) of an opaque atom.
  const DimExpr &lhs() const;
  const DimExpr &rhs() const;
  static Atom opaque(Kind K, DimExpr Lhs, DimExpr Rhs);
  static Atom variable(VarId V) {
    Atom A;
    A.Id = V;
    return A;
  }

  static int compare(const Atom &A, const Atom &B);
};

struct Factor {
  Atom A;
  uint32_t Power = 1;
};

struct Term {
  llvm::SmallVector<Factor, 1> Mono; // empty: the constant term
  int64_t Coeff = 0;
};

/// Why a value is poisoned.
enum class ArithFault : uint8_t { None, Overflow, DivByZero, TooLarge };

class DimExpr {
public:
  /// Limits that keep every operation bounded.
  static constexpr unsigned MaxTerms = 256;
  static constexpr unsigned MaxDepth = 64;

  DimExpr() = default; // zero
  static DimExpr constant(int64_t C);
  static DimExpr var(VarId V);
  static DimExpr poisoned(ArithFault F);

  DimExpr operator+(const DimExpr &O) const;
  DimExpr operator-(const DimExpr &O) const;
  DimExpr operator-() const;
  DimExpr operator*(const DimExpr &O) const;
  /// Floor division and modulo with Python semantics (the result of % has the
  /// sign of the divisor), as in jaxtyping's `//` and `%`.
  DimExpr floorDiv(const DimExpr &O) const;
  DimExpr mod(const DimExpr &O) const;

  bool isPoisoned() const { return Fault != ArithFault::None; }
  ArithFault fault() const { return Fault; }
  bool isZero() const { return Terms.empty() && !isPoisoned(); }
  /// The value, if the expression is ground.
  std::optional<int64_t> asConstant() const;
  /// The variable, if the expression is exactly one variable.
  std::optional<VarId> asVar() const;
  /// Whether it mentions any variable (including inside opaque atoms).
  bool isGround() const;
  bool mentions(VarId V) const;
  /// All variables mentioned, sorted and unique.
  void collectVars(llvm::SmallVectorImpl<VarId> &Out) const;

  /// If the expression is `C*V + Rest` where V occurs only in that linear
  /// term (not in Rest, not in any opaque atom, not with a power > 1),
  /// returns C and sets Rest. Otherwise returns 0.
  int64_t linearCoeff(VarId V, DimExpr &Rest) const;
  /// The content of the expression: the gcd of its coefficients (0 for 0).
  int64_t content() const;
  /// Divides every coefficient by D, which must divide them all exactly.
  DimExpr divideExact(int64_t D) const;

  /// Replaces variables: Sub(V) returns the replacement, or std::nullopt to
  /// keep V. Opaque atoms are re-simplified after substitution.
  DimExpr
  substitute(llvm::function_ref<std::optional<DimExpr>(VarId)> Sub) const;

  /// The expression where A is a multiple of B (B not zero, a fact a check
  /// in the code establishes): `A % B` is 0 and `B * (A // B)` is A. Only a
  /// divisor B of one term (`h`, `2*h`, `h*w`) is used; otherwise, or where
  /// the atoms do not occur, the expression is returned unchanged.
  DimExpr assumingDivisible(const DimExpr &A, const DimExpr &B) const;

  /// Renders in the annotation language (`n+1`, `2*h`, `(n+1)//2`), naming
  /// variables with Name.
  std::string str(llvm::function_ref<std::string(VarId)> Name) const;

  static int compare(const DimExpr &A, const DimExpr &B);
  friend bool operator==(const DimExpr &A, const DimExpr &B) {
    return compare(A, B) == 0;
  }
  friend bool operator!=(const DimExpr &A, const DimExpr &B) {
    return compare(A, B) != 0;
  }
  friend bool operator<(const DimExpr &A, const DimExpr &B) {
    return compare(A, B) < 0;
  }
  size_t hash() const;

  const llvm::SmallVectorImpl<Term> &terms() const { return Terms; }
  /// Nesting depth of opaque atoms (0 for a polynomial without any).
  unsigned depth() const;

  /// Checks the canonical form (DimExpr.h's header comment and
  /// DimExpr.cpp's rules), recursively through opaque atoms. Returns an
  /// empty string when it holds, else what is wrong. Every operation's
  /// result satisfies it; debug builds assert so (see assertCanonical).
  std::string verify() const;

private:
  llvm::SmallVector<Term, 1> Terms; // sorted by monomial, no zero coeffs
  ArithFault Fault = ArithFault::None;

  friend struct ExprBuilder;
  friend struct DimExprTestAccess; // builds broken values to test verify()
};

/// The operands of an opaque atom. Immutable once built; freed with the last
/// expression that mentions it.
struct OpaqueNode : llvm::ThreadSafeRefCountedBase<OpaqueNode> {
  OpaqueNode(DimExpr L, DimExpr R) : Lhs(std::move(L)), Rhs(std::move(R)) {}
  const DimExpr Lhs, Rhs;
  const size_t Hash = llvm::hash_combine(Lhs.hash(), Rhs.hash());
};

inline const DimExpr &Atom::lhs() const {
  assert(K != Var && N && "operands of a variable");
  return N->Lhs;
}
inline const DimExpr &Atom::rhs() const {
  assert(K != Var && N && "operands of a variable");
  return N->Rhs;
}

/// Checked 64-bit helpers; return false on overflow.
bool checkedAdd(int64_t A, int64_t B, int64_t &R);
bool checkedMul(int64_t A, int64_t B, int64_t &R);
/// Floor division and modulo of integers with Python semantics; B != 0.
int64_t floorDivInt(int64_t A, int64_t B);
int64_t floorModInt(int64_t A, int64_t B);

} // namespace shapecheck

#endif
