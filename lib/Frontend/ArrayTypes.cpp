//===- ArrayTypes.cpp - Which C++ types are arrays for the checker --------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include "Frontend/ArrayTypes.h"
#include "Frontend/RuleNames.h"
#include "Rules/RuleSet.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/Type.h"

using namespace shapecheck;
using namespace clang;

bool shapecheck::isIntegerType(QualType T) {
  T = T.getNonReferenceType();
  return !T.isNull() && T->isIntegerType() && !T->isBooleanType();
}

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

/// The rules name of RD's class template, without arguments
/// (`Eigen::Matrix`); empty when RD is not a specialization.
static std::string templateName(const CXXRecordDecl *RD) {
  const auto *Spec = dyn_cast_or_null<ClassTemplateSpecializationDecl>(RD);
  if (!Spec)
    return std::string();
  return ruleClassName(Spec->getSpecializedTemplate()->getTemplatedDecl());
}

/// Whether the rules declare RD, its template, or (Base) a base class of
/// it as an array.
static bool declaredClass(const RuleSet &Rules, const CXXRecordDecl *RD,
                          unsigned Depth) {
  if (!RD || Depth > 16)
    return false;
  std::string Name = ruleClassName(RD), Tmpl = templateName(RD);
  if (Depth == 0 &&
      (Rules.isArrayType(Name) || (!Tmpl.empty() && Rules.isArrayType(Tmpl))))
    return true;
  if (Rules.isArrayBase(Name) || (!Tmpl.empty() && Rules.isArrayBase(Tmpl)))
    return true;
  const CXXRecordDecl *Def = RD->getDefinition();
  if (!Def)
    return false;
  for (const CXXBaseSpecifier &B : Def->bases())
    if (declaredClass(Rules, B.getType()->getAsCXXRecordDecl(), Depth + 1))
      return true;
  return false;
}

bool ArrayTypes::declaredByRules(const Type *Canonical) const {
  auto [It, New] = RulesCache.try_emplace(Canonical, false);
  if (!New)
    return It->second;
  if (const auto *RD = Canonical->getAsCXXRecordDecl())
    It->second = declaredClass(*Rules, RD, 0);
  return It->second;
}

/// The dtype of a scalar template argument: float is Float32.
static std::optional<DtypeSet> scalarDtype(QualType T) {
  const auto *BT = T.getCanonicalType()->getAs<BuiltinType>();
  if (!BT)
    return std::nullopt;
  const char *Name = nullptr;
  switch (BT->getKind()) {
  case BuiltinType::Float:
    Name = "Float32";
    break;
  case BuiltinType::Double:
    Name = "Float64";
    break;
  case BuiltinType::Half:
  case BuiltinType::Float16:
    Name = "Float16";
    break;
  case BuiltinType::Bool:
    Name = "Bool";
    break;
  default:
    return std::nullopt; // integers: integerDtype
  }
  return DtypeSet::fromCategory(Name);
}

/// An integer scalar type's dtype by width and signedness.
static std::optional<DtypeSet> integerDtype(const ASTContext &Ctx, QualType T) {
  if (!T->isIntegerType() || T->isBooleanType())
    return std::nullopt;
  uint64_t Bits = Ctx.getTypeSize(T);
  bool Signed = T->isSignedIntegerType();
  std::string Name =
      std::string(Signed ? "Int" : "UInt") + std::to_string(Bits);
  return DtypeSet::fromCategory(Name);
}

/// The dtype of an element type argument: a scalar type, or the
/// `value_type` of a container type (xtensor's `xt::uvector<double>`).
static std::optional<DtypeSet> elementDtype(const ASTContext &Ctx, QualType T,
                                            unsigned Depth = 0) {
  std::optional<DtypeSet> D = scalarDtype(T);
  if (!D)
    D = integerDtype(Ctx, T);
  if (D || Depth > 2)
    return D;
  const auto *RD = T->getAsCXXRecordDecl();
  if (!RD || !RD->hasDefinition())
    return std::nullopt;
  // std::complex<T>: its value_type is the real part's.
  if (RD->isInStdNamespace() && RD->getIdentifier() &&
      RD->getName() == "complex") {
    const auto *Spec = dyn_cast<ClassTemplateSpecializationDecl>(RD);
    if (!Spec || Spec->getTemplateArgs().size() != 1 ||
        Spec->getTemplateArgs()[0].getKind() != TemplateArgument::Type)
      return std::nullopt;
    std::optional<DtypeSet> Part =
        scalarDtype(Spec->getTemplateArgs()[0].getAsType());
    if (Part && *Part == *DtypeSet::fromCategory("Float32"))
      return DtypeSet::fromCategory("Complex64");
    if (Part && *Part == *DtypeSet::fromCategory("Float64"))
      return DtypeSet::fromCategory("Complex128");
    return DtypeSet::fromCategory("Complex");
  }
  for (const NamedDecl *ND : RD->lookup(&Ctx.Idents.get("value_type")))
    if (const auto *TD = dyn_cast<TypedefNameDecl>(ND))
      return elementDtype(Ctx, TD->getUnderlyingType(), Depth + 1);
  return std::nullopt;
}

/// An integer template argument as a size: negative values and the
/// largest value of an unsigned type (`std::dynamic_extent`) are unknown.
static Dim sizeArgument(const llvm::APSInt &V) {
  if (V.isNegative() || (V.isUnsigned() && V.isMaxValue()) ||
      V.getActiveBits() > 62)
    return Dim::dynamic();
  return Dim::constant(int64_t(V.getZExtValue()));
}

std::optional<shapecheck::ArrayType> ArrayTypes::staticType(QualType T) const {
  T = bare(T);
  if (!Rules || T.isNull() || T->isDependentType())
    return std::nullopt;
  const auto *Spec = dyn_cast_or_null<ClassTemplateSpecializationDecl>(
      T->getAsCXXRecordDecl());
  if (!Spec)
    return std::nullopt;
  const rules::ArrayPattern *P = Rules->arrayPattern(templateName(Spec));
  if (!P)
    return std::nullopt;
  llvm::ArrayRef<TemplateArgument> Args = Spec->getTemplateArgs().asArray();
  shapecheck::ArrayType Out;
  bool GotDtype = false;
  DimList Dims;
  for (size_t I = 0; I < P->Tags.size(); ++I) {
    if (P->Tags[I] == rules::ArrayPattern::Ignore)
      continue;
    if (I >= Args.size())
      return std::nullopt;
    const TemplateArgument &A = Args[I];
    switch (P->Tags[I]) {
    case rules::ArrayPattern::Dtype:
      if (A.getKind() == TemplateArgument::Type)
        if (std::optional<DtypeSet> D =
                elementDtype(Spec->getASTContext(), A.getAsType())) {
          Out.Dtype = *D;
          GotDtype = true;
        }
      break;
    case rules::ArrayPattern::Dim:
      if (A.getKind() != TemplateArgument::Integral)
        return std::nullopt;
      Dims.push_back(sizeArgument(A.getAsIntegral()));
      break;
    case rules::ArrayPattern::Dims:
      // `fixed_shape<3, 4>`, `extents<int, 3, dynamic_extent>`: a pack.
      for (const TemplateArgument &E : A.getKind() == TemplateArgument::Pack
                                           ? A.pack_elements()
                                           : llvm::ArrayRef(A)) {
        if (E.getKind() != TemplateArgument::Integral)
          return std::nullopt;
        Dims.push_back(sizeArgument(E.getAsIntegral()));
      }
      break;
    case rules::ArrayPattern::Rank: {
      if (A.getKind() != TemplateArgument::Integral ||
          A.getAsIntegral().isNegative() ||
          A.getAsIntegral().getActiveBits() > 8)
        return std::nullopt;
      Dims.append(A.getAsIntegral().getZExtValue(), Dim::dynamic());
      break;
    }
    case rules::ArrayPattern::Shape: {
      if (A.getKind() != TemplateArgument::Type)
        return std::nullopt;
      std::optional<shapecheck::ArrayType> Inner = staticType(A.getAsType());
      if (!Inner)
        return std::nullopt;
      Dims.append(Inner->Shape.Prefix.begin(), Inner->Shape.Prefix.end());
      if (!GotDtype)
        Out.Dtype = Inner->Dtype;
      GotDtype = true;
      break;
    }
    case rules::ArrayPattern::Ignore:
      break;
    }
  }
  Out.Shape = ShapeTerm::fixed(Dims);
  return Out;
}

QualType shapecheck::writablePointee(QualType T) {
  if (T.isNull())
    return QualType();
  QualType P;
  if (T->isLValueReferenceType())
    P = T.getNonReferenceType();
  else if (T->isPointerType())
    P = T->getPointeeType();
  if (P.isNull() || P.isConstQualified())
    return QualType();
  return P;
}

bool ArrayTypes::isOutParam(QualType T) const {
  QualType P = writablePointee(T);
  return !P.isNull() && isArray(P);
}

bool ArrayTypes::isArray(QualType T) const {
  T = bare(T);
  if (T.isNull())
    return false;
  // `const Eigen::MatrixBase<Derived> &` in a template: its template.
  if (Rules && T->isDependentType())
    if (const auto *TST = T->getAs<TemplateSpecializationType>())
      if (const TemplateDecl *TD = TST->getTemplateName().getAsTemplateDecl())
        if (const auto *RD =
                dyn_cast_or_null<CXXRecordDecl>(TD->getTemplatedDecl())) {
          std::string N = ruleClassName(RD);
          if (Rules->isArrayType(N) || Rules->isArrayBase(N))
            return true;
        }
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
