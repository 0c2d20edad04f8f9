//===- BodyAnalyzer.cpp - Entering a function body and leaving it ---------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include "Frontend/BodyAnalyzer.h"
#include "Frontend/ClassDims.h"
#include "Frontend/ExprEvaluator.h"
#include "Frontend/FunctionSummaries.h"
#include "Frontend/LibraryCode.h"
#include "Frontend/ModuleObjects.h"
#include "Frontend/PackConventions.h"
#include "Frontend/RuleNames.h"
#include "Frontend/StaticShapes.h"
#include "Frontend/StmtInterpreter.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"
#include <functional>

using namespace shapecheck;
using namespace clang;

BodyAnalyzer::BodyAnalyzer(AnalysisContext &AC, const FunctionDecl *F,
                           const RuleValue *This,
                           const std::vector<Value> *Args, bool Generic)
    : AC(AC), S(AC.S), F(F), Sig(AC.Index.signature(F)), This(This),
      ArgValues(Args), Generic(Generic), Reanalysis(This || Args),
      Lib(AC, AC.S), Exprs(std::make_unique<ExprEvaluator>(*this)),
      Stmts(std::make_unique<StmtInterpreter>(*this)) {}

BodyAnalyzer::BodyAnalyzer(AnalysisContext &AC, const CXXRecordDecl *RD)
    : AC(AC), S(AC.S), F(nullptr), Sig(nullptr), InitsOf(RD), Reanalysis(true),
      Lib(AC, AC.S), Exprs(std::make_unique<ExprEvaluator>(*this)),
      Stmts(std::make_unique<StmtInterpreter>(*this)) {}

BodyAnalyzer::~BodyAnalyzer() = default;

Value BodyAnalyzer::eval(const Expr *E) { return Exprs->eval(E); }

Value BodyAnalyzer::evalTraced(const Expr *E, IntTrace &Trace) {
  IntTrace *Outer = std::exchange(Exprs->IntTrace, &Trace);
  Value V = Exprs->eval(E);
  Exprs->IntTrace = Outer;
  return V;
}

void BodyAnalyzer::visit(const Stmt *St) { Stmts->visit(St); }

std::optional<Dim> BodyAnalyzer::constantInt(const Expr *E) {
  return Exprs->constantInt(E);
}

Value BodyAnalyzer::unknownOf(QualType T) { return Exprs->unknownOf(T); }

bool BodyAnalyzer::dumps() const {
  // A method analysed again for one instance shows nothing new.
  return AC.Dump && !Reanalysis;
}

std::string BodyAnalyzer::name() const {
  if (!F)
    return InitsOf ? InitsOf->getNameAsString() : "";
  return Sig ? Sig->Name : FunctionIndex::displayName(F);
}

static bool mentionsParam(const AxisExpr &E, llvm::StringRef Name) {
  if (E.K == AxisExpr::Param && E.Name == Name)
    return true;
  return (E.Lhs && mentionsParam(*E.Lhs, Name)) ||
         (E.Rhs && mentionsParam(*E.Rhs, Name));
}

static bool mentionsParam(const std::optional<Annotation> &A,
                          llvm::StringRef Name) {
  if (!A)
    return false;
  for (const Axis &X : A->Shape.Axes)
    if (X.Size && mentionsParam(*X.Size, Name))
      return true;
  return false;
}

/// Whether an annotation of the signature names the parameter as `{Name}`.
static bool mentionsParam(const FunctionSig &Sig, llvm::StringRef Name) {
  for (const ParamSig &P : Sig.Params)
    if (mentionsParam(P.Ann, Name))
      return true;
  return mentionsParam(Sig.Result, Name);
}

/// Whether an annotation of the signature names the dimension Name.
static bool namesDim(const AxisExpr &E, llvm::StringRef Name) {
  if (E.K == AxisExpr::Var && E.Name == Name)
    return true;
  return (E.Lhs && namesDim(*E.Lhs, Name)) || (E.Rhs && namesDim(*E.Rhs, Name));
}

static bool namesDim(const FunctionSig *Sig, llvm::StringRef Name) {
  if (!Sig)
    return false;
  for (const ParamSig &P : Sig->Params)
    if (P.Ann)
      for (const Axis &X : P.Ann->Shape.Axes)
        if (X.Size && namesDim(*X.Size, Name))
          return true;
  return false;
}

void BodyAnalyzer::enterParameters() {
  // Analysed with a call's arguments, the body's annotated names are that
  // call's (jaxtyping binds them per call): they take the arguments' sizes
  // below. Analysed alone, they are rigid: any size the caller gives.
  Inst = std::make_unique<Instantiation>(
      S, ArgValues ? VarKind::Flexible : VarKind::Rigid, name());
  bindClassDims();
  for (unsigned I = 0; I < F->getNumParams(); ++I) {
    const ParmVarDecl *PD = F->getParamDecl(I);
    const ParamSig *PS =
        Sig && I < Sig->Params.size() ? &Sig->Params[I] : nullptr;
    std::string PName =
        PD->getIdentifier() ? PD->getName().str() : "#" + std::to_string(I + 1);
    if (PS && PS->Ann) {
      shapecheck::ArrayType T = Inst->array(*PS->Ann, PS->AnnLoc);
      if (ArgValues && I < ArgValues->size() && (*ArgValues)[I].isArray()) {
        // The call checked its argument against the annotation and reported
        // a mismatch there; here the argument only names the sizes.
        Solver::Trial Trial = S.beginTrial();
        Reason R;
        R.Loc = PS->AnnLoc;
        S.unifyArray(T, (*ArgValues)[I].arr(), R);
        if (S.trialFailed(Trial))
          S.dropTrial(Trial);
      }
      Declared[PD] = DeclaredType{T, PS->AnnLoc};
      Cur.Vars[PD] = Value::array(T);
      ParamTypes.push_back(T);
      continue;
    }
    if (ArgValues) {
      // A constructor building an instance: the construction site's
      // arguments, else the parameters' defaults, else unknown.
      Value V;
      QualType PT = PD->getType();
      if (I < ArgValues->size())
        V = (*ArgValues)[I];
      else if (Generic && isIntegerType(PT))
        V = Value::integer(symbol(
            PD, nullptr, PName, PD->getLocation(),
            ReasonDesc::ofClass(
                ReasonDesc::Kind::CtorParameter,
                cast<CXXMethodDecl>(F)->getParent()->getNameAsString())));
      else if (Generic)
        ; // any argument may be given: not the default (`bool batch_norm =
          // true`, `Sequential downsample = nullptr`), unknown
      else if (PD->hasDefaultArg() && !PD->hasUnparsedDefaultArg() &&
               !PD->hasUninstantiatedDefaultArg())
        V = eval(PD->getDefaultArg());
      if (AC.Arrays.isArray(PT) && !V.isArray())
        V = unknownOf(PT);
      else if (isIntegerType(PT) && !V.isInt())
        V = Value::integer(Dim::dynamic());
      if (V.kind() != Value::None)
        Cur.Vars[PD] = V;
      if (V.isInt() && isa<CXXConstructorDecl>(F) && PD->getIdentifier())
        CtorDims.push_back({PName, V.dim()});
      ParamTypes.push_back(std::nullopt);
      continue;
    }
    if (AC.Arrays.isArray(PD->getType())) {
      shapecheck::ArrayType T;
      if (Sig) {
        T.Shape = S.dynamicShape();
      } else {
        // Unknown but fixed within one call: solved from the body's uses,
        // generalized at the end. So is its dtype.
        OriginId Decl =
            S.addOrigin(Origin{AC.Locs.point(PD->getLocation()),
                               ReasonDesc::parameter(name(), PName)});
        T.DtypeVar = S.freshDtypeVar(PName, VarKind::Flexible, Decl);
        // A type of static rank (`Vector2f u`, `MatrixXd m`) fixes the
        // rank and its fixed sizes; each size it leaves open is solved
        // for as the whole shape would be (`m.0`, `m.1`).
        shapecheck::ArrayType Open{S.dynamicShape(), DtypeSet::any()};
        Value Typed = fitStaticType(AC.Arrays, Value::array(Open),
                                    PD->getType().getNonReferenceType());
        if (Typed.isArray() && Typed.arr().Shape.hasFixedRank()) {
          DimList Dims = Typed.arr().Shape.Prefix;
          for (size_t Axis = 0; Axis < Dims.size(); ++Axis)
            if (Dims[Axis].isDynamic())
              Dims[Axis] = Dim::var(S.freshDimVar(
                  PName + "." + std::to_string(Axis), VarKind::Flexible, Decl));
          T.Shape = ShapeTerm::fixed(Dims);
          T.Dtype = Typed.arr().Dtype;
        } else {
          T.Shape.Var = S.freshShapeVar(PName, VarKind::Flexible, Decl);
        }
      }
      Cur.Vars[PD] = Value::array(T);
      ParamTypes.push_back(T);
      continue;
    }
    ParamTypes.push_back(std::nullopt);
    if (std::optional<Value> Obj = paramObject(PD)) {
      Cur.Vars[PD] = std::move(*Obj);
      continue;
    }
    if (isIntegerType(PD->getType())) {
      if (Sig && PS && PS->IsInteger && mentionsParam(*Sig, PS->Name)) {
        // `{n}` in the signature: the argument's value, rigid in the body.
        AxisExpr E;
        E.K = AxisExpr::Param;
        E.Name = PS->Name;
        Cur.Vars[PD] =
            Value::integer(Inst->dim(E, AC.Locs.point(PD->getLocation())));
      } else {
        // Unknown but fixed within a call: solved from the body's uses.
        Dim K = Dim::var(
            S.freshDimVar(PName, VarKind::Flexible,
                          Origin{AC.Locs.point(PD->getLocation()),
                                 ReasonDesc::parameter(name(), PName)}));
        Cur.Vars[PD] = Value::integer(K);
        // A scheme quantifies over array types only: the value travels as
        // a one-axis shape (see InferredCalls).
        if (!Sig)
          ParamTypes.back() =
              shapecheck::ArrayType{ShapeTerm::fixed({K}), DtypeSet::any()};
      }
    }
  }
  if (Sig && Sig->Result)
    DeclaredResult = Inst->array(*Sig->Result, Sig->ResultLoc);
  ReturnsArray = DeclaredResult || AC.Arrays.isArray(F->getReturnType());
  // Names that only annotations in the body use are unknowns of this body.
  Inst->setKind(VarKind::Flexible);
  Inst->ParamValue = [this](llvm::StringRef Name) { return intVariable(Name); };
}

std::optional<Dim> BodyAnalyzer::intVariable(llvm::StringRef Name) const {
  const ValueDecl *Best = nullptr;
  std::optional<Dim> Out;
  for (const auto &[D, V] : Cur.Vars) {
    if (!V.isInt() || !D->getIdentifier() || D->getName() != Name)
      continue;
    // The innermost (latest declared) of shadowing variables.
    if (!Best || Best->getLocation() < D->getLocation()) {
      Best = D;
      Out = V.dim();
    }
  }
  return Out;
}

void BodyAnalyzer::setField(const FieldDecl *FD, const Value &V) {
  if (!FD || AC.Index.annotation(FD))
    return; // an annotated field holds its annotation
  if (V.kind() == Value::None)
    Cur.Vars.erase(FD);
  else
    Cur.Vars[FD] = V;
}

/// The fields of RD and of the user classes it derives from.
static void fieldsOf(const CXXRecordDecl *RD,
                     llvm::SmallVectorImpl<const FieldDecl *> &Out,
                     const LibraryCode &Lib, unsigned Depth = 0) {
  if (!RD || !RD->hasDefinition() || Depth > 8)
    return;
  for (const CXXBaseSpecifier &B : RD->bases())
    if (const CXXRecordDecl *Base = B.getType()->getAsCXXRecordDecl())
      if (!Lib.isLibrary(Base))
        fieldsOf(Base, Out, Lib, Depth + 1);
  for (const FieldDecl *FD : RD->fields())
    Out.push_back(FD);
}

Dim BodyAnalyzer::unknownObjectDim(llvm::StringRef Name, const SourceLoc &Loc) {
  return Dim::var(S.freshDimVar(
      Name, VarKind::Flexible,
      Origin{
          Loc,
          ReasonDesc::objectDim(
              Name.str(),
              ReasonDesc::ofClass(
                  ReasonDesc::Kind::NewObject,
                  cast<CXXMethodDecl>(F)->getParent()->getNameAsString()))}));
}

bool BodyAnalyzer::onEveryPath(const Stmt *St) const {
  const Stmt *Body = F ? F->getBody() : nullptr;
  if (!Body || !St)
    return false;
  // A return before the body's last statement skips what follows it.
  std::function<bool(const Stmt *)> HasReturn = [&](const Stmt *X) {
    if (!X || isa<LambdaExpr>(X))
      return false;
    if (isa<ReturnStmt>(X))
      return true;
    return llvm::any_of(X->children(), HasReturn);
  };
  if (const auto *CS = dyn_cast<CompoundStmt>(Body))
    for (const Stmt *X : CS->body())
      if (X != CS->body_back() && HasReturn(X))
        return false;
  DynTypedNode N = DynTypedNode::create(*St);
  for (unsigned Depth = 0; Depth < 64; ++Depth) {
    auto Parents = AC.Ctx.getParents(N);
    if (Parents.size() != 1)
      return false;
    const Stmt *P = Parents[0].get<Stmt>();
    if (!P)
      return false;
    if (P == Body)
      return true;
    if (!isa<CompoundStmt>(P) && !isa<Expr>(P))
      return false; // a branch, a loop, a switch, a try
    if (isa<ConditionalOperator>(P) || isa<BinaryConditionalOperator>(P) ||
        isa<LambdaExpr>(P) ||
        (isa<BinaryOperator>(P) && cast<BinaryOperator>(P)->isLogicalOp()))
      return false;
    N = Parents[0];
  }
  return false;
}

void BodyAnalyzer::resizedNames(llvm::StringSet<> &Out) const {
  // The field an assignment's left side names: `x = ...`, `this->x = ...`,
  // `x.noalias() = ...`, `xt::noalias(x) = ...` (convention assign_through);
  // and those the methods it calls on its object assign.
  llvm::SmallPtrSet<const FunctionDecl *, 8> Seen;
  std::function<void(const Stmt *, unsigned)> Walk = [&](const Stmt *St,
                                                         unsigned Depth) {
    if (!St)
      return;
    const Expr *L = nullptr;
    if (const auto *BO = dyn_cast<BinaryOperator>(St);
        BO && BO->getOpcode() == BO_Assign)
      L = BO->getLHS();
    else if (const auto *OC = dyn_cast<CXXOperatorCallExpr>(St);
             OC && OC->getOperator() == OO_Equal && OC->getNumArgs() == 2)
      L = OC->getArg(0);
    for (unsigned I = 0; L && I < 4; ++I) {
      L = L->IgnoreParenImpCasts();
      const auto *CE = dyn_cast<CallExpr>(L);
      const FunctionDecl *Callee = CE ? CE->getDirectCallee() : nullptr;
      if (!Callee || !packSays(AC.Rules, "assign_through", ruleName(Callee)))
        break;
      if (const auto *MC = dyn_cast<CXXMemberCallExpr>(CE))
        L = MC->getImplicitObjectArgument();
      else if (CE->getNumArgs() == 1)
        L = CE->getArg(0);
      else
        L = nullptr;
    }
    if (const auto *ME = dyn_cast_or_null<MemberExpr>(L);
        ME && isThisMember(ME) && ownsField(ME->getMemberDecl()))
      if (const LocatedAnnotation *A =
              AC.Index.annotation(ME->getMemberDecl())) {
        llvm::SmallVector<std::string, 4> Names;
        dimNames(A->Ann.Shape, Names);
        for (const std::string &N : Names)
          Out.insert(N);
      }
    if (const auto *MC = dyn_cast<CXXMemberCallExpr>(St); MC && Depth < 4)
      if (const Expr *Obj = MC->getImplicitObjectArgument();
          Obj && isa<CXXThisExpr>(Obj->IgnoreParenImpCasts()))
        if (const CXXMethodDecl *M = MC->getMethodDecl())
          if (const FunctionDecl *Def = M->getDefinition();
              Def && Def->getBody() && ownsField(M) && Seen.insert(Def).second)
            Walk(Def->getBody(), Depth + 1);
    for (const Stmt *Child : St->children())
      Walk(Child, Depth);
  };
  if (const FunctionDecl *Def = F ? F->getDefinition() : nullptr) {
    Seen.insert(Def);
    Walk(Def->getBody(), 0);
  }
}

void BodyAnalyzer::bindClassDims() {
  const auto *M = dyn_cast<CXXMethodDecl>(F);
  if (!M || !M->isInstance() || M->getParent()->isLambda())
    return;
  const RuleValue *Obj = This;
  if (AC.Objects && !isa<CXXConstructorDecl>(M) &&
      (!Obj || !AC.Objects->isObjectOf(*Obj, M->getParent())))
    Obj = AC.Objects->defaultInstance(M->getParent());
  llvm::SmallVector<std::pair<llvm::StringRef, Dim>, 8> Dims;
  if (Obj && !isa<CXXConstructorDecl>(M))
    ModuleObjects::dimsOf(*Obj, Dims);
  // The names a method sizes anew where no constructor does (`reset(size)`
  // assigning the fields) are its own, whatever sizes the object had: they
  // are the object's afterwards (thisOut).
  // A name a constructor gives the object stays the constructor's.
  llvm::StringSet<> Resized;
  if (!isa<CXXConstructorDecl>(M) && AC.Objects) {
    resizedNames(Resized);
    llvm::SmallVector<std::pair<llvm::StringRef, Dim>, 8> Built;
    if (const RuleValue *Default = AC.Objects->defaultInstance(M->getParent()))
      ModuleObjects::dimsOf(*Default, Built);
    for (const auto &[Name, D] : Built)
      Resized.erase(Name);
  }
  for (const auto &[Name, D] : Dims)
    if (!Resized.count(Name))
      Inst->bindOuter(Name, D);
  // A header may name a constructor's parameters otherwise than its
  // definition does (`encoder_out_size` in the header, `encoder_features`
  // in the .cpp): a declaration's name is the dimension of the
  // definition's parameter at that position.
  if (AC.Objects) {
    llvm::SmallVector<std::pair<llvm::StringRef, llvm::StringRef>, 4> Aliases;
    AC.Objects->headerNames(M->getParent(), Aliases);
    for (const auto &[Declared, Defined] : Aliases)
      if (!Inst->outerNames().count(Declared))
        if (auto It = Inst->outerNames().find(Defined);
            It != Inst->outerNames().end())
          Inst->bindOuter(Declared, It->second);
  }
  // The names of the class's annotated fields that the instance does not
  // give: the class's own rigid dimensions (ClassDims.h). A constructor
  // gives the object its sizes: there each name is bound by the first
  // initialiser or parameter that sizes it (`x_(VectorXd::Zero(n))`), and
  // checked after that; the object it builds keeps them.
  bool Ctor = isa<CXXConstructorDecl>(M);
  for (const ClassDim &D : classDims(AC, M->getParent())) {
    if (Inst->outerNames().count(D.Name))
      continue;
    // A name the constructor's annotated parameters use is bound by its
    // arguments, per call (constructObject).
    if (!Ctor || namesDim(Sig, D.Name)) {
      Inst->bindOuter(D.Name, classSymbol(AC, M->getParent(), D));
      if (!Ctor)
        UndecidedClassDims.insert(D.Name);
      continue;
    }
    Dim V = Dim::var(S.freshDimVar(
        D.Name, VarKind::Flexible,
        Origin{D.Loc, ReasonDesc::classDim(M->getParent()->getNameAsString(),
                                           D.Field ? D.Field->getNameAsString()
                                                   : "")}));
    CtorClassDims.push_back({D.Name, V});
  }
  for (const auto &[Name, V] : CtorClassDims)
    Inst->bindOuter(Name, V);
  // A constructor shows the fields with the sizes it gave them (run()).
  if (!Ctor)
    dumpClassFields(M->getParent());
}

bool BodyAnalyzer::ownsField(const ValueDecl *FD) const {
  const auto *M = dyn_cast_or_null<CXXMethodDecl>(F);
  if (!M || !M->isInstance() || M->getParent()->isLambda() || !Inst)
    return false;
  const auto *Owner = dyn_cast<CXXRecordDecl>(FD->getDeclContext());
  const CXXRecordDecl *RD = M->getParent()->getDefinition();
  if (!Owner || !RD)
    return false;
  Owner = Owner->getCanonicalDecl();
  return RD->getCanonicalDecl() == Owner || RD->isDerivedFrom(Owner);
}

void BodyAnalyzer::dumpClassFields(const CXXRecordDecl *RD) {
  if (!dumps())
    return;
  llvm::SmallVector<const FieldDecl *, 16> Fields;
  fieldsOf(RD, Fields, *AC.Library);
  for (const FieldDecl *FD : Fields)
    if (const LocatedAnnotation *A = AC.Index.annotation(FD))
      AC.Dump->addLocal(FD, AC.Locs.point(FD->getLocation()),
                        RD->getNameAsString() + "::" + FD->getNameAsString(),
                        Inst->array(A->Ann, A->Loc), S);
}

void BodyAnalyzer::enterThis() {
  const auto *M = dyn_cast<CXXMethodDecl>(F);
  if (!M || !M->isInstance() || isa<CXXConstructorDecl>(M) ||
      M->getParent()->isLambda() || !AC.Objects)
    return;
  const CXXRecordDecl *RD = M->getParent();
  // Called by another method of the object, or on an object followed
  // since it was built: its fields as they are there.
  bool Current = This &&
                 (This->field(ModuleObjects::CurrentField) ||
                  This->field(ModuleObjects::StateField)) &&
                 This->Name == ruleClassName(RD);
  if (!Current && (!This || !AC.Objects->isObjectOf(*This, RD)))
    This = AC.Objects->defaultInstance(RD);
  if (!This)
    return;
  llvm::SmallVector<const FieldDecl *, 16> Fields;
  fieldsOf(RD, Fields, *AC.Library);
  if (AC.ReportUnknown && !Reanalysis &&
      This == AC.Objects->defaultInstance(RD))
    reportDisagreements(RD, Fields);
  for (const FieldDecl *FD : Fields) {
    const RuleValue *V =
        FD->getIdentifier() ? This->field(FD->getName()) : nullptr;
    // A field written through a reference or pointer kept elsewhere
    // (keptByReference) may have changed where no call showed it.
    if (V && (Current ? !AC.Objects->keptByReference(FD)
                      : !AC.Objects->writtenOutsideConstructors(FD)))
      setField(FD, Value::fromRule(*V));
  }
}

void BodyAnalyzer::reportDisagreements(
    const CXXRecordDecl *RD, llvm::ArrayRef<const FieldDecl *> Fields) {
  // With --report-unknown: a field the class's constructors leave
  // different values in is unknown in its methods; say which they are.
  for (const ModuleObjects::Disagreement &D :
       AC.Objects->takeDisagreements(RD)) {
    const FieldDecl *const *FD = llvm::find_if(Fields, [&](const FieldDecl *F) {
      return F->getIdentifier() && F->getName() == D.Field;
    });
    if (FD == Fields.end() || AC.Index.annotation(*FD))
      continue;
    std::string Names;
    std::vector<DiagNote> Notes;
    for (size_t I = 0; I < D.Ctors.size(); ++I) {
      Names += (I == 0 ? "" : I + 1 == D.Ctors.size() ? " and " : ", ");
      Names += "'" + D.Ctors[I].Signature + "'";
      Notes.push_back(DiagNote(
          D.Ctors[I].Loc,
          "'" + D.Ctors[I].Signature +
              (D.Ctors[I].Sets ? "' sets it here" : "' leaves it unknown"),
          NoteRole::Declaration));
    }
    Reason R;
    R.Loc = AC.Locs.point((*FD)->getLocation());
    R.Context = ReasonDesc::named(ReasonDesc::Kind::Field, D.Field);
    S.report(CheckId::UnknownCall, R,
             "the field '" + D.Field + "' is unknown in the methods of '" +
                 RD->getNameAsString() + "': its constructors " + Names +
                 " leave different values in it, and the analysis of a "
                 "method does not know which one built the object; checks "
                 "that use it are skipped",
             std::move(Notes), Level::Note);
  }
}

std::optional<Value>
BodyAnalyzer::callOnThis(const CallExpr *E, CallSite &C,
                         std::vector<std::pair<unsigned, Value>> *OutArgs) {
  const auto *MC = dyn_cast<CXXMemberCallExpr>(E);
  const auto *Own = dyn_cast_or_null<CXXMethodDecl>(F);
  if (!MC || !Own || !AC.Summaries || !AC.Objects || !AC.Library ||
      Own->getParent()->isLambda())
    return std::nullopt;
  const Expr *Obj = MC->getImplicitObjectArgument();
  const CXXMethodDecl *M = MC->getMethodDecl();
  if (!Obj || !isa<CXXThisExpr>(Obj->IgnoreParenImpCasts()) || !M ||
      M->isStatic() || isa<CXXConstructorDecl>(M))
    return std::nullopt;
  const CXXRecordDecl *RD = Own->getParent();
  // A virtual call runs the override of the object's class: a derived
  // object's (analysed with its state), never a guess. On an object that
  // may be of a class derived from it (the class's own generic instance),
  // a method some user class overrides has no known result.
  const CXXRecordDecl *Of = This ? AC.Objects->classOf(*This) : nullptr;
  if (M->isVirtual() &&
      !cast<MemberExpr>(MC->getCallee()->IgnoreParenImpCasts())
           ->hasQualifier()) {
    if (!Of || !AC.Objects->isObjectOf(*This, RD))
      Of = RD->getDefinition();
    const CXXMethodDecl *Final =
        Of ? M->getCorrespondingMethodInClass(Of, /*MayBeBase=*/true) : nullptr;
    bool Generic = !This || This == AC.Objects->defaultInstance(Of);
    if (!Final || (Generic && AC.Overridden.count(Final->getCanonicalDecl()))) {
      if (!M->isConst())
        forgetFields(RD);
      return Value::none();
    }
    M = Final;
  }
  const FunctionDecl *Def = M->getDefinition();
  // An annotated method is called through its signature.
  if (!Def || !AC.Summaries->isAnalysable(Def) || AC.Index.signature(Def))
    return std::nullopt;
  const CXXRecordDecl *Callee = cast<CXXMethodDecl>(Def)->getParent();
  if (Callee != RD && !(Of && Callee == Of && This))
    return std::nullopt;
  // An override that changes its object: what it leaves in its own
  // class's fields is not followed here, so nothing is said of it.
  if (Callee != RD && AC.Objects->mayChange(cast<CXXMethodDecl>(Def))) {
    forgetFields(RD);
    return Value::none();
  }
  RuleValue Now = instance(RD, C.Loc);
  if (Callee != RD) {
    // The derived object, with the fields this method has now.
    RuleValue Whole = *This;
    for (const auto &[Name, V] : Now.Fields)
      Whole.setField(Name, V);
    Now = std::move(Whole);
  }
  if (This)
    for (const auto &[Name, V] : This->Fields)
      if (llvm::StringRef(Name).starts_with(ModuleObjects::DimPrefix) &&
          !Now.field(Name))
        Now.setField(Name, V);
  // The sizes this method gave the names it sizes anew, so far.
  for (const auto &D : ResizedDims)
    Now.setField((ModuleObjects::DimPrefix + D.getKey()).str(),
                 RuleValue::integer(D.getValue()));
  Now.setField(ModuleObjects::CurrentField, RuleValue::boolean(true));
  RuleValue Out;
  std::optional<Value> V = AC.Summaries->call(
      Def, Now, C.givenArgs(), C.Loc,
      C.WrittenName.empty() ? C.DisplayName : C.WrittenName, OutArgs, &Out);
  if (!M->isConst()) {
    // What the method leaves in the fields (unknown where it is unknown).
    llvm::SmallVector<const FieldDecl *, 16> Fields;
    fieldsOf(RD, Fields, *AC.Library);
    for (const FieldDecl *FD : Fields) {
      if (!FD->getIdentifier())
        continue;
      const RuleValue *FV =
          Out.is(RuleValue::Module) ? Out.field(FD->getName()) : nullptr;
      setField(FD, FV ? Value::fromRule(*FV) : Value::none());
    }
    // The sizes the method gave the names this one sizes anew.
    if (Out.is(RuleValue::Module))
      for (const auto &[Name, FV] : Out.Fields) {
        llvm::StringRef N(Name);
        if (N.consume_front(ModuleObjects::DimPrefix) &&
            UndecidedClassDims.count(N) && FV.is(RuleValue::Int))
          ResizedDims[N] =
              onEveryPath(E) ? FV.IntV : unknownObjectDim(N, C.Loc);
      }
  }
  return V ? *V : Value::none();
}

void BodyAnalyzer::forgetFields(const CXXRecordDecl *RD) {
  llvm::SmallVector<const FieldDecl *, 16> Fields;
  fieldsOf(RD, Fields, *AC.Library);
  for (const FieldDecl *FD : Fields)
    setField(FD, Value::none());
}

RuleValue BodyAnalyzer::thisOut() {
  // The fields as the body leaves them: those it does not write keep what
  // it found (the caller's state for a `$current` object, else what the
  // constructors leave, unknown where a method writes them).
  const auto *M = dyn_cast_or_null<CXXMethodDecl>(F);
  if (!M || !This || !This->is(RuleValue::Module) || !ExitEnv)
    return RuleValue::unknown();
  Env Saved = std::move(Cur);
  Cur = *ExitEnv;
  RuleValue Out = instance(M->getParent(), This->Loc);
  Cur = std::move(Saved);
  for (const auto &E : ResizedDims)
    Out.setField((ModuleObjects::DimPrefix + E.getKey()).str(),
                 RuleValue::integer(E.getValue()));
  return Out;
}

void BodyAnalyzer::runInitializers() {
  Inst = std::make_unique<Instantiation>(S, VarKind::Flexible, name());
  llvm::SmallVector<const FieldDecl *, 16> Fields;
  fieldsOf(InitsOf, Fields, *AC.Library);
  // An annotated field's initialiser is checked in the class's names.
  for (const ClassDim &D : classDims(AC, InitsOf))
    Inst->bindOuter(D.Name, classSymbol(AC, InitsOf, D));
  // A module holder field without an initialiser, left to the implicit
  // constructor: its default constructor builds the module with its
  // default options (`nn::MSELoss mse;` is `nn::MSELoss()`), as
  // `torch::nn::ModuleHolder()` does.
  auto DefaultHolder = [&](const FieldDecl *FD) {
    const CXXRecordDecl *RD = FD->getType()->getAsCXXRecordDecl();
    if (!RD || !RD->hasDefinition() || !FD->getIdentifier() ||
        !ModuleObjects::isHolder(RD, AC.Rules))
      return;
    for (const CXXConstructorDecl *Ctor : RD->getDefinition()->ctors()) {
      if (!Ctor->isDefaultConstructor() || Ctor->isDeleted())
        continue;
      CallSite C;
      C.Callee = Ctor;
      C.Loc = AC.Locs.point(FD->getLocation());
      C.QualifiedName = ruleName(Ctor);
      C.DisplayName = FunctionIndex::displayName(Ctor);
      C.WrittenName = C.QualifiedName;
      if (std::optional<Value> V = Lib.askModels(C); V && V->isRich())
        setField(FD, *V);
      return;
    }
  };
  for (const FieldDecl *FD : Fields) {
    const Expr *Init = FD->getInClassInitializer();
    if (!Init) {
      DefaultHolder(FD);
      continue;
    }
    Value V = eval(Init);
    const LocatedAnnotation *A = AC.Index.annotation(FD);
    if (!A || !V.isArray()) {
      setField(FD, V);
      continue;
    }
    Reason R;
    R.Loc = AC.Locs.range(Init);
    R.Context = ReasonDesc::named(ReasonDesc::Kind::FieldInitializer,
                                  FD->getName().str());
    R.Expected =
        ReasonDesc::named(ReasonDesc::Kind::Annotation, FD->getName().str());
    R.ExpectedLoc = A->Loc;
    S.unifyArray(Inst->array(A->Ann, A->Loc), V.arr(), R);
  }
}

void BodyAnalyzer::runStaticInitializers(llvm::ArrayRef<const VarDecl *> Vars) {
  Inst = std::make_unique<Instantiation>(S, VarKind::Flexible, name());
  for (const VarDecl *VD : Vars) {
    const Expr *Init = VD->getInit();
    if (!Init)
      continue;
    Value V = eval(Init);
    if (!V.isArray())
      continue;
    std::string Name = VD->getName().str();
    Reason R;
    R.Loc = AC.Locs.range(Init);
    R.Context = ReasonDesc::named(ReasonDesc::Kind::Initializer, Name);
    if (const LocatedAnnotation *A = AC.Index.annotation(VD)) {
      R.Expected = ReasonDesc::named(ReasonDesc::Kind::Annotation, Name);
      R.ExpectedLoc = A->Loc;
      S.unifyArray(Inst->array(A->Ann, A->Loc), V.arr(), R);
    } else if (AC.Arrays.isArray(VD->getType())) {
      R.Expected = ReasonDesc::of(ReasonDesc::Kind::DeclaredSizes);
      assignStaticType(AC.Arrays, S, V, VD->getType(), R);
    }
  }
}

RuleValue BodyAnalyzer::instance(const CXXRecordDecl *RD,
                                 const SourceLoc &Site) {
  RuleValue V;
  V.K = RuleValue::Module;
  V.Name = ruleClassName(RD);
  V.Loc = Site;
  const Env &E = Cur.Reachable || !ReturnEnv ? Cur : *ReturnEnv;
  llvm::SmallVector<const FieldDecl *, 16> Fields;
  fieldsOf(RD, Fields, *AC.Library);
  for (const FieldDecl *FD : Fields) {
    if (const Value *FV = E.lookup(FD))
      if (FV->kind() != Value::None && FD->getIdentifier())
        V.setField(FD->getName(), FV->toRule());
    // A field that is an object of a class with dimensions, left to its
    // trivial default constructor: an object with sizes of its own.
    const CXXRecordDecl *FC = FD->getType()->getAsCXXRecordDecl();
    if (!V.field(FD->getName()) && FD->getIdentifier() && FC && AC.Objects &&
        !AC.Arrays.isArray(FD->getType()) && !classDims(AC, FC).empty()) {
      RuleValue Obj = AC.Objects->construct(
          FC, ModuleObjects::pickConstructor(FC->getDefinition(), 0), {},
          AC.Locs.point(FD->getLocation()));
      freshObjectDims(
          AC, FC, Obj, AC.Locs.point(FD->getLocation()),
          ReasonDesc::named(ReasonDesc::Kind::Field, FD->getNameAsString()));
      if (Obj.is(RuleValue::Module))
        V.setField(FD->getName(), std::move(Obj));
    }
  }
  for (const auto &[Name, D] : CtorDims)
    V.setField((ModuleObjects::DimPrefix + Name).str(), RuleValue::integer(D));
  // The sizes the constructor gave the class's names; a name it left
  // unsized stays the object's own (ClassDims.h: freshObjectDims).
  for (const auto &[Name, D] : CtorClassDims) {
    std::string Field = (ModuleObjects::DimPrefix + Name).str();
    Dim R = S.resolve(D);
    std::optional<VarId> Self = D.E.asVar();
    if (V.field(Field) || R.isDynamic() || (Self && R.E.asVar() == Self))
      continue;
    // The variable, not its value: what bound it stays its provenance.
    V.setField(Field, RuleValue::integer(D));
  }
  for (const auto &[Name, FV] : Delegated)
    V.setField(Name, FV);
  return V;
}

void BodyAnalyzer::enterDelegation(const CXXConstructorDecl *Ctor,
                                   const Expr *Init) {
  // `Net() : Net(784, 10) {}`: the state the target leaves with these
  // arguments, then this body; its dimensions and its instance (when
  // another file builds it) are this object's.
  const auto *CE = dyn_cast<CXXConstructExpr>(Init->IgnoreImplicit());
  if (!CE || !CE->getConstructor())
    return;
  std::vector<Value> Args;
  for (const Expr *A : CE->arguments()) {
    if (isa<CXXDefaultArgExpr>(A))
      break;
    Args.push_back(eval(A));
  }
  RuleValue V = AC.Objects->construct(Ctor->getParent(), CE->getConstructor(),
                                      Args, AC.Locs.range(Init),
                                      /*Generic=*/false, /*Delegated=*/true);
  if (!V.is(RuleValue::Module))
    return;
  llvm::SmallVector<const FieldDecl *, 16> Fields;
  fieldsOf(Ctor->getParent(), Fields, *AC.Library);
  for (const FieldDecl *FD : Fields)
    if (const RuleValue *FV =
            FD->getIdentifier() ? V.field(FD->getName()) : nullptr)
      setField(FD, Value::fromRule(*FV));
  adoptDims(V);
  if (const RuleValue *K = V.field(ModuleObjects::InstanceField))
    Delegated.push_back({ModuleObjects::InstanceField.str(), *K});
}

void BodyAnalyzer::adoptDims(
    const RuleValue &V, llvm::ArrayRef<std::pair<std::string, Dim>> Except) {
  for (const auto &[Name, FV] : V.Fields) {
    llvm::StringRef N(Name);
    if (N.consume_front(ModuleObjects::DimPrefix) && FV.is(RuleValue::Int) &&
        llvm::none_of(CtorDims, [&](const auto &P) { return P.first == N; }) &&
        llvm::none_of(Except, [&](const auto &P) { return P.first == N; }))
      CtorDims.push_back({N.str(), FV.IntV});
  }
}

void BodyAnalyzer::enterConstructorInits() {
  const auto *Ctor = dyn_cast<CXXConstructorDecl>(F);
  if (!Ctor)
    return;
  for (const CXXCtorInitializer *Init : Ctor->inits()) {
    if (!Init->isWritten() && !Init->getInit())
      continue;
    if (Init->isDelegatingInitializer() && AC.Objects) {
      enterDelegation(Ctor, Init->getInit());
      continue;
    }
    Value V = eval(Init->getInit());
    if (Init->isBaseInitializer() && V.is(RuleValue::Module)) {
      // A user base class's constructor: the fields it set.
      // Its dimensions too, by the base's names where this class has
      // none of its own by that name (a base's method reads them).
      if (const CXXRecordDecl *Base =
              AC.Objects ? AC.Objects->classOf(*V.rich()) : nullptr) {
        for (const FieldDecl *FD : Base->fields())
          if (const RuleValue *FV = FD->getIdentifier()
                                        ? V.rich()->field(FD->getName())
                                        : nullptr)
            setField(FD, Value::fromRule(*FV));
        // The base's sizes are this object's: a name this constructor
        // sizes (`raw_ = VectorXd(2)` of the base's `"m"` field in a
        // derived sensor) is the one the base left open.
        for (const auto &[Name, FV] : V.rich()->Fields) {
          llvm::StringRef N(Name);
          if (!N.consume_front(ModuleObjects::DimPrefix) ||
              !FV.is(RuleValue::Int))
            continue;
          auto Own = llvm::find_if(CtorClassDims,
                                   [&](const auto &P) { return P.first == N; });
          if (Own == CtorClassDims.end())
            continue;
          Solver::Trial Tr = S.beginTrial();
          S.unifyDim(Own->second, FV.IntV, Reason{});
          if (S.trialFailed(Tr))
            S.dropTrial(Tr);
        }
        adoptDims(*V.rich(), /*Except=*/CtorClassDims);
      }
      continue;
    }
    const FieldDecl *FD = Init->getMember();
    if (FD && !AC.Index.annotation(FD))
      setField(FD, V);
    if (!FD || !V.isArray())
      continue;
    if (auto T = declaredType(FD, nullptr)) {
      const LocatedAnnotation *A = AC.Index.annotation(FD);
      Reason R;
      R.Loc = AC.Locs.range(Init->getInit());
      if (Init->isWritten() && Init->getSourceRange().isValid())
        R.Loc = AC.Locs.range(Init->getInit()->getSourceRange());
      else if (const auto *DI = dyn_cast<CXXDefaultInitExpr>(Init->getInit()))
        R.Loc = AC.Locs.range(DI->getExpr()); // the in-class initialiser
      R.Context = ReasonDesc::named(ReasonDesc::Kind::FieldInitializer,
                                    FD->getName().str());
      R.Expected =
          ReasonDesc::named(ReasonDesc::Kind::Annotation, FD->getName().str());
      R.ExpectedLoc = A ? A->Loc : SourceLoc();
      S.unifyArray(*T, V.arr(), R);
    }
  }
}

std::optional<Scheme> BodyAnalyzer::run() {
  const Stmt *Body = F->getBody();
  size_t FindingsBefore = S.findings().size();
  enterParameters();
  enterThis();
  enterConstructorInits();
  visit(Body);
  checkResizes();
  for (const auto &[D, U] : UndumpedLocals)
    AC.Dump->addLocal(D, AC.Locs.point(D->getLocation()), D->getName().str(),
                      U.Empty, S);
  UndumpedLocals.clear();
  if (Cur.Reachable)
    ExitEnv = ExitEnv ? joinEnvs(S, *ExitEnv, Cur) : Cur;
  S.solveDeferred();
  if (const auto *Ctor = dyn_cast<CXXConstructorDecl>(F)) {
    // The names the constructor left unsized are the class's own.
    for (const ClassDim &D : classDims(AC, Ctor->getParent()))
      for (const auto &[Name, V] : CtorClassDims)
        if (Name == D.Name && S.resolve(V).E.asVar() == V.E.asVar())
          Inst->bindOuter(Name, classSymbol(AC, Ctor->getParent(), D));
    dumpClassFields(Ctor->getParent());
  }
  if (std::optional<DiagNote> Site = instantiationNote(AC, F))
    forInstantiation(S, FindingsBefore, *Site);
  if (ArgValues)
    return std::nullopt; // one call: its result and fields count
  if (Sig && !DeclaredResult && Returned && Returned->isArray())
    InferredRes = InferredResult::of(S, Returned->arr(), *Inst);
  // A std::tuple or std::pair of arrays: each item in the signature's names.
  if (Sig && !DeclaredResult && Returned && Returned->is(RuleValue::Tuple)) {
    std::vector<std::optional<shapecheck::ArrayType>> Items;
    bool Any = false;
    for (const RuleValue &I : Returned->rich()->Items) {
      Items.push_back(I.is(RuleValue::Array)
                          ? std::optional<shapecheck::ArrayType>(I.Arr)
                          : std::nullopt);
      Any |= Items.back().has_value();
    }
    if (Any)
      InferredRes = InferredResult::ofItems(S, Items, *Inst);
  }
  std::optional<Scheme> Sc;
  if (!Sig) {
    std::optional<shapecheck::ArrayType> Result;
    if (Returned && Returned->isArray())
      Result = Returned->arr();
    else if (ReturnsArray)
      Result = shapecheck::ArrayType{S.dynamicShape(), DtypeSet::any()};
    dropUnusedIntParams(Result);
    Sc = generalize(S, ParamTypes, Result);
  }
  dumpSignature(Sc);
  return Sc;
}

void BodyAnalyzer::dumpSignature(const std::optional<Scheme> &Sc) {
  if (!dumps())
    return;
  std::vector<ShapeDump::Param> Ps;
  PrintingPolicy PP(AC.Ctx.getLangOpts());
  PP.SuppressScope = true;
  for (unsigned I = 0; I < F->getNumParams(); ++I) {
    const ParmVarDecl *PD = F->getParamDecl(I);
    ShapeDump::Param P;
    P.Name =
        PD->getIdentifier() ? PD->getName().str() : "#" + std::to_string(I + 1);
    if (isIntegerType(PD->getType()))
      ; // shown as its C++ type
    else if (Sc && I < Sc->Params.size())
      P.Array = Sc->Params[I];
    else if (I < ParamTypes.size())
      P.Array = ParamTypes[I];
    P.Type = PD->getType().getAsString(PP);
    Ps.push_back(std::move(P));
  }
  std::optional<shapecheck::ArrayType> Result =
      Sc ? Sc->Result : DeclaredResult;
  AC.Dump->addFunction(AC.Locs.point(F->getLocation()), name(), std::move(Ps),
                       Result, F->getReturnType().getAsString(PP),
                       AC.Locs.chars(F->getBeginLoc(), F->getEndLoc()));
}

/// The variables of T's shape, resolved.
static void varsOf(Solver &S, const shapecheck::ArrayType &T,
                   llvm::SmallVectorImpl<VarId> &Out) {
  ShapeTerm Sh = S.resolve(T.Shape);
  for (const DimList *L : {&Sh.Prefix, &Sh.Suffix})
    for (const Dim &D : *L)
      if (!D.isDynamic())
        D.E.collectVars(Out);
}

void BodyAnalyzer::dropUnusedIntParams(
    const std::optional<shapecheck::ArrayType> &Result) {
  // An integer parameter is a size only where it meets a shape: one whose
  // variable is still free and appears in no array of the signature says
  // nothing about its argument (`void query(int &w)` called with -1).
  for (unsigned I = 0; I < F->getNumParams() && I < ParamTypes.size(); ++I) {
    if (!ParamTypes[I] || !isIntegerType(F->getParamDecl(I)->getType()))
      continue;
    const ShapeTerm &Sh = ParamTypes[I]->Shape;
    if (Sh.Var || Sh.Prefix.size() != 1 || Sh.Prefix[0].isDynamic())
      continue;
    DimExpr E = S.resolve(Sh.Prefix[0].E);
    std::optional<VarId> V = E.asVar();
    if (!V)
      continue;
    llvm::SmallVector<VarId, 16> Others;
    for (unsigned J = 0; J < ParamTypes.size(); ++J)
      if (J != I && ParamTypes[J])
        varsOf(S, *ParamTypes[J], Others);
    if (Result)
      varsOf(S, *Result, Others);
    if (!llvm::is_contained(Others, *V))
      ParamTypes[I] = std::nullopt;
  }
}

std::vector<std::pair<unsigned, Value>> BodyAnalyzer::paramsOut() {
  std::vector<std::pair<unsigned, Value>> Out;
  if (!F || !ArgValues)
    return Out;
  for (unsigned I = 0; I < F->getNumParams() && I < ArgValues->size(); ++I) {
    const ParmVarDecl *PD = F->getParamDecl(I);
    const Value *V = ExitEnv ? ExitEnv->lookup(PD) : nullptr;
    if ((*ArgValues)[I].is(RuleValue::Module)) {
      if (V && V->is(RuleValue::Module))
        Out.push_back({I, *V});
      continue;
    }
    if (!AC.Arrays.isOutParam(PD->getType()))
      continue;
    // What the body leaves there, or unknown: never the caller's old value
    // (the body may have written it where nothing is known).
    Out.push_back({I, V && V->isArray()
                          ? *V
                          : unknownOf(writablePointee(PD->getType()))});
  }
  return Out;
}
