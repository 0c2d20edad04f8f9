//===- BodyVariables.cpp - Declared types and assignments -----------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// What the analyzer's state says about variables: the annotated type of a
// variable or field (per object for fields), and the effects of writing one:
// `x = e` checks e against x's annotation or gives x a new value, a call that
// may modify an argument in place makes it unknown (or keeps what an object
// of a class with dimensions keeps).
//
//===----------------------------------------------------------------------===//
#include "Frontend/BodyAnalyzer.h"
#include "Frontend/ClassDims.h"
#include "Frontend/IntValues.h"
#include "Frontend/LibraryCode.h"
#include "Frontend/LocalVars.h"
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
    // A static data member in the methods of its class (or of a class
    // derived from it): the class's own names, as its fields have.
    if (VD->isStaticDataMember() && ownsField(VD))
      return Inst->array(A->Ann, A->Loc);
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
    ModuleObjects::dimsOf(*Obj->rich(), Dims);
    for (const auto &[Name, Size] : Dims)
      Slot->bindOuter(Name, Size);
  }
  return Slot->array(A->Ann, A->Loc);
}

bool BodyAnalyzer::isThisMember(const Expr *E) {
  const auto *ME =
      dyn_cast_or_null<MemberExpr>(E ? E->IgnoreParenImpCasts() : nullptr);
  return ME && isa<FieldDecl>(ME->getMemberDecl()) &&
         isa<CXXThisExpr>(ME->getBase()->IgnoreParenImpCasts());
}

//===----------------------------------------------------------------------===//
// Assignment
//===----------------------------------------------------------------------===//

void BodyAnalyzer::assign(const Expr *LHS, const Value &V0, const Expr *RHS) {
  const Expr *L = LHS->IgnoreParenImpCasts();
  Value V = V0;
  if (V.kind() == Value::None)
    V = unknownOf(LHS->getType());
  SourceLoc RLoc = AC.Locs.range(RHS);
  // The value assigned to Name, against Name's annotation.
  auto Why = [&](const SourceLoc &AnnLoc, const std::string &Name) {
    Reason R;
    R.Loc = RLoc;
    R.Context = ReasonDesc::named(ReasonDesc::Kind::AssignedValue, Name);
    R.Expected = ReasonDesc::named(ReasonDesc::Kind::Annotation, Name);
    R.ExpectedLoc = AnnLoc;
    return R;
  };
  auto Check = [&](const shapecheck::ArrayType &T, const SourceLoc &AnnLoc,
                   const std::string &Name) {
    if (V.isArray())
      S.unifyArray(T, V.arr(), Why(AnnLoc, Name));
  };
  if (const auto *DRE = dyn_cast<DeclRefExpr>(L)) {
    const ValueDecl *D = aliased(DRE->getDecl());
    // A reference to a local the analysis cannot name (`c ? A : B`).
    if (D == DRE->getDecl() && D->getType()->isReferenceType() &&
        !isa<ParmVarDecl>(D))
      invalidateEscaped();
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
  // `*out = m` through a pointer parameter the caller lent its array
  // (`void sigmaPoints(MatrixXd *out)`): the parameter holds what is
  // written, the caller's array after the call (paramsOut).
  if (const auto *UO = dyn_cast<UnaryOperator>(L);
      UO && UO->getOpcode() == UO_Deref) {
    const auto *DRE =
        dyn_cast<DeclRefExpr>(UO->getSubExpr()->IgnoreParenImpCasts());
    // `*p = m` with `p = &X`: X holds m.
    if (DRE && aliased(DRE->getDecl()) != DRE->getDecl()) {
      assign(DRE, V, RHS);
      return;
    }
    // Through a pointer that may point at any local whose address the
    // function takes.
    if (AC.Arrays.isArray(L->getType()) &&
        !(DRE && isa<ParmVarDecl>(DRE->getDecl())))
      invalidateEscaped();
    if (DRE)
      if (const auto *PD = dyn_cast<ParmVarDecl>(DRE->getDecl());
          PD && AC.Arrays.isOutParam(PD->getType()) &&
          !PD->getType()->isReferenceType()) {
        Reason Fixed;
        Fixed.Loc = RLoc;
        Fixed.Context = ReasonDesc::named(ReasonDesc::Kind::AssignedValue,
                                          "*" + PD->getName().str());
        Fixed.Expected = ReasonDesc::of(ReasonDesc::Kind::DeclaredSizes);
        Cur.Vars[PD] = assignStaticType(AC.Arrays, S, V,
                                        PD->getType()->getPointeeType(), Fixed);
        return;
      }
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
      if (A && !UndecidedClassDims.empty() && isThisMember(ME) &&
          ownsField(cast<FieldDecl>(D))) {
        // Sized by a name no constructor decides: this method decides the
        // object's sizes (UndecidedClassDims), checked when it ends.
        llvm::SmallVector<std::string, 4> Names;
        dimNames(A->Ann.Shape, Names);
        if (llvm::any_of(Names, [&](const std::string &N) {
              return UndecidedClassDims.count(N);
            })) {
          if (V.isArray()) {
            ResizesOnEveryPath &= onEveryPath(LHS);
            llvm::erase_if(
                Resizes, [&](const PendingResize &P) { return P.Field == D; });
            Resizes.push_back({D, A, V.arr(), Why(A->Loc, D->getName().str())});
          }
          return;
        }
      }
      Check(*T, A ? A->Loc : SourceLoc(), D->getName().str());
    } else if (isThisMember(ME)) {
      setField(cast<FieldDecl>(D), V);
    } else {
      setObjectField(ME, V);
    }
    return;
  }
  eval(LHS);
  forgetContainer(LHS);
}

void BodyAnalyzer::checkResizes() {
  if (Resizes.empty())
    return;
  // What each assignment says of each name, where its annotation sizes an
  // axis by the name alone and the value has the annotation's rank: two
  // disagree when they give a name sizes that differ by a constant.
  std::vector<llvm::StringMap<DimExpr>> Says(Resizes.size());
  for (size_t I = 0; I < Resizes.size(); ++I) {
    const ShapeSpec &Spec = Resizes[I].A->Ann.Shape;
    ArrayType V = S.resolve(Resizes[I].Value);
    if (!V.Shape.hasFixedRank() || V.Shape.Prefix.size() != Spec.Axes.size())
      continue;
    for (size_t X = 0; X < Spec.Axes.size(); ++X) {
      const Axis &Ax = Spec.Axes[X];
      if (Ax.K == Axis::Sized && Ax.Size && Ax.Size->K == AxisExpr::Var &&
          !Ax.Broadcastable && !V.Shape.Prefix[X].isDynamic())
        Says[I].try_emplace(Ax.Size->Name, V.Shape.Prefix[X].E);
    }
  }
  std::vector<unsigned> Against(Resizes.size(), 0);
  for (size_t I = 0; I < Resizes.size(); ++I)
    for (size_t J = I + 1; J < Resizes.size(); ++J)
      for (const auto &E : Says[I]) {
        auto It = Says[J].find(E.getKey());
        if (It == Says[J].end())
          continue;
        std::optional<int64_t> Diff = (E.getValue() - It->second).asConstant();
        if (Diff && *Diff != 0) {
          ++Against[I];
          ++Against[J];
          break;
        }
      }
  std::vector<size_t> Order(Resizes.size());
  for (size_t I = 0; I < Order.size(); ++I)
    Order[I] = I;
  std::stable_sort(Order.begin(), Order.end(),
                   [&](size_t L, size_t R) { return Against[L] < Against[R]; });
  Instantiation Resizing(S, VarKind::Flexible, name());
  for (const auto &[Name, Size] : Inst->outerNames())
    if (!UndecidedClassDims.count(Name))
      Resizing.bindOuter(Name, Size);
  for (size_t I : Order) {
    const PendingResize &P = Resizes[I];
    S.unifyArray(Resizing.array(P.A->Ann, P.A->Loc), P.Value, P.Why);
  }
  // A sizing that some path skips leaves the object's sizes unknown after
  // the call: never the sizes of one path stated for all.
  for (const auto &E : Resizing.dimVars())
    if (UndecidedClassDims.count(E.getKey()))
      ResizedDims[E.getKey()] =
          ResizesOnEveryPath
              ? Dim::var(E.getValue())
              : unknownObjectDim(E.getKey(), AC.Locs.point(F->getLocation()));
  Resizes.clear();
}

void BodyAnalyzer::forgetContainer(const Expr *Target) {
  const Expr *E = Target;
  bool Through = false;
  for (unsigned Depth = 0; E && Depth < 16; ++Depth) {
    E = E->IgnoreParenImpCasts();
    if (const auto *OC = dyn_cast<CXXOperatorCallExpr>(E);
        OC && OC->getOperator() == OO_Subscript && OC->getNumArgs() >= 1) {
      E = OC->getArg(0);
    } else if (const auto *AS = dyn_cast<ArraySubscriptExpr>(E)) {
      E = AS->getBase();
    } else if (const auto *MC = dyn_cast<CXXMemberCallExpr>(E);
               MC && MC->getMethodDecl() &&
               MC->getMethodDecl()->getIdentifier() &&
               llvm::is_contained({"at", "front", "back"},
                                  MC->getMethodDecl()->getName())) {
      E = MC->getImplicitObjectArgument();
    } else {
      break;
    }
    Through = true;
  }
  if (!Through || !E)
    return;
  E = E->IgnoreParenImpCasts();
  // A tensor's element keeps the tensor's shape.
  if (AC.Arrays.isArray(E->getType()))
    return;
  if (const auto *DRE = dyn_cast<DeclRefExpr>(E)) {
    const ValueDecl *D = DRE->getDecl();
    if (Cur.lookup(D) && !Declared.count(D))
      Cur.Vars[D] = unknownOf(D->getType());
    return;
  }
  if (const auto *ME = dyn_cast<MemberExpr>(E)) {
    if (isThisMember(ME))
      setField(cast<FieldDecl>(ME->getMemberDecl()), unknownOf(ME->getType()));
    else
      setObjectField(ME, unknownOf(ME->getType()));
  }
}

/// Obj with the member at Path[I..] (outermost last) set to V; false when
/// a member on the way is not an object whose fields are known.
static bool setPath(RuleValue &Obj, llvm::ArrayRef<const FieldDecl *> Path,
                    const RuleValue &V) {
  if (!Obj.is(RuleValue::Module) && !Obj.is(RuleValue::Options))
    return false;
  const FieldDecl *FD = Path.back();
  if (!FD->getIdentifier())
    return false;
  if (Path.size() == 1) {
    Obj.setField(FD->getName(), V);
    return true;
  }
  const RuleValue *Inner = Obj.field(FD->getName());
  if (!Inner)
    return false;
  RuleValue Sub = *Inner;
  if (!setPath(Sub, Path.drop_back(), V))
    return false;
  Obj.setField(FD->getName(), std::move(Sub));
  return true;
}

void BodyAnalyzer::setObjectField(const MemberExpr *ME, const Value &V) {
  const auto *FD = dyn_cast<FieldDecl>(ME->getMemberDecl());
  if (!FD || isThisMember(ME))
    return;
  // The variable the write starts from, and the members down to the one
  // written: `cfg` in `cfg.sub.a = 1`, the field `settings_` in
  // `settings_.batch_size = 8` (`this->settings_`).
  llvm::SmallVector<const FieldDecl *, 4> Path{FD}; // innermost first
  bool Exact = !ME->isArrow();
  const Expr *Base = ME->getBase()->IgnoreParenImpCasts();
  while (const auto *Inner = dyn_cast<MemberExpr>(Base)) {
    if (isThisMember(Inner))
      break;
    const auto *IFD = dyn_cast<FieldDecl>(Inner->getMemberDecl());
    if (!IFD)
      return;
    Path.push_back(IFD);
    Exact &= !Inner->isArrow() && !IFD->getType()->isReferenceType();
    Base = Inner->getBase()->IgnoreParenImpCasts();
  }
  const ValueDecl *Root = nullptr;
  if (isThisMember(Base)) {
    Root = cast<MemberExpr>(Base)->getMemberDecl();
  } else if (const auto *DRE = dyn_cast<DeclRefExpr>(Base);
             DRE && isa<VarDecl>(DRE->getDecl())) {
    Root = aliased(DRE->getDecl()); // `s.n = 8` with `auto &s = cfg_;`
  }
  if (!Root || Declared.count(Root))
    return;
  auto It = Cur.Vars.find(Root);
  if (It == Cur.Vars.end())
    return;
  Exact &= !Root->getType()->isReferenceType();
  RuleValue Obj = It->second.toRule();
  RuleValue Item = V.isInt() || V.isArray() || V.isRich()
                       ? V.toRule()
                       : RuleValue::unknown();
  if (Exact && setPath(Obj, Path, Item)) {
    It->second = Value::fromRule(std::move(Obj));
    return;
  }
  // Another object may see this write (a reference, a pointer), or a
  // member on the way is unknown: what the variable held is no longer
  // known.
  if (isa<FieldDecl>(Root))
    Cur.Vars.erase(It);
  else
    It->second = unknownOf(Root->getType().getNonReferenceType());
}

void BodyAnalyzer::noteAlias(const VarDecl *VD) {
  QualType T = VD->getType();
  const Expr *Init = VD->getInit();
  // A reference to an object of a class (`auto &s = settings_;`, `Config
  // &c = cfg;`): the object under another name, read and written through
  // it.
  if (Init && T->isLValueReferenceType() && !isa<ParmVarDecl>(VD) &&
      T.getNonReferenceType()->isRecordType() &&
      !AC.Arrays.isArray(T.getNonReferenceType())) {
    const Expr *I = Init->IgnoreParenImpCasts();
    const ValueDecl *Target = nullptr;
    if (isThisMember(I))
      Target = cast<MemberExpr>(I)->getMemberDecl();
    else if (const VarDecl *L = localNamed(I); L && L != VD)
      Target = aliased(L);
    if (Target && !Target->getType()->isReferenceType())
      Aliases[VD] = Target;
    return;
  }
  if (!Init || !AC.Arrays.isArray(writablePointee(T)))
    return;
  const Expr *I = Init->IgnoreParenImpCasts();
  const auto *UO = dyn_cast<UnaryOperator>(I);
  bool AddrOf = UO && UO->getOpcode() == UO_AddrOf;
  if (T->isPointerType() != AddrOf)
    return;
  const VarDecl *Target = localNamed(I, /*AddressOf=*/true);
  if (!Target || Target == VD ||
      (T->isPointerType() && F && changesLocal(F->getBody(), VD)))
    return;
  Aliases[VD] = aliased(Target);
}

const ValueDecl *BodyAnalyzer::aliased(const ValueDecl *D) const {
  for (unsigned Depth = 0; Depth < 16; ++Depth) {
    auto It = Aliases.find(D);
    if (It == Aliases.end())
      break;
    D = It->second;
  }
  return D;
}

/// What a reference initialized with E may bind: E, or either branch of
/// `c ? A : B`.
static llvm::SmallVector<const Expr *, 2> bindable(const Expr *E) {
  E = E->IgnoreParenImpCasts();
  if (const auto *C = dyn_cast<ConditionalOperator>(E)) {
    llvm::SmallVector<const Expr *, 2> Out = bindable(C->getTrueExpr());
    Out.append(bindable(C->getFalseExpr()));
    return Out;
  }
  return {E};
}

/// The locals whose address St takes, or that a non-const reference binds.
static void collectEscaped(const Stmt *St, const ArrayTypes &Arrays,
                           llvm::SmallPtrSetImpl<const VarDecl *> &Out) {
  if (!St)
    return;
  if (const auto *UO = dyn_cast<UnaryOperator>(St);
      UO && UO->getOpcode() == UO_AddrOf)
    if (const VarDecl *VD = localNamed(UO, /*AddressOf=*/true))
      Out.insert(VD);
  if (const auto *DS = dyn_cast<DeclStmt>(St))
    for (const Decl *D : DS->decls())
      if (const auto *VD = dyn_cast<VarDecl>(D);
          VD && VD->getInit() && VD->getType()->isReferenceType() &&
          !VD->getType().getNonReferenceType().isConstQualified())
        for (const Expr *I : bindable(VD->getInit()))
          if (const VarDecl *T = localNamed(I, /*AddressOf=*/true))
            Out.insert(T);
  for (const Stmt *Child : St->children())
    collectEscaped(Child, Arrays, Out);
}

void BodyAnalyzer::invalidateEscaped() {
  if (!F)
    return;
  llvm::SmallPtrSet<const VarDecl *, 8> Escaped;
  collectEscaped(F->getBody(), AC.Arrays, Escaped);
  for (const VarDecl *VD : Escaped)
    if (AC.Arrays.isArray(VD->getType()) && !Declared.count(VD))
      if (auto It = Cur.Vars.find(VD); It != Cur.Vars.end())
        It->second = widen(S, It->second);
}

void BodyAnalyzer::invalidate(const Expr *Arg) {
  const Expr *E = Arg->IgnoreParenImpCasts();
  const ValueDecl *D = nullptr;
  if (const auto *DRE = dyn_cast<DeclRefExpr>(E))
    D = aliased(DRE->getDecl());
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

void BodyAnalyzer::unfollow(const Expr *Arg) {
  const auto *DRE = dyn_cast<DeclRefExpr>(Arg->IgnoreParenImpCasts());
  const Value *V = DRE ? Cur.lookup(aliased(DRE->getDecl())) : nullptr;
  if (!V || !V->is(RuleValue::Module) ||
      !V->rich()->field(ModuleObjects::StateField))
    return;
  RuleValue Obj = *V->rich();
  llvm::erase_if(Obj.Fields, [](const auto &F) {
    return F.first == ModuleObjects::StateField;
  });
  Cur.Vars[aliased(DRE->getDecl())] = Value::fromRule(std::move(Obj));
}

void BodyAnalyzer::dumpFirstValue(const ValueDecl *D) {
  auto It = UndumpedLocals.find(D);
  if (It != UndumpedLocals.end())
    It->second.Assigned = true;
}

void BodyAnalyzer::dumpAssignedLocals() {
  llvm::SmallVector<const ValueDecl *, 4> Done;
  for (auto &[D, U] : UndumpedLocals) {
    if (!U.Assigned || U.Depth != BlockDepth)
      continue;
    const Value *V = Cur.Reachable ? Cur.lookup(D) : nullptr;
    AC.Dump->addLocal(D, AC.Locs.point(D->getLocation()), D->getName().str(),
                      V && V->isArray() ? V->arr() : U.Empty, S);
    Done.push_back(D);
  }
  for (const ValueDecl *D : Done)
    UndumpedLocals.erase(D);
}
