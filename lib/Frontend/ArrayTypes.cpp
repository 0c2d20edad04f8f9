//===- ArrayTypes.cpp - Which C++ types are arrays for the checker --------===//
#include "Frontend/ArrayTypes.h"
#include "Frontend/RuleNames.h"
#include "Rules/RuleSet.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/Type.h"

using namespace shapecheck;
using namespace clang;

static QualType bare(QualType T) {
  if (T.isNull())
    return T;
  return T.getNonReferenceType().getCanonicalType().getUnqualifiedType();
}

void ArrayTypes::add(QualType T) {
  T = bare(T);
  if (T.isNull())
    return;
  if (T->isDependentType()) {
    // A template parameter (`Float<T, "n">` in a template): nothing to
    // record; values of it are arrays because their declarations say so.
    if (const auto *TST = T->getAs<TemplateSpecializationType>())
      if (const TemplateDecl *TD = TST->getTemplateName().getAsTemplateDecl())
        Templates.insert(TD->getCanonicalDecl());
    return;
  }
  const auto *RD = T->getAsCXXRecordDecl();
  if (!RD)
    return;
  Types.insert(T.getTypePtr());
  if (const auto *Spec = dyn_cast<ClassTemplateSpecializationDecl>(RD))
    Templates.insert(Spec->getSpecializedTemplate()->getCanonicalDecl());
}

bool ArrayTypes::declaredByRules(const Type *Canonical) const {
  auto [It, New] = RulesCache.try_emplace(Canonical, false);
  if (!New)
    return It->second;
  if (const auto *RD = Canonical->getAsCXXRecordDecl())
    It->second = Rules->isArrayType(ruleClassName(RD));
  return It->second;
}

bool ArrayTypes::isArray(QualType T) const {
  T = bare(T);
  if (T.isNull())
    return false;
  if (Rules && !T->isDependentType() && T->isRecordType() &&
      declaredByRules(T.getTypePtr()))
    return true;
  if (Types.empty() && Templates.empty())
    return false;
  if (Types.count(T.getTypePtr()))
    return true;
  if (Templates.empty())
    return false;
  if (const auto *RD = T->getAsCXXRecordDecl()) {
    if (const auto *Spec = dyn_cast<ClassTemplateSpecializationDecl>(RD))
      return Templates.count(
          Spec->getSpecializedTemplate()->getCanonicalDecl());
    return false;
  }
  if (const auto *TST = T->getAs<TemplateSpecializationType>())
    if (const TemplateDecl *TD = TST->getTemplateName().getAsTemplateDecl())
      return Templates.count(TD->getCanonicalDecl());
  return false;
}
