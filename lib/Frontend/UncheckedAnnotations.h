//===- UncheckedAnnotations.h - Annotations not used ------------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// No annotation is silently dropped. The checker reads an annotation that
// is the whole type of a variable, parameter, field or function result
// (through references, typedefs and alias templates); one written anywhere
// else gets an `unchecked-annotation` warning at its shape string, saying
// why it is not checked:
//
//  * inside another type: `std::pair<Float<T, "n">, int>`, a container, a
//    pointer, a C array;
//  * on a parameter pack's elements (`Float<Ts, "n">... xs`);
//  * on a structured binding (`SHAPECHECK(Float, "n") auto [a, b]`);
//  * on a bit-field, or on a type that is not a class (`int`, a pointer).
//
//===----------------------------------------------------------------------===//
#ifndef SHAPECHECK_FRONTEND_UNCHECKEDANNOTATIONS_H
#define SHAPECHECK_FRONTEND_UNCHECKEDANNOTATIONS_H

#include "Shape/Diagnostic.h"
#include <set>
#include <vector>

namespace clang {
class Decl;
class QualType;
} // namespace clang

namespace shapecheck {

class AnnotationReader;

class UncheckedAnnotations {
public:
  explicit UncheckedAnnotations(AnnotationReader &Reader) : Reader(Reader) {}

  /// Looks at one declaration of user code.
  void visit(const clang::Decl *D);
  std::vector<Finding> takeFindings();

private:
  /// The annotations in T that are not its own (TopLevel: T is the type
  /// of a declaration, whose own annotation the checker reads).
  void nested(clang::QualType T, bool TopLevel, const clang::QualType &Whole);
  void warn(const SourceLoc &Loc, std::string Message);

  AnnotationReader &Reader;
  std::vector<Finding> Findings;
  std::set<SourceLoc> Warned;
};

} // namespace shapecheck

#endif
