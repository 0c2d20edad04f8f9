//===- Explain.cpp - Printing terms and explaining conflicts --------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// A conflict names both values and where each came from: the message says
// what was expected and what was found; notes point at the binding that gave
// a variable its value, or at the signature that declared a rigid one.
//
//===----------------------------------------------------------------------===//
#include "Solver/Solver.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallSet.h"
#include <algorithm>

using namespace shapecheck;

std::string Solver::str(const DimExpr &E) {
  return E.str([this](VarId V) { return varName(V); });
}

std::string Solver::str(const Dim &D) {
  return D.isDynamic() ? "?" : str(resolve(D.E));
}

std::string Solver::str(const ShapeTerm &S) {
  ShapeTerm R = resolve(S);
  std::string Out = "[";
  bool First = true;
  auto Put = [&](const std::string &X) {
    if (!First)
      Out += ' ';
    First = false;
    Out += X;
  };
  for (const Dim &D : R.Prefix)
    Put(str(D));
  if (R.Var) {
    const ShapeVarInfo &Info = ShapeVars[*R.Var];
    if (Info.Kind == VarKind::Dynamic || Info.Name.empty())
      Put("...");
    else
      Put("*" + Info.Name.str());
  }
  for (const Dim &D : R.Suffix)
    Put(str(D));
  return Out + "]";
}

std::string Solver::str(const ArrayType &T) { return str(T, false); }

std::string Solver::str(const ArrayType &T, bool ShowDtypeVar) {
  std::string Out = dtypeOf(T).str();
  if (DtypeVarId V = dtypeRoot(T.DtypeVar); ShowDtypeVar && V)
    Out += "<" +
           (DtypeVars[V].Name.empty() ? "?" + std::to_string(V)
                                      : DtypeVars[V].Name.str()) +
           ">";
  return Out + str(T.Shape);
}

void Solver::collectVarsDeep(const Dim &D, llvm::SmallVectorImpl<VarId> &Vars) {
  if (D.isDynamic())
    return;
  size_t First = Vars.size();
  D.E.collectVars(Vars);
  // Follow bindings: a chain n -> m -> 4 mentions m too. Vars grows while
  // it is walked; each variable's binding is walked once.
  llvm::SmallSet<VarId, 8> Seen;
  for (size_t I = First; I < Vars.size(); ++I)
    if (Seen.insert(Vars[I]).second && DimVars[Vars[I]].Binding)
      DimVars[Vars[I]].Binding->collectVars(Vars);
}

void Solver::collectVarsDeep(const ShapeTerm &S,
                             llvm::SmallVectorImpl<VarId> &Vars) {
  ShapeTerm R = expand(S);
  for (const Dim &D : R.Prefix)
    collectVarsDeep(D, Vars);
  for (const Dim &D : R.Suffix)
    collectVarsDeep(D, Vars);
}

/// The last component of a scope, without template arguments:
/// "Eigen::MatrixBase<Matrix<float,-1,-1>>::inverse" is "inverse".
static llvm::StringRef shortScope(llvm::StringRef Scope) {
  int Depth = 0;
  size_t Start = 0, End = Scope.size();
  for (size_t I = 0; I < Scope.size(); ++I) {
    char C = Scope[I];
    if (C == '<') {
      if (Depth++ == 0)
        End = I;
    } else if (C == '>') {
      --Depth;
    } else if (Depth == 0 && C == ':' && I + 1 < Scope.size() &&
               Scope[I + 1] == ':') {
      Start = I + 2;
      End = Scope.size();
      ++I;
    }
  }
  return Scope.slice(Start, End);
}

namespace shapecheck {
/// While alive, the variables of the given terms that share a name with
/// another of them print qualified by their scope: a call of
/// `take(Float<T, "n">, ...)` inside `f(Float<T, "n"> x)` reads "'take::n' =
/// f::n", not "'n' = n". The scope is the declaring function's or class's
/// own name ("inverse", not "Eigen::MatrixBase<...>::inverse") unless two
/// scopes share it; an object's own dimension is qualified by the object
/// ("l.din", the field l's, against "Net::din", the class's). Variables of
/// one name and one scope (two calls of the same function) stay as they
/// are.
class QualifyClashes {
public:
  QualifyClashes(Solver &S, llvm::ArrayRef<Dim> Dims,
                 llvm::ArrayRef<ShapeTerm> Shapes = {})
      : S(S), Saved(std::move(S.Qualified)) {
    S.Qualified.clear();
    llvm::SmallVector<VarId, 16> Vars;
    for (const Dim &D : Dims)
      S.collectVarsDeep(D, Vars);
    for (const ShapeTerm &T : Shapes)
      S.collectVarsDeep(T, Vars);
    llvm::sort(Vars);
    Vars.erase(std::unique(Vars.begin(), Vars.end()), Vars.end());
    for (VarId V : Vars) {
      llvm::StringRef Name = S.DimVars[V].Name, Scope = S.DimVars[V].Scope;
      if (Name.empty() || Scope.empty())
        continue;
      bool Clash = false, ShortClash = false;
      for (VarId O : Vars) {
        const Solver::DimVarInfo &I = S.DimVars[O];
        if (O == V || I.Name != Name || I.Scope == Scope)
          continue;
        Clash = true;
        ShortClash |= shortScope(I.Scope) == shortScope(Scope);
      }
      if (!Clash)
        continue;
      if (S.origin(S.DimVars[V].Decl).What.K == ReasonDesc::Kind::ObjectDim)
        S.Qualified[V] = Scope.str() + "." + Name.str();
      else
        S.Qualified[V] =
            (ShortClash ? Scope : shortScope(Scope)).str() + "::" + Name.str();
    }
  }
  ~QualifyClashes() { S.Qualified = std::move(Saved); }
  QualifyClashes(const QualifyClashes &) = delete;
  QualifyClashes &operator=(const QualifyClashes &) = delete;

private:
  Solver &S;
  llvm::DenseMap<VarId, std::string> Saved;
};
} // namespace shapecheck

/// "'k'" or "'k' = 4" when the variable is bound.
static std::string describe(Solver &S, const Dim &Original) {
  if (Original.isDynamic())
    return "?";
  std::string Written = S.str(Original.E);
  std::string Value = S.str(S.resolve(Original.E));
  if (Original.E.isGround())
    return Written;
  if (Written == Value)
    return "'" + Written + "'";
  return "'" + Written + "' = " + Value;
}

void Solver::explain(const Dim &D, std::vector<DiagNote> &Notes) {
  if (D.isDynamic())
    return;
  llvm::SmallVector<VarId, 8> Vars;
  D.E.collectVars(Vars);
  explainVars(Vars, Notes);
}

void Solver::explainVars(llvm::SmallVectorImpl<VarId> &Vars,
                         std::vector<DiagNote> &Notes) {
  constexpr size_t MaxNotes = 6;
  // Follow bindings transitively so that a chain n -> m -> 4 shows m too.
  llvm::SmallSet<VarId, 8> Seen;
  // Rigid variables declared by the same annotation share one note.
  std::vector<std::pair<OriginId, std::vector<std::string>>> Rigid;
  for (size_t I = 0; I < Vars.size() && Notes.size() < MaxNotes; ++I) {
    VarId V = Vars[I];
    if (!Seen.insert(V).second)
      continue;
    const DimVarInfo &Info = DimVars[V];
    std::string Name = "'" + varName(V) + "'";
    if (Info.Binding) {
      const Origin &By = origin(Info.BoundBy);
      if (By.Loc.valid())
        Notes.push_back(DiagNote{By.Loc,
                                 Name + " = " + str(resolve(DimExpr::var(V))) +
                                     " was bound by " + By.What.str(),
                                 NoteRole::Binding, By.What});
      Info.Binding->collectVars(Vars);
    } else if (Info.Kind == VarKind::Rigid && origin(Info.Decl).Loc.valid()) {
      auto It = std::find_if(Rigid.begin(), Rigid.end(), [&](const auto &P) {
        return P.first == Info.Decl;
      });
      if (It == Rigid.end())
        Rigid.push_back({Info.Decl, {Name}});
      else
        It->second.push_back(Name);
    }
  }
  for (const auto &[Decl, Names] : Rigid) {
    if (Notes.size() >= MaxNotes)
      break;
    std::string Msg;
    for (size_t I = 0; I < Names.size(); ++I)
      Msg += (I == 0 ? "" : I + 1 == Names.size() ? " and " : ", ") + Names[I];
    Msg += Names.size() == 1 ? " is a dimension of " : " are dimensions of ";
    const Origin &O = origin(Decl);
    Notes.push_back(
        DiagNote{O.Loc, Msg + O.What.str(), NoteRole::Declaration, O.What});
  }
}

void Solver::explain(const ShapeTerm &S, std::vector<DiagNote> &Notes) {
  llvm::SmallVector<VarId, 8> Vars;
  for (const Dim &D : S.Prefix)
    if (!D.isDynamic())
      D.E.collectVars(Vars);
  for (const Dim &D : S.Suffix)
    if (!D.isDynamic())
      D.E.collectVars(Vars);
  explainVars(Vars, Notes);
  if (!S.Var)
    return;
  const ShapeVarInfo &Info = ShapeVars[*S.Var];
  const Origin &By = origin(Info.BoundBy);
  if (By.Loc.valid() && Info.Binding && !Info.Name.empty())
    Notes.push_back(DiagNote{By.Loc,
                             "'*" + Info.Name.str() +
                                 "' = " + str(*Info.Binding) +
                                 " was bound by " + By.What.str(),
                             NoteRole::Binding, By.What});
}

void shapecheck::noteDeclaration(const Reason &R,
                                 std::vector<DiagNote> &Notes) {
  if (R.ExpectedLoc.valid())
    Notes.push_back(requirementNote(R.ExpectedLoc, R.expectedDesc()));
}

void Solver::reportAgainst(CheckId Check, const Reason &R, std::string Message,
                           std::vector<DiagNote> Notes, Level L) {
  Reason Said = R;
  Said.Expected = R.expectedDesc();
  report(Check, Said, std::move(Message), std::move(Notes), L);
}

std::string Solver::distinctDims(const Dim &Expected, const Dim &Actual) {
  if (Expected.isDynamic() || Actual.isDynamic())
    return "";
  DimExpr E = resolve(Expected.E), A = resolve(Actual.E);
  auto RigidVar = [&](const DimExpr &X) -> std::optional<VarId> {
    std::optional<VarId> V = X.asVar();
    if (V && DimVars[*V].Kind == VarKind::Rigid)
      return V;
    return std::nullopt;
  };
  std::optional<VarId> VE = RigidVar(E), VA = RigidVar(A);
  if (VE && VA)
    return "; '" + varName(*VA) + "' and '" + varName(*VE) +
           "' are distinct dimensions that would have to be equal";
  if ((VE && A.isGround()) || (VA && E.isGround()))
    return "; '" + varName(VE ? *VE : *VA) +
           "' is a dimension of its own, not always " + str(VE ? A : E);
  return "";
}

void Solver::reportDimConflict(const Dim &Expected, const Dim &Actual,
                               const Reason &R, const std::string &Where,
                               const std::string &Why, Level L) {
  QualifyClashes Q(*this, {Expected, Actual});
  std::string Msg = R.contextStr();
  if (!Where.empty())
    Msg += ", " + Where;
  Msg += ": size " + describe(*this, Actual) + " does not match " +
         describe(*this, Expected) + " required by " + R.expectedStr();
  if (!Why.empty())
    Msg += " (" + Why + ")";
  else
    Msg += distinctDims(Expected, Actual);
  std::vector<DiagNote> Notes;
  explain(Expected, Notes);
  explain(Actual, Notes);
  noteDeclaration(R, Notes);
  reportAgainst(CheckId::ShapeMismatch, R, std::move(Msg), std::move(Notes), L);
}

void Solver::reportDomainConflict(const Dim &Expected, const Dim &Actual,
                                  const Reason &R, const std::string &Where) {
  PendingDomainConflict P = std::move(*DomainConflict);
  DomainConflict.reset();
  size_t Before = Findings.size();
  reportDimConflict(Expected, Actual, R, Where, P.Domain.Why);
  if (Findings.size() > Before)
    for (DiagNote &N : P.Domain.Notes)
      Findings.back().Notes.push_back(std::move(N));
  // Reported once: the variable takes the value, so that the uses after it
  // are not reported again.
  DimVars[P.V].Binding = std::move(P.Value);
  DimVars[P.V].BoundBy = P.By;
  ++BindingsSinceCheck;
}

static std::string axes(size_t N, bool AtLeast) {
  std::string S = (AtLeast ? "at least " : "") + std::to_string(N);
  return S + (N == 1 ? " axis" : " axes");
}

void Solver::reportRank(const ShapeTerm &Expected, const ShapeTerm &Actual,
                        const Reason &R) {
  QualifyClashes Q(*this, {}, {Expected, Actual});
  ShapeTerm E = resolve(Expected), A = resolve(Actual);
  std::string Msg = R.contextStr() + " has " +
                    axes(A.knownRank(), A.Var.has_value()) + " " + str(A) +
                    ", but " + R.expectedStr() + " requires " +
                    axes(E.knownRank(), E.Var.has_value()) + " " + str(E);
  std::vector<DiagNote> Notes;
  explain(Expected, Notes);
  explain(Actual, Notes);
  noteDeclaration(R, Notes);
  reportAgainst(CheckId::RankMismatch, R, std::move(Msg), std::move(Notes));
}
