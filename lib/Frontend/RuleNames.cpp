//===- RuleNames.cpp - The names rules give to C++ declarations -----------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include "Frontend/RuleNames.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/PrettyPrinter.h"
#include "clang/AST/TemplateBase.h"
#include "llvm/Support/raw_ostream.h"
#include <algorithm>

using namespace shapecheck;
using namespace clang;

static std::string withoutBlanks(std::string S) {
  S.erase(std::remove(S.begin(), S.end(), ' '), S.end());
  return S;
}

/// `ConvOptions<2>`: the class's own name and template arguments.
static std::string recordComponent(const CXXRecordDecl *RD) {
  std::string Out = RD->getIdentifier() ? RD->getName().str() : "(anonymous)";
  const auto *Spec = dyn_cast<ClassTemplateSpecializationDecl>(RD);
  if (!Spec)
    return Out;
  PrintingPolicy P(RD->getASTContext().getLangOpts());
  P.SuppressTagKeyword = true;
  P.FullyQualifiedName = true;
  P.PrintCanonicalTypes = true;
  P.SuppressDefaultTemplateArgs = true;
  llvm::raw_string_ostream OS(Out);
  const TemplateParameterList *TPL =
      Spec->getSpecializedTemplate()->getTemplateParameters();
  printTemplateArgumentList(OS, Spec->getTemplateArgs().asArray(), P, TPL);
  OS.flush();
  return withoutBlanks(Out);
}

/// The enclosing scopes of D, outermost first, joined by "::" (with a
/// trailing "::" when not empty).
static std::string scopeOf(const Decl *D) {
  std::vector<std::string> Parts;
  for (const DeclContext *DC = D->getDeclContext(); DC; DC = DC->getParent()) {
    if (const auto *NS = dyn_cast<NamespaceDecl>(DC)) {
      if (NS->isAnonymousNamespace() || NS->isInline())
        continue;
      Parts.push_back(NS->getName().str());
    } else if (const auto *RD = dyn_cast<CXXRecordDecl>(DC)) {
      Parts.push_back(recordComponent(RD));
    } else if (const auto *FD = dyn_cast<FunctionDecl>(DC)) {
      Parts.push_back(FD->getNameAsString()); // a local class
    }
  }
  std::string Out;
  for (auto It = Parts.rbegin(); It != Parts.rend(); ++It)
    Out += *It + "::";
  return Out;
}

std::string shapecheck::ruleClassName(const CXXRecordDecl *RD) {
  return scopeOf(RD) + recordComponent(RD);
}

bool shapecheck::isRuleClassOf(llvm::StringRef Name, const CXXRecordDecl *RD) {
  if (Name == ruleClassName(RD))
    return true;
  const auto *Spec = dyn_cast<ClassTemplateSpecializationDecl>(RD);
  return Spec &&
         Name ==
             ruleClassName(Spec->getSpecializedTemplate()->getTemplatedDecl());
}

std::string shapecheck::ruleName(const NamedDecl *D) {
  if (const auto *Ctor = dyn_cast<CXXConstructorDecl>(D))
    return ruleClassName(Ctor->getParent());
  if (const auto *RD = dyn_cast<CXXRecordDecl>(D))
    return ruleClassName(RD);
  return scopeOf(D) + D->getNameAsString();
}

std::vector<std::string> shapecheck::baseMethodNames(const CXXMethodDecl *M) {
  std::vector<std::string> Out;
  if (!M || isa<CXXConstructorDecl>(M) || M->isStatic())
    return Out;
  std::string Method = M->getNameAsString();
  std::vector<const CXXRecordDecl *> Queue{M->getParent()};
  for (size_t I = 0; I < Queue.size() && Queue.size() < 32; ++I) {
    const CXXRecordDecl *RD = Queue[I]->getDefinition();
    if (!RD)
      continue;
    for (const CXXBaseSpecifier &B : RD->bases()) {
      const CXXRecordDecl *Base = B.getType()->getAsCXXRecordDecl();
      if (!Base || llvm::is_contained(Queue, Base))
        continue;
      Queue.push_back(Base);
      Out.push_back(ruleClassName(Base) + "::" + Method);
    }
  }
  return Out;
}

std::vector<std::string> shapecheck::objectMethodNames(QualType ObjectType,
                                                       const CXXMethodDecl *M) {
  std::vector<std::string> Out;
  if (!M || ObjectType.isNull() || isa<CXXConstructorDecl>(M) ||
      M->isStatic() || !M->getIdentifier())
    return Out;
  QualType T = ObjectType.getNonReferenceType();
  if (T->isPointerType())
    T = T->getPointeeType();
  const CXXRecordDecl *RD = T->getAsCXXRecordDecl();
  const CXXRecordDecl *Owner = M->getParent()->getCanonicalDecl();
  if (!RD || !RD->hasDefinition() || RD->getCanonicalDecl() == Owner ||
      !RD->isDerivedFrom(M->getParent()))
    return Out;
  // Breadth first from the object's class; M's own class ends a path.
  std::vector<const CXXRecordDecl *> Queue{RD->getDefinition()};
  for (size_t I = 0; I < Queue.size() && Queue.size() < 32; ++I) {
    const CXXRecordDecl *C = Queue[I];
    Out.push_back(ruleClassName(C) + "::" + M->getName().str());
    for (const CXXBaseSpecifier &B : C->bases()) {
      const CXXRecordDecl *Base = B.getType()->getAsCXXRecordDecl();
      if (!Base || !Base->hasDefinition() ||
          Base->getCanonicalDecl() == Owner ||
          !Base->isDerivedFrom(M->getParent()) ||
          llvm::is_contained(Queue, Base->getDefinition()))
        continue;
      Queue.push_back(Base->getDefinition());
    }
  }
  return Out;
}

/// The class template a dependent type names, through references.
static const CXXRecordDecl *dependentTemplate(QualType T) {
  if (T.isNull())
    return nullptr;
  T = T.getNonReferenceType().getUnqualifiedType();
  const auto *TST = T->getAs<TemplateSpecializationType>();
  if (!TST)
    if (const auto *ICN = T->getAs<InjectedClassNameType>())
      return ICN->getDecl();
  if (!TST)
    return nullptr;
  const auto *TD = dyn_cast_or_null<ClassTemplateDecl>(
      TST->getTemplateName().getAsTemplateDecl());
  return TD ? TD->getTemplatedDecl() : nullptr;
}

std::vector<std::string>
shapecheck::dependentMemberNames(QualType T, llvm::StringRef Member) {
  std::vector<std::string> Out;
  std::vector<const CXXRecordDecl *> Queue;
  if (const CXXRecordDecl *RD = dependentTemplate(T))
    Queue.push_back(RD);
  for (size_t I = 0; I < Queue.size() && Queue.size() < 32; ++I) {
    Out.push_back(ruleClassName(Queue[I]) + "::" + Member.str());
    const CXXRecordDecl *Def = Queue[I]->getDefinition();
    if (!Def)
      continue;
    for (const CXXBaseSpecifier &B : Def->bases()) {
      const CXXRecordDecl *Base = dependentTemplate(B.getType());
      if (!Base)
        Base = B.getType()->getAsCXXRecordDecl();
      if (Base && !llvm::is_contained(Queue, Base))
        Queue.push_back(Base);
    }
  }
  return Out;
}
