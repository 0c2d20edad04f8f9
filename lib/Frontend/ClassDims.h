//===- ClassDims.h - A class's dimensions from its fields -------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// A class whose fields are annotated (`Float<T, "din dout"> w;`) is generic
// in the names those annotations use, as a module is in its constructor's
// integer parameters (ModuleObjects.h), and both join one scope: the
// class's dimensions.
//
//  * Inside the class's methods and constructors each name is one rigid
//    dimension (a symbol, IntSymbols.h), shared by every method's signature
//    and every field: `forward(Float<T, "b din"> x)` names the `din` of `w`.
//  * Each object (a construction site) has its own sizes: flexible
//    variables kept in the instance as its "$dim:NAME" fields, bound by an
//    annotated constructor's arguments and then by the object's uses, so
//    `Layer a; Layer b;` may differ and a use that mixes them is checked.
//    A call of a method on the object binds the class's names to them
//    (AnnotatedCalls, BodyAnalyzer::bindClassDims), and so does a read of
//    the object's fields.
//
//===----------------------------------------------------------------------===//
#ifndef SHAPECHECK_FRONTEND_CLASSDIMS_H
#define SHAPECHECK_FRONTEND_CLASSDIMS_H

#include "Rules/RuleValue.h"
#include "Shape/ShapeSyntax.h"
#include "Shape/SourceLoc.h"
#include "llvm/ADT/SmallVector.h"
#include <string>
#include <vector>

namespace clang {
class CXXRecordDecl;
class DeclaratorDecl;
} // namespace clang

namespace shapecheck {

struct AnalysisContext;

/// One dimension of a class: a name its fields' annotations use.
struct ClassDim {
  std::string Name;
  SourceLoc Loc; // the first annotation that names it
  /// That annotation's field, or static data member.
  const clang::DeclaratorDecl *Field = nullptr;
};

/// The names the annotations of RD's fields and static data members (and
/// of the user classes it derives from) use, in order of first appearance:
/// a static member's sizes are every object's (`static MatrixXd H_;` with
/// "m n" names the class's m and n).
/// The names an annotation's sized axes use (`n` and `k` of "n k+1"), each
/// once, in order.
void dimNames(const ShapeSpec &Shape, llvm::SmallVectorImpl<std::string> &Out);

std::vector<ClassDim> classDims(AnalysisContext &AC,
                                const clang::CXXRecordDecl *RD);

/// The rigid dimension D is inside the methods of RD.
Dim classSymbol(AnalysisContext &AC, const clang::CXXRecordDecl *RD,
                const ClassDim &D);

/// Gives Instance, one object of RD made at Site, fresh flexible sizes for
/// the class's names it does not bind yet ("$dim:NAME" fields). Object
/// names the object in notes ("the object 'a'").
void freshObjectDims(AnalysisContext &AC, const clang::CXXRecordDecl *RD,
                     RuleValue &Instance, const SourceLoc &Site,
                     const ReasonDesc &Object);

} // namespace shapecheck

#endif
