//===- LocalVars.cpp - Which local an expression names or changes ---------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include "Frontend/LocalVars.h"
#include "clang/AST/Expr.h"

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
