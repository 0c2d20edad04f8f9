//===- TypeAsAnnotation.h - A solved type written as an annotation -*- C++ -*-//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// What one translation unit learns about a function (its inferred result,
// the scheme of an unannotated helper) reaches the others as annotations:
// the resolved type written back in the annotation language, with the
// variables named by the function's signature (or by fresh names). An
// annotation is portable: it holds no solver variable, so another TU's
// solver instantiates it as it instantiates the user's own annotations.
//
//===----------------------------------------------------------------------===//
#ifndef SHAPECHECK_SOLVER_TYPEASANNOTATION_H
#define SHAPECHECK_SOLVER_TYPEASANNOTATION_H

#include "Shape/ShapeSyntax.h"
#include "Solver/Solver.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include <optional>
#include <string>

namespace shapecheck {

/// T (resolved in S) as an annotation. DimName names a dimension variable
/// (std::nullopt: it has no name outside S); ShapeName names a shape
/// variable. An axis whose size mentions an unnamed variable is `_`, an
/// unnamed variadic segment `...`. std::nullopt when nothing is known (any
/// shape, any dtype).
std::optional<Annotation> typeAsAnnotation(
    Solver &S, const ArrayType &T,
    llvm::function_ref<std::optional<std::string>(VarId)> DimName,
    llvm::function_ref<std::optional<std::string>(ShapeVarId)> ShapeName);

} // namespace shapecheck

#endif
