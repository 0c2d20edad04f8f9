//===- BodySymbols.cpp - Fixed unknown integers of a body -----------------===//
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
// GCC (12) warns of a null `this` in ExternalASTSource code that the
// mutation analyzer's matchers inline, on a path that cannot be taken.
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wnonnull"
#endif

#include "Frontend/BodyAnalyzer.h"
#include "Frontend/ModuleObjects.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/ExprCXX.h"
#include "clang/Analysis/Analyses/ExprMutationAnalyzer.h"

using namespace shapecheck;
using namespace clang;

static bool isIntegerType(QualType T) {
  T = T.getNonReferenceType();
  return !T.isNull() && T->isIntegerType() && !T->isBooleanType();
}

Dim BodyAnalyzer::symbol(const void *Root, const void *Member,
                         llvm::StringRef Name, SourceLocation Loc,
                         std::string What) {
  return AC.Symbols.get(S, Root, Member, Name, AC.Locs.point(Loc),
                        std::move(What));
}

/// Whether a parameter of type T cannot be changed through it: by value or
/// by reference to const.
static bool readOnlyParam(QualType T) {
  if (T->isReferenceType())
    return T.getNonReferenceType().isConstQualified();
  return !T->isPointerType();
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
    if (const Value *V = Cur.lookup(PD); V && V->K != Value::None)
      return std::nullopt;
    std::string Name = (PD->getName() + "." + FD->getName()).str();
    return Value::integer(symbol(
        PD, FD, Name, E->getExprLoc(),
        "'" + cast<CXXMethodDecl>(F)->getParent()->getNameAsString() +
            "', a field of its constructor's parameter '" +
            PD->getName().str() + "'"));
  }
  // `this->n` in a method, set by constructors only, with no known value.
  if (isa<CXXThisExpr>(Base) && F && !isa<CXXConstructorDecl>(F) &&
      AC.Objects && !AC.Objects->writtenOutsideConstructors(FD)) {
    const Value *V = Cur.lookup(FD);
    if (V && !(V->isInt() && V->I.isDynamic()))
      return std::nullopt;
    return Value::integer(symbol(FD, nullptr, FD->getName(), FD->getLocation(),
                                 "'" + FD->getParent()->getNameAsString() +
                                     "', a field set by its constructor"));
  }
  return std::nullopt;
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

bool BodyAnalyzer::isSymbolicLocal(const VarDecl *VD) const {
  if (LoopDepth != 0 || !VD->isLocalVarDecl() || VD->isStaticLocal() ||
      !VD->getIdentifier() || !isIntegerType(VD->getType()) ||
      VD->getType()->isReferenceType() || !F || !F->getBody())
    return false;
  const Expr *Init = VD->getInit();
  if (!Init || readsArray(Init, AC.Arrays))
    return false;
  ExprMutationAnalyzer Mut(*F->getBody(), AC.Ctx);
  return !Mut.isMutated(VD);
}
