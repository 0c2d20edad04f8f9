//===- ExprCalls.cpp - Calls and constructions in a function body ---------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// A call's arguments are evaluated into a CallSite, which the frontend's
// own library knowledge (BodyLibrary.cpp), the symbols of a generic
// instance, a method of this object, or else the CallModels answer; then
// its effects: in-place methods, builder setters, arguments passed by
// non-const reference, modules handed to a function. Constructions go the
// same way (copies pass their value on; user classes build instances).
//
//===----------------------------------------------------------------------===//
#include "Frontend/BodyAnalyzer.h"
#include "Frontend/ExprEvaluator.h"
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

using namespace shapecheck;
using namespace clang;

/// With --report-unknown: a known module that a call nothing describes may
/// have changed is unknown after it (a note, check unknown-call).
void ExprEvaluator::reportModuleUnknown(const CallSite &C, const Expr *Obj) {
  std::string Name;
  Obj = Obj->IgnoreParenImpCasts();
  if (const auto *DRE = dyn_cast<DeclRefExpr>(Obj))
    Name = DRE->getDecl()->getNameAsString();
  else if (const auto *ME = dyn_cast<MemberExpr>(Obj))
    Name = ME->getMemberDecl()->getNameAsString();
  else
    return;
  Reason R;
  R.Loc = C.Loc;
  std::string Written = C.WrittenName.empty() ? C.DisplayName : C.WrittenName;
  std::string Callee =
      C.QualifiedName.empty() ? C.DisplayName : C.QualifiedName;
  S.report(CheckId::UnknownCall, R,
           "the module '" + Name + "' is unknown after '" + Written +
               "': no annotation or rule describes '" + Callee +
               "'; checks that use it are skipped",
           {}, Level::Note);
}

//===----------------------------------------------------------------------===//
// Calls
//===----------------------------------------------------------------------===//

ArgValue ExprEvaluator::argValue(const Expr *Arg, const SourceLoc &CallLoc) {
  ArgValue A;
  A.E = Arg;
  std::optional<Value> Opts = Analyzer.symbolicOptions(Arg);
  A.V = Opts ? *Opts : eval(Arg);
  if (!Opts)
    Analyzer.noteOptionsPassedOn(Arg, A.V);
  A.IsDefault = isa<CXXDefaultArgExpr>(Arg);
  A.Loc = A.IsDefault ? CallLoc : AC.Locs.range(Arg);
  if (!A.Loc.valid())
    A.Loc = CallLoc;
  return A;
}

static bool isNonConstLValueRef(QualType T) {
  return T->isLValueReferenceType() &&
         !T.getNonReferenceType().isConstQualified();
}

static bool isConstRef(QualType T) {
  return T->isReferenceType() && T.getNonReferenceType().isConstQualified();
}

Value ExprEvaluator::evalCall(const CallExpr *E) {
  if (std::optional<Value> V = evalAssignCall(E))
    return *V;
  if (std::optional<Value> V = evalFillChain(E))
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
  C.ReturnsArrays = !C.ReturnsArray && Lib.holdsArrays(E->getType());
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
  if (E == FillStart) {
    for (const Expr *Item : FillItems)
      C.Args.push_back(argValue(Item, CallLoc));
    FillStart = nullptr;
  }
  if (Callee) {
    C.QualifiedName = ruleName(Callee);
    C.DisplayName = FunctionIndex::displayName(Callee);
    C.WrittenName = Lib.writtenName(E);
    if (Object && Method && AC.Arrays.isArray(Object->getType()))
      C.BaseNames = baseMethodNames(Method);
    else if (Object && Method)
      C.BaseNames =
          objectMethodNames(Object->IgnoreParenImpCasts()->getType(), Method);
    // A module holder called (`conv(x)`): the held module's method, so
    // that a holder of unknown instance still has its kind's rule.
    llvm::StringRef Call = packValue(AC.Rules, "module_method");
    if (Object && OC && OC->getOperator() == OO_Call && !Call.empty())
      if (const CXXRecordDecl *Held = ModuleObjects::heldClass(
              Object->getType().getNonReferenceType()->getAsCXXRecordDecl(),
              AC.Rules))
        C.BaseNames.push_back(ruleClassName(Held) + "::" + Call.str());
  }

  std::optional<Value> Special =
      Lib.libraryCall(E, C, [&](const Expr *L, const Value &V, const Expr *R) {
        Analyzer.assign(L, V, R);
      });
  if (!Special)
    Special = Analyzer.symbolicElement(E, C);
  // What the callee left in the arguments it was lent (by parameter
  // index): from this call only.
  std::vector<std::pair<unsigned, Value>> ThisOutArgs;
  if (!Special)
    Special = Analyzer.callOnThis(E, C, &ThisOutArgs);
  bool Described = Special.has_value();
  Value R = Special ? *Special : Lib.callModels(C, &Described);
  llvm::DenseMap<unsigned, Value> OutArgs;
  std::optional<RuleValue> ObjectOut;
  if (Special) {
    for (auto &[I, V] : ThisOutArgs)
      OutArgs[I] = V;
  } else {
    OutArgs = Lib.lastOutArgs();
    ObjectOut = Lib.lastObjectOut();
  }
  // A library array converted to another array type by a conversion
  // operator no rule describes (Eigen 3.2's `ProductBase::operator const
  // PlainObject &`, a product made a matrix): the same array.
  if (!Described && C.ReturnsArray &&
      isa_and_nonnull<CXXConversionDecl>(Callee) && C.Object &&
      C.Object->V.isArray() && AC.Library && AC.Library->isLibrary(Callee))
    R = C.Object->V;
  if (C.ReturnsArray && (R.isArray() || R.kind() == Value::None))
    R = fitStaticType(AC.Arrays, R, E->getType());
  // A rule may describe a coefficient as a one-element array, to check
  // its indices (Eigen's `v(i)`); the C++ value is a number: `w(i) * z`
  // scales z.
  if (!C.ReturnsArray && R.isArray() &&
      E->getType().getNonReferenceType()->isRealFloatingType())
    R = Value::fromRule(RuleValue::scalar(R.arr().Dtype));
  else if (!C.ReturnsArray && R.isArray() && C.ReturnsInt)
    R = Value::integer(Dim::dynamic());
  if (Callee && Callee->isNoReturn()) {
    Cur = Env::unreachable(); // abort(), torchCheckFail, __assert_fail
    return R;
  }

  if (Callee && Object && Method && Method->isInstance()) {
    const Expr *Obj = Object->IgnoreParenImpCasts();
    llvm::StringRef MName =
        Method->getIdentifier() ? Method->getName() : llvm::StringRef();
    llvm::StringRef Suffix = packValue(AC.Rules, "inplace_suffix");
    bool Mutator = C.Object->V.isArray() && !Special &&
                   ((!Suffix.empty() && MName.ends_with(Suffix)) ||
                    (AC.Rules && AC.Rules->mutates(RulesModel::toRuleCall(C))));
    if (Mutator) {
      // An in-place method of an array (`x.unsqueeze_(0)`, const in
      // LibTorch; a `mutator` of the rules, Eigen's `m.resize(r, c)`): the
      // object now has the result's shape.
      if (R.isArray() && !Obj->getType()->isPointerType())
        Analyzer.assign(Obj, R, E);
      else
        Analyzer.invalidate(Obj);
    } else if (C.Object->V.is(RuleValue::Options) && R.is(RuleValue::Options) &&
               !C.Args.empty()) {
      // A builder setter on an options variable: `opts.stride(2);`, also
      // down a chain of setters, which return the object itself:
      // `opts.stride(2).padding(1);`.
      const Expr *Root = Obj;
      while (const auto *Inner = dyn_cast<CXXMemberCallExpr>(Root)) {
        if (!Inner->getType()->isReferenceType() && !Inner->isLValue())
          break;
        Root = Inner->getImplicitObjectArgument()->IgnoreParenImpCasts();
      }
      if (isa<DeclRefExpr>(Root) || BodyAnalyzer::isThisMember(Root))
        Analyzer.assign(Root, R, E);
    } else if (const auto *Arrow = dyn_cast<CXXOperatorCallExpr>(Obj);
               Arrow && Arrow->getOperator() == OO_Arrow &&
               Arrow->getNumArgs() == 1 && !Method->isConst() &&
               !isModuleMethod(AC.Rules, MName)) {
      // `seq->push_back(...)`: a module changed through its holder. A
      // mutator the rules describe returns the changed module; any other
      // call leaves it unknown.
      if (C.Object->V.is(RuleValue::Module) && R.is(RuleValue::Module) &&
          R.rich()->Name == C.Object->V.rich()->Name)
        Analyzer.assign(Arrow->getArg(0), R, E);
      else if (ObjectOut)
        Analyzer.assign(Arrow->getArg(0), Value::fromRule(*ObjectOut), E);
      else if ((!Described || !AC.Library || !AC.Library->isLibrary(Callee)) &&
               (!AC.Objects || AC.Objects->mayChange(Method))) {
        Analyzer.invalidate(
            Arrow->getArg(0)); // described: `->to(device)`, `->eval()`
        if (!Described && AC.ReportUnknown && C.Object->V.is(RuleValue::Module))
          reportModuleUnknown(C, Arrow->getArg(0));
      }
    } else if (Arrow && Arrow->getOperator() == OO_Arrow &&
               Arrow->getNumArgs() == 1 && !Method->isConst() &&
               (!AC.Objects || AC.Objects->mayChange(Method))) {
      // A module's own method that writes a field (`net->forward(x)`
      // keeping a hidden state): the module as the body left it, else its
      // fields are no longer followed.
      if (ObjectOut)
        Analyzer.assign(Arrow->getArg(0), Value::fromRule(*ObjectOut), E);
      else
        Analyzer.unfollow(Arrow->getArg(0));
    }
  }

  // `net(x)` on a module holder runs the held module's forward: one that
  // writes a field of the module leaves it no longer followed.
  if (OC && OC->getOperator() == OO_Call && Object && AC.Objects &&
      C.Object->V.is(RuleValue::Module))
    if (const CXXRecordDecl *Held = ModuleObjects::heldClass(
            Object->getType().getNonReferenceType()->getAsCXXRecordDecl(),
            AC.Rules)) {
      const CXXMethodDecl *Fwd =
          ModuleObjects::forwardOf(Held, unsigned(C.Args.size()), AC.Rules);
      if (!Fwd || AC.Objects->mayChange(Fwd))
        Analyzer.unfollow(Object);
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
      QualType PT = Callee->getParamDecl(P)->getType();
      if (CS && P < CS->Params.size() && CS->Params[P].Ann)
        continue;
      // An array lent to be written (`fill(m)`, `sigmaPoints(&m)`) holds
      // what the callee's body left in it, else nothing known.
      if (AC.Arrays.isOutParam(PT)) {
        const Expr *Target = E->getArg(I)->IgnoreParenImpCasts();
        if (PT->isPointerType()) {
          const auto *UO = dyn_cast<UnaryOperator>(Target);
          const auto *DRE = dyn_cast<DeclRefExpr>(Target);
          if (UO && UO->getOpcode() == UO_AddrOf) {
            Target = UO->getSubExpr();
          } else if (!DRE ||
                     Analyzer.aliased(DRE->getDecl()) == DRE->getDecl()) {
            // A pointer whose target is not known (`grow(p)` with p
            // pointed elsewhere on some path).
            Analyzer.invalidateEscaped();
            continue;
          }
        }
        auto It = OutArgs.find(P);
        if (It != OutArgs.end() && It->second.isArray())
          Analyzer.assign(Target, It->second, E->getArg(I));
        else
          Analyzer.invalidate(Target);
        continue;
      }
      if (!isNonConstLValueRef(PT))
        continue;
      Analyzer.invalidate(E->getArg(I));
    }
    // A module is a handle: a function it is passed to, by value or by
    // reference, may change its layers (`seq->push_back(...)`). What the
    // function's body leaves in the parameter is its value afterwards;
    // without a body, it is unknown.
    if (!Described || !AC.Library || !AC.Library->isLibrary(Callee))
      for (unsigned I = First; I < E->getNumArgs(); ++I) {
        unsigned P = I - First;
        if (P >= C.Args.size() || !C.Args[P].V.is(RuleValue::Module) ||
            P >= Callee->getNumParams() ||
            isConstRef(Callee->getParamDecl(P)->getType()))
          continue;
        auto It = OutArgs.find(P);
        if (It != OutArgs.end())
          Analyzer.assign(E->getArg(I), It->second, E->getArg(I));
        else
          Analyzer.invalidate(E->getArg(I));
      }
    // A method that changes its object: the object as the body left it
    // (InferredCalls), else unknown.
    if (Object && Method && Method->isInstance() && !Method->isConst() &&
        !isa<CXXOperatorCallExpr>(E) && !Object->getType()->isPointerType() &&
        !C.Object->V.is(RuleValue::Options) &&
        (!AC.Objects || AC.Objects->mayChange(Method))) {
      if (ObjectOut)
        Analyzer.assign(Object, Value::fromRule(*ObjectOut), E);
      else
        Analyzer.invalidate(Object);
    }
  }
  return R;
}

std::optional<Value> ExprEvaluator::evalFillChain(const CallExpr *E) {
  const auto *OC = dyn_cast<CXXOperatorCallExpr>(E);
  if (!OC || OC->getOperator() != OO_Comma || OC->getNumArgs() != 2 ||
      !AC.Rules)
    return std::nullopt;
  llvm::SmallVector<const Expr *, 16> Items;
  const Expr *Link = OC;
  for (unsigned Depth = 0; Depth < 4096; ++Depth) {
    const auto *Op =
        dyn_cast<CXXOperatorCallExpr>(Link->IgnoreImplicit()->IgnoreParens());
    if (!Op || Op->getNumArgs() != 2)
      return std::nullopt;
    if (Op->getOperator() == OO_Comma) {
      Items.push_back(Op->getArg(1));
      Link = Op->getArg(0);
      continue;
    }
    const auto *Start = dyn_cast_or_null<CXXMethodDecl>(Op->getDirectCallee());
    if (Op->getOperator() != OO_LessLess || !Start ||
        !packSays(AC.Rules, "fill_chain", ruleName(Start)))
      return std::nullopt;
    std::reverse(Items.begin(), Items.end());
    FillStart = Op;
    FillItems = std::move(Items);
    Value V = eval(Op);
    FillStart = nullptr;
    FillItems.clear();
    return V.kind() != Value::None ? V : unknownOf(E->getType());
  }
  return std::nullopt;
}

std::optional<Value> ExprEvaluator::evalAssignCall(const CallExpr *E) {
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
        if ((V.is(RuleValue::Tuple) || V.is(RuleValue::List)) &&
            !V.rich()->Open && I < V.rich()->Items.size() &&
            Tie->getNumArgs() == V.rich()->Items.size())
          Item = Value::fromRule(V.rich()->Items[I]);
        Analyzer.assign(Arg, Item, RHS);
      }
      return unknownOf(E->getType());
    }
  // `xt::noalias(a) = e` assigns a, as `a = e` does (a function the packs
  // name `convention assign_through`). Into a view (`xt::noalias(
  // xt::view(a, ...)) = e`), the proxy's `operator=` rule says what the
  // view takes.
  if (const auto *Through =
          dyn_cast<CallExpr>(LHS->IgnoreParenImpCasts()->IgnoreImplicit());
      Through && !isa<CXXMemberCallExpr>(Through) && Through->getNumArgs() == 1)
    if (const FunctionDecl *TF = Through->getDirectCallee();
        TF && !isa<CXXMethodDecl>(TF) &&
        packSays(AC.Rules, "assign_through", ruleName(TF))) {
      const Expr *Target = Through->getArg(0);
      if (!isa<CallExpr>(Target->IgnoreParenImpCasts()->IgnoreImplicit()) &&
          AC.Arrays.isArray(Target->getType())) {
        Value V = eval(RHS);
        if (V.isArray())
          Analyzer.assign(Target, V, RHS);
        else
          eval(Target); // `xt::noalias(a) = 0.5` fills a
        return unknownOf(E->getType());
      }
    }
  const auto *M = dyn_cast_or_null<CXXMethodDecl>(OC->getDirectCallee());
  bool IsArray = AC.Arrays.isArray(LHS->getType());
  bool CopyOrMove =
      M && (M->isCopyAssignmentOperator() || M->isMoveAssignmentOperator());
  if (!IsArray && !CopyOrMove)
    return std::nullopt;
  // An assignment to a temporary array (`cat[0] = t`: LibTorch's `operator=`
  // on an rvalue) writes into its elements: a call the pack describes, not
  // a variable taking a new value.
  if (IsArray && M && M->getRefQualifier() == RQ_RValue)
    return std::nullopt;
  // An assignment into a view a call returns (`m.col(j) = v`,
  // `m.block(i, j, r, c) = p`) writes into the viewed array: the pack's
  // `operator=` says what it takes; the view's own shape stays.
  // (`c.noalias() = x` assigns c: `convention assign_through`.)
  if (const auto *View =
          dyn_cast<CallExpr>(LHS->IgnoreParenImpCasts()->IgnoreImplicit());
      View && IsArray && !CopyOrMove) {
    const auto *VM = dyn_cast<CXXMemberCallExpr>(View);
    const CXXMethodDecl *Through = VM ? VM->getMethodDecl() : nullptr;
    if (!Through || !packSays(AC.Rules, "assign_through", ruleName(Through)))
      return std::nullopt;
  }
  Value V = eval(RHS);
  if (IsArray && !CopyOrMove && !V.isArray()) {
    // `x = 0.5` fills the array: its shape stays.
    eval(LHS);
    return unknownOf(E->getType());
  }
  Analyzer.assign(LHS, V, RHS);
  return V.kind() != Value::None ? V : unknownOf(E->getType());
}

std::optional<Value> ExprEvaluator::constructUser(const CXXConstructExpr *E,
                                                  const CallSite &C) {
  const CXXConstructorDecl *Ctor = E->getConstructor();
  if (!Ctor || !AC.Objects || !AC.Library)
    return std::nullopt;
  const CXXRecordDecl *RD = Ctor->getParent();
  std::vector<Value> Args = C.givenArgs();
  if (const CXXRecordDecl *Held = ModuleObjects::heldClass(RD, AC.Rules);
      Held && !AC.Library->isLibrary(Held)) {
    // TORCH_MODULE(Net): the arguments build a NetImpl; a NetImpl (or a
    // shared_ptr to one) is held as it is.
    if (Args.size() == 1 && Args[0].is(RuleValue::Module) &&
        AC.Objects->classOf(*Args[0].rich()) == Held->getDefinition())
      return Args[0];
    RuleValue I =
        AC.Objects->construct(Held,
                              ModuleObjects::pickConstructor(
                                  Held->getDefinition(), unsigned(Args.size())),
                              Args, C.Loc);
    return I.is(RuleValue::Module) ? Value::fromRule(std::move(I))
                                   : Value::none();
  }
  if (AC.Library->isLibrary(RD) || AC.Arrays.isArray(E->getType()) ||
      RD->isLambda() || ModuleObjects::isHolder(RD, AC.Rules))
    return std::nullopt;
  if (std::optional<Value> V = Analyzer.constructObject(E, C, Args))
    return *V; // a class with dimensions (ClassDims.h)
  CallSite Check = C;
  if (std::optional<Value> V = Lib.askModels(Check);
      V && V->kind() != Value::None)
    return *V; // an annotated constructor, a user's stub
  RuleValue I = AC.Objects->construct(RD, Ctor, Args, C.Loc);
  return I.is(RuleValue::Module) ? Value::fromRule(std::move(I))
                                 : Value::none();
}

/// Whether T is std::initializer_list<...>.
static bool isInitializerList(QualType T) {
  const auto *RD = T.getNonReferenceType()->getAsCXXRecordDecl();
  return RD && RD->isInStdNamespace() && RD->getIdentifier() &&
         RD->getName() == "initializer_list";
}

/// The sizes of a braced list nested Depth deep (`{{1, 2}, {3, 4}}` is
/// [2 2]); false when its rows differ in length.
static bool literalSizes(const Expr *E, unsigned Depth,
                         llvm::SmallVectorImpl<int64_t> &Out,
                         unsigned Level = 0) {
  E = E->IgnoreImplicit();
  if (const auto *SL = dyn_cast<CXXStdInitializerListExpr>(E))
    E = SL->getSubExpr()->IgnoreImplicit();
  const auto *IL = dyn_cast<InitListExpr>(E);
  if (!IL)
    return false;
  int64_t N = IL->getNumInits();
  if (Level == Out.size())
    Out.push_back(N);
  else if (Out[Level] != N)
    return false;
  if (Level + 1 < Depth)
    for (const Expr *Item : IL->inits())
      if (!literalSizes(Item, Depth, Out, Level + 1))
        return false;
  return true;
}

std::optional<Value> ExprEvaluator::literalArray(const CXXConstructExpr *E) {
  // `xt::xarray<float> f = {1, 2, 3}`, `{{1, 2}, {3, 4}}`: an array class
  // the pack says is built from a nested list of its elements, through a
  // constructor taking std::initializer_list<...> (as deep as the list).
  const CXXConstructorDecl *Ctor = E->getConstructor();
  if (!Ctor || E->getNumArgs() < 1 || Ctor->getNumParams() < 1 ||
      !AC.Arrays.isArray(E->getType()) ||
      !packSays(AC.Rules, "literal_constructor", ruleName(Ctor->getParent())))
    return std::nullopt;
  unsigned Depth = 0;
  for (QualType T = Ctor->getParamDecl(0)->getType(); isInitializerList(T);) {
    ++Depth;
    const auto *Spec = dyn_cast<ClassTemplateSpecializationDecl>(
        T.getNonReferenceType()->getAsCXXRecordDecl());
    if (!Spec || Spec->getTemplateArgs().size() != 1 ||
        Spec->getTemplateArgs()[0].getKind() != TemplateArgument::Type)
      break;
    T = Spec->getTemplateArgs()[0].getAsType();
  }
  llvm::SmallVector<int64_t, 4> Sizes;
  if (Depth == 0 || !literalSizes(E->getArg(0), Depth, Sizes))
    return std::nullopt;
  for (const Expr *Item : E->arguments())
    evalChildren(Item);
  std::vector<Dim> Dims;
  for (int64_t N : Sizes)
    Dims.push_back(Dim::constant(N));
  ArrayType T;
  T.Shape = ShapeTerm::fixed(std::move(Dims));
  T.Dtype = DtypeSet::any();
  if (std::optional<ArrayType> Static = AC.Arrays.staticType(E->getType()))
    T.Dtype = Static->Dtype;
  return fitStaticType(AC.Arrays, Value::array(std::move(T)), E->getType());
}

/// The container X of `X.begin()` or `std::begin(X)` (`end` likewise).
static const Expr *iterated(const Expr *E, llvm::StringRef Which) {
  E = E ? E->IgnoreImplicit() : nullptr;
  if (const auto *MC = dyn_cast_or_null<CXXMemberCallExpr>(E))
    if (const CXXMethodDecl *M = MC->getMethodDecl(); M && M->getIdentifier() &&
                                                      M->getName() == Which &&
                                                      MC->getNumArgs() == 0)
      return MC->getImplicitObjectArgument();
  if (const auto *C = dyn_cast_or_null<CallExpr>(E))
    if (const FunctionDecl *F = C->getDirectCallee();
        F && F->isInStdNamespace() && F->getIdentifier() &&
        F->getName() == Which && C->getNumArgs() == 1)
      return C->getArg(0);
  return nullptr;
}

std::optional<Value> ExprEvaluator::rangeCopy(const CXXConstructExpr *E) {
  // `std::vector<size_t> s(x.shape().begin(), x.shape().end())`: a standard
  // container built from the whole range of another holds its items (the
  // same expression at both ends).
  const CXXConstructorDecl *Ctor = E->getConstructor();
  if (!Ctor || !Ctor->getParent()->isInStdNamespace() || E->getNumArgs() < 2)
    return std::nullopt;
  const Expr *First = iterated(E->getArg(0), "begin");
  const Expr *Last = iterated(E->getArg(1), "end");
  if (!First || !Last)
    return std::nullopt;
  llvm::FoldingSetNodeID A, B;
  First->IgnoreParenImpCasts()->Profile(A, AC.Ctx, /*Canonical=*/true);
  Last->IgnoreParenImpCasts()->Profile(B, AC.Ctx, /*Canonical=*/true);
  if (A != B)
    return std::nullopt;
  // Evaluated as the program does: the container at each end.
  Value V = eval(First);
  for (unsigned I = 1; I < E->getNumArgs(); ++I)
    eval(E->getArg(I));
  if (V.is(RuleValue::Ints) || V.is(RuleValue::List))
    return V;
  return std::nullopt;
}

Value ExprEvaluator::VisitCXXConstructExpr(const CXXConstructExpr *E) {
  const CXXConstructorDecl *Ctor = E->getConstructor();
  if (Ctor && E->getNumArgs() >= 1 &&
      (Ctor->isCopyOrMoveConstructor() || E->isElidable())) {
    Value V = eval(E->getArg(0));
    for (unsigned I = 1; I < E->getNumArgs(); ++I)
      eval(E->getArg(I));
    // A copy of an int converted to a class (an ExpandingArray variable
    // passed on) is the int.
    if (V.isArray() || V.isRich() || V.isInt())
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
        std::string W = Lib.writtenText(TSI->getTypeLoc().getSourceRange());
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
      const Value &V = C.Args[0].V;
      return V.isRich() ? V : Value::none();
    }
  if (std::optional<Value> V = constructUser(E, C))
    return *V;
  if (std::optional<Value> V = literalArray(E))
    return *V;
  if (std::optional<Value> V = rangeCopy(E))
    return *V;
  if (std::optional<Value> V = Lib.askModels(C)) {
    if (V->isArray())
      return fitStaticType(AC.Arrays, *V, E->getType());
    if (V->kind() != Value::None)
      return *V;
    return unknownOf(E->getType());
  }
  if (std::optional<Value> V = Lib.lookThrough(E, C))
    return *V;
  return unknownOf(E->getType());
}
