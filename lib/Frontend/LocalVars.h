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

/// Whether St lets the object VD be reached other than through its name:
/// its address taken (`&o`), a reference or pointer to it kept in a local
/// or bound to a non-const reference parameter of a call or construction,
/// or a lambda capturing it by reference. Then a change made through that
/// way is not seen where VD is named.
bool objectEscapes(const clang::Stmt *St, const clang::VarDecl *VD);

/// Whether St uses the handle VD (a module holder: a shared pointer to its
/// module) other than to reach the object it holds (`net->f(x)`, `net(x)`,
/// `net.f()`): a copy of it, kept or passed on, is the same module under
/// another name.
bool handleEscapes(const clang::Stmt *St, const clang::VarDecl *VD);

} // namespace shapecheck

#endif
