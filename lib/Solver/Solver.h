//===- Solver.h - Hindley-Milner style shape solver -------------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Union-find over dimension and shape variables with arithmetic:
//
//  * unifyDim solves linear equations over flexible variables exactly
//    (n+1 ~ 5 binds n = 4; 2*n ~ 7 is an error) and defers nonlinear ones
//    until their variables are known;
//  * unifyShape splits variadic segments (prefix / suffix alignment);
//  * rigid variables (a signature's own, inside its body) bind to nothing
//    but flexible variables; Dynamic dimensions and shape variables are the
//    gradual "unknown" and agree with anything;
//  * dtype variables (one scalar type shared by several arrays) are a
//    union-find of their own; each class holds the set of dtypes it may
//    still be, narrowed by the categories it meets (flexible) or fixed
//    (rigid);
//  * every binding records the Reason that made it, so that a conflict is
//    reported with both sides: where each value came from.
//
// Conflicts are Findings collected by the solver; unify* return false when
// they add one.
//
//===----------------------------------------------------------------------===//
#ifndef SHAPECHECK_SOLVER_SOLVER_H
#define SHAPECHECK_SOLVER_SOLVER_H

#include "Shape/Diagnostic.h"
#include "Solver/Types.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/StringSet.h"
#include <string>
#include <vector>

namespace shapecheck {

struct SolverOptions {
  /// How constraints still undecided at finish() are reported.
  Level UnresolvedLevel = Level::Warning;
  bool ReportUnresolved = true;
  /// Bound on deferred-constraint re-check rounds.
  unsigned MaxRounds = 64;
};

class Solver {
public:
  explicit Solver(SolverOptions Opts = {});

  //===--- Variables
  //-------------------------------------------------------===//
  /// Scope names what declared the variable (a function, a class): a
  /// message that mentions two variables of one name in different scopes
  /// qualifies them ('take::n' and 'f::n').
  VarId freshDimVar(llvm::StringRef Name, VarKind Kind, Origin Decl,
                    llvm::StringRef Scope = {});
  ShapeVarId freshShapeVar(llvm::StringRef Name, VarKind Kind, Origin Decl);
  VarId freshDimVar(llvm::StringRef Name, VarKind Kind, OriginId Decl,
                    llvm::StringRef Scope = {});
  ShapeVarId freshShapeVar(llvm::StringRef Name, VarKind Kind, OriginId Decl);
  /// Interns provenance so that many variables and bindings share it.
  OriginId addOrigin(Origin O);
  const Origin &origin(OriginId Id) const { return Origins[Id]; }
  /// A shape of unknown rank: a fresh Dynamic variadic.
  ShapeTerm dynamicShape();
  llvm::StringRef dimVarName(VarId V) const;
  llvm::StringRef dimVarScope(VarId V) const;
  llvm::StringRef shapeVarName(ShapeVarId V) const;
  VarKind dimVarKind(VarId V) const;
  VarKind shapeVarKind(ShapeVarId V) const;
  /// A dtype variable that may be any dtype of Bound.
  DtypeVarId freshDtypeVar(llvm::StringRef Name, VarKind Kind, OriginId Decl,
                           DtypeSet Bound = DtypeSet::any());
  llvm::StringRef dtypeVarName(DtypeVarId V) const;
  VarKind dtypeVarKind(DtypeVarId V) const;

  /// The values a flexible variable may still take (a finite domain): the
  /// program decides it among them (an object reached through a pointer to
  /// an abstract class has the sizes of one of the classes derived from it).
  /// Binding the variable to a constant outside them is a conflict, with Why
  /// in the message and Notes after it; binding it to another unbound
  /// flexible variable passes the domain on. A variable already bound, or
  /// rigid, is left as it is: the restriction is never a guess.
  struct DimDomain {
    std::vector<int64_t> Values; // sorted, unique, not empty
    std::string Why;             // "'m' of the object 'p' is 2 or 3: ..."
    std::vector<DiagNote> Notes;
  };
  void restrictDim(VarId V, DimDomain D);
  /// V's domain, if it has one.
  const DimDomain *domainOf(VarId V) const;
  /// The representative of V's class; 0 for 0.
  DtypeVarId dtypeRoot(DtypeVarId V);
  /// The dtypes T may have now: its set met with its variable's.
  DtypeSet dtypeOf(const ArrayType &T);
  size_t numDimVars() const { return DimVars.size(); }
  size_t numShapeVars() const { return ShapeVars.size(); }

  //===--- Resolution
  //------------------------------------------------------===//
  /// Substitutes every bound variable (with path compression).
  Dim resolve(const Dim &D);
  DimExpr resolve(const DimExpr &E);
  ShapeTerm resolve(const ShapeTerm &S);
  ArrayType resolve(const ArrayType &T);

  //===--- Unification
  //-----------------------------------------------------===//
  bool unifyDim(const Dim &Expected, const Dim &Actual, const Reason &R);
  bool unifyShape(const ShapeTerm &Expected, const ShapeTerm &Actual,
                  const Reason &R);
  /// Checks the dtype of Actual against the category Expected.
  bool unifyDtype(DtypeSet Expected, DtypeSet Actual, const Reason &R);
  /// Checks the dtypes of two arrays and, when they agree, makes their
  /// variables one: a flexible variable is narrowed to the dtypes both
  /// admit, a rigid one keeps its own.
  bool unifyDtypeVars(const ArrayType &Expected, const ArrayType &Actual,
                      const Reason &R);
  bool unifyArray(const ArrayType &Expected, const ArrayType &Actual,
                  const Reason &R);
  /// Whether two dimensions are provably equal / provably different now,
  /// without binding anything.
  bool provablyEqual(const Dim &A, const Dim &B);
  bool provablyDifferent(const Dim &A, const Dim &B);

  /// A is a multiple of B from now on (a check in the code establishes
  /// `A % B == 0`): `B * (A // B)` resolves to A.
  void assumeDivisible(const Dim &A, const Dim &B);
  /// Actual's sizes are Stated's from now on where Actual has a value only
  /// the run knows (isUnknownValue) and Stated a size that no unification
  /// would bind: a local's annotation states its shape, as a check the
  /// program makes (jaxtyping's, at run time) does. Only axes of fixed-rank
  /// shapes of one rank; the rest is left to unification.
  void assumeStated(const ShapeTerm &Stated, const ShapeTerm &Actual,
                    const Reason &R);

  //===--- Broadcasting (numpy rules)
  //---------------------------------------===//
  /// The broadcast of two dimensions / shapes. On failure adds a finding
  /// (check "broadcast") and returns std::nullopt.
  std::optional<Dim> broadcastDim(const Dim &A, const Dim &B, const Reason &R);
  std::optional<ShapeTerm> broadcast(llvm::ArrayRef<ShapeTerm> Shapes,
                                     const Reason &R);

  //===--- Gradual information
  //---------------------------------------------===//
  /// The most specific shape consistent with both (call after unifyShape
  /// succeeded): Dynamic parts of one are filled from the other. Aesara's
  /// narrowing of (2, None) against (2, 1) gives (2, 1).
  ShapeTerm narrow(const ShapeTerm &A, const ShapeTerm &B);
  /// The join of two control-flow branches: equal dimensions are kept,
  /// others become Dynamic; different ranks give a Dynamic shape.
  ShapeTerm join(const ShapeTerm &A, const ShapeTerm &B);
  /// The join of two arrays: shapes joined, dtype sets joined, and the
  /// dtype variable kept when both have the same.
  ArrayType join(const ArrayType &A, const ArrayType &B);

  //===--- Deferred constraints and findings
  //--------------------------------===//
  /// Re-checks deferred constraints whose variables became known.
  void solveDeferred();
  /// Re-checks, then reports what remains undecided.
  void finish();
  size_t numDeferred() const { return Deferred.size(); }

  /// The generic analysis constraints are made in: opaque to the solver
  /// (the frontend's method analysed on its class's own instance, whose
  /// sizes are the class's dimensions); null outside one. A constraint
  /// that stays undecided there is reported by finish() only when no
  /// instance of known sizes decided it (markDecidedByInstance): as a C++
  /// template is checked where it is instantiated.
  using Scope = const void *;
  Scope scope() const { return CurrentScope; }
  void setScope(Scope S) { CurrentScope = S; }
  void markDecidedByInstance(Scope S) { DecidedByInstance.insert(S); }
  /// An instance of known size Name (a constructor's parameter, by the
  /// class's name for it) was analysed in S: a condition of S's generic
  /// analysis on that size is the instances' to decide (each reports its
  /// own verdict), not reported by finish().
  void markDecidedByInstance(Scope S, llvm::StringRef Name) {
    DecidedNames[S].insert(Name);
  }
  /// Whether V may still be decided: flexible, or, in a generic analysis
  /// (a scope is open), a size the class's constructions decide.
  bool decidedLater(VarId V) const {
    return DimVars[V].Kind == VarKind::Flexible ||
           (CurrentScope && isConstructorDecided(V));
  }

  /// Whether V stands for one value the program computes that nobody can
  /// know (ReasonDesc::isUnknownValue): a condition on it that some value
  /// satisfies is undecided, not a conflict.
  bool isUnknownValue(VarId V) const;
  /// Whether V is a size named in the program's declarations (an
  /// annotation's name, a constructor's parameter, an options field): a
  /// dimension the code's contract is written in, not a value the code
  /// computed (a field constructors set from a computation, a local read at
  /// run time), which may equal any other.
  bool isDeclaredDim(VarId V) const;

  /// Adds a finding (also used by shape functions and rules): at R.Loc,
  /// with R's Context and Expected as its structured reason.
  void report(CheckId Check, const Reason &R, std::string Message,
              std::vector<DiagNote> Notes = {}, Level L = Level::Error);
  /// Adds a finding made elsewhere (one taken and given a note); a note
  /// said twice is kept once.
  void report(Finding F);
  const std::vector<Finding> &findings() const { return Findings; }
  /// A trial (rustc's probe): what went wrong in it is dropped, a conflict
  /// left to the class's instances included.
  struct Trial {
    size_t Findings = 0, Conflicts = 0;
  };
  Trial beginTrial() const {
    return {Findings.size(), InstanceConflicts.size()};
  }
  bool trialFailed(const Trial &T) const {
    return Findings.size() > T.Findings ||
           InstanceConflicts.size() > T.Conflicts;
  }
  void dropTrial(const Trial &T) {
    Findings.resize(T.Findings);
    InstanceConflicts.resize(T.Conflicts);
  }
  std::vector<Finding> takeFindings();
  size_t numUnifications() const { return Unifications; }

  //===--- Printing
  //---------------------------------------------------------===//
  std::string str(const Dim &D);
  std::string str(const DimExpr &E);
  std::string str(const ShapeTerm &S); // "[b 3 n+1]", "[*batch n]", "[...]"
  std::string str(const ArrayType &T); // "Float[b n]"
  /// With ShowDtypeVar, a dtype variable is shown after the category:
  /// "Float<x>[b n]".
  std::string str(const ArrayType &T, bool ShowDtypeVar);
  /// Notes explaining where the variables of E got their values.
  void explain(const Dim &D, std::vector<DiagNote> &Notes);
  void explain(const ShapeTerm &S, std::vector<DiagNote> &Notes);

private:
  struct DimVarInfo {
    llvm::StringRef Name; // interned in Names
    VarKind Kind;
    OriginId Decl;
    OriginId BoundBy = 0;
    std::optional<DimExpr> Binding;
    llvm::StringRef Scope; // interned in Names; may be empty
  };
  struct ShapeVarInfo {
    llvm::StringRef Name;
    VarKind Kind;
    OriginId Decl;
    OriginId BoundBy = 0;
    std::optional<ShapeTerm> Binding;
  };
  struct DtypeVarInfo {
    llvm::StringRef Name;
    VarKind Kind;
    OriginId Decl;
    DtypeVarId Parent = 0; // 0: a representative
    DtypeSet Set;          // a representative's dtypes
  };
  OriginId originOf(const Reason &R);
  llvm::StringRef internName(llvm::StringRef Name);
  struct DeferredEq {
    Dim Expected, Actual;
    Reason Why;
    std::string Where;
    Scope In = nullptr;
  };
  /// A conflict in a class's generic analysis that a value of the
  /// constructor's sizes would remove ('input_size' ~ 784): the program's
  /// instances decide it (issue 23 §4).
  struct InstanceConflict {
    Dim Expected, Actual;
    Reason Why;
    std::string Where;
    Scope In = nullptr;
  };
  struct DeferredBroadcast {
    Dim A, B, Result; // Result = broadcast(A, B)
    Reason Why;
  };

  bool unifyDimAt(const Dim &Expected, const Dim &Actual, const Reason &R,
                  const std::string &Where);
  bool bindDim(VarId V, DimExpr Value, const Reason &R);
  /// Whether V's domain admits Value (resolved); passes the domain on to an
  /// unbound flexible variable. On a conflict, sets DomainConflict and
  /// drops the domain (bindDim returns false; V is bound after the report).
  bool domainAdmits(VarId V, const DimExpr &Value);
  llvm::DenseMap<VarId, DimDomain> Domains;
  /// The domain the last binding violated (bindDim returned false), and
  /// the binding it left to be made once the conflict is reported.
  struct PendingDomainConflict {
    DimDomain Domain;
    VarId V;
    DimExpr Value;
    OriginId By;
  };
  std::optional<PendingDomainConflict> DomainConflict;
  bool checkDeferredBroadcast(DeferredBroadcast &D, bool &Decided);
  bool unifyDims(llvm::ArrayRef<Dim> E, llvm::ArrayRef<Dim> A, const Reason &R,
                 int FirstAxis);
  bool bindShape(ShapeVarId V, ShapeTerm Value, const Reason &R);
  /// "; 'a' and 'b' are distinct dimensions ..." for a conflict between
  /// rigid dimensions, "" otherwise.
  std::string distinctDims(const Dim &Expected, const Dim &Actual);
  void reportDimConflict(const Dim &Expected, const Dim &Actual,
                         const Reason &R, const std::string &Where,
                         const std::string &Why = {}, Level L = Level::Error);
  /// Reports (and clears) DomainConflict for Expected ~ Actual.
  void reportDomainConflict(const Dim &Expected, const Dim &Actual,
                            const Reason &R, const std::string &Where);
  /// Whether a value of the constructor-decided variables of Diff (sizes a
  /// class's constructor takes from its caller) makes Diff zero; sets
  /// Which to one of them and Value to what it would have to be.
  bool constructionDecides(const DimExpr &Diff, VarId &Which, DimExpr &Value);
  bool isConstructorDecided(VarId V) const;
  /// Whether some value of the unknown values of Diff (isUnknownValue), all
  /// sizes of at least 1, may make Diff zero.
  bool unknownValueMaySatisfy(const DimExpr &Diff);
  void reportRank(const ShapeTerm &Expected, const ShapeTerm &Actual,
                  const Reason &R);
  /// Reports a conflict whose message names what R expects: the finding's
  /// Expected is R.expectedDesc() ("the annotation" when R says none).
  void reportAgainst(CheckId Check, const Reason &R, std::string Message,
                     std::vector<DiagNote> Notes, Level L = Level::Error);
  std::string varName(VarId V) const;
  /// While one finding is written: the variables its terms mention (through
  /// bindings) that share a name with another of them, by their qualified
  /// name. See QualifyClashes in Explain.cpp.
  llvm::DenseMap<VarId, std::string> Qualified;
  friend class QualifyClashes;
  void collectVarsDeep(const Dim &D, llvm::SmallVectorImpl<VarId> &Vars);
  void collectVarsDeep(const ShapeTerm &S, llvm::SmallVectorImpl<VarId> &Vars);
  std::string describeForBroadcast(const Dim &D);
  void explainVars(llvm::SmallVectorImpl<VarId> &Vars,
                   std::vector<DiagNote> &Notes);
  std::optional<ShapeTerm> broadcast2(const ShapeTerm &A, const ShapeTerm &B,
                                      const Reason &R);
  void expandInto(const ShapeTerm &S, ShapeTerm &Out, unsigned Depth);
  /// Splices bound shape variables but keeps dimensions as written, so that
  /// conflicts can still name the variables.
  ShapeTerm expand(const ShapeTerm &S);

  SolverOptions Opts;
  llvm::StringSet<> Names;
  std::vector<Origin> Origins;
  std::vector<DimVarInfo> DimVars;
  std::vector<ShapeVarInfo> ShapeVars;
  std::vector<DtypeVarInfo> DtypeVars; // [0] is a placeholder
  std::vector<DeferredEq> Deferred;
  std::vector<InstanceConflict> InstanceConflicts;
  Scope CurrentScope = nullptr;
  llvm::DenseSet<Scope> DecidedByInstance;
  llvm::DenseMap<Scope, llvm::StringSet<>> DecidedNames;
  /// Whether every size of Diff that a construction decides is one that
  /// an instance analysed in S gave a known value.
  bool instancesDecide(Scope S, const DimExpr &Diff) const;
  /// Divisibility facts (A, B): A % B == 0.
  std::vector<std::pair<DimExpr, DimExpr>> Divisible;
  /// E with every bound variable substituted (resolve also applies the
  /// divisibility facts).
  DimExpr resolveBindings(const DimExpr &E);
  std::vector<DeferredBroadcast> DeferredBcast;
  std::vector<Finding> Findings;
  size_t Unifications = 0;
  size_t BindingsSinceCheck = 0;
};

/// Adds "<what R expects> is declared here" (a Requirement note labelled
/// with R.expectedDesc()) when R says where it was written.
void noteDeclaration(const Reason &R, std::vector<DiagNote> &Notes);

} // namespace shapecheck

#endif
