//===- StmtInterpreter.h - Control flow through a body ----------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The statement half of the body analyzer: a ConstStmtVisitor that walks
// the structured AST of a body, one VisitXxx method per class of statement,
// updating the BodyAnalyzer's environment (Cur). Branches join their states
// (joinEnvs); loops run trip after trip, then to a fixed point (visitLoop);
// break and continue push their state on the innermost loop's or switch's
// Jumps, joined where it ends; goto makes the code unreachable until a label,
// which starts from a widened state. Expressions go to the ExprEvaluator.
//
// The walk follows the AST rather than Clang's CFG: each branch of an `if`
// is visited with its own state, so that the condition can narrow what it
// tests (BodyNarrowing.cpp) and a condition the analysis knows prunes the
// branch not taken, and a range-for over a known list is unrolled element
// by element; goto, the one jump the structure does not show, is rare in
// the code checked and only loses precision.
//
//===----------------------------------------------------------------------===//
#ifndef SHAPECHECK_FRONTEND_STMTINTERPRETER_H
#define SHAPECHECK_FRONTEND_STMTINTERPRETER_H

#include "Frontend/AnalysisContext.h"
#include "Frontend/Env.h"
#include "clang/AST/StmtVisitor.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/DenseMap.h"
#include <optional>
#include <vector>

namespace shapecheck {

class BodyAnalyzer;

class StmtInterpreter : public clang::ConstStmtVisitor<StmtInterpreter> {
public:
  explicit StmtInterpreter(BodyAnalyzer &Analyzer);

  /// Runs St from the state Cur. Unreachable code is skipped, except for
  /// the labels and cases that make it reachable again.
  void visit(const clang::Stmt *St);
  void visitVarDecl(const clang::VarDecl *VD);
  bool isUndefinedArray(const clang::Expr *Init, clang::QualType Ty) const;

  //===--- One method per class of statement (ConstStmtVisitor)
  //----------===//
  /// Anything else (asm, SEH, OpenMP, ...): its children, in order.
  void VisitStmt(const clang::Stmt *St);
  void VisitExpr(const clang::Expr *E);
  void VisitLabelStmt(const clang::LabelStmt *L);
  /// CaseStmt, DefaultStmt.
  void VisitSwitchCase(const clang::SwitchCase *SC);
  void VisitCompoundStmt(const clang::CompoundStmt *CS);
  void VisitDeclStmt(const clang::DeclStmt *DS);
  void VisitIfStmt(const clang::IfStmt *If);
  void VisitSwitchStmt(const clang::SwitchStmt *Sw);
  void VisitWhileStmt(const clang::WhileStmt *W);
  void VisitDoStmt(const clang::DoStmt *D);
  void VisitForStmt(const clang::ForStmt *Fo);
  void VisitCXXForRangeStmt(const clang::CXXForRangeStmt *R);
  void VisitReturnStmt(const clang::ReturnStmt *R);
  void VisitCoreturnStmt(const clang::CoreturnStmt *R);
  void VisitBreakStmt(const clang::BreakStmt *);
  void VisitContinueStmt(const clang::ContinueStmt *);
  void VisitGotoStmt(const clang::GotoStmt *);
  void VisitIndirectGotoStmt(const clang::IndirectGotoStmt *);
  void VisitCXXTryStmt(const clang::CXXTryStmt *T);
  void VisitCoroutineBodyStmt(const clang::CoroutineBodyStmt *C);
  void VisitAttributedStmt(const clang::AttributedStmt *A);
  void VisitNullStmt(const clang::NullStmt *) {}

private:
  /// while, for, do and range-for. CondFirst: the condition is tested
  /// before the body.
  Env widenRead(const clang::Expr *Cond, const Env &Entry, Env Cur);
  void visitLoop(const clang::Stmt *Cond, const clang::Stmt *Body,
                 const clang::Stmt *Inc, bool CondFirst,
                 const clang::VarDecl *LoopVar, const Value *Elem = nullptr);
  /// What every element of a range is (the join of a list's items, of a
  /// ModuleList's modules), if known.
  std::optional<Value> elementOf(const Value &Range);
  /// The elements of a known list, a ModuleList's modules or an int list.
  bool elementsOf(const Value &Range, std::vector<Value> &Out);
  /// A range-for over known elements: the body once per element, in order.
  void visitUnrolled(const clang::Stmt *Body, const clang::VarDecl *LoopVar,
                     llvm::ArrayRef<Value> Items);
  /// A range-for's variable holds V (a known element).
  void bindLoopVar(const clang::VarDecl *LoopVar, const Value &V);
  /// Runs a loop's body once from Cur: its `continue`s are joined into
  /// Cur, its `break`s into Exit.
  void runLoopBody(const clang::Stmt *Body, Env &Exit);
  /// A counted loop, `for (int i = a; i < b; ++i)` whose body changes
  /// neither i nor b: its counter, its bound and the counter's value on the
  /// last trip (b - 1; b for `<=`).
  struct CountedLoop {
    const clang::VarDecl *Counter = nullptr;
    const clang::Expr *Bound = nullptr;
    Dim BoundValue, Last;
  };
  std::optional<CountedLoop> countedLoop(const clang::ForStmt *Fo);
  /// The last trip of a counted loop whose trips the walk did not all take
  /// (b not known, or more than MaxUnrolled trips), run once more as a
  /// probe with the counter at its last value, from the state at the loop's
  /// head: an index past a size there (`A(i + 1, i)` for i < nx - 1 on
  /// nx - 1 rows) is reported, with a note; the state it leaves and the
  /// shapes it gives locals are dropped.
  void visitLastTrip(const clang::ForStmt *Fo, const CountedLoop &L);
  /// Longer lists are iterated as any loop, with the join of their items.
  static constexpr size_t MaxUnrolled = 64;
  void visitReturn(const clang::Expr *E);

  BodyAnalyzer &Analyzer;
  AnalysisContext &AC;
  Solver &S;
  Env &Cur;
  /// Per enclosing loop or switch, the states that leave it by break or go
  /// on by continue, joined where it ends.
  struct Jumps {
    bool IsSwitch = false;
    Env SwitchEntry;
    /// A switch on a value the analysis knows: only its case (or, when
    /// no case has it, the default) is entered.
    std::optional<int64_t> SwitchValue;
    bool SomeCaseMatches = false;
    std::vector<Env> Breaks, Continues;
  };
  std::vector<Jumps> JumpStack;
  /// Per loop (by its body), what its last visit started from and the join
  /// of the states that reached its head: a loop visited again (on its
  /// enclosing loop's next trip) starts from there (see visitLoop).
  struct LoopSummary {
    Env Entry, Head;
  };
  llvm::DenseMap<const clang::Stmt *, LoopSummary> LoopSummaries;
  /// Running a last-trip probe (visitLastTrip): the loops inside are not
  /// probed again.
  bool InProbe = false;
};

} // namespace shapecheck

#endif
