//===- Solver.cpp - Variables, resolution and dimension unification -------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Resolution is iterative: bindings always hold resolved values at the time
// they are made (so no cycles can form), and chains made by later bindings
// are compressed with an explicit stack, never by recursion.
//
//===----------------------------------------------------------------------===//
#include "Solver/Solver.h"
#include <algorithm>
#include <set>

using namespace shapecheck;

Solver::Solver(SolverOptions Opts) : Opts(Opts) {
  Origins.emplace_back();
  DtypeVars.emplace_back();
}

OriginId Solver::addOrigin(Origin O) {
  if (!O.Loc.valid() && O.What.empty())
    return 0;
  Origins.push_back(std::move(O));
  return OriginId(Origins.size() - 1);
}

OriginId Solver::originOf(const Reason &R) {
  if (R.Cache.By != this) {
    R.Cache.Id = addOrigin(Origin{R.Loc, R.Context});
    R.Cache.By = this;
  }
  return R.Cache.Id;
}

llvm::StringRef Solver::internName(llvm::StringRef Name) {
  if (Name.empty())
    return {};
  return Names.insert(Name).first->getKey();
}

VarId Solver::freshDimVar(llvm::StringRef Name, VarKind Kind, Origin Decl,
                          llvm::StringRef Scope) {
  return freshDimVar(Name, Kind, addOrigin(std::move(Decl)), Scope);
}

VarId Solver::freshDimVar(llvm::StringRef Name, VarKind Kind, OriginId Decl,
                          llvm::StringRef Scope) {
  // Without a scope, the declaration's own says whose the variable is (a
  // class's constructor parameter, an object's dimension).
  std::string FromOrigin;
  if (Scope.empty())
    FromOrigin = origin(Decl).What.scope();
  DimVars.push_back(DimVarInfo{
      internName(Name), Kind, Decl, 0, std::nullopt,
      internName(Scope.empty() ? llvm::StringRef(FromOrigin) : Scope)});
  return VarId(DimVars.size() - 1);
}

ShapeVarId Solver::freshShapeVar(llvm::StringRef Name, VarKind Kind,
                                 Origin Decl) {
  return freshShapeVar(Name, Kind, addOrigin(std::move(Decl)));
}

ShapeVarId Solver::freshShapeVar(llvm::StringRef Name, VarKind Kind,
                                 OriginId Decl) {
  ShapeVars.push_back(
      ShapeVarInfo{internName(Name), Kind, Decl, 0, std::nullopt});
  return ShapeVarId(ShapeVars.size() - 1);
}

ShapeTerm Solver::dynamicShape() {
  ShapeTerm S;
  S.Var = freshShapeVar("", VarKind::Dynamic, OriginId(0));
  return S;
}

llvm::StringRef Solver::dimVarName(VarId V) const { return DimVars[V].Name; }
llvm::StringRef Solver::dimVarScope(VarId V) const { return DimVars[V].Scope; }
llvm::StringRef Solver::shapeVarName(ShapeVarId V) const {
  return ShapeVars[V].Name;
}
VarKind Solver::dimVarKind(VarId V) const { return DimVars[V].Kind; }
VarKind Solver::shapeVarKind(ShapeVarId V) const { return ShapeVars[V].Kind; }

std::string Solver::varName(VarId V) const {
  if (!Qualified.empty())
    if (auto It = Qualified.find(V); It != Qualified.end())
      return It->second;
  llvm::StringRef N = DimVars[V].Name;
  return N.empty() ? "?" + std::to_string(V) : N.str();
}

//===----------------------------------------------------------------------===//
// Resolution
//===----------------------------------------------------------------------===//

DimExpr Solver::resolve(const DimExpr &E) {
  DimExpr Out = resolveBindings(E);
  // Divisibility facts: `h * (e // h)` is e where h divides e.
  if (Divisible.empty() || Out.depth() == 0)
    return Out;
  for (const auto &[A, B] : Divisible)
    Out = Out.assumingDivisible(resolveBindings(A), resolveBindings(B));
  return Out;
}

DimExpr Solver::resolveBindings(const DimExpr &E) {
  if (E.isGround())
    return E;
  llvm::SmallVector<VarId, 4> Vars;
  E.collectVars(Vars);
  bool AnyBound = false;
  for (VarId V : Vars)
    AnyBound |= DimVars[V].Binding.has_value();
  if (!AnyBound)
    return E;

  // Make the binding of every bound variable reachable from E fully
  // resolved, deepest first, with an explicit stack.
  auto IsResolved = [&](VarId V) {
    llvm::SmallVector<VarId, 4> Inner;
    DimVars[V].Binding->collectVars(Inner);
    for (VarId W : Inner)
      if (DimVars[W].Binding)
        return false;
    return true;
  };
  auto Lookup = [&](VarId W) -> std::optional<DimExpr> {
    return DimVars[W].Binding;
  };
  llvm::SmallVector<VarId, 8> Stack;
  for (VarId V : Vars)
    if (DimVars[V].Binding && !IsResolved(V))
      Stack.push_back(V);
  while (!Stack.empty()) {
    VarId U = Stack.back();
    llvm::SmallVector<VarId, 4> Inner;
    DimVars[U].Binding->collectVars(Inner);
    bool Pending = false;
    for (VarId W : Inner)
      if (DimVars[W].Binding && !IsResolved(W)) {
        Stack.push_back(W);
        Pending = true;
      }
    if (Pending)
      continue;
    DimVars[U].Binding = DimVars[U].Binding->substitute(Lookup);
    Stack.pop_back();
  }
  return E.substitute(Lookup);
}

Dim Solver::resolve(const Dim &D) {
  if (D.isDynamic())
    return D;
  return Dim{Dim::Expr, D.Bcast, resolve(D.E)};
}

void Solver::expandInto(const ShapeTerm &S, ShapeTerm &Out, unsigned Depth) {
  // Iteratively splice bound shape variables: [P v S] with v = [P' w S'].
  llvm::SmallVector<const ShapeTerm *, 8> Suffixes;
  const ShapeTerm *Cur = &S;
  for (;;) {
    Out.Prefix.append(Cur->Prefix.begin(), Cur->Prefix.end());
    if (!Cur->Var) {
      break;
    }
    Suffixes.push_back(Cur);
    const ShapeVarInfo &Info = ShapeVars[*Cur->Var];
    if (!Info.Binding) {
      Out.Var = Cur->Var;
      break;
    }
    Cur = &*Info.Binding;
  }
  // Cur's own suffix was never pushed when it has no variable; every pushed
  // term contributes its suffix, innermost first.
  llvm::SmallVectorImpl<Dim> &Dst =
      Out.Var ? static_cast<llvm::SmallVectorImpl<Dim> &>(Out.Suffix)
              : Out.Prefix;
  for (auto It = Suffixes.rbegin(); It != Suffixes.rend(); ++It)
    Dst.append((*It)->Suffix.begin(), (*It)->Suffix.end());
}

ShapeTerm Solver::expand(const ShapeTerm &S) {
  ShapeTerm Out;
  expandInto(S, Out, 0);
  return Out;
}

ShapeTerm Solver::resolve(const ShapeTerm &S) {
  ShapeTerm Out;
  expandInto(S, Out, 0);
  // Path compression: a bound variable now maps straight to the flattened
  // tail it stands for.
  if (S.Var && ShapeVars[*S.Var].Binding) {
    ShapeTerm Flat;
    expandInto(*ShapeVars[*S.Var].Binding, Flat, 0);
    ShapeVars[*S.Var].Binding = std::move(Flat);
  }
  for (Dim &D : Out.Prefix)
    D = resolve(D);
  for (Dim &D : Out.Suffix)
    D = resolve(D);
  return Out;
}

ArrayType Solver::resolve(const ArrayType &T) {
  return ArrayType{resolve(T.Shape), dtypeOf(T), dtypeRoot(T.DtypeVar)};
}

//===----------------------------------------------------------------------===//
// Dimension unification
//===----------------------------------------------------------------------===//

void Solver::restrictDim(VarId V, DimDomain D) {
  assert(!D.Values.empty() && "a domain has values");
  llvm::sort(D.Values);
  D.Values.erase(llvm::unique(D.Values), D.Values.end());
  DimExpr R = resolve(DimExpr::var(V));
  std::optional<VarId> W = R.asVar();
  if (!W || DimVars[*W].Kind != VarKind::Flexible)
    return;
  auto [It, New] = Domains.try_emplace(*W, D);
  if (New)
    return;
  // Both hold: the intersection, explained by both.
  std::vector<int64_t> Both;
  std::set_intersection(It->second.Values.begin(), It->second.Values.end(),
                        D.Values.begin(), D.Values.end(),
                        std::back_inserter(Both));
  if (Both.empty())
    return; // contradictory facts about the program: keep the first
  It->second.Values = std::move(Both);
  It->second.Notes.insert(It->second.Notes.end(), D.Notes.begin(),
                          D.Notes.end());
}

const Solver::DimDomain *Solver::domainOf(VarId V) const {
  auto It = Domains.find(V);
  return It == Domains.end() ? nullptr : &It->second;
}

bool Solver::domainAdmits(VarId V, const DimExpr &Value) {
  auto It = Domains.find(V);
  if (It == Domains.end())
    return true;
  DimExpr R = resolve(Value);
  if (std::optional<int64_t> C = R.asConstant()) {
    if (llvm::is_contained(It->second.Values, *C))
      return true;
    // Reported once, by the caller: the variable then takes the value, so
    // that the uses after it are not reported again.
    DomainConflict = PendingDomainConflict{std::move(It->second), V, {}, 0};
    Domains.erase(It);
    return false;
  }
  if (std::optional<VarId> W = R.asVar();
      W && *W != V && DimVars[*W].Kind == VarKind::Flexible)
    restrictDim(*W, It->second);
  return true;
}

bool Solver::bindDim(VarId V, DimExpr Value, const Reason &R) {
  if (!domainAdmits(V, Value)) {
    // Bound once the conflict is reported (reportDomainConflict).
    DomainConflict->V = V;
    DomainConflict->Value = std::move(Value);
    DomainConflict->By = originOf(R);
    return false;
  }
  DimVars[V].Binding = std::move(Value);
  DimVars[V].BoundBy = originOf(R);
  ++BindingsSinceCheck;
  return true;
}

namespace {
/// The outcome of trying to solve `Diff == 0`.
enum class SolveResult { Solved, Deferred, Conflict };
} // namespace

/// Tries to solve Diff == 0 for one flexible variable. Sets Why on conflict.
static SolveResult solveLinear(const DimExpr &Diff,
                               llvm::function_ref<bool(VarId)> IsFlexible,
                               llvm::function_ref<void(VarId, DimExpr)> Bind,
                               std::string &Why,
                               llvm::function_ref<std::string(VarId)> Name) {
  if (auto C = Diff.asConstant())
    return *C == 0 ? SolveResult::Solved : SolveResult::Conflict;
  llvm::SmallVector<VarId, 4> Vars;
  Diff.collectVars(Vars);
  bool AnyFlexible = false;
  // Prefer a variable with a unit coefficient, then any exact division.
  std::optional<std::pair<VarId, DimExpr>> Best;
  bool BestUnit = false;
  bool GroundNoSolution = false;
  for (VarId V : Vars) {
    if (!IsFlexible(V))
      continue;
    AnyFlexible = true;
    DimExpr Rest;
    int64_t C = Diff.linearCoeff(V, Rest);
    if (C == 0)
      continue;
    // C*V + Rest == 0  =>  V == -Rest / C
    DimExpr NegRest = -Rest;
    if (C == 1 || C == -1) {
      DimExpr Val = C == 1 ? NegRest : Rest;
      if (!BestUnit) {
        Best = {V, Val};
        BestUnit = true;
      }
      continue;
    }
    if (NegRest.content() % C == 0) {
      if (!Best)
        Best = {V, NegRest.divideExact(C)};
      continue;
    }
    if (Rest.isGround()) {
      GroundNoSolution = true;
      Why = "no integer '" + Name(V) + "' satisfies it";
    }
  }
  if (Best) {
    if (auto K = Best->second.asConstant(); K && *K < 0) {
      Why = "it would need '" + Name(Best->first) + "' = " + std::to_string(*K);
      return SolveResult::Conflict;
    }
    Bind(Best->first, Best->second);
    return SolveResult::Solved;
  }
  if (GroundNoSolution && Vars.size() == 1)
    return SolveResult::Conflict;
  // A floor division or modulo may make a difference of rigid terms zero.
  return AnyFlexible || Diff.depth() > 0 ? SolveResult::Deferred
                                         : SolveResult::Conflict;
}

bool Solver::unifyDim(const Dim &Expected, const Dim &Actual, const Reason &R) {
  return unifyDimAt(Expected, Actual, R, "");
}

bool Solver::unifyDimAt(const Dim &Expected, const Dim &Actual, const Reason &R,
                        const std::string &Where) {
  ++Unifications;
  if (Expected.isDynamic() || Actual.isDynamic())
    return true;
  DimExpr E = resolve(Expected.E), A = resolve(Actual.E);
  if (E.isPoisoned() || A.isPoisoned()) {
    report(CheckId::ArithOverflow, R,
           R.contextStr() + ": dimension arithmetic failed (" +
               (E.isPoisoned() ? E : A).str([](VarId) { return ""; }) + ")");
    return false;
  }
  if (E == A)
    return true;
  // `#n` accepts a size of 1 without binding n.
  if ((Expected.Bcast && A.asConstant() == std::optional<int64_t>(1)) ||
      (Actual.Bcast && E.asConstant() == std::optional<int64_t>(1)))
    return true;
  // Fast path: an unbound flexible variable on either side.
  for (int Side = 0; Side < 2; ++Side) {
    const DimExpr &X = Side == 0 ? E : A, &Y = Side == 0 ? A : E;
    if (auto V = X.asVar()) {
      if (DimVars[*V].Kind == VarKind::Flexible && !Y.mentions(*V)) {
        if (auto K = Y.asConstant(); K && *K < 0)
          break;
        if (bindDim(*V, Y, R))
          return true;
        reportDomainConflict(Expected, Actual, R, Where);
        return false;
      }
    }
  }
  std::string Why;
  SolveResult Res = solveLinear(
      E - A, [&](VarId V) { return DimVars[V].Kind == VarKind::Flexible; },
      [&](VarId V, DimExpr Val) { bindDim(V, std::move(Val), R); }, Why,
      [&](VarId V) { return varName(V); });
  if (DomainConflict) {
    reportDomainConflict(Expected, Actual, R, Where);
    return false;
  }
  switch (Res) {
  case SolveResult::Solved:
    return true;
  case SolveResult::Deferred:
    Deferred.push_back(DeferredEq{Expected, Actual, R, Where, CurrentScope});
    return true;
  case SolveResult::Conflict: {
    // In a class's generic analysis, a conflict that some construction of
    // the class would not have is the instances' to decide, as a C++
    // template's is its instantiations'.
    VarId Which;
    DimExpr Value;
    if (CurrentScope && Why.empty() &&
        constructionDecides(E - A, Which, Value)) {
      InstanceConflicts.push_back(
          InstanceConflict{Expected, Actual, R, Where, CurrentScope});
      return true;
    }
    // A value the program computes is one value, not every value: where
    // some value of it satisfies the condition, it is undecided.
    if (unknownValueMaySatisfy(E - A)) {
      Deferred.push_back(DeferredEq{Expected, Actual, R, Where, CurrentScope});
      return true;
    }
    reportDimConflict(Expected, Actual, R, Where, Why);
    return false;
  }
  }
  return false;
}

bool Solver::isUnknownValue(VarId V) const {
  const DimVarInfo &I = DimVars[V];
  return I.Kind == VarKind::Rigid && !I.Binding &&
         Origins[I.Decl].What.isUnknownValue();
}

bool Solver::isDeclaredDim(VarId V) const {
  const DimVarInfo &I = DimVars[V];
  if (I.Kind != VarKind::Rigid || I.Binding)
    return false;
  ReasonDesc::Kind K = Origins[I.Decl].What.K;
  return K != ReasonDesc::Kind::CtorSetField &&
         !Origins[I.Decl].What.isUnknownValue();
}

bool Solver::unknownValueMaySatisfy(const DimExpr &Diff) {
  llvm::SmallVector<VarId, 4> Vars;
  Diff.collectVars(Vars);
  if (llvm::none_of(Vars, [&](VarId V) { return isUnknownValue(V); }))
    return false;
  std::string Why;
  std::optional<DimExpr> Value;
  SolveResult Res = solveLinear(
      Diff,
      [&](VarId V) {
        return DimVars[V].Kind == VarKind::Flexible || isUnknownValue(V);
      },
      [&](VarId, DimExpr Val) { Value = std::move(Val); }, Why,
      [&](VarId V) { return varName(V); });
  if (Res == SolveResult::Deferred)
    return true;
  if (Res != SolveResult::Solved || !Value)
    return false;
  // A size of at least 1: `2*n ~ n` has no solution among sizes.
  std::optional<int64_t> K = Value->asConstant();
  return !K || *K >= 1;
}

bool Solver::isConstructorDecided(VarId V) const {
  const DimVarInfo &I = DimVars[V];
  return I.Kind == VarKind::Rigid && !I.Binding &&
         Origins[I.Decl].What.isConstructorDecided();
}

bool Solver::constructionDecides(const DimExpr &Diff, VarId &Which,
                                 DimExpr &Value) {
  llvm::SmallVector<VarId, 4> Vars;
  Diff.collectVars(Vars);
  if (llvm::none_of(Vars, [&](VarId V) { return isConstructorDecided(V); }))
    return false;
  std::string Why;
  bool Found = false;
  SolveResult Res = solveLinear(
      Diff,
      [&](VarId V) {
        return DimVars[V].Kind == VarKind::Flexible || isConstructorDecided(V);
      },
      [&](VarId V, DimExpr Val) {
        Which = V;
        Value = std::move(Val);
        Found = true;
      },
      Why, [&](VarId V) { return varName(V); });
  if (Res == SolveResult::Solved && Found) {
    // A size of at least 1: `2*n ~ n` is no construction's.
    if (auto K = Value.asConstant(); K && *K < 1)
      return false;
    if (isConstructorDecided(Which))
      return true;
  }
  // `2*seq ~ hidden*seq`: a variable every term has as a factor (a size,
  // at least 1) is divided out, and `2 ~ hidden` is the construction's.
  for (VarId V : Vars) {
    if (isConstructorDecided(V))
      continue;
    DimExpr Rest = Diff.substitute([&](VarId W) -> std::optional<DimExpr> {
      if (W == V)
        return DimExpr::constant(1);
      return std::nullopt;
    });
    if (Rest.mentions(V) || Rest.isZero() || DimExpr::var(V) * Rest != Diff)
      continue;
    return constructionDecides(Rest, Which, Value);
  }
  return false;
}

bool Solver::provablyEqual(const Dim &A, const Dim &B) {
  if (A.isDynamic() || B.isDynamic())
    return false;
  return resolve(A.E) == resolve(B.E);
}

void Solver::assumeDivisible(const Dim &A, const Dim &B) {
  if (A.isDynamic() || B.isDynamic())
    return;
  DimExpr EA = resolve(A.E), EB = resolve(B.E);
  if (EA.isPoisoned() || EB.isPoisoned() || EB.isZero() || EA.isGround())
    return;
  Divisible.emplace_back(std::move(EA), std::move(EB));
}

void Solver::assumeStated(const ShapeTerm &Stated, const ShapeTerm &Actual,
                          const Reason &R) {
  ShapeTerm S = resolve(Stated), A = resolve(Actual);
  if (S.Var || A.Var || S.Prefix.size() != A.Prefix.size())
    return;
  for (size_t I = 0; I < S.Prefix.size(); ++I) {
    const Dim &DS = S.Prefix[I], &DA = A.Prefix[I];
    if (DS.isDynamic() || DA.isDynamic())
      continue;
    std::optional<VarId> V = DA.E.asVar();
    if (!V || !isUnknownValue(*V))
      continue;
    // A size the annotation leaves to be solved for takes the value's.
    llvm::SmallVector<VarId, 4> Vars;
    DS.E.collectVars(Vars);
    if (llvm::any_of(Vars, [&](VarId W) {
          return W == *V || DimVars[W].Kind == VarKind::Flexible;
        }))
      continue;
    if (!bindDim(*V, DS.E, R))
      reportDomainConflict(DS, DA, R, ""); // not reached: V is rigid
  }
}

bool Solver::provablyDifferent(const Dim &A, const Dim &B) {
  if (A.isDynamic() || B.isDynamic())
    return false;
  DimExpr D = resolve(A.E) - resolve(B.E);
  if (auto C = D.asConstant())
    return *C != 0;
  // Only rigid variables left: distinct skolems are different dimensions,
  // unless a floor division or modulo is involved (`h * (e // h)` equals
  // `e` whenever h divides e, which a check in the code may ensure).
  if (D.depth() > 0)
    return false;
  // A class's dimension is rigid in its methods, but the class's instances
  // decide it (isConstructorDecided): equal to a constant for some of them;
  // unification records that as a conflict the instances settle.
  llvm::SmallVector<VarId, 4> Vars;
  D.collectVars(Vars);
  for (VarId V : Vars)
    if (DimVars[V].Kind != VarKind::Rigid)
      return false;
  // Equal for the constructions that give the class's dimension one size
  // (`inputs` against 1): the instances decide. Two names stay distinct.
  VarId Which;
  DimExpr Value;
  if (CurrentScope && constructionDecides(D, Which, Value) && Value.isGround())
    return false;
  // A value the program computes may be equal to anything it may be.
  if (unknownValueMaySatisfy(D))
    return false;
  return !D.isPoisoned();
}

bool Solver::unifyDtype(DtypeSet Expected, DtypeSet Actual, const Reason &R) {
  ++Unifications;
  if (!Expected.meet(Actual).empty())
    return true;
  std::vector<DiagNote> Notes;
  noteDeclaration(R, Notes);
  reportAgainst(CheckId::DtypeMismatch, R,
                R.contextStr() + " has dtype " + Actual.str() + ", but " +
                    R.expectedStr() + " requires " + Expected.str(),
                std::move(Notes));
  return false;
}

bool Solver::unifyArray(const ArrayType &Expected, const ArrayType &Actual,
                        const Reason &R) {
  bool Ok = unifyDtypeVars(Expected, Actual, R);
  return unifyShape(Expected.Shape, Actual.Shape, R) && Ok;
}

//===----------------------------------------------------------------------===//
// Deferred constraints
//===----------------------------------------------------------------------===//

void Solver::solveDeferred() {
  for (unsigned Round = 0; Round < Opts.MaxRounds; ++Round) {
    if (BindingsSinceCheck == 0)
      return;
    BindingsSinceCheck = 0;
    std::vector<DeferredEq> Eqs;
    Eqs.swap(Deferred);
    Scope Outer = CurrentScope;
    for (DeferredEq &D : Eqs) {
      // unifyDim re-defers what is still undecided, in its own scope.
      CurrentScope = D.In;
      unifyDimAt(D.Expected, D.Actual, D.Why, D.Where);
    }
    CurrentScope = Outer;
    std::vector<DeferredBroadcast> Bs;
    Bs.swap(DeferredBcast);
    for (DeferredBroadcast &D : Bs) {
      bool Decided = false;
      checkDeferredBroadcast(D, Decided);
      if (!Decided)
        DeferredBcast.push_back(std::move(D));
    }
  }
}

bool Solver::instancesDecide(Scope S, const DimExpr &Diff) const {
  auto It = DecidedNames.find(S);
  if (It == DecidedNames.end())
    return false;
  llvm::SmallVector<VarId, 4> Vars;
  Diff.collectVars(Vars);
  bool Any = false;
  for (VarId V : Vars) {
    if (!isConstructorDecided(V))
      continue;
    if (!It->second.count(varName(V)))
      return false;
    Any = true;
  }
  return Any;
}

void Solver::finish() {
  BindingsSinceCheck = std::max<size_t>(BindingsSinceCheck, 1);
  solveDeferred();
  // The conflicts no instance decided: once per condition, not at each use
  // (the first use says it), as a warning: the class is right for some
  // constructions.
  std::set<std::string> Said;
  for (InstanceConflict &C : InstanceConflicts) {
    if (C.In && DecidedByInstance.count(C.In))
      continue;
    VarId Which;
    DimExpr Value;
    DimExpr Diff = resolve(C.Expected.E) - resolve(C.Actual.E);
    if (Diff.asConstant() == std::optional<int64_t>(0))
      continue;
    if (C.In && instancesDecide(C.In, Diff))
      continue;
    if (!constructionDecides(Diff, Which, Value)) {
      // What was bound since leaves no construction that would do.
      reportDimConflict(C.Expected, C.Actual, C.Why, C.Where);
      continue;
    }
    std::string Cond = std::to_string(Which) + "=" + str(Value);
    if (!Said.insert(Cond).second)
      continue;
    reportDimConflict(C.Expected, C.Actual, C.Why, C.Where,
                      "it holds only for a construction with '" +
                          varName(Which) + "' = " + str(Value) +
                          ", and none in the analysed code decides it",
                      Level::Warning);
  }
  InstanceConflicts.clear();
  if (!Opts.ReportUnresolved) {
    Deferred.clear();
    DeferredBcast.clear();
    return;
  }
  for (DeferredEq &D : Deferred) {
    if (D.In &&
        (DecidedByInstance.count(D.In) ||
         instancesDecide(D.In, resolve(D.Expected.E) - resolve(D.Actual.E))))
      continue;
    std::vector<DiagNote> Notes;
    explain(D.Expected, Notes);
    explain(D.Actual, Notes);
    report(CheckId::UnresolvedConstraint, D.Why,
           D.Why.contextStr() + ": cannot decide whether " + str(D.Actual) +
               " equals " + str(D.Expected),
           std::move(Notes), Opts.UnresolvedLevel);
  }
  Deferred.clear();
  DeferredBcast.clear();
}

std::vector<Finding> Solver::takeFindings() {
  std::vector<Finding> F;
  F.swap(Findings);
  return F;
}

void Solver::report(CheckId Check, const Reason &R, std::string Message,
                    std::vector<DiagNote> Notes, Level L) {
  Finding F;
  F.Check = Check;
  F.Severity = L;
  F.Message = std::move(Message);
  F.Loc = R.Loc;
  F.Reason = R.Context;
  F.Expected = R.Expected;
  F.Notes = std::move(Notes);
  report(std::move(F));
}

void Solver::report(Finding F) {
  // The same note reached through both sides of a conflict is said once.
  std::vector<DiagNote> Notes;
  Notes.swap(F.Notes);
  for (DiagNote &N : Notes) {
    bool Dup =
        std::any_of(F.Notes.begin(), F.Notes.end(), [&](const DiagNote &O) {
          return O.Loc == N.Loc && O.Message == N.Message;
        });
    if (!Dup)
      F.Notes.push_back(std::move(N));
  }
  Findings.push_back(std::move(F));
}
