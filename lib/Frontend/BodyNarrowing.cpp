//===- BodyNarrowing.cpp - What a check tells about the code after it -----===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Past `TORCH_CHECK(x.size(1) == in_features)`, `assert(a.size(1) ==
// b.size(0))` or `if (x.dim() != 4) throw ...;`, the compared sizes are
// equal and the rank is known, as a type checker narrows a type after an
// `isinstance` test. Past `TORCH_CHECK(embed % heads == 0)`, `embed` is a
// multiple of `heads`: `heads * (embed / heads)` is `embed` (Solver's
// divisibility facts). Past `if (k != x.size(1)) throw ...;`, a local set
// from a value nobody knows (`k = std::stoll(arg)`) is that size. Narrowing
// only makes an unknown size known: it never
// changes a size that is known (a conflict there is the check's business at
// run time, not a finding), so it cannot cause a false positive.
//
// The size and rank accessors are the packs': a method or function whose
// rule returns `size(self, dim)`, `sizes(self)` (then indexed) or
// `dim(self)` (RuleSet::accessor): LibTorch's `x.size(1)`, `x.sizes()[1]`,
// `x.dim()`, Eigen's `m.rows()`.
//
//===----------------------------------------------------------------------===//
#include "Frontend/BodyAnalyzer.h"
#include "Frontend/LibraryCode.h"
#include "Frontend/ModuleObjects.h"
#include "Frontend/RuleNames.h"
#include "Rules/RuleSet.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"

using namespace shapecheck;
using namespace clang;

static bool repeatable(const Expr *X, const ASTContext &Ctx);

/// Peels parentheses, casts and `__builtin_expect(e, 0)` (C10_UNLIKELY).
static const Expr *peel(const Expr *E) {
  while (E) {
    E = E->IgnoreParenImpCasts();
    if (const auto *C = dyn_cast<CallExpr>(E))
      if (C->getBuiltinCallee() == Builtin::BI__builtin_expect &&
          C->getNumArgs() >= 1) {
        E = C->getArg(0);
        continue;
      }
    if (const auto *C = dyn_cast<ExplicitCastExpr>(E)) {
      E = C->getSubExpr();
      continue;
    }
    return E;
  }
  return E;
}

/// The array variable E names (a local, a parameter, `this->field`).
static const ValueDecl *arrayVar(const Expr *E) {
  E = E->IgnoreParenImpCasts();
  if (const auto *DRE = dyn_cast<DeclRefExpr>(E))
    return DRE->getDecl();
  if (const auto *ME = dyn_cast<MemberExpr>(E))
    if (isa<CXXThisExpr>(ME->getBase()->IgnoreParenImpCasts()))
      return ME->getMemberDecl();
  return nullptr;
}

namespace {
/// A call of an accessor that the packs declare, with its operands: a
/// method's object first, then the arguments as written.
struct AccessorCall {
  RuleSet::Accessor A;
  llvm::SmallVector<const Expr *, 3> Ops;
  const Expr *array() const {
    return A.Array < Ops.size() ? Ops[A.Array] : nullptr;
  }
};
} // namespace

static std::optional<AccessorCall> accessorCall(const RuleSet *Rules,
                                                const Expr *E) {
  const auto *CE = dyn_cast_or_null<CallExpr>(E);
  const FunctionDecl *F = CE ? CE->getDirectCallee() : nullptr;
  if (!Rules || !F)
    return std::nullopt;
  AccessorCall Out;
  RuleCall RC;
  RC.QualifiedName = ruleName(F);
  if (const auto *MC = dyn_cast<CXXMemberCallExpr>(CE)) {
    Out.Ops.push_back(MC->getImplicitObjectArgument());
    RC.BaseNames = baseMethodNames(MC->getMethodDecl());
  }
  for (const Expr *A : CE->arguments()) {
    if (isa<CXXDefaultArgExpr>(A))
      break;
    Out.Ops.push_back(A);
  }
  std::optional<RuleSet::Accessor> A = Rules->accessor(RC, Out.Ops.size());
  if (!A || !Out.array())
    return std::nullopt;
  Out.A = *A;
  return Out;
}

std::optional<std::pair<const ValueDecl *, int64_t>>
BodyAnalyzer::sizeOf(const Expr *E) {
  E = peel(E);
  const Expr *Obj = nullptr, *Index = nullptr;
  std::optional<int64_t> Axis;
  if (auto C = accessorCall(AC.Rules, E);
      C && C->A.K == RuleSet::Accessor::Size) {
    Obj = C->array();
    Axis = C->A.Axis;
    if (C->A.AxisParam && *C->A.AxisParam < C->Ops.size())
      Index = C->Ops[*C->A.AxisParam];
  } else if (const auto *OC = dyn_cast<CXXOperatorCallExpr>(E)) {
    // `x.sizes()[i]`
    if (OC->getOperator() == OO_Subscript && OC->getNumArgs() == 2)
      if (auto C = accessorCall(AC.Rules, OC->getArg(0)->IgnoreImplicit());
          C && C->A.K == RuleSet::Accessor::Sizes) {
        Obj = C->array();
        Index = OC->getArg(1);
      }
  }
  // The object as written: `x` in `x.shape()[1]`, not the library base
  // class the method is inherited from (xtensor's xcontainer).
  if (Obj)
    Obj = Obj->IgnoreParenImpCasts();
  if (Obj && !Index && Axis && AC.Arrays.isArray(Obj->getType()))
    if (const ValueDecl *D = arrayVar(Obj))
      return std::make_pair(D, *Axis);
  if (!Obj || !Index || !AC.Arrays.isArray(Obj->getType()))
    return std::nullopt;
  const ValueDecl *D = arrayVar(Obj);
  std::optional<Dim> I = constantInt(Index);
  if (!D || !I)
    return std::nullopt;
  std::optional<int64_t> C = I->asConstant();
  if (!C)
    return std::nullopt;
  return std::make_pair(D, *C);
}

void BodyAnalyzer::narrowAxis(const ValueDecl *D, int64_t I, const Dim &Size) {
  if (Size.isDynamic() || Declared.count(D))
    return;
  auto It = Cur.Vars.find(D);
  if (It == Cur.Vars.end() || !It->second.isArray())
    return;
  ShapeTerm T = S.resolve(It->second.arr().Shape);
  if (T.Var) // the axis's position is not known
    return;
  int64_t N = int64_t(T.Prefix.size());
  if (I < 0)
    I += N;
  if (I < 0 || I >= N || !T.Prefix[size_t(I)].isDynamic())
    return;
  T.Prefix[size_t(I)] = Size;
  It->second.arr().Shape = std::move(T);
}

void BodyAnalyzer::narrow(const Expr *Cond, bool Truth) {
  Cond = peel(Cond);
  if (!Cond)
    return;
  if (const auto *U = dyn_cast<UnaryOperator>(Cond);
      U && U->getOpcode() == UO_LNot) {
    narrow(U->getSubExpr(), !Truth);
    return;
  }
  const auto *B = dyn_cast<BinaryOperator>(Cond);
  if (!B)
    return;
  if ((B->getOpcode() == BO_LAnd && Truth) ||
      (B->getOpcode() == BO_LOr && !Truth)) {
    narrow(B->getLHS(), Truth);
    narrow(B->getRHS(), Truth);
    return;
  }
  bool Equal =
      (B->getOpcode() == BO_EQ && Truth) || (B->getOpcode() == BO_NE && !Truth);
  if (!Equal)
    return;
  const Expr *L = B->getLHS(), *R = B->getRHS();
  // `e % h == 0`: e is a multiple of h (`h * (e / h)` is e).
  for (int Side = 0; Side < 2; ++Side) {
    const auto *Rem = dyn_cast<BinaryOperator>(peel(Side ? R : L));
    std::optional<Dim> Zero = constantInt(Side ? L : R);
    if (!Rem || Rem->getOpcode() != BO_Rem || !Zero ||
        Zero->asConstant() != std::optional<int64_t>(0))
      continue;
    Value Num = eval(Rem->getLHS()), Den = eval(Rem->getRHS());
    if (Num.isInt() && Den.isInt())
      S.assumeDivisible(Num.dim(), Den.dim());
    return;
  }
  // `x.dim() == 4`: a known rank.
  for (int Side = 0; Side < 2; ++Side) {
    std::optional<AccessorCall> C = accessorCall(AC.Rules, peel(Side ? R : L));
    if (!C || C->A.K != RuleSet::Accessor::Rank ||
        !AC.Arrays.isArray(C->array()->getType()))
      continue;
    const ValueDecl *D = arrayVar(C->array());
    std::optional<Dim> Rank = constantInt(Side ? L : R);
    std::optional<int64_t> N = Rank ? Rank->asConstant() : std::nullopt;
    if (!D || !N || *N < 0 || *N > 16 || Declared.count(D))
      return;
    auto It = Cur.Vars.find(D);
    if (It == Cur.Vars.end() || !It->second.isArray())
      return;
    ShapeTerm T = S.resolve(It->second.arr().Shape);
    if (T.Var && T.Prefix.empty() && T.Suffix.empty() &&
        S.shapeVarKind(*T.Var) == VarKind::Dynamic)
      It->second.arr().Shape =
          ShapeTerm::fixed(DimList(size_t(*N), Dim::dynamic()));
    return;
  }
  // `x.size(1) == n`, `a.size(1) == b.size(0)`: equal sizes.
  auto SL = sizeOf(L), SR = sizeOf(R);
  if (!SL && !SR) {
    // `k == 3`: a constant.
    if (std::optional<Dim> C = constantInt(R))
      narrowLocal(L, *C);
    if (std::optional<Dim> C = constantInt(L))
      narrowLocal(R, *C);
    return;
  }
  Value VL = SL ? Value::none() : eval(L);
  Value VR = SR ? Value::none() : eval(R);
  Dim DL = SL ? axisSize(SL->first, SL->second)
              : (VL.isInt() ? VL.dim() : Dim::dynamic());
  Dim DR = SR ? axisSize(SR->first, SR->second)
              : (VR.isInt() ? VR.dim() : Dim::dynamic());
  if (SL)
    narrowAxis(SL->first, SL->second, DR);
  if (SR)
    narrowAxis(SR->first, SR->second, DL);
  if (!SL)
    narrowLocal(L, DR);
  if (!SR)
    narrowLocal(R, DL);
}

Dim BodyAnalyzer::axisSize(const ValueDecl *D, int64_t Axis) {
  const Value *V = Cur.lookup(D);
  if (!V || !V->isArray())
    return Dim::dynamic();
  ShapeTerm T = S.resolve(V->arr().Shape);
  int64_t N = int64_t(T.Prefix.size()), I = Axis < 0 ? Axis + N : Axis;
  if (T.Var || I < 0 || I >= N)
    return Dim::dynamic();
  return T.Prefix[size_t(I)];
}

void BodyAnalyzer::checkGuard(const Expr *Cond, bool ThrowsWhen) {
  Cond = peel(Cond);
  if (!Cond)
    return;
  if (const auto *U = dyn_cast<UnaryOperator>(Cond);
      U && U->getOpcode() == UO_LNot) {
    checkGuard(U->getSubExpr(), !ThrowsWhen);
    return;
  }
  const auto *B = dyn_cast<BinaryOperator>(Cond);
  if (!B)
    return;
  // `a || b` throws when either holds (`!(a && b)` when either fails).
  if ((B->getOpcode() == BO_LOr && ThrowsWhen) ||
      (B->getOpcode() == BO_LAnd && !ThrowsWhen)) {
    checkGuard(B->getLHS(), ThrowsWhen);
    checkGuard(B->getRHS(), ThrowsWhen);
    return;
  }
  // Only a check that throws when two sizes differ, one of them an axis of
  // an array: `x.size(1) != n`, `TORCH_CHECK(a.size(1) == b.size(0))`.
  bool ThrowsIfDifferent = (B->getOpcode() == BO_NE && ThrowsWhen) ||
                           (B->getOpcode() == BO_EQ && !ThrowsWhen);
  if (!ThrowsIfDifferent)
    return;
  const Expr *L = B->getLHS(), *R = B->getRHS();
  auto SL = sizeOf(L), SR = sizeOf(R);
  if (!SL && !SR)
    return;
  auto SizeOf =
      [&](const Expr *E,
          const std::optional<std::pair<const ValueDecl *, int64_t>> &Axis) {
        if (Axis)
          return axisSize(Axis->first, Axis->second);
        if (!isIntegerType(E->getType()) || !repeatable(E, AC.Ctx))
          return Dim::dynamic();
        Value V = eval(E);
        return V.isInt() ? V.dim() : Dim::dynamic();
      };
  Dim DL = SizeOf(L, SL), DR = SizeOf(R, SR);
  if (!S.provablyDifferent(DL, DR))
    return;
  // Only sizes the contract is written in: a field its constructors set
  // from a computation (`input_channels = filters.shape()[2]`) may hold the
  // very size the annotation names.
  llvm::SmallVector<VarId, 4> Vars;
  S.resolve(DL.E).collectVars(Vars);
  S.resolve(DR.E).collectVars(Vars);
  if (!llvm::all_of(Vars, [&](VarId V) { return S.isDeclaredDim(V); }))
    return;
  // What each side is, in words: "axis 1 of 'x' (height)", "input_channels".
  auto Side =
      [&](const std::optional<std::pair<const ValueDecl *, int64_t>> &Axis,
          const Dim &D) {
        std::string Size = S.str(D);
        if (!Axis)
          return Size;
        return "axis " + std::to_string(Axis->second) + " of '" +
               Axis->first->getNameAsString() + "' (" + Size + ")";
      };
  std::string Text = Lib.writtenText(B->getSourceRange());
  Reason Why;
  Why.Loc = AC.Locs.range(B);
  Why.Context = ReasonDesc::named(ReasonDesc::Kind::SizeCheck, Text);
  std::vector<DiagNote> Notes;
  S.explain(DL, Notes);
  S.explain(DR, Notes);
  S.report(CheckId::ShapeMismatch, Why,
           Why.contextStr() + " compares " + Side(SL, DL) + " with " +
               Side(SR, DR) +
               ", which differ for the sizes the annotations admit: the "
               "program stops here for them",
           std::move(Notes));
}

void BodyAnalyzer::narrowLocal(const Expr *E, const Dim &Size) {
  // `if (k != x.size(1)) throw ...;` with `int64_t k = std::stoll(arg)`:
  // past the check, the local is that size. Only a value nobody knows is
  // replaced (Solver::isUnknownValue), and only on this path.
  const auto *DRE = dyn_cast_or_null<DeclRefExpr>(peel(E));
  if (!DRE || Size.isDynamic())
    return;
  const auto *VD = dyn_cast<VarDecl>(DRE->getDecl());
  if (!VD || !VD->hasLocalStorage() || isa<ParmVarDecl>(VD))
    return;
  auto It = Cur.Vars.find(VD);
  if (It == Cur.Vars.end() || !It->second.isInt() ||
      It->second.dim().isDynamic())
    return;
  std::optional<VarId> V = S.resolve(It->second.dim().E).asVar();
  if (V && S.isUnknownValue(*V))
    It->second = Value::integer(Size);
}

/// Whether evaluating X once more, to take a condition's value, cannot change
/// what the program does: no assignment or increment, and every call is to
/// a const method or to a function that takes nothing by non-const
/// reference or pointer (`i < c.extent(0)`, `i < x.size(1)`).
static bool repeatable(const Expr *X, const ASTContext &Ctx) {
  if (!X || X->HasSideEffects(Ctx, /*IncludePossibleEffects=*/false))
    return false;
  if (const auto *MC = dyn_cast<CXXMemberCallExpr>(X)) {
    const CXXMethodDecl *M = MC->getMethodDecl();
    if (!M || !M->isConst())
      return false;
  } else if (const auto *OC = dyn_cast<CXXOperatorCallExpr>(X)) {
    // A smart pointer's or holder's `->` (`downsample->is_empty()` on a
    // non-const holder) reaches the object without changing it.
    const auto *M = dyn_cast_or_null<CXXMethodDecl>(OC->getCalleeDecl());
    if (M && !M->isConst() && !M->isStatic() && OC->getOperator() != OO_Arrow)
      return false;
  }
  if (const auto *C = dyn_cast<CallExpr>(X)) {
    const auto *FD = dyn_cast_or_null<FunctionDecl>(C->getCalleeDecl());
    if (!FD)
      return false;
    for (const ParmVarDecl *P : FD->parameters()) {
      QualType T = P->getType();
      if ((T->isReferenceType() || T->isPointerType()) &&
          !T->getPointeeType().isConstQualified())
        return false;
    }
  }
  for (const Stmt *Child : X->children())
    if (const auto *CE = dyn_cast_or_null<Expr>(Child);
        Child && (!CE || !repeatable(CE, Ctx)))
      return false;
  return true;
}

std::optional<Dim> BodyAnalyzer::repeatableInt(const Expr *E) {
  if (!E || !isIntegerType(E->getType()) || !repeatable(E, AC.Ctx))
    return std::nullopt;
  if (std::optional<Dim> C = constantInt(E))
    return C;
  Value V = eval(E);
  if (!V.isInt() || V.dim().isDynamic())
    return std::nullopt;
  return V.dim();
}

std::optional<bool> BodyAnalyzer::constantCondition(const Expr *Cond) {
  if (!Cond || Cond->isValueDependent() || Cond->isTypeDependent() ||
      Cond->containsErrors())
    return std::nullopt;
  bool Result = false;
  if (Cond->EvaluateAsBooleanCondition(Result, AC.Ctx) &&
      !Cond->HasSideEffects(AC.Ctx))
    return Result;
  const Expr *E = Cond->IgnoreParenImpCasts();
  // A variable whose value the analysis knows: a bool or integer parameter
  // of a call analysed with its arguments (`if (batch_norm)` in a builder
  // called with `true`), a field the constructor set.
  // Its value, as a size in normal form (`nx - 2` on a loop's last trip).
  auto KnownExpr = [&](const Expr *X) -> std::optional<DimExpr> {
    X = X->IgnoreParenImpCasts();
    if (std::optional<Dim> C = constantInt(X))
      return C->isDynamic() ? std::nullopt
                            : std::optional<DimExpr>(S.resolve(C->E));
    // A module holder tested for emptiness (`if (downsample)`): an empty
    // one is None, a built one a module.
    bool Holder = false;
    if (const auto *MC = dyn_cast<CXXMemberCallExpr>(X))
      if (const auto *Conv =
              dyn_cast_or_null<CXXConversionDecl>(MC->getMethodDecl());
          Conv && Conv->getConversionType()->isBooleanType() &&
          ModuleObjects::isHolder(Conv->getParent(), AC.Rules)) {
        X = MC->getImplicitObjectArgument()->IgnoreParenImpCasts();
        Holder = true;
      }
    const Value *V = nullptr;
    if (const auto *DRE = dyn_cast<DeclRefExpr>(X))
      V = Cur.lookup(DRE->getDecl());
    else if (const auto *ME = dyn_cast<MemberExpr>(X); ME && isThisMember(ME))
      V = Cur.lookup(ME->getMemberDecl());
    // Any other integer without side effects the analysis knows the value
    // of: a config's field (`i < cfg.depth` in an instance built with
    // a default config), arithmetic on known integers.
    // A field whose value is not known here may still be one fixed size:
    // the object's, set by its constructor (`nx`).
    Value Evaluated;
    if ((!V || (V->isInt() && V->dim().isDynamic())) && !Holder &&
        (X->getType()->isIntegerType() ||
         (AC.Library && AC.Library->isUserScopedEnum(X->getType()))) &&
        repeatable(X, AC.Ctx)) {
      Evaluated = eval(X);
      V = &Evaluated;
    }
    if (V && V->isInt())
      return V->dim().isDynamic()
                 ? std::nullopt
                 : std::optional<DimExpr>(S.resolve(V->dim().E));
    if (V && V->is(RuleValue::Bool))
      return DimExpr::constant(V->rich()->BoolV ? 1 : 0);
    if (V && Holder && (V->is(RuleValue::None) || V->is(RuleValue::Module)))
      return DimExpr::constant(V->is(RuleValue::Module) ? 1 : 0);
    return std::nullopt;
  };
  auto Known = [&](const Expr *X) -> std::optional<int64_t> {
    if (std::optional<DimExpr> E = KnownExpr(X))
      return E->asConstant();
    return std::nullopt;
  };
  // `!x` is known when x is. Not evaluated as a whole: evaluating `!x`
  // asks for x's condition again, and nested negations would then be
  // evaluated exponentially often (test/lit/rules/negated-conditions.cpp).
  if (const auto *U = dyn_cast<UnaryOperator>(E);
      U && U->getOpcode() == UO_LNot) {
    if (std::optional<bool> C = constantCondition(U->getSubExpr()))
      return !*C;
    return std::nullopt;
  }
  const auto *B = dyn_cast<BinaryOperator>(E);
  if (B && B->isLogicalOp()) {
    // `a && b` is false when either side is known false (and the other has
    // no effect the branch would skip), true when both are true.
    bool And = B->getOpcode() == BO_LAnd;
    std::optional<bool> L = constantCondition(B->getLHS());
    if (L && *L != And)
      return !And;
    std::optional<bool> R = constantCondition(B->getRHS());
    if (L && R)
      return *R;
    if (R && *R != And && !B->getLHS()->HasSideEffects(AC.Ctx))
      return !And;
    return std::nullopt;
  }
  if (!B || !B->isComparisonOp()) {
    if (std::optional<int64_t> V = Known(E); V && !B)
      return *V != 0;
    return std::nullopt;
  }
  // A comparison of integers whose values the analysis knows: a loop over
  // a config list (`if (v == -1)` for a pooling marker) takes one branch.
  // Sizes in normal form compare by their difference: `i != nx - 2` with
  // i = nx - 2 is false, whatever nx is.
  std::optional<DimExpr> L = KnownExpr(B->getLHS());
  std::optional<DimExpr> R = L ? KnownExpr(B->getRHS()) : std::nullopt;
  if (!L || !R)
    return std::nullopt;
  std::optional<int64_t> D = (*L - *R).asConstant();
  if (!D)
    return std::nullopt;
  switch (B->getOpcode()) {
  case BO_EQ:
    return *D == 0;
  case BO_NE:
    return *D != 0;
  case BO_LT:
    return *D < 0;
  case BO_GT:
    return *D > 0;
  case BO_LE:
    return *D <= 0;
  case BO_GE:
    return *D >= 0;
  default:
    return std::nullopt;
  }
}
