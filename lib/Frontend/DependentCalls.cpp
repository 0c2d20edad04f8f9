//===- DependentCalls.cpp - Library calls inside templates ----------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// A function template over `const Eigen::MatrixBase<Derived> &m` is
// annotated like any function, and its body is analysed with the
// annotation's shapes. Clang cannot resolve `m.rowwise()` or `m * m` there
// (the type depends on Derived), so such a call on an array is asked of the
// models by the names it would have: the member in the class template and
// in the templates of its bases (`Eigen::MatrixBase::rowwise`,
// `Eigen::DenseBase::rowwise`), an operator as a member of the template of
// its left operand (`Eigen::MatrixBase::operator*`), a subscript as a member
// of the template of its object (`std::mdspan::operator[]` for `m[i, j]`).
// Calls that no rule describes stay unknown.
//
//===----------------------------------------------------------------------===//
#include "Frontend/BodyAnalyzer.h"
#include "Frontend/ExprEvaluator.h"
#include "Frontend/LibraryAdapter.h"
#include "Frontend/RuleNames.h"
#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"

using namespace shapecheck;
using namespace clang;

/// Fills C's names from the dependent type of its object; false when the
/// type names no class template.
static bool nameDependentCall(CallSite &C, QualType ObjectType,
                              llvm::StringRef Member) {
  std::vector<std::string> Names = dependentMemberNames(ObjectType, Member);
  if (Names.empty())
    return false;
  C.QualifiedName = Names.front();
  C.BaseNames.assign(Names.begin() + 1, Names.end());
  C.DisplayName = Member.str();
  return true;
}

/// The type whose template names an operator: the left operand's, or else
/// the right one's (`m.transpose() * m`: the left operand's type is not
/// named); null when neither is an array.
static QualType namedOperand(const ArrayTypes &Arrays, const Expr *L,
                             const Expr *R) {
  for (const Expr *Operand : {L, R})
    if (Arrays.isArray(Operand->getType()))
      return Operand->getType();
  return QualType();
}

std::optional<Value> ExprEvaluator::evalDependentCall(const CallExpr *E) {
  if (E->getDirectCallee() || !E->isTypeDependent())
    return std::nullopt;
  const Expr *Callee = E->getCallee()->IgnoreParens();
  CallSite C;
  C.Loc = AC.Locs.range(E);
  if (const auto *DM = dyn_cast<CXXDependentScopeMemberExpr>(Callee)) {
    // `m.rowwise()`, `m.block(0, 0, 2, 2)`
    if (DM->isImplicitAccess() || DM->isArrow() ||
        !DM->getMember().isIdentifier())
      return std::nullopt;
    QualType T = DM->getBaseType();
    std::string Member = DM->getMember().getAsString();
    if (AC.Arrays.isArray(T)) {
      if (!nameDependentCall(C, T, Member))
        return std::nullopt;
      C.Object = argValue(DM->getBase(), C.Loc);
    } else {
      // `m.colwise().mean()`: a method of the object a rule made.
      ArgValue Obj = argValue(DM->getBase(), C.Loc);
      if (!Obj.V.is(RuleValue::Module))
        return std::nullopt;
      C.QualifiedName = Obj.V.rich()->Name + "::" + Member;
      C.DisplayName = Member;
      C.Object = Obj;
    }
    for (const Expr *A : E->arguments())
      C.Args.push_back(argValue(A, C.Loc));
    C.WrittenName = Lib.writtenText(DM->getSourceRange());
  } else if (const auto *OC = dyn_cast<CXXOperatorCallExpr>(E);
             OC && (OC->getOperator() == OO_Subscript ||
                    OC->getOperator() == OO_Call)) {
    // `m[i, j]`, `m(i, j)`: a member of the object's template.
    std::string Op =
        std::string("operator") + getOperatorSpelling(OC->getOperator());
    if (OC->getNumArgs() < 1 || !AC.Arrays.isArray(OC->getArg(0)->getType()) ||
        !nameDependentCall(C, OC->getArg(0)->getType(), Op))
      return std::nullopt;
    C.Object = argValue(OC->getArg(0), C.Loc);
    for (unsigned I = 1; I < OC->getNumArgs(); ++I)
      C.Args.push_back(argValue(OC->getArg(I), C.Loc));
    C.WrittenName = Op;
  } else if (OC) {
    // `m * m` when unqualified lookup found some operator*.
    if (OC->getNumArgs() != 2)
      return std::nullopt;
    QualType Named = namedOperand(AC.Arrays, OC->getArg(0), OC->getArg(1));
    std::string Op =
        std::string("operator") + getOperatorSpelling(OC->getOperator());
    if (Named.isNull() || !nameDependentCall(C, Named, Op))
      return std::nullopt;
    C.Object = argValue(OC->getArg(0), C.Loc);
    C.Args.push_back(argValue(OC->getArg(1), C.Loc));
    C.WrittenName = Op;
  } else {
    return std::nullopt;
  }
  std::optional<Value> V = Lib.askModels(C);
  if (V && V->kind() == Value::None)
    return Value::none();
  return V;
}

std::optional<Value>
ExprEvaluator::evalDependentBinary(const BinaryOperator *E) {
  if (!E->isTypeDependent() || E->isAssignmentOp())
    return std::nullopt;
  QualType Named = namedOperand(AC.Arrays, E->getLHS(), E->getRHS());
  if (Named.isNull())
    return std::nullopt;
  CallSite C;
  C.Loc = AC.Locs.range(E);
  std::string Op = ("operator" + E->getOpcodeStr()).str();
  if (!nameDependentCall(C, Named, Op))
    return std::nullopt;
  C.Object = argValue(E->getLHS(), C.Loc);
  C.Args.push_back(argValue(E->getRHS(), C.Loc));
  C.WrittenName = Op;
  return Lib.askModels(C);
}

std::optional<Value>
ExprEvaluator::evalDependentSubscript(const ArraySubscriptExpr *E) {
  // `m[i]` on an array whose type depends on a template parameter.
  const Expr *Base = E->getBase()->IgnoreParenImpCasts();
  if (!E->isTypeDependent() || !AC.Arrays.isArray(Base->getType()))
    return std::nullopt;
  CallSite C;
  C.Loc = AC.Locs.range(E);
  if (!nameDependentCall(C, Base->getType(), "operator[]"))
    return std::nullopt;
  C.Object = argValue(Base, C.Loc);
  C.Args.push_back(argValue(E->getIdx(), C.Loc));
  C.WrittenName = "operator[]";
  return Lib.askModels(C);
}
