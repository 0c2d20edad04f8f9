//===- BodyAnalyzer.h - Shape inference through a body ----------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// An abstract interpreter over Clang's AST of one function body, with the
// shape solver as its domain:
//
//  * parameters: an annotated function sees its own names as rigid
//    variables (enterBody semantics); an unannotated one gets a fresh
//    flexible shape per array parameter, and its scheme is generalized at
//    the end (Scheme.h);
//  * locals: annotated ones keep their declared type and every assignment is
//    checked against it; unannotated ones take what they are assigned, flow
//    sensitively (x = f(x) gives x a new shape), and so do parameters: a
//    parameter's annotation describes the argument, and `x =
//    fc1->forward(x)` gives x the layer's output;
//  * branches join (Solver::join); loops run trip after trip with the state
//    of the previous trip, then join to a fixed point, within bounds;
//  * calls are asked to the CallModels; `return` is checked against the
//    declared result; integers are tracked as symbolic dimensions, and
//    other values the rules know (int lists, tuples, nn module instances,
//    options objects, dtypes) flow through locals too;
//  * fields: in a constructor, what the member initialisers and the body
//    assign; in a method, what the object's constructor left (the instance
//    the method is called on, or the class's default instance).
//
// Expressions are evaluated by an ExprEvaluator (ExprEvaluator.h, a
// ConstStmtVisitor over this analyzer's state), statements by a
// StmtInterpreter (StmtInterpreter.h), what the libraries say about calls
// by a LibraryAdapter (LibraryAdapter.h: the CallModels; literals,
// std::get, holders, look-through conversions), declared types and
// assignments in BodyVariables.cpp.
//
//===----------------------------------------------------------------------===//
#ifndef SHAPECHECK_FRONTEND_BODYANALYZER_H
#define SHAPECHECK_FRONTEND_BODYANALYZER_H

#include "Frontend/AnalysisContext.h"
#include "Frontend/Env.h"
#include "Frontend/LibraryAdapter.h"
#include "Solver/Scheme.h"
#include "Solver/Signature.h"
#include "clang/Basic/SourceLocation.h"
#include "llvm/ADT/StringSet.h"
#include <memory>
#include <optional>
#include <vector>

namespace clang {
class AbstractConditionalOperator;
class ArraySubscriptExpr;
class BinaryOperator;
class CallExpr;
class CXXConstructExpr;
class CXXConstructorDecl;
class CXXRecordDecl;
class FieldDecl;
class InitListExpr;
class DeclRefExpr;
class Expr;
class FunctionDecl;
class MemberExpr;
class ParmVarDecl;
class QualType;
class Stmt;
class SwitchStmt;
class UnaryOperator;
class VarDecl;
} // namespace clang

namespace shapecheck {

class ExprEvaluator;
class StmtInterpreter;

class BodyAnalyzer {
public:
  /// F must have a body. This: the object a method runs on (null: its
  /// class's default instance). Args: the arguments' values of one call
  /// (missing ones take their defaults): a constructor building an
  /// instance, a module's method called on an instance; then run() gives
  /// no scheme, and result() what the call returns.
  /// Generic: F is a constructor building its class's generic instance
  /// (ModuleObjects::construct).
  BodyAnalyzer(AnalysisContext &AC, const clang::FunctionDecl *F,
               const RuleValue *This = nullptr,
               const std::vector<Value> *Args = nullptr, bool Generic = false);
  /// Evaluates only the in-class initialisers of RD's fields (a class
  /// without a constructor of its own): see runInitializers().
  BodyAnalyzer(AnalysisContext &AC, const clang::CXXRecordDecl *RD);
  ~BodyAnalyzer();

  /// Walks the body. Returns F's generalized scheme when F has no
  /// annotation (an annotated function is called through its signature).
  std::optional<Scheme> run();
  /// For the record constructor: evaluates the in-class initialisers.
  void runInitializers();
  /// Evaluates the initialisers of variables with static storage defined
  /// outside functions (a namespace's, or the static data members of one
  /// class, InitsOf), each checked against its annotation or its type's
  /// static sizes; a class's members share one instance of its names
  /// (`R_` "m m" and `H_` "m n" of one sensor class).
  void runStaticInitializers(llvm::ArrayRef<const clang::VarDecl *> Vars);
  /// After a run with Args: the join of the returned values (None if
  /// nothing is known).
  Value result() const { return Returned ? *Returned : Value::none(); }
  /// After a run with Args: what the body left in each parameter given a
  /// module, and in each array the caller lends it to write (a non-const
  /// reference or a pointer to a non-const array), by index, where known.
  std::vector<std::pair<unsigned, Value>> paramsOut();
  /// After a run of a method on an instance: the object's fields when it
  /// ends (unknown where it leaves them unknown).
  RuleValue thisOut();
  /// After run() of an annotated function whose result is not annotated:
  /// what it returns, in its signature's names.
  const std::optional<InferredResult> &inferredResult() const {
    return InferredRes;
  }
  /// After a constructor's run (or runInitializers): the instance it
  /// built, a Module value named after the class, made at Site.
  RuleValue instance(const clang::CXXRecordDecl *RD, const SourceLoc &Site);

private:
  //===--- Setup (BodyAnalyzer.cpp)
  //----------------------------------------===//
  void enterParameters();
  void enterConstructorInits();
  /// Adds V's dimensions (ModuleObjects::dimsOf) to CtorDims where this
  /// constructor has none by that name: the target's of a delegation, a
  /// base class's; not the names in Except (those this constructor sizes
  /// itself).
  void adoptDims(const RuleValue &V,
                 llvm::ArrayRef<std::pair<std::string, Dim>> Except = {});
  /// A delegating constructor's target, run with Init's arguments.
  void enterDelegation(const clang::CXXConstructorDecl *Ctor,
                       const clang::Expr *Init);
  /// A method: the fields of `this` from the instance.
  void enterThis();
  /// --report-unknown: the fields of RD its constructors disagree on.
  void reportDisagreements(const clang::CXXRecordDecl *RD,
                           llvm::ArrayRef<const clang::FieldDecl *> Fields);
  /// `make_layer(64, n)` or `this->helper(x)`: a method of this object,
  /// analysed with the fields as they are here and the call's arguments;
  /// what it leaves in the fields is their value afterwards.
  /// OutArgs: what the method's body left in the arguments it was given
  /// modules in or lent arrays to write (by index).
  std::optional<Value>
  callOnThis(const clang::CallExpr *E, CallSite &C,
             std::vector<std::pair<unsigned, Value>> *OutArgs = nullptr);
  /// Records V as the value of field FD of `this`.
  void setField(const clang::FieldDecl *FD, const Value &V);
  /// Every field of RD (and of its user bases) becomes unknown.
  void forgetFields(const clang::CXXRecordDecl *RD);
  void dumpSignature(const std::optional<Scheme> &Sc);
  /// Integer parameters that meet no shape leave the scheme.
  void dropUnusedIntParams(const std::optional<ArrayType> &Result);
  /// Whether --dump-shapes shows this analysis (not a re-analysis for one
  /// instance).
  bool dumps() const;
  std::string name() const;

  //===--- Statements (StmtInterpreter.h): forwarded to Stmts
  //-------------===//
  void visit(const clang::Stmt *S);
  /// The program goes on only where Cond is Truth: an unknown axis or
  /// rank that Cond compares is now known (BodyNarrowing.cpp).
  void narrow(const clang::Expr *Cond, bool Truth);
  /// The program throws (or aborts) where Cond is ThrowsWhen: a size check
  /// (`if (x.shape()[1] != c) throw ...;`, TORCH_CHECK) whose sizes are
  /// provably different for the inputs the annotations admit throws for
  /// every one of them: a shape-mismatch at the check (BodyNarrowing.cpp).
  void checkGuard(const clang::Expr *Cond, bool ThrowsWhen);
  /// Axis I of the array variable D as the analysis knows it here (dynamic
  /// when its rank or the axis is not known).
  Dim axisSize(const clang::ValueDecl *D, int64_t I);
  /// `x.size(i)` (or `x.sizes()[i]`) of a local or field array: the
  /// variable and the axis, if E is one.
  std::optional<std::pair<const clang::ValueDecl *, int64_t>>
  sizeOf(const clang::Expr *E);
  /// Axis I of the array variable D is Size from now on, if it was unknown.
  /// Past a check that E equals Size: E, a local holding a value nobody
  /// knows, is Size on this path. BodyNarrowing.cpp.
  void narrowLocal(const clang::Expr *E, const Dim &Size);
  void narrowAxis(const clang::ValueDecl *D, int64_t I, const Dim &Size);
  /// Whether the condition is a constant without side effects, or
  /// compares values the analysis knows (BodyNarrowing.cpp).
  std::optional<bool> constantCondition(const clang::Expr *Cond);

  //===--- Expressions (ExprEvaluator.h): forwarded to Exprs
  //--------------===//
  Value eval(const clang::Expr *E);
  std::optional<Dim> constantInt(const clang::Expr *E);
  /// The value of an integer expression that can be evaluated again without
  /// changing what the program does (`nx - 1`, `x.size(0)`), if known.
  std::optional<Dim> repeatableInt(const clang::Expr *E);
  /// An unknown value of type T (a Dynamic shape for an array type).
  Value unknownOf(clang::QualType T);
  /// Read by an options parameter's field (BodySymbols.cpp).
  void noteOptionsField(const clang::MemberExpr *E, const Value &V);
  /// The same for each known integer field of an options parameter handed
  /// on whole (`patch_embed(cfg)`) in one instance's constructor.
  void noteOptionsPassedOn(const clang::Expr *Arg, const Value &V);
  //===--- Objects and names
  //-----------------------------------------------===//
  /// An object of a class whose fields name dimensions (ClassDims.h): the
  /// instance with the object's own sizes; std::nullopt for other classes.
  /// BodyObjects.cpp.
  std::optional<Value> constructObject(const clang::CXXConstructExpr *E,
                                       const CallSite &C,
                                       const std::vector<Value> &Args);
  /// A parameter that is an object of a class with dimensions (by value or
  /// reference): an object with sizes of its own, fixed within one call.
  /// BodyObjects.cpp.
  std::optional<Value> paramObject(const clang::ParmVarDecl *PD);
  /// Restricts the sizes of Obj, an object of the abstract class RD that
  /// a parameter (Object) refers to, to those of the run's concrete classes
  /// derived from RD (ProgramSummaries.h: ClassFacts), where each says.
  void restrictToDerived(const clang::CXXRecordDecl *RD, const RuleValue &Obj,
                         llvm::StringRef Object);
  /// What an object of a class with dimensions keeps when a call may
  /// change it (its sizes); std::nullopt for other values. BodyObjects.cpp.
  std::optional<Value> keptByObject(const clang::ValueDecl *D, const Value &V);
  /// Whether E is `this->field` (explicit or implicit `this`).
  static bool isThisMember(const clang::Expr *E);
  /// `LHS = V` (V from the expression RHS, for locations).
  void assign(const clang::Expr *LHS, const Value &V, const clang::Expr *RHS);
  /// After a call that may modify the argument in place.
  void invalidate(const clang::Expr *Arg);
  /// The object Arg names is no longer followed from its construction (a
  /// call changed it in a way not seen): its methods read what only
  /// constructors write, as for any object (ModuleObjects::StateField).
  void unfollow(const clang::Expr *Arg);
  /// `cfg.hidden = V` on a local object (a config struct, an options
  /// object): the local's field is V from here on. A write the analysis
  /// cannot follow to one local (through a reference, a nested member)
  /// leaves the local it starts from unknown.
  void setObjectField(const clang::MemberExpr *ME, const Value &V);
  /// A write through an element of a variable's container (`v[0] = 8`,
  /// `++dims[i]`, `a.at(1) += 2`, on a local, a field or a local object's
  /// field): its known items are forgotten. A tensor's element keeps the
  /// tensor's shape.
  void forgetContainer(const clang::Expr *Target);
  ArgValue argValue(const clang::Expr *Arg, const SourceLoc &CallLoc);
  /// The type of an annotated variable or field, per object for fields.
  std::optional<ArrayType> declaredType(const clang::ValueDecl *D,
                                        const clang::Expr *Base);
  /// A rigid symbol for an integer read from Root (and its field Member)
  /// whose value is unknown but fixed (IntSymbols.h).
  Dim symbol(const void *Root, const void *Member, llvm::StringRef Name,
             clang::SourceLocation Loc, ReasonDesc What, int64_t Index = -1);
  /// `cfg.hidden` in the generic constructor, `this->n` set once: a symbol;
  /// std::nullopt for other member reads.
  std::optional<Value> symbolicMember(const clang::MemberExpr *E);
  /// The symbol of field FD of the generic constructor's options parameter
  /// PD (`cfg.hidden`), which the methods' annotations name `hidden`.
  Dim optionsFieldSymbol(const clang::ParmVarDecl *PD,
                         const clang::FieldDecl *FD, clang::SourceLocation Loc);
  /// `features[1]` of the generic constructor's integer-list parameter
  /// (`const std::vector<int64_t> &features`): a symbol; std::nullopt for
  /// other calls.
  std::optional<Value> symbolicElement(const clang::CallExpr *E,
                                       const CallSite &C);
  /// `cfg` handed on whole by the generic constructor (`patch(cfg)`): the
  /// options struct with a symbol for each integer field, those that
  /// `cfg.hidden` reads; std::nullopt for other expressions.
  std::optional<Value> symbolicOptions(const clang::Expr *E);
  /// A local integer set once from an unknown value: a symbol.
  bool isSymbolicLocal(const clang::VarDecl *VD) const;
  using IntTrace = llvm::DenseMap<const clang::Expr *, Dim>;
  /// E's value, recording the integer value of each subexpression in Trace.
  Value evalTraced(const clang::Expr *E, IntTrace &Trace);
  /// The value of Init, the initializer of the symbolic local VD, when it is
  /// integer arithmetic whose value is not known (`(n / b) * b`, with `n`
  /// not known): the arithmetic over its parts, each part that is not known
  /// a symbol of its own, so that `(n // b) * b` is a multiple of `b`.
  /// Trace holds the values of Init's subexpressions. std::nullopt when Init
  /// is not arithmetic, or no part of it is known.
  std::optional<Dim> symbolicParts(const clang::Expr *Init,
                                   const IntTrace &Trace,
                                   const clang::VarDecl *VD,
                                   llvm::StringRef Name);
  /// The integer value of the local named Name (for `{Name}` in local
  /// annotations).
  std::optional<Dim> intVariable(llvm::StringRef Name) const;

  AnalysisContext &AC;
  Solver &S;
  const clang::FunctionDecl *F;
  const FunctionSig *Sig;
  /// The function's names: the signature's (rigid), then those that only
  /// local annotations use (flexible).
  std::unique_ptr<Instantiation> Inst;
  /// Per object (or declaration outside this function): fields' names.
  llvm::DenseMap<const void *, std::unique_ptr<Instantiation>> Objects;
  /// Annotated locals and parameters: their fixed type and where the
  /// annotation is written.
  struct DeclaredType {
    ArrayType T;
    SourceLoc AnnLoc;
  };
  llvm::DenseMap<const clang::ValueDecl *, DeclaredType> Declared;
  /// Locals that name another local's array: a non-const reference
  /// (`MatrixXd &r = V;`) or a pointer never pointed elsewhere
  /// (`MatrixXd *p = &X;`). Reads and writes through them are the
  /// target's.
  llvm::DenseMap<const clang::ValueDecl *, const clang::ValueDecl *> Aliases;
  /// Notes VD as an alias of the local its initializer names, if it is one.
  void noteAlias(const clang::VarDecl *VD);
  /// The local whose array D names (D itself when it is not an alias).
  const clang::ValueDecl *aliased(const clang::ValueDecl *D) const;
  /// A write through a pointer or reference whose target is not known:
  /// the locals whose address the function takes hold nothing known.
  void invalidateEscaped();
  std::vector<std::optional<ArrayType>> ParamTypes; // for the scheme
  std::optional<ArrayType> DeclaredResult;
  std::optional<Value> Returned; // the join of returned values
  std::optional<InferredResult> InferredRes;
  bool ReturnsArray = false;
  /// The object a method runs on; null for free functions.
  const RuleValue *This = nullptr;
  /// A call analysed with its arguments (a constructor building an
  /// instance, a module's method on one instance): their values.
  const std::vector<Value> *ArgValues = nullptr;
  /// Building the generic instance: missing integer arguments and the
  /// integer fields of options parameters are the module's dimensions.
  bool Generic = false;
  /// The initialiser-only mode's class.
  const clang::CXXRecordDecl *InitsOf = nullptr;
  /// Building an instance, or a method for one instance: not dumped.
  bool Reanalysis = false;
  /// A constructor's integer parameters as entered: the dimensions of the
  /// instance it builds (ModuleObjects.h), by name.
  std::vector<std::pair<std::string, Dim>> CtorDims;
  /// In a constructor, the class's names that its fields' annotations use
  /// (ClassDims.h): flexible, bound by what the constructor assigns.
  std::vector<std::pair<std::string, Dim>> CtorClassDims;
  /// In a method (not a constructor): the class's names that no
  /// constructor sizes (its own rigid dimensions here). A method that sizes
  /// an annotated field by them where none does (`void Init() { x_ =
  /// VectorXd::Zero(4); }`) decides them for the object, as a constructor
  /// would: its assignments to the fields are checked against each other
  /// (flexible names, the decided ones bound as in Inst), as below.
  llvm::StringSet<> UndecidedClassDims;
  /// An assignment of an own annotated field whose annotation uses such a
  /// name: checked when the method ends (checkResizes), against the
  /// method's other ones, since the fields may pass through sizes that
  /// disagree while the method changes them: the last one of each field.
  struct PendingResize {
    const clang::ValueDecl *Field;
    const LocatedAnnotation *A;
    shapecheck::ArrayType Value;
    Reason Why;
  };
  std::vector<PendingResize> Resizes;
  /// Checks the pending assignments against one another, as a constructor's
  /// are: the first binds each name, the later ones must agree. Those that
  /// disagree with more of the others are checked last, so that the one
  /// assignment the others contradict is reported, not the first.
  void checkResizes();
  /// The names of the own annotated fields the method assigns: sized anew
  /// here, whatever the object's were.
  void resizedNames(llvm::StringSet<> &Out) const;
  /// The sizes the method gave those names (checkResizes): the object's
  /// after the call (thisOut).
  llvm::StringMap<Dim> ResizedDims;
  /// Whether every sizing seen so far runs on every path through the method
  /// (onEveryPath): else the object's sizes after the call are unknown.
  bool ResizesOnEveryPath = true;
  /// Whether St runs whenever the method does: not under a branch, loop or
  /// lambda, and no return comes before the body's end.
  bool onEveryPath(const clang::Stmt *St) const;
  /// A size of the object that a sizing on some paths only leaves unknown.
  Dim unknownObjectDim(llvm::StringRef Name, const SourceLoc &Loc);
  /// What a delegating constructor's target left besides fields and
  /// dimensions (the key of its instance in another file).
  std::vector<std::pair<std::string, RuleValue>> Delegated;
  /// The instance a method runs on: the module's dimensions stand for
  /// their names in the method's annotations.
  void bindClassDims();
  /// Whether F is a method or constructor of the class of FD, a field or a
  /// static data member (or of a class derived from it): then FD has the
  /// class's own names, those of Inst.
  bool ownsField(const clang::ValueDecl *FD) const;
  /// --dump-shapes: RD's annotated fields in its own names.
  void dumpClassFields(const clang::CXXRecordDecl *RD);
  /// Array locals declared empty (`torch::Tensor mu;`, `MatrixXd R;`):
  /// dumped with the value they hold after the first statement of their
  /// own block that assigns them (an assignment in each branch of a
  /// `switch`: the join of the branches, not the first branch's value), or
  /// their empty one at the end.
  struct UndumpedLocal {
    ArrayType Empty;
    unsigned Depth = 0; // the nesting of blocks the local is declared in
    bool Assigned = false;
  };
  llvm::DenseMap<const clang::ValueDecl *, UndumpedLocal> UndumpedLocals;
  unsigned BlockDepth = 0; // the nesting of the block being interpreted
  void dumpFirstValue(const clang::ValueDecl *D);
  /// After a statement of a block at BlockDepth: dumps the locals of the
  /// block that it assigned.
  void dumpAssignedLocals();
  /// The join of the states at every exit (return or the end).
  std::optional<Env> ExitEnv;
  /// States at `return` in a constructor (for the fields it leaves).
  std::optional<Env> ReturnEnv;

  Env Cur;
  /// Loops entered and not left (StmtInterpreter.cpp; read by BodySymbols).
  unsigned LoopDepth = 0;

  /// The CallModels and library values (LibraryAdapter.h).
  LibraryAdapter Lib;
  friend class ExprEvaluator;
  friend class StmtInterpreter;
  std::unique_ptr<ExprEvaluator> Exprs;
  std::unique_ptr<StmtInterpreter> Stmts;
};

/// Trips through loop bodies run by every BodyAnalyzer on the calling thread
/// so far (the work --stats reports).
uint64_t loopTripsSoFar();

} // namespace shapecheck

#endif
