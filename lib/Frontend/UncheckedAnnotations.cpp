//===- UncheckedAnnotations.cpp - Annotations the checker cannot use ------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include "Frontend/UncheckedAnnotations.h"
#include "Frontend/AnnotationReader.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/Type.h"

using namespace shapecheck;
using namespace clang;

static constexpr llvm::StringLiteral NotChecked = "annotation not checked: ";

std::vector<Finding> UncheckedAnnotations::takeFindings() {
  std::vector<Finding> R;
  R.swap(Findings);
  return R;
}

void UncheckedAnnotations::warn(const SourceLoc &Loc, std::string Message) {
  if (!Loc.valid() || !Warned.insert(Loc).second)
    return;
  Finding F;
  F.Check = CheckId::UncheckedAnnotation;
  F.Severity = Level::Warning;
  F.Message = (NotChecked + Message).str();
  F.Loc = Loc;
  Findings.push_back(std::move(F));
}

static std::string typeName(QualType T, const ASTContext &Ctx) {
  return T.getAsString(Ctx.getPrintingPolicy());
}

void UncheckedAnnotations::nested(QualType T, bool TopLevel,
                                  const QualType &Whole) {
  // Sugar chains are short; the bound only guards against surprises.
  for (unsigned Step = 0; Step < 64 && !T.isNull(); ++Step) {
    const Type *Ty = T.getTypePtr();
    if (const auto *TST = dyn_cast<TemplateSpecializationType>(Ty)) {
      if (AnnotationReader::isAnnotationAlias(TST)) {
        if (!TopLevel)
          if (auto A = Reader.fromType(QualType(TST, 0)))
            warn(A->Loc, "it describes an element of '" +
                             typeName(Whole, Reader.context()) +
                             "'; only an annotation that is the whole type "
                             "of a variable, parameter, field or result is "
                             "read");
        return; // the rest is the annotation's own layers
      }
      if (!TST->isTypeAlias()) {
        // A class template's arguments: `std::pair<Float<T, "n">, int>`.
        for (const TemplateArgument &Arg : TST->template_arguments())
          if (Arg.getKind() == TemplateArgument::Type)
            nested(Arg.getAsType(), false, Whole);
        return;
      }
    } else if (const auto *P = dyn_cast<PointerType>(Ty)) {
      return nested(P->getPointeeType(), false, Whole);
    } else if (const auto *R = dyn_cast<ReferenceType>(Ty)) {
      T = R->getPointeeType(); // a reference is read through
      continue;
    } else if (const auto *A = dyn_cast<clang::ArrayType>(Ty)) {
      return nested(A->getElementType(), false, Whole);
    } else if (isa<DeducedType>(Ty) || isa<DecltypeType>(Ty) ||
               isa<SubstTemplateTypeParmType>(Ty) || isa<TypeOfExprType>(Ty) ||
               isa<TypeOfType>(Ty)) {
      return; // not written on this declaration
    }
    QualType Next = T.getSingleStepDesugaredType(
        const_cast<ASTContext &>(Reader.context()));
    if (Next == T)
      return;
    T = Next;
  }
}

/// The SHAPECHECK attribute of D, if any.
static const AnnotateAttr *shapecheckAttr(const Decl *D) {
  if (!D->hasAttrs())
    return nullptr;
  for (const auto *A : D->specific_attrs<AnnotateAttr>())
    if (A->getAnnotation() == "shapecheck" ||
        A->getAnnotation() == "shapecheck.return")
      return A;
  return nullptr;
}

/// Whether T, as an annotation's array type, is a class (or may be one).
static bool mayBeArray(QualType T) {
  T = T.getNonReferenceType();
  if (T.isNull() || T->isDependentType() || T->isUndeducedType())
    return true;
  return T.getCanonicalType()->isRecordType();
}

void UncheckedAnnotations::visit(const Decl *D) {
  // A declaration Clang could not make sense of (a type from a header that
  // is missing) has a recovered type (`int`): its compile error says what
  // is wrong, not a finding about that type.
  if (!D || D->isImplicit() || D->isInvalidDecl())
    return;
  if (const auto *DD = dyn_cast<DecompositionDecl>(D)) {
    if (const AnnotateAttr *A = shapecheckAttr(DD))
      warn(Reader.attrLoc(A), "the checker does not read an annotation on a "
                              "structured binding; annotate what the "
                              "bindings are unpacked from");
    return;
  }
  if (const auto *F = dyn_cast<FunctionDecl>(D)) {
    if (const TypeSourceInfo *TSI = F->getTypeSourceInfo())
      if (auto FTL = TSI->getTypeLoc().getAsAdjusted<FunctionTypeLoc>())
        nested(FTL.getReturnLoc().getType(), true, F->getReturnType());
    if (auto A = Reader.fromReturn(F); A && !mayBeArray(F->getReturnType()) &&
                                       !F->getReturnType()->containsErrors())
      warn(A->Loc, "the result of '" + F->getNameAsString() + "' has type '" +
                       typeName(F->getReturnType(), Reader.context()) +
                       "', not a class, so not an array");
    return;
  }
  const auto *VD = dyn_cast<DeclaratorDecl>(D);
  if (!VD || !VD->getIdentifier())
    return;
  std::string Name = VD->getNameAsString();
  QualType T = VD->getType();
  if (const auto *PD = dyn_cast<ParmVarDecl>(VD); PD && PD->isParameterPack()) {
    if (const auto *PE = T->getAs<PackExpansionType>()) {
      bool Any = false;
      if (const AnnotateAttr *A = shapecheckAttr(PD)) {
        warn(Reader.attrLoc(A), "the checker does not follow the elements of "
                                "the parameter pack '" +
                                    Name + "'");
        Any = true;
      }
      if (!Any)
        if (auto A = Reader.fromType(PE->getPattern()))
          warn(A->Loc, "the checker does not follow the elements of the "
                       "parameter pack '" +
                           Name + "'");
      nested(PE->getPattern(), true, PE->getPattern());
    }
    return;
  }
  nested(T, true, T);
  if (!isa<FieldDecl>(VD) && !isa<VarDecl>(VD))
    return;
  std::optional<LocatedAnnotation> A = Reader.fromDecl(VD);
  if (!A)
    return;
  if (const auto *FD = dyn_cast<FieldDecl>(VD); FD && FD->isBitField())
    warn(A->Loc, "'" + Name + "' is a bit-field, not an array");
  else if (!mayBeArray(T))
    warn(A->Loc, "'" + Name + "' has type '" + typeName(T, Reader.context()) +
                     "', not a class, so not an array");
}
