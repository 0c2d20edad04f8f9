//===- BodyExprs.cpp - Values of expressions in a function body -----------===//
//
// Each expression is evaluated once, in order, for its value (an array type,
// a symbolic integer, or nothing) and its effects: assignments update the
// environment, calls are checked by the CallModels. Anything not understood
// evaluates its operands and gives an unknown value of its type (a Dynamic
// shape for an array type): no false positive.
//
//===----------------------------------------------------------------------===//
#include "Frontend/BodyAnalyzer.h"
#include "Frontend/IntValues.h"
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

using namespace shapecheck;
using namespace clang;

static bool isIntegerType(QualType T) {
  T = T.getNonReferenceType();
  return !T.isNull() && T->isIntegerType() && !T->isBooleanType();
}

/// Deep expressions (generated code) are not followed past this depth.
static constexpr unsigned MaxExprDepth = 200;

Value BodyAnalyzer::unknownOf(QualType T) {
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

std::optional<Dim> BodyAnalyzer::constantInt(const Expr *E) {
  if (!E || E->isValueDependent() || E->isTypeDependent() ||
      E->containsErrors() || !isIntegerType(E->getType()))
    return std::nullopt;
  Expr::EvalResult R;
  if (!E->EvaluateAsInt(R, AC.Ctx, Expr::SE_NoSideEffects))
    return std::nullopt;
  const llvm::APSInt &V = R.Val.getInt();
  if (V.isUnsigned() ? !V.isIntN(63) : !V.isSignedIntN(64))
    return std::nullopt;
  return Dim::constant(V.getExtValue());
}

Value BodyAnalyzer::eval(const Expr *E) {
  if (!E)
    return Value::none();
  if (ExprDepth >= MaxExprDepth)
    return unknownOf(E->getType());
  ++ExprDepth;
  Value V = evalDispatch(E);
  --ExprDepth;
  return V;
}

Value BodyAnalyzer::evalChildren(const Stmt *E) {
  for (const Stmt *Child : E->children())
    if (const auto *CE = dyn_cast_or_null<Expr>(Child))
      eval(CE);
  if (const auto *Ex = dyn_cast<Expr>(E))
    return unknownOf(Ex->getType());
  return Value::none();
}

Value BodyAnalyzer::evalDispatch(const Expr *E) {
  switch (E->getStmtClass()) {
  case Stmt::ParenExprClass:
    return eval(cast<ParenExpr>(E)->getSubExpr());
  case Stmt::ConstantExprClass:
  case Stmt::ExprWithCleanupsClass:
    return eval(cast<FullExpr>(E)->getSubExpr());
  case Stmt::MaterializeTemporaryExprClass:
    return eval(cast<MaterializeTemporaryExpr>(E)->getSubExpr());
  case Stmt::CXXBindTemporaryExprClass:
    return eval(cast<CXXBindTemporaryExpr>(E)->getSubExpr());
  case Stmt::CXXDefaultArgExprClass:
    return eval(cast<CXXDefaultArgExpr>(E)->getExpr());
  case Stmt::CXXDefaultInitExprClass:
    return eval(cast<CXXDefaultInitExpr>(E)->getExpr());
  case Stmt::CXXStdInitializerListExprClass:
    return eval(cast<CXXStdInitializerListExpr>(E)->getSubExpr());
  case Stmt::InitListExprClass:
    return evalInitList(cast<InitListExpr>(E));
  case Stmt::CXXBoolLiteralExprClass:
  case Stmt::FloatingLiteralClass:
  case Stmt::StringLiteralClass:
    if (auto V = libraryConstant(E))
      return *V;
    return unknownOf(E->getType());
  case Stmt::CXXNullPtrLiteralExprClass:
    return Value::none();
  case Stmt::CXXThrowExprClass:
    eval(cast<CXXThrowExpr>(E)->getSubExpr());
    Cur = Env::unreachable();
    return Value::none();
  case Stmt::CStyleCastExprClass:
  case Stmt::CXXStaticCastExprClass:
  case Stmt::CXXFunctionalCastExprClass:
    if (auto V = evalAnnotatedCast(E))
      return *V;
    [[fallthrough]];
  case Stmt::ImplicitCastExprClass:
  case Stmt::CXXConstCastExprClass:
  case Stmt::CXXDynamicCastExprClass:
  case Stmt::CXXReinterpretCastExprClass:
  case Stmt::CXXAddrspaceCastExprClass:
  case Stmt::BuiltinBitCastExprClass: {
    const auto *CE = cast<CastExpr>(E);
    Value V = eval(CE->getSubExpr());
    QualType T = E->getType();
    if (isIntegerType(T)) {
      if (auto C = constantInt(E))
        return Value::integer(*C);
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
      if (auto C = V.I.asConstant()) // `std::vector<double>{2, 2}`
        return Value::fromRule(RuleValue::floatConstant(double(*C)));
      return Value::fromRule(
          RuleValue::scalar(*DtypeSet::fromCategory("Float")));
    }
    if (auto C = libraryConstant(E))
      return *C;
    return unknownOf(T);
  }
  case Stmt::IntegerLiteralClass:
  case Stmt::CharacterLiteralClass:
  case Stmt::UnaryExprOrTypeTraitExprClass:
  case Stmt::SizeOfPackExprClass:
    if (auto C = constantInt(E))
      return Value::integer(*C);
    return unknownOf(E->getType());
  case Stmt::DeclRefExprClass:
    return evalDeclRef(cast<DeclRefExpr>(E));
  case Stmt::MemberExprClass:
    return evalMember(cast<MemberExpr>(E));
  case Stmt::CallExprClass:
  case Stmt::CXXMemberCallExprClass:
  case Stmt::CXXOperatorCallExprClass:
  case Stmt::UserDefinedLiteralClass: {
    Value V = evalCall(cast<CallExpr>(E));
    // A constexpr call that no rule gives a value (`E::rank()`,
    // `m.static_extent(0)`): its constant.
    if (isIntegerType(E->getType()) && (!V.isInt() || V.I.isDynamic()))
      if (auto C = constantInt(E))
        return Value::integer(*C);
    // Tag options combined by a call (`xt::keep_dims | ...`).
    if (const CXXRecordDecl *RD =
            E->getType().getNonReferenceType()->getAsCXXRecordDecl())
      if (std::optional<bool> B = trueTag(RD))
        return Value::fromRule(RuleValue::boolean(*B));
    // A call no rule describes that returns a double (`std::sqrt(d)`) is
    // still a Float scalar: `scores / std::sqrt(d)` keeps its shape.
    if (V.K == Value::None && E->getType()->isRealFloatingType())
      return unknownOf(E->getType());
    return V;
  }
  case Stmt::CXXTemporaryObjectExprClass:
    if (auto V = evalAnnotatedCast(E))
      return *V;
    [[fallthrough]];
  case Stmt::CXXConstructExprClass:
    return evalConstruct(cast<CXXConstructExpr>(E));
  case Stmt::BinaryOperatorClass:
  case Stmt::CompoundAssignOperatorClass:
    return evalBinary(cast<BinaryOperator>(E));
  case Stmt::UnaryOperatorClass:
    return evalUnary(cast<UnaryOperator>(E));
  case Stmt::ConditionalOperatorClass:
  case Stmt::BinaryConditionalOperatorClass:
    return evalConditional(cast<AbstractConditionalOperator>(E));
  case Stmt::LambdaExprClass:
    // The body is analysed as a function of its own; creating the closure
    // evaluates the captures' initializers.
    for (const Expr *Init : cast<LambdaExpr>(E)->capture_inits())
      eval(Init);
    return Value::none();
  case Stmt::StmtExprClass: {
    const CompoundStmt *CS = cast<StmtExpr>(E)->getSubStmt();
    Value Last = Value::none();
    for (const Stmt *St : CS->body()) {
      if (St == CS->body_back())
        if (const auto *LE = dyn_cast<Expr>(St)) {
          Last = eval(LE);
          break;
        }
      visit(St);
    }
    return Last;
  }
  case Stmt::OpaqueValueExprClass:
    return unknownOf(E->getType());
  case Stmt::RequiresExprClass:
  case Stmt::BlockExprClass:
  case Stmt::TypeTraitExprClass:
    return Value::none();
  case Stmt::ArraySubscriptExprClass:
    if (auto V = evalDependentSubscript(cast<ArraySubscriptExpr>(E)))
      return *V;
    return evalChildren(E);
  default:
    return evalChildren(E);
  }
}

std::optional<Value> BodyAnalyzer::evalAnnotatedCast(const Expr *E) {
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
  shapecheck::ArrayType T = Inst->array(A->Ann, A->Loc);
  for (const Expr *Op : Operands) {
    Value V = eval(Op);
    if (Operands.size() == 1 && V.isArray()) {
      Reason R;
      R.Loc = AC.Locs.range(Op);
      R.Context = ReasonDesc::of(ReasonDesc::Kind::ConvertedValue);
      R.Expected = ReasonDesc::of(ReasonDesc::Kind::ConversionAnnotation);
      R.ExpectedLoc = A->Loc;
      S.unifyArray(T, V.Arr, R);
    }
  }
  return Value::array(T);
}

//===----------------------------------------------------------------------===//
// Variables and fields
//===----------------------------------------------------------------------===//

std::optional<shapecheck::ArrayType>
BodyAnalyzer::declaredType(const ValueDecl *D, const Expr *Base) {
  const LocatedAnnotation *A = AC.Index.annotation(D);
  if (!A)
    return std::nullopt;
  const auto *VD = dyn_cast<VarDecl>(D);
  if (VD && VD->hasGlobalStorage() && !VD->isStaticLocal()) {
    auto It = AC.Globals.find(VD->getCanonicalDecl());
    if (It != AC.Globals.end())
      return It->second;
    Instantiation I(S, VarKind::Flexible, VD->getName().str());
    shapecheck::ArrayType T = I.array(A->Ann, A->Loc);
    AC.Globals[VD->getCanonicalDecl()] = T;
    return T;
  }
  // A field: its names are shared by the fields of one object, known by
  // the variable that holds it (or `this`).
  const void *Key = D; // another function's local (a lambda's capture)
  std::string Owner = D->getName().str();
  const Value *Obj = nullptr; // the object's value, if known
  if (const auto *FD = dyn_cast<FieldDecl>(D)) {
    Owner = "the fields of '" + FD->getParent()->getNameAsString() + "'";
    const Expr *B = Base ? Base->IgnoreParenImpCasts() : nullptr;
    bool OfThis = !B || isa<CXXThisExpr>(B);
    if (OfThis && ownsField(FD))
      return Inst->array(A->Ann, A->Loc); // the class's own names
    const ValueDecl *ObjDecl = nullptr;
    if (OfThis)
      Key = FD->getParent();
    else if (const auto *DRE = dyn_cast<DeclRefExpr>(B))
      Key = ObjDecl = DRE->getDecl();
    else if (isThisMember(B)) // `this->inner.w`
      Key = ObjDecl = cast<MemberExpr>(B)->getMemberDecl();
    else
      Key = B; // a temporary: its own names
    if (ObjDecl)
      Obj = Cur.lookup(ObjDecl);
  }
  auto &Slot = Objects[Key];
  if (!Slot)
    Slot = std::make_unique<Instantiation>(S, VarKind::Flexible, Owner);
  // An object's sizes for its class's names (ClassDims.h).
  if (Obj && Obj->is(RuleValue::Module)) {
    llvm::SmallVector<std::pair<llvm::StringRef, Dim>, 8> Dims;
    ModuleObjects::dimsOf(*Obj->R, Dims);
    for (const auto &[Name, Size] : Dims)
      Slot->bindOuter(Name, Size);
  }
  return Slot->array(A->Ann, A->Loc);
}

Value BodyAnalyzer::evalDeclRef(const DeclRefExpr *E) {
  const ValueDecl *D = E->getDecl();
  if (const Value *V = Cur.lookup(D))
    return *V;
  if (auto C = constantInt(E))
    return Value::integer(*C);
  if (isa<VarDecl>(D))
    if (auto T = declaredType(D, nullptr))
      return Value::array(*T);
  if (auto V = libraryConstant(E))
    return *V;
  return unknownOf(E->getType());
}

bool BodyAnalyzer::isThisMember(const Expr *E) {
  const auto *ME =
      dyn_cast_or_null<MemberExpr>(E ? E->IgnoreParenImpCasts() : nullptr);
  return ME && isa<FieldDecl>(ME->getMemberDecl()) &&
         isa<CXXThisExpr>(ME->getBase()->IgnoreParenImpCasts());
}

Value BodyAnalyzer::evalMember(const MemberExpr *E) {
  Value V = evalMemberValue(E);
  noteOptionsField(E, V);
  return V;
}

Value BodyAnalyzer::evalMemberValue(const MemberExpr *E) {
  Value Base = eval(E->getBase());
  const ValueDecl *D = E->getMemberDecl();
  if (isa<FieldDecl>(D) || isa<VarDecl>(D))
    if (auto T = declaredType(D, E->getBase()))
      return Value::array(*T);
  if (auto V = symbolicMember(E))
    return *V;
  // `p.first`, `p.second` of a std::pair the analysis knows.
  if (const auto *FD = dyn_cast<FieldDecl>(D);
      FD && Base.is(RuleValue::Tuple) && Base.R->Items.size() == 2 &&
      FD->getParent()->isInStdNamespace() && FD->getParent()->getIdentifier() &&
      FD->getParent()->getName() == "pair" && FD->getIdentifier() &&
      (FD->getName() == "first" || FD->getName() == "second"))
    return Value::fromRule(Base.R->Items[FD->getName() == "first" ? 0 : 1]);
  if (isThisMember(E))
    if (const Value *V = Cur.lookup(D))
      return *V;
  // A field of another instance: `net->fc`, `block.conv`.
  const auto *Owner = dyn_cast<CXXRecordDecl>(D->getDeclContext());
  if (isa<FieldDecl>(D) && Base.is(RuleValue::Module) && D->getIdentifier() &&
      AC.Objects &&
      (AC.Objects->classOf(*Base.R) ||
       (Owner && Base.R->Name == ruleClassName(Owner)))) // another TU's
    if (const RuleValue *FV = Base.R->field(D->getName())) {
      Value V = Value::fromRule(*FV);
      if (!AC.Objects->writtenOutsideConstructors(cast<FieldDecl>(D)))
        return V;
    }
  if (auto C = constantInt(E))
    return Value::integer(*C);
  return unknownOf(E->getType());
}

//===----------------------------------------------------------------------===//
// Assignment
//===----------------------------------------------------------------------===//

void BodyAnalyzer::assign(const Expr *LHS, const Value &V0, const Expr *RHS) {
  const Expr *L = LHS->IgnoreParenImpCasts();
  Value V = V0;
  if (V.K == Value::None)
    V = unknownOf(LHS->getType());
  SourceLoc RLoc = AC.Locs.range(RHS);
  auto Check = [&](const shapecheck::ArrayType &T, const SourceLoc &AnnLoc,
                   const std::string &Name) {
    if (!V.isArray())
      return;
    Reason R;
    R.Loc = RLoc;
    R.Context = ReasonDesc::named(ReasonDesc::Kind::AssignedValue, Name);
    R.Expected = ReasonDesc::named(ReasonDesc::Kind::Annotation, Name);
    R.ExpectedLoc = AnnLoc;
    S.unifyArray(T, V.Arr, R);
  };
  if (const auto *DRE = dyn_cast<DeclRefExpr>(L)) {
    const ValueDecl *D = DRE->getDecl();
    auto It = Declared.find(D);
    if (It != Declared.end() && isa<ParmVarDecl>(D)) {
      // A parameter's annotation describes what the caller passes; `x =
      // fc1->forward(x)` then gives x a new value, as for any local.
      Declared.erase(It);
      Cur.Vars[D] = V;
      return;
    }
    if (It != Declared.end()) {
      Check(It->second.T, It->second.AnnLoc, D->getName().str());
      return;
    }
    Reason Fixed;
    Fixed.Loc = RLoc;
    Fixed.Context =
        ReasonDesc::named(ReasonDesc::Kind::AssignedValue, D->getName().str());
    Fixed.Expected = ReasonDesc::of(ReasonDesc::Kind::DeclaredSizes);
    if (Cur.lookup(D)) {
      Cur.Vars[D] = assignStaticType(AC.Arrays, S, V, D->getType(), Fixed);
      dumpFirstValue(D);
      return;
    }
    if (auto T = declaredType(D, nullptr)) {
      const LocatedAnnotation *A = AC.Index.annotation(D);
      Check(*T, A ? A->Loc : SourceLoc(), D->getName().str());
      return;
    }
    if (isa<VarDecl>(D) && cast<VarDecl>(D)->isLocalVarDeclOrParm())
      Cur.Vars[D] = assignStaticType(AC.Arrays, S, V, D->getType(), Fixed);
    return;
  }
  // `c.noalias() = a * b` assigns c (`convention assign_through`).
  if (const auto *MC = dyn_cast<CXXMemberCallExpr>(L))
    if (const CXXMethodDecl *M = MC->getMethodDecl();
        M && packSays(AC.Rules, "assign_through", ruleName(M))) {
      assign(MC->getImplicitObjectArgument(), V, RHS);
      return;
    }
  if (const auto *ME = dyn_cast<MemberExpr>(L)) {
    eval(ME->getBase());
    const ValueDecl *D = ME->getMemberDecl();
    if (auto T = declaredType(D, ME->getBase())) {
      const LocatedAnnotation *A = AC.Index.annotation(D);
      Check(*T, A ? A->Loc : SourceLoc(), D->getName().str());
    } else if (isThisMember(ME)) {
      setField(cast<FieldDecl>(D), V);
    }
    return;
  }
  eval(LHS);
}

void BodyAnalyzer::invalidate(const Expr *Arg) {
  const Expr *E = Arg->IgnoreParenImpCasts();
  const ValueDecl *D = nullptr;
  if (const auto *DRE = dyn_cast<DeclRefExpr>(E))
    D = DRE->getDecl();
  else if (isThisMember(E))
    D = cast<MemberExpr>(E)->getMemberDecl();
  if (!D || Declared.count(D))
    return;
  auto It = Cur.Vars.find(D);
  if (It == Cur.Vars.end())
    return;
  if (std::optional<Value> Kept = keptByObject(D, It->second))
    It->second = std::move(*Kept);
  else
    It->second = widen(S, It->second);
}

//===----------------------------------------------------------------------===//
// Calls
//===----------------------------------------------------------------------===//

ArgValue BodyAnalyzer::argValue(const Expr *Arg, const SourceLoc &CallLoc) {
  ArgValue A;
  A.E = Arg;
  std::optional<Value> Opts = symbolicOptions(Arg);
  Value V = Opts ? *Opts : eval(Arg);
  if (!Opts)
    noteOptionsPassedOn(Arg, V);
  if (V.isArray())
    A.Array = V.Arr;
  else if (V.isInt())
    A.Int = V.I;
  else if (V.isRich())
    A.Rich = V.R;
  A.IsDefault = isa<CXXDefaultArgExpr>(Arg);
  A.Loc = A.IsDefault ? CallLoc : AC.Locs.range(Arg);
  if (!A.Loc.valid())
    A.Loc = CallLoc;
  return A;
}

Value BodyAnalyzer::argToValue(const ArgValue &A) const {
  if (A.Array)
    return Value::array(*A.Array);
  if (A.Int)
    return Value::integer(*A.Int);
  if (A.Rich) {
    Value V;
    V.K = Value::Rich;
    V.R = A.Rich;
    return V;
  }
  return Value::none();
}

std::optional<Value> BodyAnalyzer::askModels(CallSite &C) {
  LastOutArgs.clear();
  for (CallModel *M : AC.Models)
    if (std::optional<CallResult> R = M->evaluate(C, S)) {
      for (const auto &[I, V] : R->OutArgs)
        LastOutArgs[I] = Value::fromRule(*V);
      if (R->Array)
        return Value::array(*R->Array);
      if (R->Int)
        return Value::integer(*R->Int);
      if (R->Rich)
        return Value::fromRule(*R->Rich);
      return Value::none();
    }
  return std::nullopt;
}

Value BodyAnalyzer::callModels(CallSite &C, bool *Described) {
  std::optional<Value> V = askModels(C);
  if (Described)
    *Described = V.has_value();
  if (V) {
    if (V->K != Value::None)
      return *V;
    if (C.ReturnsArray)
      return Value::array(
          shapecheck::ArrayType{S.dynamicShape(), DtypeSet::any()});
    if (C.ReturnsInt)
      return Value::integer(Dim::dynamic());
    return *V;
  }
  if (C.ReturnsArray || C.ReturnsArrays) {
    // Nothing describes the callee: with --report-unknown, say so once per
    // call site (a note, rule unknown-call); go on with an unknown shape.
    // The standard library's functions (std::get, a vector's []) pass on
    // what they are given: when that is unknown, the call that made it is
    // the one to describe.
    if (AC.ReportUnknown && C.Callee && !isa<CXXConstructorDecl>(C.Callee) &&
        !C.Callee->isInStdNamespace()) {
      Reason R;
      R.Loc = C.Loc;
      std::string Written =
          C.WrittenName.empty() ? C.DisplayName : C.WrittenName;
      std::string Name =
          C.QualifiedName.empty() ? C.DisplayName : C.QualifiedName;
      S.report(CheckId::UnknownCall, R,
               "the shape returned by '" + Written +
                   "' is unknown: no annotation or rule describes '" + Name +
                   "'; checks that use it are skipped",
               {}, Level::Note);
    }
    if (C.ReturnsArray)
      return Value::array(
          shapecheck::ArrayType{S.dynamicShape(), DtypeSet::any()});
  }
  if (C.ReturnsInt)
    return Value::integer(Dim::dynamic());
  return Value::none();
}

bool BodyAnalyzer::holdsArrays(QualType T, unsigned Depth) const {
  // std::tuple<Tensor, Tensor>, std::vector<Tensor>, nested.
  const auto *Spec = dyn_cast_or_null<ClassTemplateSpecializationDecl>(
      T.isNull() ? nullptr : T.getNonReferenceType()->getAsCXXRecordDecl());
  if (!Spec || !Spec->isInStdNamespace() || Depth > 4)
    return false;
  for (const TemplateArgument &A : Spec->getTemplateArgs().asArray()) {
    if (A.getKind() == TemplateArgument::Type &&
        (AC.Arrays.isArray(A.getAsType()) ||
         holdsArrays(A.getAsType(), Depth + 1)))
      return true;
    if (A.getKind() == TemplateArgument::Pack)
      for (const TemplateArgument &P : A.pack_elements())
        if (P.getKind() == TemplateArgument::Type &&
            (AC.Arrays.isArray(P.getAsType()) ||
             holdsArrays(P.getAsType(), Depth + 1)))
          return true;
  }
  return false;
}

static bool isNonConstLValueRef(QualType T) {
  return T->isLValueReferenceType() &&
         !T.getNonReferenceType().isConstQualified();
}

static bool isConstRef(QualType T) {
  return T->isReferenceType() && T.getNonReferenceType().isConstQualified();
}

Value BodyAnalyzer::evalCall(const CallExpr *E) {
  if (std::optional<Value> V = evalAssignCall(E))
    return *V;
  if (std::optional<Value> V = evalDependentCall(E))
    return *V;
  const FunctionDecl *Callee = E->getDirectCallee();
  SourceLoc CallLoc = AC.Locs.range(E);
  const auto *OC = dyn_cast<CXXOperatorCallExpr>(E);

  CallSite C;
  C.Callee = Callee;
  C.Loc = CallLoc;
  C.ReturnsArray = AC.Arrays.isArray(E->getType());
  C.ReturnsArrays = !C.ReturnsArray && holdsArrays(E->getType());
  C.ReturnsInt = isIntegerType(E->getType());
  unsigned First = 0;
  const Expr *Object = nullptr;
  const auto *Method = dyn_cast_or_null<CXXMethodDecl>(Callee);
  if (const auto *MC = dyn_cast<CXXMemberCallExpr>(E)) {
    Object = MC->getImplicitObjectArgument();
  } else if (OC && Method && Method->isInstance() && OC->getNumArgs() > 0) {
    Object = OC->getArg(0);
    First = 1;
  } else if (!Callee) {
    eval(E->getCallee()); // an indirect call: the callee's effects
  } else if (const auto *ME =
                 dyn_cast<MemberExpr>(E->getCallee()->IgnoreParenImpCasts())) {
    eval(ME->getBase()); // a static member called through an object
  }
  if (Object)
    C.Object = argValue(Object, CallLoc);
  for (unsigned I = First; I < E->getNumArgs(); ++I)
    C.Args.push_back(argValue(E->getArg(I), CallLoc));
  if (Callee) {
    C.QualifiedName = ruleName(Callee);
    C.DisplayName = FunctionIndex::displayName(Callee);
    C.WrittenName = writtenName(E);
    if (Object && Method && AC.Arrays.isArray(Object->getType()))
      C.BaseNames = baseMethodNames(Method);
  }

  std::optional<Value> Special = libraryCall(E, C);
  if (!Special)
    Special = symbolicElement(E, C);
  if (!Special)
    Special = callOnThis(E, C);
  bool Described = Special.has_value();
  Value R = Special ? *Special : callModels(C, &Described);
  if (C.ReturnsArray && (R.isArray() || R.K == Value::None))
    R = fitStaticType(AC.Arrays, R, E->getType());
  if (Callee && Callee->isNoReturn()) {
    Cur = Env::unreachable(); // abort(), torchCheckFail, __assert_fail
    return R;
  }

  if (Callee && Object && Method && Method->isInstance()) {
    const Expr *Obj = Object->IgnoreParenImpCasts();
    llvm::StringRef MName =
        Method->getIdentifier() ? Method->getName() : llvm::StringRef();
    llvm::StringRef Suffix = packValue(AC.Rules, "inplace_suffix");
    bool Mutator = C.Object->Array && !Special &&
                   ((!Suffix.empty() && MName.ends_with(Suffix)) ||
                    (AC.Rules && AC.Rules->mutates(RulesModel::toRuleCall(C))));
    if (Mutator) {
      // An in-place method of an array (`x.unsqueeze_(0)`, const in
      // LibTorch; a `mutator` of the rules, Eigen's `m.resize(r, c)`): the
      // object now has the result's shape.
      if (R.isArray() && !Obj->getType()->isPointerType())
        assign(Obj, R, E);
      else
        invalidate(Obj);
    } else if (C.Object->Rich && C.Object->Rich->is(RuleValue::Options) &&
               R.is(RuleValue::Options) && !C.Args.empty()) {
      // A builder setter on an options variable: `opts.stride(2);`, also
      // down a chain of setters, which return the object itself:
      // `opts.stride(2).padding(1);`.
      const Expr *Root = Obj;
      while (const auto *Inner = dyn_cast<CXXMemberCallExpr>(Root)) {
        if (!Inner->getType()->isReferenceType() && !Inner->isLValue())
          break;
        Root = Inner->getImplicitObjectArgument()->IgnoreParenImpCasts();
      }
      if (isa<DeclRefExpr>(Root) || isThisMember(Root))
        assign(Root, R, E);
    } else if (const auto *Arrow = dyn_cast<CXXOperatorCallExpr>(Obj);
               Arrow && Arrow->getOperator() == OO_Arrow &&
               Arrow->getNumArgs() == 1 && !Method->isConst() &&
               !isModuleMethod(AC.Rules, MName)) {
      // `seq->push_back(...)`: a module changed through its holder. A
      // mutator the rules describe returns the changed module; any other
      // call leaves it unknown.
      if (C.Object->Rich && C.Object->Rich->is(RuleValue::Module) &&
          R.is(RuleValue::Module) && R.R->Name == C.Object->Rich->Name)
        assign(Arrow->getArg(0), R, E);
      else if (!Described || !AC.Library || !AC.Library->isLibrary(Callee))
        invalidate(Arrow->getArg(0)); // described: `->to(device)`, `->eval()`
    }
  }

  // A call may change what a local passed by non-const reference holds,
  // unless its parameter is annotated (then it holds that). Library calls
  // the rules describe change nothing but what they say (their in-place
  // forms, above): `fc(x)` takes x by forwarding reference.
  bool DescribedLibrary =
      Described && Callee && AC.Library && AC.Library->isLibrary(Callee);
  if (Callee && !DescribedLibrary) {
    const FunctionSig *CS = AC.Index.signature(Callee);
    for (unsigned I = First; I < E->getNumArgs(); ++I) {
      unsigned P = I - First;
      if (P >= Callee->getNumParams())
        break;
      if (!isNonConstLValueRef(Callee->getParamDecl(P)->getType()))
        continue;
      if (CS && P < CS->Params.size() && CS->Params[P].Ann)
        continue;
      invalidate(E->getArg(I));
    }
    // A module is a handle: a function it is passed to, by value or by
    // reference, may change its layers (`seq->push_back(...)`). What the
    // function's body leaves in the parameter is its value afterwards;
    // without a body, it is unknown.
    if (!Described || !AC.Library || !AC.Library->isLibrary(Callee))
      for (unsigned I = First; I < E->getNumArgs(); ++I) {
        unsigned P = I - First;
        if (P >= C.Args.size() || !C.Args[P].Rich ||
            !C.Args[P].Rich->is(RuleValue::Module) ||
            P >= Callee->getNumParams() ||
            isConstRef(Callee->getParamDecl(P)->getType()))
          continue;
        auto It = LastOutArgs.find(P);
        if (It != LastOutArgs.end())
          assign(E->getArg(I), It->second, E->getArg(I));
        else
          invalidate(E->getArg(I));
      }
    if (Object && Method && Method->isInstance() && !Method->isConst() &&
        !isa<CXXOperatorCallExpr>(E) && !Object->getType()->isPointerType() &&
        !(C.Object->Rich && C.Object->Rich->is(RuleValue::Options)))
      invalidate(Object);
  }
  return R;
}

std::optional<Value> BodyAnalyzer::evalAssignCall(const CallExpr *E) {
  const auto *OC = dyn_cast<CXXOperatorCallExpr>(E);
  if (!OC || OC->getOperator() != OO_Equal || OC->getNumArgs() != 2)
    return std::nullopt;
  const Expr *LHS = OC->getArg(0), *RHS = OC->getArg(1);
  // `std::tie(a, b) = t`: each variable gets its item.
  if (const auto *Tie = dyn_cast<CallExpr>(LHS->IgnoreImplicit()))
    if (const FunctionDecl *TF = Tie->getDirectCallee();
        TF && TF->getIdentifier() && TF->getName() == "tie" &&
        TF->isInStdNamespace()) {
      Value V = eval(RHS);
      for (unsigned I = 0; I < Tie->getNumArgs(); ++I) {
        const Expr *Arg = Tie->getArg(I);
        const auto *DRE = dyn_cast<DeclRefExpr>(Arg->IgnoreParenImpCasts());
        if (DRE && isa<VarDecl>(DRE->getDecl()) &&
            cast<VarDecl>(DRE->getDecl())->isInStdNamespace())
          continue; // std::ignore
        Value Item = unknownOf(Arg->getType());
        if ((V.is(RuleValue::Tuple) || V.is(RuleValue::List)) && !V.R->Open &&
            I < V.R->Items.size() && Tie->getNumArgs() == V.R->Items.size())
          Item = Value::fromRule(V.R->Items[I]);
        assign(Arg, Item, RHS);
      }
      return unknownOf(E->getType());
    }
  const auto *M = dyn_cast_or_null<CXXMethodDecl>(OC->getDirectCallee());
  bool IsArray = AC.Arrays.isArray(LHS->getType());
  bool CopyOrMove =
      M && (M->isCopyAssignmentOperator() || M->isMoveAssignmentOperator());
  if (!IsArray && !CopyOrMove)
    return std::nullopt;
  Value V = eval(RHS);
  if (IsArray && !CopyOrMove && !V.isArray()) {
    // `x = 0.5` fills the array: its shape stays.
    eval(LHS);
    return unknownOf(E->getType());
  }
  assign(LHS, V, RHS);
  return V.K != Value::None ? V : unknownOf(E->getType());
}

Value BodyAnalyzer::evalConstruct(const CXXConstructExpr *E) {
  const CXXConstructorDecl *Ctor = E->getConstructor();
  if (Ctor && E->getNumArgs() >= 1 &&
      (Ctor->isCopyOrMoveConstructor() || E->isElidable())) {
    Value V = eval(E->getArg(0));
    for (unsigned I = 1; I < E->getNumArgs(); ++I)
      eval(E->getArg(I));
    if (V.isArray() || V.isRich())
      return V;
    return unknownOf(E->getType());
  }
  CallSite C;
  C.Callee = Ctor;
  C.Loc = AC.Locs.range(E);
  C.ReturnsArray = AC.Arrays.isArray(E->getType());
  for (unsigned I = 0; I < E->getNumArgs(); ++I)
    C.Args.push_back(argValue(E->getArg(I), C.Loc));
  if (Ctor) {
    C.QualifiedName = ruleName(Ctor);
    C.DisplayName = FunctionIndex::displayName(Ctor);
    C.WrittenName = C.QualifiedName;
    if (const auto *T = dyn_cast<CXXTemporaryObjectExpr>(E))
      if (const TypeSourceInfo *TSI = T->getTypeSourceInfo()) {
        std::string W = writtenText(TSI->getTypeLoc().getSourceRange());
        if (!W.empty())
          C.WrittenName = W;
      }
  }
  // An empty module holder: `torch::nn::Linear fc{nullptr}`, None (so that
  // `downsample ? downsample->forward(x) : x` takes its branch).
  if (Ctor && Ctor->getNumParams() == 1 &&
      Ctor->getParamDecl(0)->getType()->isNullPtrType())
    return ModuleObjects::isHolder(Ctor->getParent(), AC.Rules)
               ? Value::fromRule(RuleValue::none())
               : Value::none();
  // A holder of the module a shared_ptr holds (register_module's result):
  // the same module, not a container of it (Sequential(shared_ptr)).
  if (Ctor && Ctor->getNumParams() == 1 && C.Args.size() == 1 &&
      ModuleObjects::isHolder(Ctor->getParent(), AC.Rules))
    if (const auto *P = Ctor->getParamDecl(0)
                            ->getType()
                            .getNonReferenceType()
                            ->getAsCXXRecordDecl();
        P && P->isInStdNamespace() && P->getIdentifier() &&
        P->getName() == "shared_ptr") {
      Value V = argToValue(C.Args[0]);
      return V.isRich() ? V : Value::none();
    }
  if (std::optional<Value> V = constructUser(E, C))
    return *V;
  if (std::optional<Value> V = askModels(C)) {
    if (V->isArray())
      return fitStaticType(AC.Arrays, *V, E->getType());
    if (V->K != Value::None)
      return *V;
    return unknownOf(E->getType());
  }
  if (std::optional<Value> V = lookThrough(E, C))
    return *V;
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

Value BodyAnalyzer::evalBinary(const BinaryOperator *E) {
  BinaryOperatorKind K = E->getOpcode();
  if (E->isLogicalOp() || E->isComparisonOp())
    if (auto B = knownBool(E, constantCondition(E)))
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
    assign(E->getLHS(), V, E->getRHS());
    return V;
  }
  if (E->isCompoundAssignmentOp()) {
    Value L = eval(E->getLHS());
    Value R = eval(E->getRHS());
    Value New = unknownOf(E->getLHS()->getType());
    if (auto Op = intOp(K); Op && L.isInt() && R.isInt())
      New = Value::integer(intArith(*Op, L.I, R.I));
    if (New.isInt() || New.isArray()) {
      const Expr *Target = E->getLHS()->IgnoreParenImpCasts();
      if (const auto *DRE = dyn_cast<DeclRefExpr>(Target))
        if (Cur.lookup(DRE->getDecl()) && !Declared.count(DRE->getDecl()))
          Cur.Vars[DRE->getDecl()] = New;
    }
    return New;
  }
  Value L = eval(E->getLHS());
  Value R = eval(E->getRHS());
  if (isIntegerType(E->getType())) {
    if (auto C = constantInt(E))
      return Value::integer(*C);
    if (auto Op = intOp(K); Op && L.isInt() && R.isInt())
      return Value::integer(intArith(*Op, L.I, R.I));
    return Value::integer(Dim::dynamic());
  }
  return unknownOf(E->getType());
}

Value BodyAnalyzer::evalUnary(const UnaryOperator *E) {
  UnaryOperatorKind K = E->getOpcode();
  if (K == UO_LNot)
    if (auto B = knownBool(E, constantCondition(E)))
      return *B;
  if (E->isIncrementDecrementOp()) {
    Value Old = eval(E->getSubExpr());
    Value New = unknownOf(E->getSubExpr()->getType());
    if (Old.isInt())
      New =
          Value::integer(intArith(E->isIncrementOp() ? IntOp::Add : IntOp::Sub,
                                  Old.I, Dim::constant(1)));
    if (const auto *DRE =
            dyn_cast<DeclRefExpr>(E->getSubExpr()->IgnoreParenImpCasts()))
      if (Cur.lookup(DRE->getDecl()) && !Declared.count(DRE->getDecl()))
        Cur.Vars[DRE->getDecl()] = New;
    return E->isPrefix() ? New : Old;
  }
  Value V = eval(E->getSubExpr());
  if (isIntegerType(E->getType())) {
    if (auto C = constantInt(E))
      return Value::integer(*C);
    if (K == UO_Minus && V.isInt())
      return Value::integer(intArith(IntOp::Neg, V.I, V.I));
    if (K == UO_Plus && V.isInt())
      return V;
    return Value::integer(Dim::dynamic());
  }
  if (K == UO_Deref || K == UO_AddrOf || K == UO_Extension) {
    if (V.isRich())
      return V; // `*fc`, `&opts`: the same module or object
    return V.isArray() && AC.Arrays.isArray(E->getType())
               ? V
               : unknownOf(E->getType());
  }
  return unknownOf(E->getType());
}

Value BodyAnalyzer::evalConditional(const AbstractConditionalOperator *E) {
  const Expr *Cond = E->getCond();
  if (const auto *BC = dyn_cast<BinaryConditionalOperator>(E))
    Cond = BC->getCommon();
  Value CondV = eval(Cond);
  bool Binary = isa<BinaryConditionalOperator>(E); // `a ?: b`
  if (std::optional<bool> C = constantCondition(Cond))
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
  if (AfterTrue.Reachable != FalseReturns && Cur.Reachable && !Binary)
    narrow(Cond, AfterTrue.Reachable);
  // A branch that does not come back (`c ? x : throw ...`) gives no value.
  if (!AfterTrue.Reachable || !FalseReturns)
    return AfterTrue.Reachable ? A : B;
  return joinValues(S, A, B);
}
