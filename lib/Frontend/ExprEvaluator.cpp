//===- ExprEvaluator.cpp - Values of expressions in a function body -------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Each expression is evaluated once, in order, for its value (an array type,
// a symbolic integer, or nothing) and its effects: assignments update the
// environment, calls are checked by the CallModels. Anything not understood
// evaluates its operands and gives an unknown value of its type (a Dynamic
// shape for an array type): no false positive.
//
//===----------------------------------------------------------------------===//
#include "Frontend/ExprEvaluator.h"
#include "Frontend/BodyAnalyzer.h"
#include "Frontend/IntValues.h"
#include "Frontend/LibraryAdapter.h"
#include "Frontend/LibraryCode.h"
#include "Frontend/ModuleObjects.h"
#include "Frontend/PackConventions.h"
#include "Frontend/RuleNames.h"
#include "Frontend/RulesModel.h"
#include "Frontend/StaticShapes.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/StmtCXX.h"
#include <cmath>

using namespace shapecheck;
using namespace clang;

static Value rich(RuleValue V) { return Value::fromRule(std::move(V)); }

/// Deep expressions (generated code) are not followed past this depth.
static constexpr unsigned MaxExprDepth = 200;

ExprEvaluator::ExprEvaluator(BodyAnalyzer &Analyzer)
    : Analyzer(Analyzer), AC(Analyzer.AC), S(Analyzer.S), Cur(Analyzer.Cur),
      Lib(Analyzer.Lib) {}

Value ExprEvaluator::unknownOf(QualType T) {
  if (T.isNull())
    return Value::none();
  if (AC.Arrays.isArray(T)) {
    if (std::optional<shapecheck::ArrayType> ST = AC.Arrays.staticType(T))
      return Value::array(*ST); // Eigen::Matrix4f: [4 4]
    return Value::array(
        shapecheck::ArrayType{S.dynamicShape(), DtypeSet::any()});
  }
  if (isIntegerType(T))
    return Value::integer(Dim::dynamic());
  if (T->isRealFloatingType()) // any double is a Float scalar
    return Value::fromRule(RuleValue::scalar(*DtypeSet::fromCategory("Float")));
  return Value::none();
}

std::optional<Dim> ExprEvaluator::constantInt(const Expr *E) {
  if (!E || E->isValueDependent() || E->isTypeDependent() ||
      E->containsErrors() ||
      (!isIntegerType(E->getType()) &&
       !(AC.Library && AC.Library->isUserScopedEnum(E->getType()))))
    return std::nullopt;
  Expr::EvalResult R;
  if (!E->EvaluateAsInt(R, AC.Ctx, Expr::SE_NoSideEffects))
    return std::nullopt;
  const llvm::APSInt &V = R.Val.getInt();
  if (V.isUnsigned() ? !V.isIntN(63) : !V.isSignedIntN(64))
    return std::nullopt;
  return Dim::constant(V.getExtValue());
}

Value ExprEvaluator::eval(const Expr *E) {
  if (!E)
    return Value::none();
  if (ExprDepth >= MaxExprDepth)
    return unknownOf(E->getType());
  ++ExprDepth;
  Value V = Visit(E);
  --ExprDepth;
  if (IntTrace && V.isInt())
    IntTrace->insert({E, V.dim()});
  return V;
}

Value ExprEvaluator::evalChildren(const Stmt *E) {
  for (const Stmt *Child : E->children())
    if (const auto *CE = dyn_cast_or_null<Expr>(Child))
      eval(CE);
  if (const auto *Ex = dyn_cast<Expr>(E))
    return unknownOf(Ex->getType());
  return Value::none();
}

Value ExprEvaluator::VisitParenExpr(const ParenExpr *E) {
  return eval(E->getSubExpr());
}

Value ExprEvaluator::VisitFullExpr(const FullExpr *E) { // ConstantExpr,
  return eval(E->getSubExpr());                         // ExprWithCleanups
}

Value ExprEvaluator::VisitMaterializeTemporaryExpr(
    const MaterializeTemporaryExpr *E) {
  return eval(E->getSubExpr());
}

Value ExprEvaluator::VisitCXXBindTemporaryExpr(const CXXBindTemporaryExpr *E) {
  return eval(E->getSubExpr());
}

Value ExprEvaluator::VisitCXXDefaultArgExpr(const CXXDefaultArgExpr *E) {
  return eval(E->getExpr());
}

Value ExprEvaluator::VisitCXXDefaultInitExpr(const CXXDefaultInitExpr *E) {
  return eval(E->getExpr());
}

Value ExprEvaluator::VisitCXXStdInitializerListExpr(
    const CXXStdInitializerListExpr *E) {
  return eval(E->getSubExpr());
}

Value ExprEvaluator::VisitCXXBoolLiteralExpr(const CXXBoolLiteralExpr *E) {
  return evalLiteral(E);
}

Value ExprEvaluator::VisitFloatingLiteral(const FloatingLiteral *E) {
  return evalLiteral(E);
}

Value ExprEvaluator::VisitStringLiteral(const StringLiteral *E) {
  return evalLiteral(E);
}

Value ExprEvaluator::evalLiteral(const Expr *E) {
  if (auto V = Lib.libraryConstant(E))
    return *V;
  return unknownOf(E->getType());
}

Value ExprEvaluator::VisitCXXNullPtrLiteralExpr(const CXXNullPtrLiteralExpr *) {
  return Value::none();
}

Value ExprEvaluator::VisitCXXThrowExpr(const CXXThrowExpr *E) {
  eval(E->getSubExpr());
  Cur = Env::unreachable();
  return Value::none();
}

Value ExprEvaluator::VisitCStyleCastExpr(const CStyleCastExpr *E) {
  if (auto V = evalAnnotatedCast(E))
    return *V;
  return VisitCastExpr(E);
}

Value ExprEvaluator::VisitCXXStaticCastExpr(const CXXStaticCastExpr *E) {
  if (auto V = evalAnnotatedCast(E))
    return *V;
  return VisitCastExpr(E);
}

Value ExprEvaluator::VisitCXXFunctionalCastExpr(
    const CXXFunctionalCastExpr *E) {
  if (auto V = evalAnnotatedCast(E))
    return *V;
  return VisitCastExpr(E);
}

/// ImplicitCastExpr, CXXConstCastExpr, CXXDynamicCastExpr,
/// CXXReinterpretCastExpr, CXXAddrspaceCastExpr, BuiltinBitCastExpr.
Value ExprEvaluator::VisitCastExpr(const CastExpr *E) {
  const auto *CE = E;
  Value V = eval(CE->getSubExpr());
  QualType T = E->getType();
  if (isIntegerType(T)) {
    if (auto C = constantInt(E))
      return Value::integer(*C);
    // A known floating-point value converted to an integer: truncated, as
    // the conversion does.
    if (CE->getCastKind() == CK_FloatingToIntegral)
      if (std::optional<double> D = knownNumber(V);
          D && std::isfinite(*D) && std::fabs(*D) < 9.0e15)
        return Value::integer(Dim::constant(int64_t(std::trunc(*D))));
    return V.isInt() ? V : Value::integer(Dim::dynamic());
  }
  CastKind K = CE->getCastKind();
  bool Keeps = K == CK_NoOp || K == CK_LValueToRValue ||
               K == CK_DerivedToBase || K == CK_UncheckedDerivedToBase ||
               K == CK_BaseToDerived || K == CK_ConstructorConversion ||
               K == CK_UserDefinedConversion || K == CK_Dynamic;
  if (V.isArray() && (AC.Arrays.isArray(T) || T->isDependentType() || Keeps))
    return V;
  if (V.isRich() &&
      (Keeps || T->isDependentType() || K == CK_ArrayToPointerDecay))
    return V;
  // An int converted to a class (`ExpandingArray<2>(5)`, an optional, a
  // TensorIndex), and passed on.
  if (V.isInt() && Keeps)
    return V;
  if (K == CK_IntegralToFloating && V.isInt()) {
    if (auto C = V.dim().asConstant()) // `std::vector<double>{2, 2}`
      return Value::fromRule(RuleValue::floatConstant(double(*C)));
    return Value::fromRule(RuleValue::scalar(*DtypeSet::fromCategory("Float")));
  }
  if (auto C = Lib.libraryConstant(E))
    return *C;
  return unknownOf(T);
}

Value ExprEvaluator::VisitIntegerLiteral(const IntegerLiteral *E) {
  return evalConstant(E);
}

Value ExprEvaluator::VisitCharacterLiteral(const CharacterLiteral *E) {
  return evalConstant(E);
}

Value ExprEvaluator::VisitUnaryExprOrTypeTraitExpr(
    const UnaryExprOrTypeTraitExpr *E) {
  return evalConstant(E);
}

Value ExprEvaluator::VisitSizeOfPackExpr(const SizeOfPackExpr *E) {
  return evalConstant(E);
}

Value ExprEvaluator::evalConstant(const Expr *E) {
  if (auto C = constantInt(E))
    return Value::integer(*C);
  return unknownOf(E->getType());
}

Value ExprEvaluator::VisitCallExpr(const CallExpr *E) {
  Value V = evalCall(E);
  // A constexpr call that no rule gives a value (`E::rank()`,
  // `m.static_extent(0)`): its constant.
  if (isIntegerType(E->getType()) && (!V.isInt() || V.dim().isDynamic()))
    if (auto C = constantInt(E))
      return Value::integer(*C);
  // Tag options combined by a call (`xt::keep_dims | ...`).
  if (const CXXRecordDecl *RD =
          E->getType().getNonReferenceType()->getAsCXXRecordDecl())
    if (std::optional<bool> B = Lib.trueTag(RD))
      return Value::fromRule(RuleValue::boolean(*B));
  // A call no rule describes that returns a double (`std::sqrt(d)`) is
  // still a Float scalar: `scores / std::sqrt(d)` keeps its shape.
  if (V.kind() == Value::None && E->getType()->isRealFloatingType())
    return unknownOf(E->getType());
  return V;
}

Value ExprEvaluator::VisitCXXTemporaryObjectExpr(
    const CXXTemporaryObjectExpr *E) {
  if (auto V = evalAnnotatedCast(E))
    return *V;
  return VisitCXXConstructExpr(E);
}

Value ExprEvaluator::VisitLambdaExpr(const LambdaExpr *E) {
  // The body is analysed as a function of its own; creating the closure
  // evaluates the captures' initializers.
  for (const Expr *Init : E->capture_inits())
    eval(Init);
  return Value::none();
}

Value ExprEvaluator::VisitStmtExpr(const StmtExpr *E) {
  const CompoundStmt *CS = E->getSubStmt();
  Value Last = Value::none();
  for (const Stmt *St : CS->body()) {
    if (St == CS->body_back())
      if (const auto *LE = dyn_cast<Expr>(St)) {
        Last = eval(LE);
        break;
      }
    Analyzer.visit(St);
  }
  return Last;
}

Value ExprEvaluator::VisitOpaqueValueExpr(const OpaqueValueExpr *E) {
  return unknownOf(E->getType());
}

Value ExprEvaluator::VisitArraySubscriptExpr(const ArraySubscriptExpr *E) {
  if (auto V = evalDependentSubscript(E))
    return *V;
  // An element of a built-in array of known items (`int mid[3] = {32, 64,
  // 128}`, then `mid[1]`): the language's own, as std::vector's
  // operator[] is the library adapter's. Writes through an element forget
  // the array (BodyAnalyzer::forgetContainer).
  const Expr *Base = E->getBase()->IgnoreParenImpCasts();
  if (Base->getType()->isArrayType() && !AC.Arrays.isArray(Base->getType())) {
    Value B = eval(Base);
    Value Idx = eval(E->getIdx());
    if (Idx.isInt() && !Idx.dim().isDynamic())
      if (auto I = S.resolve(Idx.dim().E).asConstant(); I && *I >= 0)
        if (std::optional<Value> V = itemOf(B, *I))
          return *V;
    return unknownOf(E->getType());
  }
  return evalChildren(E);
}

Value ExprEvaluator::VisitStmt(const Stmt *E) { return evalChildren(E); }

std::optional<Value> ExprEvaluator::evalAnnotatedCast(const Expr *E) {
  QualType Written;
  llvm::SmallVector<const Expr *, 2> Operands;
  if (const auto *C = dyn_cast<ExplicitCastExpr>(E)) {
    Written = C->getTypeAsWritten();
    Operands.push_back(C->getSubExpr());
  } else if (const auto *T = dyn_cast<CXXTemporaryObjectExpr>(E)) {
    if (const TypeSourceInfo *TSI = T->getTypeSourceInfo())
      Written = TSI->getType();
    for (const Expr *Arg : T->arguments())
      Operands.push_back(Arg);
  }
  std::optional<LocatedAnnotation> A =
      Written.isNull() ? std::nullopt : AC.Index.reader().fromType(Written);
  if (!A)
    return std::nullopt;
  // `Float<T, "n 3">(x)`: an annotated temporary; its names are the
  // function's, like a local's.
  shapecheck::ArrayType T = Analyzer.Inst->array(A->Ann, A->Loc);
  for (const Expr *Op : Operands) {
    Value V = eval(Op);
    if (Operands.size() == 1 && V.isArray()) {
      Reason R;
      R.Loc = AC.Locs.range(Op);
      R.Context = ReasonDesc::of(ReasonDesc::Kind::ConvertedValue);
      R.Expected = ReasonDesc::of(ReasonDesc::Kind::ConversionAnnotation);
      R.ExpectedLoc = A->Loc;
      S.unifyArray(T, V.arr(), R);
    }
  }
  return Value::array(T);
}

//===----------------------------------------------------------------------===//
// Variables and fields
//===----------------------------------------------------------------------===//

Value ExprEvaluator::VisitDeclRefExpr(const DeclRefExpr *E) {
  const ValueDecl *D = Analyzer.aliased(E->getDecl());
  if (const Value *V = Cur.lookup(D))
    return *V;
  if (auto C = constantInt(E))
    return Value::integer(*C);
  if (const auto *VD = dyn_cast<VarDecl>(D)) {
    if (auto T = Analyzer.declaredType(D, nullptr))
      return Value::array(*T);
    // `Block::expansion`, a static that no file of the run writes.
    if (std::optional<int64_t> G = AC.Index.globalValue(VD))
      return Value::integer(Dim::constant(*G));
  }
  if (auto V = Lib.libraryConstant(E))
    return *V;
  return unknownOf(E->getType());
}

/// Whether St replaces the field FD of some object: assigns it
/// (`conv->weight = w`) or calls a non-const method on it other than an
/// in-place operation, which keeps its shape (`weight.set_data(w)`).
static bool replacesField(const Stmt *St, const FieldDecl *FD,
                          llvm::StringRef InplaceSuffix, unsigned Depth = 0) {
  if (!St || Depth > 256)
    return false;
  auto IsField = [&](const Expr *X) {
    const auto *ME =
        dyn_cast_or_null<MemberExpr>(X ? X->IgnoreParenImpCasts() : nullptr);
    return ME && ME->getMemberDecl() == FD;
  };
  if (const auto *BO = dyn_cast<BinaryOperator>(St);
      BO && BO->getOpcode() == BO_Assign && IsField(BO->getLHS()))
    return true;
  if (const auto *OC = dyn_cast<CXXOperatorCallExpr>(St);
      OC && OC->getOperator() == OO_Equal && OC->getNumArgs() > 0 &&
      IsField(OC->getArg(0)))
    return true;
  if (const auto *MC = dyn_cast<CXXMemberCallExpr>(St))
    if (const CXXMethodDecl *M = MC->getMethodDecl();
        M && !M->isConst() && IsField(MC->getImplicitObjectArgument()) &&
        !(M->getIdentifier() && !InplaceSuffix.empty() &&
          M->getName().ends_with(InplaceSuffix)))
      return true;
  for (const Stmt *Child : St->children())
    if (replacesField(Child, FD, InplaceSuffix, Depth + 1))
      return true;
  return false;
}

Value ExprEvaluator::VisitMemberExpr(const MemberExpr *E) {
  Value V = evalMemberValue(E);
  Analyzer.noteOptionsField(E, V);
  return V;
}

Value ExprEvaluator::evalMemberValue(const MemberExpr *E) {
  Value Base = eval(E->getBase());
  const ValueDecl *D = E->getMemberDecl();
  if (isa<FieldDecl>(D) || isa<VarDecl>(D))
    if (auto T = Analyzer.declaredType(D, E->getBase()))
      return Value::array(*T);
  if (const auto *VD = dyn_cast<VarDecl>(D)) // `block.expansion`
    if (std::optional<int64_t> G = AC.Index.globalValue(VD))
      return Value::integer(Dim::constant(*G));
  if (auto V = Analyzer.symbolicMember(E))
    return *V;
  // `p.first`, `p.second` of a std::pair the analysis knows.
  if (const auto *FD = dyn_cast<FieldDecl>(D);
      FD && Base.is(RuleValue::Tuple) && Base.rich()->Items.size() == 2 &&
      FD->getParent()->isInStdNamespace() && FD->getParent()->getIdentifier() &&
      FD->getParent()->getName() == "pair" && FD->getIdentifier() &&
      (FD->getName() == "first" || FD->getName() == "second"))
    return Value::fromRule(
        Base.rich()->Items[FD->getName() == "first" ? 0 : 1]);
  if (BodyAnalyzer::isThisMember(E))
    if (const Value *V = Cur.lookup(D))
      return *V;
  // A field of another instance: `net->fc`, `block.conv`.
  const auto *Owner = dyn_cast<CXXRecordDecl>(D->getDeclContext());
  if (isa<FieldDecl>(D) && Base.is(RuleValue::Module) && D->getIdentifier() &&
      AC.Objects &&
      (AC.Objects->classOf(*Base.rich()) ||
       (Owner && isRuleClassOf(Base.rich()->Name, Owner)))) // another TU's,
                                                            // the rules
    if (const RuleValue *FV = Base.rich()->field(D->getName())) {
      Value V = Value::fromRule(*FV);
      if (!AC.Objects->writtenOutsideConstructors(cast<FieldDecl>(D)))
        return V;
    }
  // A parameter of a library module (`conv->weight`, `fc->bias`): the
  // module's method of that name, as the rules describe it (its shape from
  // the module's options), unless the function replaces it.
  if (isa<FieldDecl>(D) && Base.is(RuleValue::Module) && D->getIdentifier() &&
      AC.Rules && AC.Arrays.isArray(E->getType()) &&
      !(AC.Objects && AC.Objects->classOf(*Base.rich())) && Analyzer.F &&
      !replacesField(Analyzer.F->getBody(), cast<FieldDecl>(D),
                     packValue(AC.Rules, "inplace_suffix"))) {
    RuleCall C;
    C.QualifiedName = Base.rich()->Name + "::" + D->getName().str();
    C.Object = *Base.rich();
    C.Loc = AC.Locs.range(E);
    if (std::optional<RuleValue> R =
            AC.Rules->callModule(*Base.rich(), D->getName(), C, S);
        R && R->is(RuleValue::Array))
      return Value::fromRule(*R);
  }
  if (auto C = constantInt(E))
    return Value::integer(*C);
  return unknownOf(E->getType());
}

//===----------------------------------------------------------------------===//
// Operators
//===----------------------------------------------------------------------===//

static std::optional<IntOp> intOp(BinaryOperatorKind K) {
  switch (K) {
  case BO_Add:
  case BO_AddAssign:
    return IntOp::Add;
  case BO_Sub:
  case BO_SubAssign:
    return IntOp::Sub;
  case BO_Mul:
  case BO_MulAssign:
    return IntOp::Mul;
  case BO_Div:
  case BO_DivAssign:
    return IntOp::Div;
  case BO_Rem:
  case BO_RemAssign:
    return IntOp::Rem;
  case BO_Shl:
  case BO_ShlAssign:
    return IntOp::Shl;
  default:
    return std::nullopt;
  }
}

/// A bool the analysis knows (`!batch_norm && width > 0` with known
/// parts): a Bool value, so that a call given it takes one branch.
static std::optional<Value> knownBool(const Expr *E, std::optional<bool> C) {
  if (!C || E->getType().isNull() || !E->getType()->isBooleanType())
    return std::nullopt;
  return Value::fromRule(RuleValue::boolean(*C));
}

Value ExprEvaluator::VisitBinaryOperator(const BinaryOperator *E) {
  BinaryOperatorKind K = E->getOpcode();
  if (E->isLogicalOp() || E->isComparisonOp())
    if (auto B = knownBool(E, Analyzer.constantCondition(E)))
      return *B;
  if (K == BO_Comma) {
    eval(E->getLHS());
    return eval(E->getRHS());
  }
  if (K == BO_LAnd || K == BO_LOr) {
    eval(E->getLHS());
    Env Skip = Cur; // the right operand may not run
    eval(E->getRHS());
    Cur = joinEnvs(S, Skip, Cur);
    return Value::none();
  }
  if (std::optional<Value> V = evalDependentBinary(E))
    return *V;
  if (K == BO_Assign) {
    Value V = eval(E->getRHS());
    Analyzer.assign(E->getLHS(), V, E->getRHS());
    return V;
  }
  if (E->isCompoundAssignmentOp()) {
    Value L = eval(E->getLHS());
    Value R = eval(E->getRHS());
    Value New = unknownOf(E->getLHS()->getType());
    if (auto Op = intOp(K); Op && L.isInt() && R.isInt())
      New = Value::integer(intArith(*Op, L.dim(), R.dim()));
    if (New.isInt() || New.isArray()) {
      const Expr *Target = E->getLHS()->IgnoreParenImpCasts();
      if (const auto *DRE = dyn_cast<DeclRefExpr>(Target))
        if (Cur.lookup(DRE->getDecl()) &&
            !Analyzer.Declared.count(DRE->getDecl()))
          Cur.Vars[DRE->getDecl()] = New;
    }
    // `cfg.hidden *= 2` on a local object.
    if (const auto *ME =
            dyn_cast<MemberExpr>(E->getLHS()->IgnoreParenImpCasts()))
      Analyzer.setObjectField(ME, New);
    Analyzer.forgetContainer(E->getLHS());
    return New;
  }
  Value L = eval(E->getLHS());
  Value R = eval(E->getRHS());
  if (isIntegerType(E->getType())) {
    if (auto C = constantInt(E))
      return Value::integer(*C);
    if (auto Op = intOp(K); Op && L.isInt() && R.isInt())
      return Value::integer(intArith(*Op, L.dim(), R.dim()));
    return Value::integer(Dim::dynamic());
  }
  // Floating-point arithmetic on known numbers, as the program does it
  // (`int(planes * (base_width / 64.)) * groups`): the value, so that the
  // integer it is converted back to is known.
  if (E->getType()->isRealFloatingType() && !E->isComparisonOp()) {
    std::optional<double> A = knownNumber(L), B = knownNumber(R);
    if (A && B) {
      std::optional<double> Out;
      switch (K) {
      case BO_Add:
        Out = *A + *B;
        break;
      case BO_Sub:
        Out = *A - *B;
        break;
      case BO_Mul:
        Out = *A * *B;
        break;
      case BO_Div:
        if (*B != 0)
          Out = *A / *B;
        break;
      default:
        break;
      }
      if (Out) {
        if (E->getType()->isSpecificBuiltinType(BuiltinType::Float))
          Out = double(float(*Out)); // computed in float
        return Value::fromRule(RuleValue::floatConstant(*Out));
      }
    }
  }
  return unknownOf(E->getType());
}

std::optional<double> ExprEvaluator::knownNumber(const Value &V) {
  if (V.isInt() && !V.dim().isDynamic())
    if (std::optional<int64_t> C = S.resolve(V.dim().E).asConstant())
      return double(*C);
  if (V.is(RuleValue::Scalar) && V.rich()->FloatV)
    return *V.rich()->FloatV;
  return std::nullopt;
}

Value ExprEvaluator::VisitUnaryOperator(const UnaryOperator *E) {
  UnaryOperatorKind K = E->getOpcode();
  if (K == UO_LNot)
    if (auto B = knownBool(E, Analyzer.constantCondition(E)))
      return *B;
  if (E->isIncrementDecrementOp()) {
    Value Old = eval(E->getSubExpr());
    Value New = unknownOf(E->getSubExpr()->getType());
    if (Old.isInt())
      New =
          Value::integer(intArith(E->isIncrementOp() ? IntOp::Add : IntOp::Sub,
                                  Old.dim(), Dim::constant(1)));
    if (const auto *DRE =
            dyn_cast<DeclRefExpr>(E->getSubExpr()->IgnoreParenImpCasts()))
      if (Cur.lookup(DRE->getDecl()) &&
          !Analyzer.Declared.count(DRE->getDecl()))
        Cur.Vars[DRE->getDecl()] = New;
    if (const auto *ME =
            dyn_cast<MemberExpr>(E->getSubExpr()->IgnoreParenImpCasts()))
      Analyzer.setObjectField(ME, New);
    Analyzer.forgetContainer(E->getSubExpr());
    return E->isPrefix() ? New : Old;
  }
  Value V = eval(E->getSubExpr());
  if (isIntegerType(E->getType())) {
    if (auto C = constantInt(E))
      return Value::integer(*C);
    if (K == UO_Minus && V.isInt())
      return Value::integer(intArith(IntOp::Neg, V.dim(), V.dim()));
    if (K == UO_Plus && V.isInt())
      return V;
    return Value::integer(Dim::dynamic());
  }
  if (K == UO_Deref || K == UO_AddrOf || K == UO_Extension) {
    if (V.isRich())
      return V; // `*fc`, `&opts`: the same module or object
    // `&m` lends the array m (a pointer to an array holds its value),
    // `*out` is the array a pointer parameter was lent.
    QualType T = E->getType();
    if (K == UO_AddrOf && T->isPointerType())
      T = T->getPointeeType();
    return V.isArray() && AC.Arrays.isArray(T) ? V : unknownOf(E->getType());
  }
  return unknownOf(E->getType());
}

Value ExprEvaluator::VisitAbstractConditionalOperator(
    const AbstractConditionalOperator *E) {
  const Expr *Cond = E->getCond();
  if (const auto *BC = dyn_cast<BinaryConditionalOperator>(E))
    Cond = BC->getCommon();
  Value CondV = eval(Cond);
  bool Binary = isa<BinaryConditionalOperator>(E); // `a ?: b`
  if (std::optional<bool> C = Analyzer.constantCondition(Cond))
    return *C ? (Binary ? CondV : eval(E->getTrueExpr()))
              : eval(E->getFalseExpr());
  Env Entry = Cur;
  Value A = Binary ? CondV : eval(E->getTrueExpr());
  Env AfterTrue = Cur;
  Cur = Entry;
  Value B = eval(E->getFalseExpr());
  bool FalseReturns = Cur.Reachable;
  Cur = joinEnvs(S, AfterTrue, Cur);
  // `assert(a.size(1) == b.size(0))`: `cond ? void(0) : __assert_fail()`.
  if (AfterTrue.Reachable != FalseReturns && Cur.Reachable && !Binary) {
    Analyzer.checkGuard(Cond, /*ThrowsWhen=*/!AfterTrue.Reachable);
    Analyzer.narrow(Cond, AfterTrue.Reachable);
  }
  // A branch that does not come back (`c ? x : throw ...`) gives no value.
  if (!AfterTrue.Reachable || !FalseReturns)
    return AfterTrue.Reachable ? A : B;
  return joinValues(S, A, B);
}

//===----------------------------------------------------------------------===//
// Initializer lists
//===----------------------------------------------------------------------===//

Value ExprEvaluator::VisitInitListExpr(const InitListExpr *E) {
  if (E->isTransparent() && E->getNumInits() == 1)
    return eval(E->getInit(0));
  std::vector<Value> Items;
  for (const Expr *Init : E->inits())
    Items.push_back(eval(Init));
  // `std::array<int64_t, 3> layers{2, 2, 2}`: the aggregate's one member
  // is the list.
  if (const auto *RD = E->getType()->getAsCXXRecordDecl();
      RD && RD->isInStdNamespace() && RD->getIdentifier() &&
      RD->getName() == "array" && Items.size() == 1 &&
      (Items[0].is(RuleValue::Ints) || Items[0].is(RuleValue::List)))
    return Items[0];
  if (std::optional<Value> V = evalAggregate(E, Items))
    return *V;
  if (E->hasArrayFiller() || E->getType()->isRecordType())
    return Value::none(); // `int a[4] = {1}`, an aggregate
  bool AllInts = true;
  for (const Value &V : Items)
    AllInts &= V.isInt();
  if (AllInts && !Items.empty()) {
    std::vector<Dim> Ds;
    for (const Value &V : Items)
      Ds.push_back(V.dim());
    return rich(RuleValue::ints(std::move(Ds)));
  }
  std::vector<RuleValue> Rs;
  for (const Value &V : Items)
    Rs.push_back(V.toRule());
  return rich(RuleValue::list(std::move(Rs)));
}

std::optional<Value> ExprEvaluator::evalAggregate(const InitListExpr *E,
                                                  llvm::ArrayRef<Value> Items) {
  // `Config wide{5, 16}`, `Config{.hidden = 7}`: a user struct's fields in
  // order (Clang's semantic form has one initialiser per field, the
  // default member initialisers for those left out); its bases' fields are
  // not followed.
  const auto *RD = E->getType()->getAsCXXRecordDecl();
  if (!RD || !AC.Objects || !AC.Library || AC.Library->isLibrary(RD) ||
      RD->isLambda() || RD->isUnion() || !RD->isAggregate() ||
      E->hasArrayFiller())
    return std::nullopt;
  std::vector<std::pair<std::string, RuleValue>> Fields;
  size_t I = RD->getNumBases();
  for (const FieldDecl *FD : RD->fields()) {
    if (I >= Items.size())
      break;
    const Value &V = Items[I++];
    if (FD->getIdentifier() && V.kind() != Value::None)
      Fields.push_back({FD->getName().str(), V.toRule()});
  }
  RuleValue V = AC.Objects->aggregate(RD, std::move(Fields), AC.Locs.range(E));
  return V.is(RuleValue::Module) ? std::optional<Value>(rich(std::move(V)))
                                 : std::nullopt;
}
