//===- LibraryAdapter.h - What the libraries say about a call ---*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The body analyzer's one door to library knowledge: the CallModels
// (annotations, rules packs, inferred schemes) asked about a CallSite, and
// the library values the frontend reads from Clang's AST itself (literals,
// dtypes, std::get, module holders, look-through conversions). It keeps no
// state of a body but what the last call's models left in module
// parameters; the one effect it has on the body's variables (`v.push_back`
// of a known list) goes through the Assign callback it is given.
//
//===----------------------------------------------------------------------===//
#ifndef SHAPECHECK_FRONTEND_LIBRARYADAPTER_H
#define SHAPECHECK_FRONTEND_LIBRARYADAPTER_H

#include "Frontend/AnalysisContext.h"
#include "Frontend/Env.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include <optional>
#include <string>

namespace clang {
class CallExpr;
class CXXConstructExpr;
class CXXRecordDecl;
class Expr;
class QualType;
class SourceRange;
} // namespace clang

namespace shapecheck {

class LibraryAdapter {
public:
  LibraryAdapter(AnalysisContext &AC, Solver &S) : AC(AC), S(S) {}

  //===--- The CallModels
  //--------------------------------------------------===//
  /// The value the first model that knows C gives (None: described, but
  /// unknown); std::nullopt when no model knows C.
  std::optional<Value> askModels(CallSite &C);
  /// askModels, with an unknown value (and, with --report-unknown, a note)
  /// for a call nothing knows. Described: whether a model knew C.
  Value callModels(CallSite &C, bool *Described = nullptr);
  /// After askModels: the modules the callee left in its parameters (by
  /// argument index).
  const llvm::DenseMap<unsigned, Value> &lastOutArgs() const {
    return LastOutArgs;
  }
  /// After askModels: the call's object as the callee's body left it, if
  /// a model followed it (CallResult::ObjectOut).
  const std::optional<RuleValue> &lastObjectOut() const {
    return LastObjectOut;
  }

  //===--- Library values read from the AST (LibraryAdapter.cpp)
  //------------===//
  /// Literals and library constants: bool, floating-point and string
  /// literals, dtypes (torch::kInt64), None, Ellipsis.
  std::optional<Value> libraryConstant(const clang::Expr *E);
  std::optional<bool> trueTag(const clang::CXXRecordDecl *RD) const;
  /// `LHS = V` in the body (V from the expression RHS, for locations).
  using AssignFn = llvm::function_ref<void(
      const clang::Expr *LHS, const Value &V, const clang::Expr *RHS)>;
  /// Calls whose value the frontend knows without a rule: std::get,
  /// container subscripts, module holders' ->, register_module, dtype
  /// helpers, std::make_shared of a module. C has the evaluated arguments.
  std::optional<Value> libraryCall(const clang::CallExpr *E, CallSite &C,
                                   AssignFn Assign);
  /// A library class's conversion that passes its argument's value on
  /// (IntArrayRef from a braced list, Scalar from a double).
  std::optional<Value> lookThrough(const clang::CXXConstructExpr *E,
                                   const CallSite &C);
  /// Whether T is a standard container or tuple of arrays.
  bool holdsArrays(clang::QualType T, unsigned Depth = 0) const;
  /// Whether the analysis follows the elements of a container of T: arrays
  /// and containers of them, modules (holders, user classes, shared_ptrs
  /// to them).
  bool followsElements(clang::QualType T) const;
  /// The callee as written, for messages ("torch::mm", "x.view").
  std::string writtenName(const clang::CallExpr *E) const;
  /// The source text of R when it is short and on one line, else "".
  std::string writtenText(clang::SourceRange R) const;

private:
  AnalysisContext &AC;
  Solver &S;
  /// The module-valued results of parameters (askModels, for evalCall).
  llvm::DenseMap<unsigned, Value> LastOutArgs;
  std::optional<RuleValue> LastObjectOut;
};

/// Item I of a list, tuple or integer list of known items (I < 0 counts
/// from the end of one whose length is known).
std::optional<Value> itemOf(const Value &V, int64_t I);

} // namespace shapecheck

#endif
