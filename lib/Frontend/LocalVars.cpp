//===- LocalVars.cpp - Which local an expression names or changes ---------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include "Frontend/LocalVars.h"
#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/Stmt.h"

using namespace clang;

const VarDecl *shapecheck::localNamed(const Expr *E, bool AddressOf) {
  E = E ? E->IgnoreParenImpCasts() : nullptr;
  if (const auto *UO = dyn_cast_or_null<UnaryOperator>(E);
      AddressOf && UO && UO->getOpcode() == UO_AddrOf)
    E = UO->getSubExpr()->IgnoreParenImpCasts();
  const auto *DRE = dyn_cast_or_null<DeclRefExpr>(E);
  const auto *VD = DRE ? dyn_cast<VarDecl>(DRE->getDecl()) : nullptr;
  return VD && VD->isLocalVarDeclOrParm() ? VD : nullptr;
}

bool shapecheck::changesLocal(const Stmt *St, const VarDecl *VD) {
  if (!St)
    return false;
  if (const auto *IC = dyn_cast<ImplicitCastExpr>(St))
    if (IC->getCastKind() == CK_LValueToRValue &&
        localNamed(IC->getSubExpr()) == VD)
      return false;
  if (const auto *DRE = dyn_cast<DeclRefExpr>(St))
    return DRE->getDecl() == VD;
  for (const Stmt *Child : St->children())
    if (changesLocal(Child, VD))
      return true;
  return false;
}

/// Whether E names VD (through parentheses and implicit casts).
static bool names(const Expr *E, const VarDecl *VD) {
  const auto *DRE =
      E ? dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts()) : nullptr;
  return DRE && DRE->getDecl() == VD;
}

static bool isNonConstRef(QualType T) {
  return T->isReferenceType() && !T.getNonReferenceType().isConstQualified();
}

bool shapecheck::objectEscapes(const Stmt *St, const VarDecl *VD) {
  if (!St)
    return false;
  if (const auto *UO = dyn_cast<UnaryOperator>(St);
      UO && UO->getOpcode() == UO_AddrOf && names(UO->getSubExpr(), VD))
    return true;
  if (const auto *DS = dyn_cast<DeclStmt>(St))
    for (const Decl *D : DS->decls())
      if (const auto *Ref = dyn_cast<VarDecl>(D);
          Ref && Ref != VD && isNonConstRef(Ref->getType()) &&
          names(Ref->getInit(), VD))
        return true;
  if (const auto *L = dyn_cast<LambdaExpr>(St))
    for (const LambdaCapture &C : L->captures())
      if (C.capturesVariable() && C.getCapturedVar() == VD &&
          C.getCaptureKind() == LCK_ByRef)
        return true;
  auto BindsByRef = [&](const FunctionDecl *FD, unsigned First,
                        llvm::ArrayRef<const Expr *> Args) {
    for (unsigned I = 0; FD && I < Args.size(); ++I) {
      unsigned P = I + First;
      if (P < FD->getNumParams() &&
          isNonConstRef(FD->getParamDecl(P)->getType()) && names(Args[I], VD))
        return true;
    }
    return false;
  };
  if (const auto *CE = dyn_cast<CallExpr>(St)) {
    // An operator method's object is its first argument, not a parameter.
    unsigned Skip =
        isa<CXXOperatorCallExpr>(CE) &&
                isa_and_nonnull<CXXMethodDecl>(CE->getDirectCallee())
            ? 1
            : 0;
    llvm::ArrayRef<const Expr *> Args(CE->getArgs(), CE->getNumArgs());
    if (BindsByRef(CE->getDirectCallee(), 0, Args.drop_front(Skip)))
      return true;
  }
  if (const auto *CE = dyn_cast<CXXConstructExpr>(St)) {
    llvm::ArrayRef<const Expr *> Args(CE->getArgs(), CE->getNumArgs());
    if (BindsByRef(CE->getConstructor(), 0, Args))
      return true;
  }
  for (const Stmt *Child : St->children())
    if (objectEscapes(Child, VD))
      return true;
  return false;
}

bool shapecheck::handleEscapes(const Stmt *St, const VarDecl *VD) {
  if (!St)
    return false;
  if (const auto *DRE = dyn_cast<DeclRefExpr>(St))
    return DRE->getDecl() == VD;
  // Uses through the handle: `net->f(x)`, `net(x)`, `net.f()`, `net.x`.
  auto Through = [&](const Expr *Object) { return names(Object, VD); };
  llvm::SmallVector<const Stmt *, 4> Skip;
  if (const auto *OC = dyn_cast<CXXOperatorCallExpr>(St);
      OC && OC->getNumArgs() > 0 &&
      (OC->getOperator() == OO_Arrow || OC->getOperator() == OO_Call) &&
      Through(OC->getArg(0)))
    Skip.push_back(OC->getArg(0));
  if (const auto *MC = dyn_cast<CXXMemberCallExpr>(St);
      MC && Through(MC->getImplicitObjectArgument()))
    Skip.push_back(MC->getImplicitObjectArgument());
  if (const auto *ME = dyn_cast<MemberExpr>(St); ME && Through(ME->getBase()))
    Skip.push_back(ME->getBase());
  for (const Stmt *Child : St->children())
    if (!llvm::is_contained(Skip, Child) && handleEscapes(Child, VD))
      return true;
  return false;
}
