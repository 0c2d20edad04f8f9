//===- AnnotationReader.h - Annotations from Clang types --------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Reads the two spellings of an annotation:
//
//   shapecheck::Float<T, "b n">                   (alias templates, C++20)
//   [[clang::annotate("shapecheck", "Float", "b n")]]   (SHAPECHECK macro)
//   [[clang::annotate("shapecheck.return", ...)]]  (SHAPECHECK_RETURN)
//
// through references, typedefs and alias templates; nested aliases prepend
// axes (`Float<Image, "batch">` with Image = `Float<T, "c h w">` is
// "batch c h w") and meet dtype categories. Each annotation is located at
// its shape string literal; a malformed one becomes an `annotation-syntax`
// finding at the exact column inside the literal, reported once.
//
//===----------------------------------------------------------------------===//
#ifndef SHAPECHECK_FRONTEND_ANNOTATIONREADER_H
#define SHAPECHECK_FRONTEND_ANNOTATIONREADER_H

#include "Frontend/ArrayTypes.h"
#include "Shape/Diagnostic.h"
#include "Shape/ShapeSyntax.h"
#include "llvm/ADT/DenseMap.h"
#include <memory>
#include <optional>
#include <set>
#include <vector>

namespace clang {
class ASTContext;
class Decl;
class Expr;
class FunctionDecl;
class QualType;
class TemplateSpecializationType;
class AnnotateAttr;
} // namespace clang

namespace shapecheck {

class SourceLocs;

/// An annotation and where its shape string is written.
struct LocatedAnnotation {
  Annotation Ann;
  SourceLoc Loc;
};

class AnnotationReader {
public:
  AnnotationReader(clang::ASTContext &Ctx, const SourceLocs &Locs,
                   ArrayTypes &Arrays);
  ~AnnotationReader();

  /// The annotation a type carries through the alias templates, or nullopt.
  /// Records the annotated class as an array type.
  std::optional<LocatedAnnotation> fromType(clang::QualType T);
  /// A declaration's SHAPECHECK attribute, else its type's annotation.
  std::optional<LocatedAnnotation> fromDecl(const clang::Decl *D);
  /// A function's SHAPECHECK_RETURN attribute, else its return type's.
  std::optional<LocatedAnnotation> fromReturn(const clang::FunctionDecl *F);

  /// Whether T is one of shapecheck's alias templates, e.g. for visiting
  /// every use in user code (so that unused annotations are checked too).
  static bool isAnnotationAlias(const clang::TemplateSpecializationType *T);

  ArrayTypes &arrayTypes() { return Arrays; }
  clang::ASTContext &context() const { return Ctx; }
  /// Where a SHAPECHECK attribute's shape string is written (invalid when
  /// it is malformed: that is an annotation-syntax finding).
  SourceLoc attrLoc(const clang::AnnotateAttr *A);
  /// The annotation-syntax findings so far.
  std::vector<Finding> takeFindings();

private:
  struct Layer; // one parsed alias or attribute
  const Layer *readAlias(const clang::TemplateSpecializationType *T);
  const Layer *readAttr(const clang::AnnotateAttr *A);
  std::optional<LocatedAnnotation> combine(llvm::ArrayRef<const Layer *> L,
                                           clang::QualType ArrayT);
  /// A one-axis shape on a vector type, as the type's two axes.
  /// Records the names whose size ArrayT fixes (Annotation::FixedNames).
  void fixedNames(Annotation &Ann, clang::QualType ArrayT) const;
  void asVector(ShapeSpec &Shape, clang::QualType ArrayT) const;
  /// An annotation-syntax error at Loc, reported once per place and
  /// message: the finding, or null when it was reported already.
  Finding *error(const SourceLoc &Loc, std::string Message,
                 std::string Hint = "");
  /// A parser's error located at At: its hints, and its replacement of the
  /// located bytes as a fix-it.
  void syntaxError(const SourceLoc &At, const SyntaxError &Err);

  clang::ASTContext &Ctx;
  const SourceLocs &Locs;
  ArrayTypes &Arrays;
  llvm::DenseMap<const void *, std::unique_ptr<Layer>> Cache;
  std::set<std::pair<SourceLoc, std::string>> Reported;
  std::vector<Finding> Findings;
};

} // namespace shapecheck

#endif
