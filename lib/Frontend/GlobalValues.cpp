//===- GlobalValues.cpp - Integer globals no file of the run writes -------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include "Frontend/GlobalValues.h"
#include "Frontend/ProgramSummaries.h"
#include "Frontend/SourceLocs.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Index/USRGeneration.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallString.h"

using namespace shapecheck;
using namespace clang;

bool shapecheck::isTrackedGlobal(const VarDecl *VD) {
  if (!VD || !VD->hasGlobalStorage() || VD->isStaticLocal() ||
      VD->getType()->isReferenceType())
    return false;
  QualType T = VD->getType();
  return T->isIntegerType() && !T->isBooleanType() && !T.isConstQualified() &&
         !T.isVolatileQualified() && !VD->isConstexpr();
}

std::string shapecheck::globalUSR(const VarDecl *VD) {
  llvm::SmallString<128> Buf;
  if (index::generateUSRForDecl(VD->getCanonicalDecl(), Buf))
    return "";
  return std::string(Buf);
}

namespace {
/// Every mention of a tracked global, and those that only read its value
/// (the operand of an lvalue-to-rvalue conversion). Template instances are
/// visited: `Block::expansion = 2` in a template is a mention only there.
struct Mentions : RecursiveASTVisitor<Mentions> {
  bool shouldVisitTemplateInstantiations() const { return true; }
  bool shouldVisitImplicitCode() const { return true; }

  bool VisitImplicitCastExpr(ImplicitCastExpr *E) {
    if (E->getCastKind() == CK_LValueToRValue)
      Reads.insert(E->getSubExpr()->IgnoreParens());
    return true;
  }
  bool VisitDeclRefExpr(DeclRefExpr *E) {
    note(E, E->getDecl());
    return true;
  }
  bool VisitVarDecl(VarDecl *VD) { // a definition nothing here mentions
    if (isTrackedGlobal(VD) && VD->isThisDeclarationADefinition())
      Defined.push_back(VD->getCanonicalDecl());
    return true;
  }
  bool VisitMemberExpr(MemberExpr *E) { // `block.expansion = 2`
    note(E, E->getMemberDecl());
    return true;
  }
  void note(const Expr *E, const ValueDecl *D) {
    const auto *VD = dyn_cast<VarDecl>(D);
    if (isTrackedGlobal(VD))
      All.push_back({E, VD->getCanonicalDecl()});
  }

  llvm::DenseSet<const Expr *> Reads;
  std::vector<std::pair<const Expr *, const VarDecl *>> All;
  std::vector<const VarDecl *> Defined;
};
} // namespace

void shapecheck::exportGlobals(ASTContext &Ctx, const SourceLocs &Locs,
                               ProgramSummaries &Out) {
  Mentions M;
  M.TraverseDecl(Ctx.getTranslationUnitDecl());
  llvm::DenseMap<const VarDecl *, GlobalFacts> Facts;
  for (const auto &[E, VD] : M.All)
    if (!M.Reads.count(E))
      Facts[VD].Written = true;
  // The values of those defined here with a constant initializer.
  for (const VarDecl *VD : M.Defined)
    Facts.try_emplace(VD);
  for (auto &[VD, F] : Facts) {
    const VarDecl *Def = VD->getDefinition();
    if (!Def || !Def->getInit() || Def->getInit()->isValueDependent())
      continue;
    if (!Locs.isUserCode(Def->getLocation()))
      continue;
    Expr::EvalResult R;
    if (Def->getInit()->EvaluateAsInt(R, Ctx) && R.Val.isInt() &&
        R.Val.getInt().getSignificantBits() <= 64)
      F.Init = R.Val.getInt().getExtValue();
  }
  for (auto &[VD, F] : Facts) {
    std::string USR = globalUSR(VD);
    if (!USR.empty() && (F.Init || F.Written))
      Out.addGlobal(USR, F);
  }
}
