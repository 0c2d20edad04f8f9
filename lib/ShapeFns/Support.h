//===- Support.h - Shared helpers of the shape functions --------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// What every shape function needs: messages that name the operation, axis
// normalisation (numpy/PyTorch: `axis` in [-rank, rank)) on shapes whose rank
// may be open, products of dimensions with overflow checks, and "these two
// sizes must agree" with a message that names both sides.
//
// Conventions of the shape functions (ShapeFns/*.h):
//  * inputs are resolved first; results never contain Bcast (`#`) flags;
//  * every error is reported through the solver (S.report or its unify*),
//    and the function then returns std::nullopt;
//  * a Dynamic dimension or an unknown-rank shape never causes an error:
//    results become Dynamic where they cannot be computed.
//
//===----------------------------------------------------------------------===//
#ifndef SHAPECHECK_SHAPEFNS_SUPPORT_H
#define SHAPECHECK_SHAPEFNS_SUPPORT_H

#include "Solver/Solver.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <optional>
#include <string>

namespace shapecheck {
namespace shapefns {

//===--- Messages
//-----------------------------------------------------------===//

/// "context: op: " -- the start of every message. The operation is left out
/// when the context already names it ("call to 'matmul'").
std::string lead(const Reason &R, llvm::StringRef Op);

/// Reports Check with message lead(R, Op) + Detail. Notes explain where the
/// variables of the shapes in Explain got their values.
void fail(Solver &S, CheckId Check, const Reason &R, llvm::StringRef Op,
          const std::string &Detail, llvm::ArrayRef<ShapeTerm> Explain = {});

/// A size for messages: "3", "n+1", "?".
std::string sizeStr(Solver &S, const Dim &D);

/// A reason for a sub-check at R's location: the solver's message starts
/// with Context (a part of the operation, ReasonDesc::part) and names
/// Expected as the requirement, and bindings made through it are attributed
/// to Context.
Reason derive(const Reason &R, ReasonDesc Context, ReasonDesc Expected = {});

/// "1st", "2nd", ... for operand positions in messages.
std::string ordinal(size_t I);

//===--- Shapes
//-------------------------------------------------------------===//

/// The rank when the shape has no variadic segment.
std::optional<size_t> fixedRank(const ShapeTerm &T);

/// A shape [Prefix *? Suffix] whose middle is a fresh unknown-rank segment.
ShapeTerm openShape(Solver &S, llvm::ArrayRef<Dim> Prefix,
                    llvm::ArrayRef<Dim> Suffix = {});

/// Drops `#` flags (results are concrete shapes).
Dim plain(Dim D);
void clearBcast(ShapeTerm &T);

/// All axes of a shape of fixed rank.
llvm::ArrayRef<Dim> fixedDims(const ShapeTerm &T);

/// The K-th axis from the end (K = 1: the last), if its position is known.
std::optional<Dim> fromEnd(const ShapeTerm &T, size_t K);

/// The K-th axis from the front (K = 0: the first), if its position is known.
std::optional<Dim> fromFront(const ShapeTerm &T, size_t K);

/// T seen as a shape of exactly K axes (the caller has checked that
/// T.knownRank() <= K): the axes of an open T that lie behind its variadic
/// segment are Dynamic.
ShapeTerm fixedView(const ShapeTerm &T, size_t K);

/// Appends Dims at the end of T (to the suffix when T is open).
void appendDims(ShapeTerm &T, llvm::ArrayRef<Dim> Dims);

/// "3 axes [a b c]" or "at least 2 axes [*b n m]" for rank messages.
std::string rankStr(Solver &S, const ShapeTerm &T);
/// "3 axes" or "at least 2 axes", when the shape is named already.
std::string rankCount(const ShapeTerm &T);

//===--- Axes
//---------------------------------------------------------------===//

/// Normalises Axis against Rank (valid: [-Rank, Rank)); reports axis-range
/// naming the axis, the rank and the shape, and returns std::nullopt.
/// ArgName is the argument's name in messages ("dim", "axis", "start_dim").
std::optional<size_t> normalizeAxis(Solver &S, const Reason &R,
                                    llvm::StringRef Op, int64_t Axis,
                                    size_t Rank, const ShapeTerm &Shape,
                                    llvm::StringRef ArgName = "dim");

/// Where an axis (or an insertion point) lies in a resolved shape
/// [P *v S]: at an index of P, at an index of S, or unknown (behind the
/// variadic segment).
struct AxisPos {
  enum Kind { Prefix, Suffix, Unknown } K = Unknown;
  size_t Index = 0;
  bool known() const { return K != Unknown; }
};

/// Locates Axis in T (resolved). For a fixed rank it is normalised against
/// rank + Extra and an out-of-range axis is reported (std::nullopt); Extra = 1
/// locates an insertion point (unsqueeze), whose index may equal the size of
/// P or S. Axes of an open shape are never reported: its rank has no upper
/// bound.
std::optional<AxisPos> locateAxis(Solver &S, const Reason &R,
                                  llvm::StringRef Op, const ShapeTerm &T,
                                  int64_t Axis, unsigned Extra = 0,
                                  llvm::StringRef ArgName = "dim");

/// The prefix or the suffix of T, as P says.
llvm::SmallVectorImpl<Dim> &dimsAt(ShapeTerm &T, AxisPos P);

/// The dimension at a known position.
const Dim &dimAt(const ShapeTerm &T, AxisPos P);
Dim &dimAt(ShapeTerm &T, AxisPos P);

//===--- Arithmetic
//---------------------------------------------------------===//

/// The product of Dims, Dynamic if any is Dynamic. May be poisoned.
Dim product(llvm::ArrayRef<Dim> Dims);

/// Reports arith-overflow when D is poisoned; returns whether it is sound.
bool checkArith(Solver &S, const Reason &R, llvm::StringRef Op, const Dim &D,
                const std::string &What);

/// Requires two sizes to be equal. DescA / DescB say where each comes from
/// ("axis -1 of the 1st operand [2 3]"). Provably different sizes are
/// reported as shape-mismatch naming both; otherwise the sizes are unified
/// (binding flexible variables, deferring nonlinear equations).
bool requireEqual(Solver &S, const Reason &R, llvm::StringRef Op, const Dim &A,
                  const std::string &DescA, const Dim &B,
                  const std::string &DescB);

/// Whether D is provably not 1 (a constant other than 1, or an expression
/// the solver proves different from 1). Dynamic and flexible sizes may be 1.
bool provablyNotOne(Solver &S, const Dim &D);

/// Whether a variable occurring in E may still be decided: a flexible one,
/// or, in a class's generic analysis, a size its constructions decide
/// (Solver::decidedLater); or cannot be decided at all: a value the program
/// computes that nobody can know (Solver::isUnknownValue).
bool hasUndecidedVar(Solver &S, const DimExpr &E);

} // namespace shapefns
} // namespace shapecheck

#endif
