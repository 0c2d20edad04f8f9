//===- ShapeSyntax.h - The annotation language's syntax tree ----*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The jaxtyping shape language, parsed with source offsets:
//
//   shape  ::= (axis (' '+ axis)*)?            -- "" is a scalar
//   axis   ::= modifier* body
//   modifier ::= '*' | '#' | '?' | '_'          -- in any order
//   body   ::= '...' | '_' | (name '=')? expr
//   expr   ::= symbolic arithmetic over names, integers and {param} with
//              + - * // %, unary minus and parentheses, no spaces.
//
// `...` and `*name` are variadic (at most one per shape). `_` alone, and any
// axis with the `_` prefix, is unchecked. `name=` is documentation only.
//
//===----------------------------------------------------------------------===//
#ifndef SHAPECHECK_SHAPE_SHAPESYNTAX_H
#define SHAPECHECK_SHAPE_SHAPESYNTAX_H

#include "Shape/Diagnostic.h"
#include "Shape/Dtype.h"
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace shapecheck {

/// A symbolic size expression. Offsets are byte offsets into the shape
/// string, [Begin, End).
struct AxisExpr {
  // `Var` is a named size (`n`); the kind cannot be called `Name`, which is
  // the field below.
  enum Kind { Int, Var, Param, Neg, Add, Sub, Mul, FloorDiv, Mod };
  Kind K = Int;
  int64_t Value = 0; // Int
  std::string Name;  // Var, Param (without braces)
  // Immutable once built; shared so that annotations copy cheaply.
  std::shared_ptr<const AxisExpr> Lhs, Rhs; // operands; Neg uses Lhs only
  unsigned Begin = 0, End = 0;
};

struct Axis {
  enum Kind {
    Sized,     // an expression: `3`, `n`, `n+1`, `{size}`, `rows=4`
    Unchecked, // `_`, or `_name`: any size, never checked
    Variadic,  // `...` (anonymous) or `*name`: zero or more axes
  };
  Kind K = Sized;
  bool Broadcastable = false; // `#`: this size, or 1
  bool Varying = false;       // `?`: may differ between container elements
  std::string Name;           // `*name`, `_name`; empty for `...`, `_`, `*_`
  std::string DocName;        // `rows` in `rows=4`
  std::shared_ptr<const AxisExpr> Size; // Sized only
  unsigned Begin = 0, End = 0;
};

struct ShapeSpec {
  std::vector<Axis> Axes;
  int VariadicIndex = -1; // index of the variadic axis, or -1
  std::string Text;       // the string as written
};

/// A dtype category with a shape, as in `Float[T, "b n"]`.
struct Annotation {
  std::string Category; // "Float"
  DtypeSet Dtypes;
  ShapeSpec Shape;
  /// The names whose size the annotated C++ type fixes (`"n"` on an
  /// `Eigen::Vector4f`: n = 4), by name.
  std::vector<std::pair<std::string, int64_t>> FixedNames;
};

/// A malformed annotation: where in the shape (or category) string, what,
/// and how to fix it (hints; a replacement for a misspelt dtype).
struct SyntaxError : TextDiagnostic {
  bool InCategory = false; // the error is in the dtype name, not the shape
};

/// Limits that keep parsing bounded on hostile input.
struct SyntaxLimits {
  unsigned MaxLength = 4096; // characters in a shape string
  unsigned MaxAxes = 256;
  unsigned MaxDepth = 64; // nesting of expressions
};

/// Parses a shape string. On failure returns false and fills Err.
bool parseShape(llvm::StringRef Text, ShapeSpec &Out, SyntaxError &Err,
                const SyntaxLimits &Limits = {});
/// Parses a dtype category name and a shape string.
bool parseAnnotation(llvm::StringRef Category, llvm::StringRef Shape,
                     Annotation &Out, SyntaxError &Err,
                     const SyntaxLimits &Limits = {});

/// Renders the spec back in canonical spelling (single spaces).
std::string printShape(const ShapeSpec &S);
std::string printExpr(const AxisExpr &E);

/// Deep copies (the tree owns its children).
std::unique_ptr<AxisExpr> cloneExpr(const AxisExpr &E);
Axis cloneAxis(const Axis &A);
ShapeSpec cloneShape(const ShapeSpec &S);

} // namespace shapecheck

#endif
