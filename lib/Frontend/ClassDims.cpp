//===- ClassDims.cpp - A class's dimensions from its annotated fields -----===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include "Frontend/ClassDims.h"
#include "Frontend/AnalysisContext.h"
#include "Frontend/LibraryCode.h"
#include "Frontend/ModuleObjects.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclCXX.h"

using namespace shapecheck;
using namespace clang;

static void namesOf(const AxisExpr &E,
                    llvm::SmallVectorImpl<std::string> &Out) {
  if (E.K == AxisExpr::Var && !llvm::is_contained(Out, E.Name))
    Out.push_back(E.Name);
  if (E.Lhs)
    namesOf(*E.Lhs, Out);
  if (E.Rhs)
    namesOf(*E.Rhs, Out);
}

void shapecheck::dimNames(const ShapeSpec &Shape,
                          llvm::SmallVectorImpl<std::string> &Out) {
  for (const Axis &X : Shape.Axes)
    if (X.K == Axis::Sized && X.Size)
      namesOf(*X.Size, Out);
}

static void collect(AnalysisContext &AC, const CXXRecordDecl *RD,
                    std::vector<ClassDim> &Out, unsigned Depth) {
  if (!RD || !RD->hasDefinition() || Depth > 8)
    return;
  RD = RD->getDefinition();
  for (const CXXBaseSpecifier &B : RD->bases())
    if (const CXXRecordDecl *Base = B.getType()->getAsCXXRecordDecl())
      if (!AC.Library || !AC.Library->isLibrary(Base))
        collect(AC, Base, Out, Depth + 1);
  llvm::SmallVector<const DeclaratorDecl *, 16> Members(RD->fields());
  for (const Decl *D : RD->decls())
    if (const auto *VD = dyn_cast<VarDecl>(D); VD && VD->isStaticDataMember())
      Members.push_back(VD);
  for (const DeclaratorDecl *FD : Members) {
    const LocatedAnnotation *A = AC.Index.annotation(FD);
    if (!A)
      continue;
    llvm::SmallVector<std::string, 4> Names;
    dimNames(A->Ann.Shape, Names);
    for (std::string &N : Names)
      if (llvm::none_of(Out, [&](const ClassDim &D) { return D.Name == N; }))
        Out.push_back(ClassDim{std::move(N), A->Loc, FD});
  }
}

std::vector<ClassDim> shapecheck::classDims(AnalysisContext &AC,
                                            const CXXRecordDecl *RD) {
  std::vector<ClassDim> Out;
  if (RD && !RD->isLambda())
    collect(AC, RD, Out, 0);
  return Out;
}

Dim shapecheck::classSymbol(AnalysisContext &AC, const CXXRecordDecl *RD,
                            const ClassDim &D) {
  RD = RD->getCanonicalDecl();
  return AC.Symbols.get(
      AC.S, RD, &AC.Ctx.Idents.get(D.Name), D.Name, D.Loc,
      ReasonDesc::classDim(RD->getNameAsString(),
                           D.Field ? D.Field->getNameAsString() : ""));
}

void shapecheck::freshObjectDims(AnalysisContext &AC, const CXXRecordDecl *RD,
                                 RuleValue &Instance, const SourceLoc &Site,
                                 const ReasonDesc &Object) {
  if (!Instance.is(RuleValue::Module))
    return;
  for (const ClassDim &D : classDims(AC, RD)) {
    std::string Field = (ModuleObjects::DimPrefix + D.Name).str();
    if (Instance.field(Field))
      continue;
    VarId V =
        AC.S.freshDimVar(D.Name, VarKind::Flexible,
                         Origin{Site, ReasonDesc::objectDim(D.Name, Object)});
    Instance.setField(Field, RuleValue::integer(Dim::var(V)));
  }
}
