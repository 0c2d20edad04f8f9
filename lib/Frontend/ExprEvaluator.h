//===- ExprEvaluator.h - Values of expressions in a body --------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The expression half of the body analyzer: a ConstStmtVisitor whose
// VisitXxx methods give an expression's value (an array type, a symbolic
// integer, a richer value the rules know, or nothing) and apply its effects
// to the analyzer's state (assignments, in-place calls, `throw`). It owns no
// state but its recursion depth: the environment, the solver and the
// analysis context are the BodyAnalyzer's, reached through Analyzer (and the
// references AC, S and Cur to its members, so that the moved code reads as
// it did). Anything not understood evaluates its operands and gives an
// unknown value of its type (VisitStmt): no false positive.
//
// Operators, casts, variables and initializer lists are in
// ExprEvaluator.cpp; calls and constructions in ExprCalls.cpp; calls
// inside templates in DependentCalls.cpp. What the libraries say about a
// call is asked of the LibraryAdapter (LibraryAdapter.h).
//
//===----------------------------------------------------------------------===//
#ifndef SHAPECHECK_FRONTEND_EXPREVALUATOR_H
#define SHAPECHECK_FRONTEND_EXPREVALUATOR_H

#include "Frontend/AnalysisContext.h"
#include "Frontend/Env.h"
#include "clang/AST/StmtVisitor.h"
#include "llvm/ADT/DenseMap.h"
#include <optional>

namespace shapecheck {

class BodyAnalyzer;
class LibraryAdapter;

class ExprEvaluator : public clang::ConstStmtVisitor<ExprEvaluator, Value> {
public:
  explicit ExprEvaluator(BodyAnalyzer &Analyzer);

  /// E's value, after its effects; None for a null E. Deep expressions
  /// (generated code) are not followed past MaxDepth: unknown.
  Value eval(const clang::Expr *E);
  std::optional<Dim> constantInt(const clang::Expr *E);
  /// While set, eval records the integer value of every expression it
  /// evaluates (BodyAnalyzer::evalTraced).
  llvm::DenseMap<const clang::Expr *, Dim> *IntTrace = nullptr;
  /// An unknown value of type T (a Dynamic shape for an array type).
  Value unknownOf(clang::QualType T);

  //===--- One method per class of expression (ConstStmtVisitor)
  //---------===//
  /// Anything else: every child for its effects; the value is unknown.
  Value VisitStmt(const clang::Stmt *E);
  Value VisitParenExpr(const clang::ParenExpr *E);
  Value VisitFullExpr(const clang::FullExpr *E);
  Value VisitMaterializeTemporaryExpr(const clang::MaterializeTemporaryExpr *E);
  Value VisitCXXBindTemporaryExpr(const clang::CXXBindTemporaryExpr *E);
  Value VisitCXXDefaultArgExpr(const clang::CXXDefaultArgExpr *E);
  Value VisitCXXDefaultInitExpr(const clang::CXXDefaultInitExpr *E);
  Value
  VisitCXXStdInitializerListExpr(const clang::CXXStdInitializerListExpr *E);
  Value VisitInitListExpr(const clang::InitListExpr *E);
  Value VisitCXXBoolLiteralExpr(const clang::CXXBoolLiteralExpr *E);
  Value VisitFloatingLiteral(const clang::FloatingLiteral *E);
  Value VisitStringLiteral(const clang::StringLiteral *E);
  Value VisitCXXNullPtrLiteralExpr(const clang::CXXNullPtrLiteralExpr *E);
  Value VisitCXXThrowExpr(const clang::CXXThrowExpr *E);
  Value VisitCStyleCastExpr(const clang::CStyleCastExpr *E);
  Value VisitCXXStaticCastExpr(const clang::CXXStaticCastExpr *E);
  Value VisitCXXFunctionalCastExpr(const clang::CXXFunctionalCastExpr *E);
  Value VisitCastExpr(const clang::CastExpr *E);
  Value VisitIntegerLiteral(const clang::IntegerLiteral *E);
  Value VisitCharacterLiteral(const clang::CharacterLiteral *E);
  Value VisitUnaryExprOrTypeTraitExpr(const clang::UnaryExprOrTypeTraitExpr *E);
  Value VisitSizeOfPackExpr(const clang::SizeOfPackExpr *E);
  Value VisitDeclRefExpr(const clang::DeclRefExpr *E);
  Value VisitMemberExpr(const clang::MemberExpr *E);
  /// CallExpr, CXXMemberCallExpr, CXXOperatorCallExpr, UserDefinedLiteral.
  Value VisitCallExpr(const clang::CallExpr *E);
  Value VisitCXXTemporaryObjectExpr(const clang::CXXTemporaryObjectExpr *E);
  Value VisitCXXConstructExpr(const clang::CXXConstructExpr *E);
  /// Also CompoundAssignOperator.
  Value VisitBinaryOperator(const clang::BinaryOperator *E);
  Value VisitUnaryOperator(const clang::UnaryOperator *E);
  Value
  VisitAbstractConditionalOperator(const clang::AbstractConditionalOperator *E);
  Value VisitLambdaExpr(const clang::LambdaExpr *E);
  Value VisitStmtExpr(const clang::StmtExpr *E);
  Value VisitOpaqueValueExpr(const clang::OpaqueValueExpr *E);
  Value VisitRequiresExpr(const clang::RequiresExpr *) { return Value::none(); }
  Value VisitBlockExpr(const clang::BlockExpr *) { return Value::none(); }
  Value VisitTypeTraitExpr(const clang::TypeTraitExpr *) {
    return Value::none();
  }
  Value VisitArraySubscriptExpr(const clang::ArraySubscriptExpr *E);

  //===--- Calls (ExprCalls.cpp)
  //-------------------------------------------===//
  ArgValue argValue(const clang::Expr *Arg, const SourceLoc &CallLoc);
  /// A user struct initialised field by field.
  std::optional<Value> evalAggregate(const clang::InitListExpr *E,
                                     llvm::ArrayRef<Value> Items);

private:
  /// Bool, floating-point and string literals.
  Value evalLiteral(const clang::Expr *E);
  /// Integer literals, sizeof: their constant.
  Value evalConstant(const clang::Expr *E);
  /// The number V is known to hold: a constant integer, a floating-point
  /// constant.
  std::optional<double> knownNumber(const Value &V);
  /// Evaluates every child for its effects; the value is unknown.
  Value evalChildren(const clang::Stmt *E);
  Value evalMemberValue(const clang::MemberExpr *E);
  /// `Float<T, "n">(x)` or `Float<T, "n">{}`: the annotated type, checked
  /// against the operand. std::nullopt when the type is not annotated.
  std::optional<Value> evalAnnotatedCast(const clang::Expr *E);
  Value evalCall(const clang::CallExpr *E);
  void reportModuleUnknown(const CallSite &C, const clang::Expr *Obj);
  /// `a = b` through a class's copy or move assignment, `std::tie(a, b) =
  /// t`; std::nullopt for other operator= calls.
  std::optional<Value> evalAssignCall(const clang::CallExpr *E);
  /// `m << a, b, c;`: a chain of `operator,` whose start is an operator the
  /// packs name `convention fill_chain` (Eigen's comma initializer), E its
  /// outermost `operator,`. The chain is one call of that operator with
  /// every item, so that its rule sees them all; std::nullopt otherwise.
  /// A library array built from a nested braced list of its elements
  /// (`convention literal_constructor`): the list's sizes.
  std::optional<Value> literalArray(const clang::CXXConstructExpr *E);
  /// A standard container built from another's whole range (`v(c.begin(),
  /// c.end())`): c's items, when known.
  std::optional<Value> rangeCopy(const clang::CXXConstructExpr *E);
  std::optional<Value> evalFillChain(const clang::CallExpr *E);
  /// A user class's instance, or a TORCH_MODULE holder's module.
  std::optional<Value> constructUser(const clang::CXXConstructExpr *E,
                                     const CallSite &C);
  /// In a template, a call or operator on an array of a dependent type
  /// (`const Eigen::MatrixBase<Derived> &m`: `m.rows()`, `m * m`), asked
  /// of the models by the template's rules names (DependentCalls.cpp).
  std::optional<Value> evalDependentCall(const clang::CallExpr *E);
  std::optional<Value> evalDependentBinary(const clang::BinaryOperator *E);
  std::optional<Value>
  evalDependentSubscript(const clang::ArraySubscriptExpr *E);

  BodyAnalyzer &Analyzer;
  AnalysisContext &AC;
  Solver &S;
  Env &Cur;
  /// The CallModels and the library values (the analyzer's).
  LibraryAdapter &Lib;
  unsigned ExprDepth = 0;
  /// While evalFillChain evaluates the start of a chain: the start, and
  /// the items after its own, which its call takes as more arguments.
  const clang::CallExpr *FillStart = nullptr;
  llvm::SmallVector<const clang::Expr *, 16> FillItems;
};

} // namespace shapecheck

#endif
