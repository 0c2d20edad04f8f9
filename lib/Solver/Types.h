//===- Types.h - Dimensions, shapes and array types of the solver -*- C++ -*-=//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The solver's terms. A dimension is an arithmetic expression over dimension
// variables (DimExpr) or Dynamic: a size nobody knows (`_`, an unknown call),
// which is compatible with everything and never bound. A shape is a list of
// dimensions with at most one variadic segment, a shape variable standing for
// zero or more axes:  [p1 .. pk *v s1 .. sl]. An array's dtype is a set of
// scalar types (a jaxtyping category) and optionally a dtype variable that
// other arrays share: one scalar type, the same wherever the variable is.
//
//===----------------------------------------------------------------------===//
#ifndef SHAPECHECK_SOLVER_TYPES_H
#define SHAPECHECK_SOLVER_TYPES_H

#include "Shape/DimExpr.h"
#include "Shape/Dtype.h"
#include "Shape/ReasonDesc.h"
#include "Shape/SourceLoc.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include <optional>
#include <string>

namespace shapecheck {

using ShapeVarId = uint32_t;
/// A dtype variable; 0 is none.
using DtypeVarId = uint32_t;

/// How a variable may be bound.
enum class VarKind : uint8_t {
  Flexible, // an unknown to solve for (instantiated at a call)
  Rigid,    // a skolem: a signature's own variable inside its body
  Dynamic,  // shape variables only: any axes, never bound (gradual)
};

struct Dim {
  enum Kind : uint8_t { Expr, Dynamic };
  Kind K = Expr;
  /// `#`: in a signature, this size or 1 is accepted (jaxtyping's
  /// broadcastable axis).
  bool Bcast = false;
  DimExpr E;

  static Dim dynamic() { return Dim{Dynamic, false, {}}; }
  static Dim constant(int64_t C) {
    return Dim{Expr, false, DimExpr::constant(C)};
  }
  static Dim var(VarId V) { return Dim{Expr, false, DimExpr::var(V)}; }
  static Dim expr(DimExpr E) { return Dim{Expr, false, std::move(E)}; }

  bool isDynamic() const { return K == Dynamic; }
  std::optional<int64_t> asConstant() const {
    return K == Expr ? E.asConstant() : std::nullopt;
  }
};

/// A list of dimensions; most arrays have at most 3 axes on either side
/// of a variadic segment.
using DimList = llvm::SmallVector<Dim, 3>;

struct ShapeTerm {
  DimList Prefix;
  std::optional<ShapeVarId> Var; // the variadic segment, if any
  DimList Suffix;                // empty unless Var is set

  static ShapeTerm fixed(llvm::ArrayRef<Dim> Dims) {
    ShapeTerm S;
    S.Prefix.assign(Dims.begin(), Dims.end());
    return S;
  }
  bool hasFixedRank() const { return !Var; }
  /// The rank when fixed; otherwise the number of known axes.
  size_t knownRank() const { return Prefix.size() + Suffix.size(); }
};

/// What an array-typed value is known to be: a shape and a dtype category,
/// and a dtype variable when its dtype is another array's (a helper's
/// result that keeps its argument's dtype).
struct ArrayType {
  ShapeTerm Shape;
  DtypeSet Dtype = DtypeSet::any();
  DtypeVarId DtypeVar = 0;

  /// Another shape with this array's dtype (set and variable): what a rule
  /// that keeps the dtype returns.
  ArrayType withShape(ShapeTerm S) const {
    return ArrayType{std::move(S), Dtype, DtypeVar};
  }
};

/// Where and why something arose: an annotation, an argument, a rule.
struct Origin {
  SourceLoc Loc;
  ReasonDesc What; // argument 'a' of call to 'matmul'
};

/// Why two terms must agree. `unify(Expected, Actual, Reason)`: Expected is
/// what a declaration or rule demands, Actual what the code provides.
struct Reason {
  SourceLoc Loc;         // where a violation is reported
  ReasonDesc Context;    // argument 'x' of call to 'f'
  ReasonDesc Expected;   // parameter 'x' of 'f'; None: the annotation
  SourceLoc ExpectedLoc; // where Expected was written, may be invalid

  /// What is checked, in English: how the solver's messages start.
  std::string contextStr() const { return Context.str(); }
  /// What demands it: Expected, or the annotation when unsaid.
  ReasonDesc expectedDesc() const {
    return Expected.empty() ? ReasonDesc::of(ReasonDesc::Kind::Annotation)
                            : Expected;
  }
  /// What demands it, in English ("the annotation" when unsaid).
  std::string expectedStr() const { return expectedDesc().str(); }

  /// The solver's interned Origin for (Loc, Context), made on first use so
  /// that every binding a reason makes shares one record. A copy starts
  /// empty: it may be given another Context.
  struct OriginCache {
    const void *By = nullptr;
    uint32_t Id = 0;
    OriginCache() = default;
    OriginCache(const OriginCache &) {}
    OriginCache &operator=(const OriginCache &) {
      By = nullptr;
      return *this;
    }
  };
  mutable OriginCache Cache;
};

/// Index of an interned Origin in a solver; 0 is "nowhere".
using OriginId = uint32_t;

} // namespace shapecheck

#endif
