//===- ModuleObjects.cpp - Instances of user classes and modules ----------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// GCC (12) warns of a null `this` in ExternalASTSource code that the
// iteration over a class's members inlines, on a path that cannot be taken.
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wnonnull"
#endif

#include "Frontend/ModuleObjects.h"
#include "Frontend/AnalysisContext.h"
#include "Frontend/BodyAnalyzer.h"
#include "Frontend/ClassDims.h"
#include "Frontend/FunctionIndex.h"
#include "Frontend/FunctionSummaries.h"
#include "Frontend/LibraryCode.h"
#include "Frontend/PackConventions.h"
#include "Frontend/ProgramSummaries.h"
#include "Frontend/RuleNames.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"

using namespace shapecheck;
using namespace clang;

/// Bound on instances built inside one another (a module of modules).
static constexpr unsigned MaxDepth = 8;

static std::string keyOf(const void *P, const std::vector<Value> &Args,
                         Solver &S) {
  std::string Key = std::to_string(reinterpret_cast<uintptr_t>(P)) + "(";
  for (const Value &A : Args)
    Key += valueKey(S, A) + ",";
  return Key + ")";
}

static bool portable(Solver &S, const RuleValue &V);

RuleValue ModuleObjects::construct(const CXXRecordDecl *RD,
                                   const CXXConstructorDecl *Ctor,
                                   const std::vector<Value> &Args,
                                   const SourceLoc &Site, bool Generic,
                                   bool Delegated) {
  RD = RD ? RD->getDefinition() : nullptr;
  if (!RD)
    return RuleValue::unknown();
  if (!Ctor)
    Ctor = pickConstructor(RD, unsigned(Args.size()));
  std::string Key =
      keyOf(Ctor ? static_cast<const void *>(Ctor) : RD, Args, AC.S) +
      (Generic ? "generic" : "");
  auto It = Built.find(Key);
  if (It != Built.end()) {
    RuleValue V = It->second;
    V.Loc = Site;
    return V;
  }
  if ((Building.count(RD) && !Delegated) || Depth >= MaxDepth)
    return RuleValue::unknown();
  bool Outer = !Building.insert(RD).second;
  ++Depth;
  RuleValue V;
  const FunctionDecl *Def = nullptr;
  if (Ctor && Ctor->isDefined(Def) && Def->doesThisDeclarationHaveABody() &&
      !AC.Library->isLibrary(Def)) {
    size_t Before = AC.S.findings().size();
    BodyAnalyzer BA(AC, Def, nullptr, &Args, Generic);
    BA.run();
    V = BA.instance(RD, Site);
    // What goes wrong for these arguments says which construction it was;
    // the constructor's own analysis, if it reports the same place,
    // supersedes it (TUAnalysis).
    if (!Generic && Site.valid())
      forOneUse(AC.S, Before,
                DiagNote{Site,
                         "for the object of '" + RD->getNameAsString() +
                             "' constructed here",
                         NoteRole::Site,
                         ReasonDesc::ofClass(ReasonDesc::Kind::NewObject,
                                             RD->getNameAsString())});
  } else if (!Ctor || Ctor->isImplicit() || Ctor->isDefaulted()) {
    // The implicit constructor, not defined in this TU: the in-class
    // initialisers are what it runs.
    BodyAnalyzer BA(AC, RD);
    BA.runInitializers();
    V = BA.instance(RD, Site);
  } else {
    // A constructor defined elsewhere (model.cpp, seen from main.cpp): its
    // fields are unknown, but its integer arguments are still the module's
    // dimensions, by the parameter names of its definition (which its
    // methods' interfaces use; a header may name them otherwise, or not at
    // all), else of this declaration.
    V.K = RuleValue::Module;
    V.Name = ruleClassName(RD);
    V.Loc = Site;
    // A parameter the call leaves to its default (`stride = 1` in the
    // header) has the default's value when it is a constant.
    const ExportedSignature *E = AC.Index.exported(Ctor);
    for (unsigned I = 0; I < Ctor->getNumParams(); ++I) {
      const ParmVarDecl *PD = Ctor->getParamDecl(I);
      std::optional<Value> Arg;
      if (I < Args.size()) {
        Arg = Args[I];
      } else if (PD->hasDefaultArg() && !PD->hasUnparsedDefaultArg() &&
                 !PD->hasUninstantiatedDefaultArg()) {
        clang::Expr::EvalResult R;
        const clang::Expr *D = PD->getDefaultArg();
        if (D && !D->isValueDependent() && D->EvaluateAsInt(R, AC.Ctx))
          Arg = Value::integer(Dim::constant(R.Val.getInt().getExtValue()));
      }
      if (!Arg)
        break;
      QualType T = PD->getType().getNonReferenceType();
      llvm::StringRef Name;
      if (E && E->ParamNames.size() == Ctor->getNumParams())
        Name = E->ParamNames[I];
      else if (PD->getIdentifier())
        Name = PD->getName();
      if (!Name.empty() && !Name.starts_with("#") && T->isIntegerType() &&
          !T->isBooleanType() && Arg->isInt() && !Arg->dim().isDynamic())
        V.setField((DimPrefix + Name).str(), RuleValue::integer(Arg->dim()));
    }
    // Known arguments: the TU defining the constructor is asked to build
    // this instance (ProgramSummaries.h); its methods' interfaces for it
    // are then found under the instance's key.
    if (!Generic)
      if (std::optional<std::string> K = requestInstance(Ctor, Args, Site))
        V.setField(InstanceField, RuleValue::str(*K));
  }
  --Depth;
  if (!Outer)
    Building.erase(RD);
  Classes[V.Name] = RD;
  Built[Key] = V;
  if (!Generic && !Delegated && Site.valid() && V.is(RuleValue::Module) &&
      !V.field(InstanceField))
    recordOwn(RD, Ctor, Args, Site);
  return V;
}

void ModuleObjects::recordOwn(const CXXRecordDecl *RD,
                              const CXXConstructorDecl *Ctor,
                              const std::vector<Value> &Args,
                              const SourceLoc &Site) {
  std::vector<Value> Portable;
  bool AnyKnown = false;
  for (const Value &A : Args) {
    RuleValue RV = A.toRule();
    if (portable(AC.S, RV) && !RV.is(RuleValue::Unknown)) {
      AnyKnown = true;
      Portable.push_back(A);
    } else if (A.isInt()) {
      Portable.push_back(Value::integer(Dim::dynamic()));
    } else {
      Portable.push_back(Value::fromRule(RuleValue::unknown()));
    }
  }
  // Nothing known: the class's own analysis is as good.
  if (!AnyKnown)
    return;
  std::string Key =
      keyOf(Ctor ? static_cast<const void *>(Ctor) : RD, Portable, AC.S);
  if (OwnKeys.insert(Key).second)
    Own.push_back({RD, Ctor, std::move(Portable), Site});
}

RuleValue
ModuleObjects::aggregate(const CXXRecordDecl *RD,
                         std::vector<std::pair<std::string, RuleValue>> Fields,
                         const SourceLoc &Site) {
  RD = RD ? RD->getDefinition() : nullptr;
  if (!RD)
    return RuleValue::unknown();
  RuleValue V;
  V.K = RuleValue::Module;
  V.Name = ruleClassName(RD);
  V.Loc = Site;
  for (auto &[Name, F] : Fields)
    if (!F.is(RuleValue::Unknown))
      V.setField(Name, std::move(F));
  Classes[V.Name] = RD;
  return V;
}

/// Whether V holds no solver variable, so that another TU's solver can
/// read it: constants, literal lists, strings, dtypes, options of those,
/// objects whose fields are those (a config struct).
static bool portable(Solver &S, const RuleValue &V) {
  auto Ground = [&](const Dim &D) {
    return !D.isDynamic() && S.resolve(D.E).isGround();
  };
  switch (V.K) {
  case RuleValue::Unknown:
  case RuleValue::None:
  case RuleValue::Bool:
  case RuleValue::Scalar:
  case RuleValue::Str:
  case RuleValue::Dtype:
    return true;
  case RuleValue::Int:
    return Ground(V.IntV);
  case RuleValue::Ints:
    return llvm::all_of(V.IntsV, Ground);
  case RuleValue::List:
  case RuleValue::Tuple:
    return llvm::all_of(V.Items,
                        [&](const RuleValue &I) { return portable(S, I); });
  case RuleValue::Options:
    return llvm::all_of(V.Fields,
                        [&](const auto &F) { return portable(S, F.second); });
  case RuleValue::Module:
    // A plain object (a config struct): values only, no module inside.
    return llvm::all_of(V.Fields, [&](const auto &F) {
      return !F.second.is(RuleValue::Module) && portable(S, F.second);
    });
  case RuleValue::Array:
  case RuleValue::Iter: // points into this process's values
    return false;
  }
  return false;
}

std::optional<std::string>
ModuleObjects::requestInstance(const CXXConstructorDecl *Ctor,
                               const std::vector<Value> &Args,
                               const SourceLoc &Site) {
  if (!AC.Program || Args.empty() || Args.size() > Ctor->getNumParams())
    return std::nullopt;
  std::string USR = FunctionIndex::usr(Ctor);
  if (USR.empty())
    return std::nullopt;
  InstanceRequest R;
  R.Site = Site;
  std::string Key = USR + "(";
  for (const Value &A : Args) {
    RuleValue RV = A.toRule();
    if (!portable(AC.S, RV) || RV.is(RuleValue::Unknown))
      return std::nullopt;
    Key += valueKey(AC.S, RV) + ",";
    // Its sizes as constants: the serving TU's solver cannot read this
    // one's variables.
    RV.resolveIn(AC.S);
    R.Args.push_back(std::move(RV));
  }
  Key += ")";
  AC.Program->request(USR, Key, std::move(R));
  return Key;
}

/// Whether Ctor's body does nothing (`Net() {}`, `Net() : Net(784) {}`).
static bool emptyBody(const CXXConstructorDecl *Ctor) {
  const FunctionDecl *Def = nullptr;
  if (!Ctor->isDefined(Def))
    return false;
  const auto *Body = dyn_cast_or_null<CompoundStmt>(Def->getBody());
  return Body && Body->body_empty();
}

void ModuleObjects::statesOf(
    const CXXRecordDecl *RD,
    llvm::SmallVectorImpl<const CXXConstructorDecl *> &Out) {
  for (const CXXConstructorDecl *C : RD->ctors()) {
    // A copy or move constructor copies a state another one built; a
    // constructor that only delegates (`Net() : Net(784) {}`) builds one
    // of its target's states, which the target's generic state covers.
    if (C->isCopyOrMoveConstructor() || C->isDeleted() || C->isImplicit())
      continue;
    const FunctionDecl *Def = nullptr;
    const auto *D = C->isDefined(Def) ? cast<CXXConstructorDecl>(Def) : C;
    if (D->isDelegatingConstructor() && emptyBody(D))
      continue;
    Out.push_back(C);
  }
}

/// The printed signature of a constructor, for notes: `AEImpl(int)`.
static std::string signatureOf(const CXXConstructorDecl *C) {
  std::string Out = C->getParent()->getNameAsString() + "(";
  for (unsigned I = 0; I < C->getNumParams(); ++I) {
    if (I)
      Out += ", ";
    Out += C->getParamDecl(I)->getType().getAsString();
  }
  return Out + ")";
}

const RuleValue *ModuleObjects::defaultInstance(const CXXRecordDecl *RD) {
  RD = RD ? RD->getDefinition() : nullptr;
  if (!RD)
    return nullptr;
  auto It = Defaults.find(RD);
  if (It != Defaults.end())
    return It->second.get();
  if (Building.count(RD))
    return nullptr;
  SourceLoc Site = AC.Locs.point(RD->getLocation());
  llvm::SmallVector<const CXXConstructorDecl *, 4> Ctors;
  statesOf(RD, Ctors);
  if (Ctors.size() <= 1) {
    const CXXConstructorDecl *Ctor =
        Ctors.empty() ? pickConstructor(RD, 0) : Ctors.front();
    if (!Ctor) // no default constructor: the first, with unknown arguments
      for (const CXXConstructorDecl *C : RD->ctors())
        if (!C->isCopyOrMoveConstructor() && !C->isDeleted()) {
          Ctor = C;
          break;
        }
    RuleValue V = construct(RD, Ctor, {}, Site, true);
    if (!V.is(RuleValue::Module))
      return nullptr;
    auto &Slot = Defaults[RD];
    Slot = std::make_unique<RuleValue>(std::move(V));
    return Slot.get();
  }
  // Several constructors: a method may find the state any of them leaves,
  // so a field is what they all agree on (the join, as where branches
  // meet), and unknown where they disagree. The class's dimensions are
  // every constructor's (each object is built by one of them, and has one
  // value for each name).
  std::vector<RuleValue> States;
  for (const CXXConstructorDecl *C : Ctors) {
    RuleValue V = construct(RD, C, {}, Site, true);
    if (!V.is(RuleValue::Module)) { // cannot be built: nothing is known
      V = RuleValue();
      V.K = RuleValue::Module;
      V.Name = ruleClassName(RD);
      V.Loc = Site;
    }
    States.push_back(std::move(V));
  }
  RuleValue Out;
  Out.K = RuleValue::Module;
  Out.Name = States.front().Name;
  Out.Loc = Site;
  llvm::SmallVector<std::string, 8> Names;
  for (const RuleValue &St : States)
    for (const auto &[Name, F] : St.Fields)
      if (!llvm::is_contained(Names, Name))
        Names.push_back(Name);
  std::vector<Disagreement> &Why = Disagreements[RD];
  for (const std::string &Name : Names) {
    if (llvm::StringRef(Name).starts_with(DimPrefix)) {
      // A size the constructors give a name of the fields' annotations
      // (ClassDims.h) is the object's only if every constructor gives the
      // same; otherwise the name stays the class's own.
      llvm::StringRef Dim = llvm::StringRef(Name).drop_front(DimPrefix.size());
      if (llvm::any_of(classDims(AC, RD),
                       [&](const ClassDim &D) { return D.Name == Dim; })) {
        const RuleValue *First = nullptr;
        bool Agree = true;
        for (const RuleValue &St : States) {
          const RuleValue *F = St.field(Name);
          Agree = F && F->is(RuleValue::Int) &&
                  (!First ||
                   AC.S.resolve(F->IntV).E == AC.S.resolve(First->IntV).E);
          if (!Agree)
            break;
          if (!First)
            First = F;
        }
        if (Agree && First)
          Out.setField(Name, *First);
        continue;
      }
      for (const RuleValue &St : States)
        if (const RuleValue *F = St.field(Name)) {
          Out.setField(Name, *F);
          break;
        }
      continue;
    }
    std::optional<RuleValue> J;
    bool Missing = false;
    for (const RuleValue &St : States) {
      const RuleValue *F = St.field(Name);
      if (!F) {
        Missing = true;
        break;
      }
      J = J ? joinRules(AC.S, *J, *F) : *F;
    }
    bool Same = !Missing && J && !J->is(RuleValue::Unknown);
    for (const RuleValue &St : States)
      if (Same)
        Same = sameValue(AC.S, Value::fromRule(*St.field(Name)),
                         Value::fromRule(*J));
    if (!Missing && J && !J->is(RuleValue::Unknown))
      Out.setField(Name, std::move(*J));
    if (Same)
      continue;
    // Which constructors leave which: for --report-unknown.
    Disagreement D;
    D.Field = Name;
    for (size_t I = 0; I < Ctors.size(); ++I) {
      const FunctionDecl *Def = nullptr;
      if (!Ctors[I]->isDefined(Def))
        Def = Ctors[I];
      D.Ctors.push_back({signatureOf(Ctors[I]),
                         AC.Locs.point(Def->getLocation()),
                         States[I].field(Name) != nullptr});
    }
    Why.push_back(std::move(D));
  }
  auto &Slot = Defaults[RD];
  Slot = std::make_unique<RuleValue>(std::move(Out));
  return Slot.get();
}

std::vector<ModuleObjects::Disagreement>
ModuleObjects::takeDisagreements(const CXXRecordDecl *RD) {
  RD = RD ? RD->getDefinition() : nullptr;
  auto It = Disagreements.find(RD);
  if (It == Disagreements.end())
    return {};
  return std::exchange(It->second, {});
}

const CXXRecordDecl *ModuleObjects::classOf(const RuleValue &Instance) const {
  if (!Instance.is(RuleValue::Module))
    return nullptr;
  auto It = Classes.find(Instance.Name);
  return It == Classes.end() ? nullptr : It->second;
}

static void inherited(const CXXRecordDecl *RD, const CXXRecordDecl *From,
                      const LibraryCode &Library,
                      llvm::SmallVectorImpl<const CXXMethodDecl *> &Out,
                      unsigned Depth) {
  if (Depth > 8)
    return;
  for (const CXXBaseSpecifier &B : From->bases()) {
    const CXXRecordDecl *Base = B.getType()->getAsCXXRecordDecl();
    if (!Base || !Base->hasDefinition() || Library.isLibrary(Base))
      continue;
    Base = Base->getDefinition();
    for (const CXXMethodDecl *M : Base->methods())
      if (M->isInstance() && !isa<CXXConstructorDecl, CXXDestructorDecl>(M) &&
          !M->isImplicit() && M->getIdentifier() &&
          RD->lookup(M->getDeclName()).empty() && !llvm::is_contained(Out, M))
        Out.push_back(M);
    inherited(RD, Base, Library, Out, Depth + 1);
  }
}

void ModuleObjects::inheritedMethods(
    const CXXRecordDecl *RD, const LibraryCode &Library,
    llvm::SmallVectorImpl<const CXXMethodDecl *> &Out) {
  if (RD && RD->hasDefinition())
    inherited(RD->getDefinition(), RD->getDefinition(), Library, Out, 0);
}

bool ModuleObjects::isObjectOf(const RuleValue &Instance,
                               const CXXRecordDecl *RD) const {
  const CXXRecordDecl *Of = classOf(Instance);
  RD = RD ? RD->getDefinition() : nullptr;
  return Of && RD &&
         (Of == RD || (Of->hasDefinition() && Of->isDerivedFrom(RD)));
}

/// Whether M is the non-const twin of a const method with the same name
/// and parameter types (`begin`, `rbegin`, `front`, `operator[]` of a
/// container): calling it changes nothing, what is written through its
/// result is (see writtenField).
static bool isAccessor(const CXXMethodDecl *M) {
  if (!M || M->isConst() || M->isStatic())
    return false;
  for (const NamedDecl *D : M->getParent()->lookup(M->getDeclName())) {
    const auto *Other = dyn_cast<CXXMethodDecl>(D->getUnderlyingDecl());
    if (!Other || Other == M || !Other->isConst() ||
        Other->getNumParams() != M->getNumParams())
      continue;
    bool Same = true;
    for (unsigned I = 0; I < M->getNumParams(); ++I)
      Same &= M->getParamDecl(I)->getType().getCanonicalType() ==
              Other->getParamDecl(I)->getType().getCanonicalType();
    if (Same)
      return true;
  }
  return false;
}

/// The field `this->F` that writing to E changes, if any: the field
/// itself, an element reached through it (`layers_[0]`, `*it` of
/// `layers_.begin()`, `layers_.front()`), or a member of the object it
/// holds or points to (`settings_.batch_size`, `cfg_->n`).
static const FieldDecl *writtenField(const Expr *E) {
  for (unsigned Depth = 0; E && Depth < 16; ++Depth) {
    E = E->IgnoreParenImpCasts();
    if (const auto *ME = dyn_cast<MemberExpr>(E)) {
      if (!isa<CXXThisExpr>(ME->getBase()->IgnoreParenImpCasts())) {
        if (!isa<FieldDecl>(ME->getMemberDecl()))
          return nullptr;
        E = ME->getBase();
        continue;
      }
      return dyn_cast<FieldDecl>(ME->getMemberDecl());
    }
    if (const auto *OC = dyn_cast<CXXOperatorCallExpr>(E)) {
      OverloadedOperatorKind K = OC->getOperator();
      if ((K != OO_Subscript && K != OO_Star) || OC->getNumArgs() < 1)
        return nullptr;
      E = OC->getArg(0);
    } else if (const auto *AS = dyn_cast<ArraySubscriptExpr>(E)) {
      E = AS->getBase();
    } else if (const auto *UO = dyn_cast<UnaryOperator>(E);
               UO && UO->getOpcode() == UO_Deref) {
      E = UO->getSubExpr();
    } else if (const auto *MC = dyn_cast<CXXMemberCallExpr>(E);
               MC && isAccessor(MC->getMethodDecl())) {
      E = MC->getImplicitObjectArgument();
    } else {
      return nullptr;
    }
  }
  return nullptr;
}

static void
collectWrites(const Stmt *St, llvm::DenseSet<const FieldDecl *> &Out,
              const RuleSet *Rules,
              llvm::function_ref<bool(const CXXMethodDecl *)> MayChange) {
  if (!St)
    return;
  const Expr *Target = nullptr;
  if (const auto *BO = dyn_cast<BinaryOperator>(St)) {
    if (BO->isAssignmentOp())
      Target = BO->getLHS();
  } else if (const auto *OC = dyn_cast<CXXOperatorCallExpr>(St)) {
    if (OC->isAssignmentOp() && OC->getNumArgs() > 0)
      Target = OC->getArg(0);
  } else if (const auto *UO = dyn_cast<UnaryOperator>(St)) {
    if (UO->isIncrementDecrementOp())
      Target = UO->getSubExpr();
  }
  // A module changed through its holder (`seq->push_back(m)`), an array
  // changed in place (`state_.unsqueeze_(0)`).
  if (const auto *MC = dyn_cast<CXXMemberCallExpr>(St))
    if (const CXXMethodDecl *M = MC->getMethodDecl();
        M && M->getIdentifier() && !isModuleMethod(Rules, M->getName())) {
      const Expr *Obj = MC->getImplicitObjectArgument()->IgnoreParenImpCasts();
      const auto *Arrow = dyn_cast<CXXOperatorCallExpr>(Obj);
      if (Arrow && Arrow->getOperator() == OO_Arrow &&
          Arrow->getNumArgs() == 1 && !M->isConst() && MayChange(M))
        Target = Arrow->getArg(0);
      else if (!M->isConst() && !M->isStatic() && !isAccessor(M) &&
               writtenField(Obj))
        Target = Obj; // `layers_.push_back(block)`, `w_.setZero()`
      else if (llvm::StringRef Suffix = packValue(Rules, "inplace_suffix");
               !Suffix.empty() && M->getName().ends_with(Suffix))
        Target = Obj;
    }
  if (const FieldDecl *FD = writtenField(Target))
    Out.insert(FD);
  // A way to write the field kept or lent: a non-const reference or a
  // pointer to it (`auto &s = settings_; s.n = 8;`, `fill(&m_)`,
  // `load(cfg_)` taking `Config &`). What is written through it is not
  // seen here, so the field may change.
  auto Lent = [&](const Expr *E) {
    E = E ? E->IgnoreParenImpCasts() : nullptr;
    if (const auto *UO = dyn_cast_or_null<UnaryOperator>(E);
        UO && UO->getOpcode() == UO_AddrOf)
      E = UO->getSubExpr();
    if (const FieldDecl *FD = E ? writtenField(E) : nullptr)
      Out.insert(FD);
  };
  auto NonConstRef = [](QualType T) {
    return T->isReferenceType() && !T.getNonReferenceType().isConstQualified();
  };
  if (const auto *DS = dyn_cast<DeclStmt>(St))
    for (const Decl *D : DS->decls())
      if (const auto *VD = dyn_cast<VarDecl>(D);
          VD && VD->getInit() && !VD->isImplicit() && // a range-for's range
          (NonConstRef(VD->getType()) ||
           (VD->getType()->isPointerType() &&
            !VD->getType()->getPointeeType().isConstQualified())))
        Lent(VD->getInit());
  if (const auto *UO = dyn_cast<UnaryOperator>(St);
      UO && UO->getOpcode() == UO_AddrOf)
    Lent(UO);
  auto LentToParams = [&](const FunctionDecl *FD,
                          llvm::ArrayRef<const Expr *> Args) {
    for (unsigned I = 0; FD && I < Args.size() && I < FD->getNumParams(); ++I)
      if (NonConstRef(FD->getParamDecl(I)->getType()))
        Lent(Args[I]);
  };
  if (const auto *CE = dyn_cast<CallExpr>(St)) {
    llvm::ArrayRef<const Expr *> Args(CE->getArgs(), CE->getNumArgs());
    if (isa<CXXOperatorCallExpr>(CE) &&
        isa_and_nonnull<CXXMethodDecl>(CE->getDirectCallee()))
      Args = Args.drop_front(); // the object, seen above
    LentToParams(CE->getDirectCallee(), Args);
  } else if (const auto *CE = dyn_cast<CXXConstructExpr>(St)) {
    LentToParams(CE->getConstructor(),
                 llvm::ArrayRef<const Expr *>(CE->getArgs(), CE->getNumArgs()));
  }
  for (const Stmt *Child : St->children())
    collectWrites(Child, Out, Rules, MayChange);
}

bool ModuleObjects::writtenOutsideConstructors(const FieldDecl *FD) {
  const CXXRecordDecl *RD = dyn_cast<CXXRecordDecl>(FD->getParent());
  if (!RD)
    return false;
  const llvm::DenseSet<const FieldDecl *> *W = writesOf(RD);
  return !W || W->count(FD) != 0 || keptByReference(FD);
}

/// Whether T is a forwarding reference: `T &&` of a template's own type
/// parameter (or pack).
static bool isForwardingReference(QualType T) {
  if (const auto *E = T->getAs<PackExpansionType>())
    T = E->getPattern();
  const auto *R = T->getAs<RValueReferenceType>();
  if (!R)
    return false;
  QualType P = R->getPointeeTypeAsWritten();
  return !P.hasQualifiers() && P->getAs<TemplateTypeParmType>();
}

/// Adds to Out the fields St keeps a way to write: the address of one
/// (`p_ = &v_`, `fill(&m_)`), or one bound to a non-const reference that
/// an object built there holds (a constructor's reference parameter, an
/// aggregate's reference member in `View{v_}`).
static void collectKept(const Stmt *St,
                        llvm::DenseSet<const FieldDecl *> &Out) {
  if (!St)
    return;
  auto Keep = [&](const Expr *E) {
    if (const FieldDecl *FD = E ? writtenField(E) : nullptr)
      Out.insert(FD);
  };
  auto LValueRef = [](QualType T) {
    return T->isLValueReferenceType() &&
           !T.getNonReferenceType().isConstQualified();
  };
  if (const auto *UO = dyn_cast<UnaryOperator>(St);
      UO && UO->getOpcode() == UO_AddrOf)
    Keep(UO->getSubExpr());
  if (const auto *CE = dyn_cast<CXXConstructExpr>(St)) {
    // A forwarding reference (`Args &&...` of a module holder) passes the
    // argument on, as the constructor it forwards to takes it: by value,
    // there.
    const CXXConstructorDecl *C = CE->getConstructor();
    const CXXConstructorDecl *Own = C; // an inherited one's (`using
                                       // ModuleHolder::ModuleHolder`)
    if (C && C->isInheritingConstructor())
      if (const CXXConstructorDecl *B =
              C->getInheritedConstructor().getConstructor())
        Own = B;
    const FunctionDecl *Pattern =
        Own ? Own->getTemplateInstantiationPattern() : nullptr;
    unsigned J = 0; // the pattern's parameter (a pack takes the rest)
    for (unsigned I = 0; C && I < CE->getNumArgs() && I < C->getNumParams();
         ++I) {
      const ParmVarDecl *PP = nullptr;
      if (Pattern && J < Pattern->getNumParams()) {
        PP = Pattern->getParamDecl(J);
        if (!PP->isParameterPack())
          ++J;
      }
      if (PP && isForwardingReference(PP->getType()))
        continue;
      if (LValueRef(C->getParamDecl(I)->getType()))
        Keep(CE->getArg(I));
    }
  }
  if (const auto *IL = dyn_cast<InitListExpr>(St)) {
    const auto *RD = IL->getType()->getAsCXXRecordDecl();
    if (RD && RD->hasDefinition() && !RD->isUnion()) {
      unsigned I = RD->getNumBases();
      for (const FieldDecl *FD : RD->fields()) {
        if (I >= IL->getNumInits())
          break;
        if (LValueRef(FD->getType()))
          Keep(IL->getInit(I));
        ++I;
      }
    }
  }
  for (const Stmt *Child : St->children())
    collectKept(Child, Out);
}

bool ModuleObjects::keptByReference(const FieldDecl *FD) {
  const CXXRecordDecl *RD = dyn_cast<CXXRecordDecl>(FD->getParent());
  if (!RD || !RD->hasDefinition())
    return false;
  RD = RD->getDefinition();
  auto It = Kept.find(RD);
  if (It == Kept.end()) {
    llvm::DenseSet<const FieldDecl *> K;
    auto RefField = [](const FieldDecl *F) {
      return F->getType()->isLValueReferenceType() &&
             !F->getType().getNonReferenceType().isConstQualified();
    };
    for (const FieldDecl *F : RD->fields())
      if (const Expr *Init = F->getInClassInitializer()) {
        if (RefField(F))
          if (const FieldDecl *W = writtenField(Init))
            K.insert(W);
        collectKept(Init, K);
      }
    for (const CXXMethodDecl *M : RD->methods()) {
      const FunctionDecl *Def = nullptr;
      if (!M->isDefined(Def))
        continue;
      if (const auto *C = dyn_cast<CXXConstructorDecl>(Def))
        for (const CXXCtorInitializer *I : C->inits()) {
          if (!I->isWritten() || !I->getInit())
            continue;
          if (const FieldDecl *F = I->getMember(); F && RefField(F))
            if (const FieldDecl *W = writtenField(I->getInit()))
              K.insert(W);
          collectKept(I->getInit(), K);
        }
      collectKept(Def->getBody(), K);
    }
    It = Kept.try_emplace(RD, std::move(K)).first;
  }
  return It->second.count(FD) != 0;
}

bool ModuleObjects::mayChange(const CXXMethodDecl *M) {
  // A library method: what the rules say of it (`zero_grad` keeps the
  // module; `push_back` changes it; one they do not describe may).
  if (!AC.Library || AC.Library->isLibrary(M))
    return !AC.Rules || !AC.Rules->keepsObject(M->getQualifiedNameAsString());
  const FunctionDecl *Def = nullptr;
  if (!M->isDefined(Def)) {
    // Defined in another TU of the program: what its summary says.
    if (AC.Program)
      if (const ExportedSignature *E = AC.Program->find(FunctionIndex::usr(M)))
        return E->ChangesObject; // the call's import noted the use
    return true;
  }
  if (AC.Library->isLibrary(Def))
    return true;
  const llvm::DenseSet<const FieldDecl *> *W =
      writesOf(M->getParent()->getDefinition());
  return !W || !W->empty();
}

const llvm::DenseSet<const FieldDecl *> *
ModuleObjects::writesOf(const CXXRecordDecl *RD) {
  auto It = Written.find(RD);
  if (It != Written.end())
    return &It->second;
  if (!Scanning.insert(RD).second)
    return nullptr; // being scanned (classes holding one another)
  // A user module's method called on a sub-module (`patch->embed(x)`)
  // changes it only if a method of its class writes one of its fields.
  auto MayChange = [&](const CXXMethodDecl *M) { return mayChange(M); };
  llvm::DenseSet<const FieldDecl *> W;
  for (const CXXMethodDecl *M : RD->methods()) {
    const FunctionDecl *Def = nullptr;
    if (isa<CXXConstructorDecl>(M) || isa<CXXDestructorDecl>(M) ||
        !M->isDefined(Def))
      continue;
    // A defaulted copy or move assignment (`sx = Spline(s, x)`) replaces
    // the whole object by another one a constructor made: each field still
    // holds what a constructor set.
    if ((M->isCopyAssignmentOperator() || M->isMoveAssignmentOperator()) &&
        M->isDefaulted())
      continue;
    collectWrites(Def->getBody(), W, AC.Rules, MayChange);
  }
  Scanning.erase(RD);
  return &Written.try_emplace(RD, std::move(W)).first->second;
}

static const ClassTemplateSpecializationDecl *
holderSpec(const CXXRecordDecl *RD, const RuleSet *Rules) {
  if (!RD)
    return nullptr;
  if (const auto *Spec = dyn_cast<ClassTemplateSpecializationDecl>(RD))
    if (packSays(Rules, "module_holder",
                 Spec->getSpecializedTemplate()->getQualifiedNameAsString()))
      return Spec;
  if (!RD->hasDefinition())
    return nullptr;
  for (const CXXBaseSpecifier &B : RD->bases())
    if (const auto *H = holderSpec(B.getType()->getAsCXXRecordDecl(), Rules))
      return H;
  return nullptr;
}

bool ModuleObjects::isHolder(const CXXRecordDecl *RD, const RuleSet *Rules) {
  return holderSpec(RD, Rules) != nullptr;
}

const CXXRecordDecl *ModuleObjects::heldClass(const CXXRecordDecl *RD,
                                              const RuleSet *Rules) {
  const ClassTemplateSpecializationDecl *Spec = holderSpec(RD, Rules);
  if (!Spec || Spec->getTemplateArgs().size() < 1 ||
      Spec->getTemplateArgs()[0].getKind() != TemplateArgument::Type)
    return nullptr;
  return Spec->getTemplateArgs()[0].getAsType()->getAsCXXRecordDecl();
}

const CXXConstructorDecl *
ModuleObjects::pickConstructor(const CXXRecordDecl *RD, unsigned N) {
  const CXXConstructorDecl *Best = nullptr;
  if (!RD || !RD->hasDefinition())
    return nullptr;
  for (const CXXConstructorDecl *C : RD->ctors()) {
    if (C->isCopyOrMoveConstructor() || C->isDeleted())
      continue;
    if (N < C->getMinRequiredArguments() ||
        (N > C->getNumParams() && !C->isVariadic()))
      continue;
    if (!Best || (C->getNumParams() == N && Best->getNumParams() != N))
      Best = C;
  }
  return Best;
}

const CXXMethodDecl *ModuleObjects::forwardOf(const CXXRecordDecl *RD,
                                              unsigned N,
                                              const RuleSet *Rules) {
  if (!RD || !RD->hasDefinition())
    return nullptr;
  for (const CXXMethodDecl *M : RD->methods())
    if (M->getIdentifier() && isModuleMethod(Rules, M->getName()) &&
        N >= M->getMinRequiredArguments() && N <= M->getNumParams())
      return M;
  for (const CXXBaseSpecifier &B : RD->bases())
    if (const CXXMethodDecl *M =
            forwardOf(B.getType()->getAsCXXRecordDecl(), N, Rules))
      return M;
  return nullptr;
}

void ModuleObjects::dimsOf(
    const RuleValue &Instance,
    llvm::SmallVectorImpl<std::pair<llvm::StringRef, Dim>> &Out) {
  if (!Instance.is(RuleValue::Module))
    return;
  for (const auto &[Name, V] : Instance.Fields)
    if (llvm::StringRef(Name).starts_with(DimPrefix) && V.is(RuleValue::Int) &&
        !V.IntV.isDynamic())
      Out.push_back(
          {llvm::StringRef(Name).drop_front(DimPrefix.size()), V.IntV});
}

void ModuleObjects::headerNames(
    const CXXRecordDecl *RD,
    llvm::SmallVectorImpl<std::pair<llvm::StringRef, llvm::StringRef>> &Out) {
  if (!RD)
    return;
  for (const CXXConstructorDecl *C : RD->ctors()) {
    std::vector<llvm::StringRef> Defined;
    const FunctionDecl *Def = nullptr;
    if (C->isDefined(Def)) {
      for (const ParmVarDecl *P : Def->parameters())
        Defined.push_back(P->getIdentifier() ? P->getName() : "");
    } else if (const ExportedSignature *E = AC.Index.exported(C)) {
      for (const std::string &N : E->ParamNames)
        Defined.push_back(N);
    }
    for (const FunctionDecl *R : C->redecls())
      for (unsigned I = 0; I < R->getNumParams() && I < Defined.size(); ++I) {
        const ParmVarDecl *P = R->getParamDecl(I);
        if (!P->getIdentifier() || Defined[I].empty() ||
            Defined[I].starts_with("#") || P->getName() == Defined[I])
          continue;
        Out.push_back({P->getName(), Defined[I]});
      }
  }
}
