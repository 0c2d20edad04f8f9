//===- Scheme.h - Generalized (polymorphic) inferred signatures -*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// An unannotated helper with a visible body is analysed once with fresh
// flexible variables for its array parameters; what its result depends on
// is then generalized over the variables still free (let-polymorphism), and
// every call site instantiates the scheme with fresh variables. Dtype
// variables are generalized too: what the body required of a parameter's
// dtype is the variable's set, and a result that keeps a parameter's
// dtype shares its variable.
//
//===----------------------------------------------------------------------===//
#ifndef SHAPECHECK_SOLVER_SCHEME_H
#define SHAPECHECK_SOLVER_SCHEME_H

#include "Solver/Solver.h"
#include <optional>
#include <vector>

namespace shapecheck {

struct Scheme {
  std::vector<std::optional<ArrayType>> Params;
  std::optional<ArrayType> Result;
  /// The quantified variables: fresh copies are made at each instantiation.
  std::vector<VarId> DimVars;
  std::vector<ShapeVarId> ShapeVars;
  std::vector<DtypeVarId> DtypeVars;
};

/// Generalizes over every flexible variable that is unbound in the resolved
/// types (the environment of a top-level function is empty).
Scheme generalize(Solver &S, std::vector<std::optional<ArrayType>> Params,
                  std::optional<ArrayType> Result);

/// A fresh instance: quantified variables replaced by new flexible ones.
void instantiate(Solver &S, const Scheme &Sc,
                 std::vector<std::optional<ArrayType>> &Params,
                 std::optional<ArrayType> &Result);

/// The dtype variables that occur in more than one of Types: the ones a
/// signature shows (a variable that occurs once only says its set).
std::vector<DtypeVarId>
sharedDtypeVars(Solver &S, llvm::ArrayRef<std::optional<ArrayType>> Types);

/// Renders "(Float[n m], Float[m]) -> Float[n]"; a dtype variable that
/// occurs more than once is shown: "(Shaped<x>[*x]) -> Shaped<x>[*x]".
std::string printScheme(Solver &S, const Scheme &Sc);

} // namespace shapecheck

#endif
