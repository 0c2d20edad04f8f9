//===- LocalVars.h - Which local an expression names or changes -*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Syntactic questions about a function's locals that the statement walk
// (counted loops) and the variable model (aliases) both ask.
//
//===----------------------------------------------------------------------===//
#ifndef SHAPECHECK_FRONTEND_LOCALVARS_H
#define SHAPECHECK_FRONTEND_LOCALVARS_H

namespace clang {
class Expr;
class Stmt;
class VarDecl;
} // namespace clang

namespace shapecheck {

/// The local or parameter E names (`x`); with AddressOf, also the one
/// whose address it is (`&x`). Null otherwise.
const clang::VarDecl *localNamed(const clang::Expr *E, bool AddressOf = false);

/// Whether St may give VD another value: a use of it other than a read of
/// its value (an assignment, `++i`, `&p`, a reference bound to it).
bool changesLocal(const clang::Stmt *St, const clang::VarDecl *VD);

} // namespace shapecheck

#endif
