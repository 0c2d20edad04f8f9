//===- BodySymbols.cpp - Fixed unknown integers of a body -----------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Where an integer's value is unknown but cannot change, the body reads a
// symbol (IntSymbols.h) instead of an unknown: the generic instance's
// constructor parameters (BodyAnalyzer.cpp), the integer fields of an
// options struct that constructor is given (`cfg.hidden`), a field of `this`
// that only constructors set, and a local set once from a value nobody
// knows (`int64_t nf = std::stoi(argv[1])`). A local whose value comes from
// an array (`x.size(0)` of an unknown shape) stays unknown: two reads of one
// unknown axis would otherwise be two different symbols.
//
//===----------------------------------------------------------------------===//
// GCC (12) warns of a null `this` in ExternalASTSource code that
// RecursiveASTVisitor inlines, on a path that cannot be taken.
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wnonnull"
#endif

#include "Frontend/BodyAnalyzer.h"
#include "Frontend/IntValues.h"
#include "Frontend/LibraryCode.h"
#include "Frontend/ModuleObjects.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include <functional>

using namespace shapecheck;
using namespace clang;

Dim BodyAnalyzer::symbol(const void *Root, const void *Member,
                         llvm::StringRef Name, SourceLocation Loc,
                         ReasonDesc What, int64_t Index) {
  return AC.Symbols.get(S, Root, Member, Name, AC.Locs.point(Loc),
                        std::move(What), Index);
}

/// Whether a parameter of type T cannot be changed through it: by value or
/// by reference to const.
static bool readOnlyParam(QualType T) {
  if (T->isReferenceType())
    return T.getNonReferenceType().isConstQualified();
  return !T->isPointerType();
}

/// The options parameter P of constructor F that E reads a named integer
/// field of (`cfg.hidden`), or null.
static const ParmVarDecl *optionsParamRead(const MemberExpr *E,
                                           const FunctionDecl *F) {
  const auto *FD = dyn_cast<FieldDecl>(E->getMemberDecl());
  if (!FD || !FD->getIdentifier() || !isIntegerType(FD->getType()))
    return nullptr;
  const auto *DRE = dyn_cast<DeclRefExpr>(E->getBase()->IgnoreParenImpCasts());
  const auto *PD = DRE ? dyn_cast<ParmVarDecl>(DRE->getDecl()) : nullptr;
  if (!PD || !F || PD->getDeclContext() != F || !readOnlyParam(PD->getType()) ||
      !PD->getIdentifier())
    return nullptr;
  return PD;
}

void BodyAnalyzer::noteOptionsField(const MemberExpr *E, const Value &V) {
  // In one instance's constructor (the generic one reads symbols, see
  // symbolicMember), an options field with a known value is that value
  // under the field's name, so that the methods' annotations naming it
  // (`"b in_channels"`) bind to it as they bind to a parameter's value:
  // `Config cfg; Net model(cfg);` takes the fields' default initialisers.
  if (Generic || !V.isInt() || V.dim().isDynamic() ||
      !isa_and_nonnull<CXXConstructorDecl>(F) || !optionsParamRead(E, F))
    return;
  llvm::StringRef Name = E->getMemberDecl()->getName();
  if (llvm::none_of(CtorDims, [&](const auto &P) { return P.first == Name; }))
    CtorDims.push_back({Name.str(), V.dim()});
}

void BodyAnalyzer::noteOptionsPassedOn(const Expr *Arg, const Value &V) {
  // `patch_embed(cfg)` in one instance's constructor: the options struct
  // handed on whole names its known fields for the methods' annotations,
  // as reading each of them here would (noteOptionsField); otherwise an
  // annotation's `in_channels` that only a sub-module reads stays a fresh
  // dimension in this instance.
  if (Generic || !isa_and_nonnull<CXXConstructorDecl>(F) || !V.isRich())
    return;
  const auto *DRE = dyn_cast<DeclRefExpr>(Arg->IgnoreParenImpCasts());
  const auto *PD = DRE ? dyn_cast<ParmVarDecl>(DRE->getDecl()) : nullptr;
  if (!PD || PD->getDeclContext() != F || !readOnlyParam(PD->getType()) ||
      !PD->getIdentifier())
    return;
  for (const auto &[Name, FV] : V.rich()->Fields) {
    if (!FV.is(RuleValue::Int) || FV.IntV.isDynamic())
      continue;
    if (llvm::none_of(CtorDims, [&](const auto &P) { return P.first == Name; }))
      CtorDims.push_back({Name, FV.IntV});
  }
}

Dim BodyAnalyzer::optionsFieldSymbol(const ParmVarDecl *PD, const FieldDecl *FD,
                                     clang::SourceLocation Loc) {
  std::string Name = (PD->getName() + "." + FD->getName()).str();
  Dim D = symbol(PD, FD, Name, Loc,
                 ReasonDesc::ctorParamPart(
                     ReasonDesc::Kind::CtorOptionsField,
                     cast<CXXMethodDecl>(F)->getParent()->getNameAsString(),
                     PD->getName().str()));
  // The methods' annotations name it by the field's name (`image_size`),
  // unless a parameter has that name.
  if (llvm::none_of(CtorDims,
                    [&](const auto &P) { return P.first == FD->getName(); }))
    CtorDims.push_back({FD->getName().str(), D});
  return D;
}

std::optional<Value> BodyAnalyzer::symbolicMember(const MemberExpr *E) {
  const auto *FD = dyn_cast<FieldDecl>(E->getMemberDecl());
  if (!FD || !FD->getIdentifier() || !isIntegerType(FD->getType()))
    return std::nullopt;
  const Expr *Base = E->getBase()->IgnoreParenImpCasts();
  // `cfg.hidden` of the generic constructor's options parameter.
  if (const auto *DRE = dyn_cast<DeclRefExpr>(Base)) {
    const auto *PD = dyn_cast<ParmVarDecl>(DRE->getDecl());
    if (!Generic || !PD || PD->getDeclContext() != F ||
        !readOnlyParam(PD->getType()) || !PD->getIdentifier())
      return std::nullopt;
    if (const Value *V = Cur.lookup(PD); V && V->kind() != Value::None)
      return std::nullopt;
    return Value::integer(optionsFieldSymbol(PD, FD, E->getExprLoc()));
  }
  // `this->n` in a method, set by constructors only, with no known value.
  if (isa<CXXThisExpr>(Base) && F && !isa<CXXConstructorDecl>(F) &&
      AC.Objects && !AC.Objects->writtenOutsideConstructors(FD)) {
    const Value *V = Cur.lookup(FD);
    if (V && !(V->isInt() && V->dim().isDynamic()))
      return std::nullopt;
    return Value::integer(
        symbol(FD, nullptr, FD->getName(), FD->getLocation(),
               ReasonDesc::ofClass(ReasonDesc::Kind::CtorSetField,
                                   FD->getParent()->getNameAsString())));
  }
  return std::nullopt;
}

std::optional<Value> BodyAnalyzer::symbolicElement(const CallExpr *E,
                                                   const CallSite &C) {
  // Only the generic instance's constructor: an instance's arguments are
  // values (a literal list gives its elements).
  const auto *M = dyn_cast_or_null<CXXMethodDecl>(C.Callee);
  if (!Generic || !isa_and_nonnull<CXXConstructorDecl>(F) || !M ||
      !isIntegerType(E->getType()) || C.Args.size() != 1 ||
      !C.Args[0].V.isInt())
    return std::nullopt;
  const OverloadedOperatorKind Op = M->getOverloadedOperator();
  if (Op != OO_Subscript && !(M->getIdentifier() && M->getName() == "at"))
    return std::nullopt;
  const Expr *Obj = nullptr;
  if (const auto *MC = dyn_cast<CXXMemberCallExpr>(E))
    Obj = MC->getImplicitObjectArgument();
  else if (const auto *OC = dyn_cast<CXXOperatorCallExpr>(E))
    Obj = OC->getNumArgs() == 2 ? OC->getArg(0) : nullptr;
  const auto *DRE =
      dyn_cast_or_null<DeclRefExpr>(Obj ? Obj->IgnoreParenImpCasts() : nullptr);
  const auto *PD = DRE ? dyn_cast<ParmVarDecl>(DRE->getDecl()) : nullptr;
  std::optional<int64_t> I = C.Args[0].V.dim().asConstant();
  // A list nobody can change here: a parameter of const type (by value or
  // by reference), not given by the construction.
  if (!PD || PD->getDeclContext() != F || !PD->getIdentifier() || !I ||
      *I < 0 || !PD->getType().getNonReferenceType().isConstQualified())
    return std::nullopt;
  if (const Value *V = Cur.lookup(PD); V && V->kind() != Value::None)
    return std::nullopt;
  std::string Name = (PD->getName() + "[" + llvm::Twine(*I) + "]").str();
  return Value::integer(
      symbol(PD, nullptr, Name, E->getExprLoc(),
             ReasonDesc::ctorParamPart(
                 ReasonDesc::Kind::CtorParamElement,
                 cast<CXXMethodDecl>(F)->getParent()->getNameAsString(),
                 PD->getName().str()),
             *I));
}

std::optional<Value> BodyAnalyzer::symbolicOptions(const Expr *E) {
  const auto *DRE = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
  const auto *PD = DRE ? dyn_cast<ParmVarDecl>(DRE->getDecl()) : nullptr;
  if (!Generic || !PD || PD->getDeclContext() != F || !AC.Objects ||
      !AC.Library || !readOnlyParam(PD->getType()) || !PD->getIdentifier())
    return std::nullopt;
  if (const Value *V = Cur.lookup(PD); V && V->kind() != Value::None)
    return std::nullopt;
  const CXXRecordDecl *RD =
      PD->getType().getNonReferenceType()->getAsCXXRecordDecl();
  if (!RD || !RD->hasDefinition() || RD->isLambda() ||
      AC.Library->isLibrary(RD) || AC.Arrays.isArray(PD->getType()) ||
      ModuleObjects::isHolder(RD, AC.Rules))
    return std::nullopt;
  // `patch(cfg)` in the generic constructor: the options struct handed on
  // has the same symbols as the fields read here (`cfg.patch_size`), so the
  // sub-module built with it shares this module's dimensions.
  RuleValue Obj =
      AC.Objects->construct(RD, nullptr, {}, AC.Locs.point(PD->getLocation()));
  if (!Obj.is(RuleValue::Module))
    return std::nullopt;
  bool Any = false;
  for (const FieldDecl *FD : RD->getDefinition()->fields()) {
    if (!FD->getIdentifier() || !isIntegerType(FD->getType()))
      continue;
    Obj.setField(FD->getName().str(), RuleValue::integer(optionsFieldSymbol(
                                          PD, FD, E->getExprLoc())));
    Any = true;
  }
  if (!Any)
    return std::nullopt;
  return Value::fromRule(std::move(Obj));
}

/// Whether E reads an array (its size, its rank): such a value is unknown
/// because the array's shape is, and is no symbol of its own.
static bool readsArray(const Stmt *E, const ArrayTypes &Arrays) {
  if (!E)
    return false;
  if (const auto *Ex = dyn_cast<Expr>(E))
    if (Arrays.isArray(Ex->getType()))
      return true;
  for (const Stmt *Child : E->children())
    if (readsArray(Child, Arrays))
      return true;
  return false;
}

namespace {

/// Whether a body may change a local: assigned, incremented, its address
/// taken, bound to a non-const reference (a local reference, a by-reference
/// lambda capture, a non-const reference parameter). A parameter that is a
/// forwarding reference (`Args &&...args` of a holder's constructor) is
/// taken to pass the value on, as LibTorch's holders do.
class ModifiedVisitor : public RecursiveASTVisitor<ModifiedVisitor> {
public:
  explicit ModifiedVisitor(const VarDecl *VD) : VD(VD) {}
  bool Modified = false;

  bool isVar(const Expr *E) const {
    const auto *DRE =
        dyn_cast_or_null<DeclRefExpr>(E ? E->IgnoreParenImpCasts() : nullptr);
    return DRE && DRE->getDecl() == VD;
  }
  bool VisitBinaryOperator(BinaryOperator *BO) {
    if (BO->isAssignmentOp() && isVar(BO->getLHS()))
      Modified = true;
    return !Modified;
  }
  bool VisitUnaryOperator(UnaryOperator *UO) {
    if ((UO->isIncrementDecrementOp() || UO->getOpcode() == UO_AddrOf) &&
        isVar(UO->getSubExpr()))
      Modified = true;
    return !Modified;
  }
  bool VisitVarDecl(VarDecl *D) {
    QualType T = D->getType();
    if (T->isLValueReferenceType() &&
        !T.getNonReferenceType().isConstQualified() && isVar(D->getInit()))
      Modified = true;
    return !Modified;
  }
  bool VisitLambdaExpr(LambdaExpr *L) {
    for (const LambdaCapture &C : L->captures())
      if (C.capturesVariable() && C.getCaptureKind() == LCK_ByRef &&
          C.getCapturedVar() == VD)
        Modified = true;
    return !Modified;
  }
  bool VisitCallExpr(CallExpr *C) {
    const auto *FD = dyn_cast_or_null<FunctionDecl>(C->getCalleeDecl());
    unsigned Skip =
        isa<CXXOperatorCallExpr>(C) && FD && isa<CXXMethodDecl>(FD) ? 1 : 0;
    for (unsigned I = 0; I < C->getNumArgs(); ++I)
      if (isVar(C->getArg(I)))
        checkParam(FD, I >= Skip ? I - Skip : ~0u);
    return !Modified;
  }
  bool VisitCXXConstructExpr(CXXConstructExpr *C) {
    for (unsigned I = 0; I < C->getNumArgs(); ++I)
      if (isVar(C->getArg(I)))
        checkParam(C->getConstructor(), I);
    return !Modified;
  }

private:
  void checkParam(const FunctionDecl *FD, unsigned I) {
    if (!FD || I == ~0u || I >= FD->getNumParams()) {
      Modified |= !FD || (I != ~0u && !FD->isVariadic());
      return;
    }
    if (const auto *CD = dyn_cast<CXXConstructorDecl>(FD);
        CD && CD->isInheritingConstructor())
      if (const CXXConstructorDecl *Base =
              CD->getInheritedConstructor().getConstructor())
        FD = Base;
    QualType T = FD->getParamDecl(I)->getType();
    if (!T->isLValueReferenceType() ||
        T.getNonReferenceType().isConstQualified())
      return;
    if (const FunctionDecl *Pattern = FD->getTemplateInstantiationPattern())
      if (isForwarding(Pattern, I))
        return;
    Modified = true;
  }
  /// Whether parameter I of a template's pattern is `T &&` (or a pack of
  /// them) for a template parameter T.
  static bool isForwarding(const FunctionDecl *Pattern, unsigned I) {
    for (const ParmVarDecl *P : Pattern->parameters()) {
      QualType T = P->getType();
      if (const auto *PE = T->getAs<PackExpansionType>())
        T = PE->getPattern();
      if (const auto *R = T->getAs<RValueReferenceType>())
        if (R->getPointeeType()->getAs<TemplateTypeParmType>() &&
            (P->isParameterPack() || P->getFunctionScopeIndex() == I))
          return true;
    }
    return false;
  }
  const VarDecl *VD;
};

} // namespace

bool BodyAnalyzer::isSymbolicLocal(const VarDecl *VD) const {
  if (LoopDepth != 0 || !VD->isLocalVarDecl() || VD->isStaticLocal() ||
      !VD->getIdentifier() || !isIntegerType(VD->getType()) ||
      VD->getType()->isReferenceType() || !F || !F->getBody())
    return false;
  const Expr *Init = VD->getInit();
  if (!Init || readsArray(Init, AC.Arrays))
    return false;
  ModifiedVisitor MV(VD);
  MV.TraverseStmt(const_cast<Stmt *>(F->getBody()));
  return !MV.Modified;
}

/// The operand of an integer-to-integer conversion (`int(n)`,
/// `static_cast<int64_t>(n)`, an implicit widening), or E itself.
static const Expr *skipIntConversions(const Expr *E) {
  while (true) {
    E = E->IgnoreParens();
    const auto *CE = dyn_cast<CastExpr>(E);
    if (!CE ||
        (CE->getCastKind() != CK_IntegralCast && CE->getCastKind() != CK_NoOp &&
         CE->getCastKind() != CK_LValueToRValue))
      return E;
    if (!CE->getSubExpr()->getType()->isIntegerType())
      return E;
    E = CE->getSubExpr();
  }
}

static std::optional<IntOp> partsOp(const Expr *E) {
  const auto *BO = dyn_cast<BinaryOperator>(E);
  if (!BO || !BO->getLHS()->getType()->isIntegerType() ||
      !BO->getRHS()->getType()->isIntegerType())
    return std::nullopt;
  switch (BO->getOpcode()) {
  case BO_Add:
    return IntOp::Add;
  case BO_Sub:
    return IntOp::Sub;
  case BO_Mul:
    return IntOp::Mul;
  case BO_Div:
    return IntOp::Div;
  case BO_Rem:
    return IntOp::Rem;
  default:
    return std::nullopt;
  }
}

std::optional<Dim> BodyAnalyzer::symbolicParts(const Expr *Init,
                                               const IntTrace &Trace,
                                               const VarDecl *VD,
                                               llvm::StringRef Name) {
  if (!partsOp(skipIntConversions(Init)))
    return std::nullopt;
  unsigned Parts = 0, Known = 0;
  // Each part that is not known is named after the local (`num_tokens.1`):
  // a name of the annotation language, as the dump and the summaries write
  // it, that no other dimension has; the note says which part it is.
  auto Part = [&](const Expr *E) {
    std::string PartName = (Name + "." + llvm::Twine(++Parts)).str();
    return symbol(VD, E, PartName, E->getBeginLoc(),
                  ReasonDesc::ctorParamPart(ReasonDesc::Kind::SymbolicPart,
                                            name(), Name.str()));
  };

  std::function<Dim(const Expr *)> Walk = [&](const Expr *E) -> Dim {
    if (auto It = Trace.find(E); It != Trace.end() && !It->second.isDynamic()) {
      ++Known;
      return It->second;
    }
    const Expr *Inner = skipIntConversions(E);
    if (Inner != E)
      if (auto It = Trace.find(Inner);
          It != Trace.end() && !It->second.isDynamic()) {
        ++Known;
        return It->second;
      }
    if (std::optional<IntOp> Op = partsOp(Inner)) {
      const auto *BO = cast<BinaryOperator>(Inner);
      Dim L = Walk(BO->getLHS()), R = Walk(BO->getRHS());
      Dim V = intArith(*Op, L, R);
      if (!V.isDynamic())
        return V;
    }
    return Part(Inner);
  };
  Dim V = Walk(Init);
  if (Known == 0 || V.isDynamic())
    return std::nullopt;
  return V;
}
