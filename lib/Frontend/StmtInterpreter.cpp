//===- StmtInterpreter.cpp - Control flow through a function body ---------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Straight-line code updates the environment; if/else, switch and ?: join
// the states of their branches; loops run their body trip after trip with
// the state the previous trip left (so that what goes wrong on the second
// trip is found), then with joined states until nothing changes, and leave
// with the join of every state that can exit. Unreachable code (after
// return, break, continue, goto) is skipped until a label or case revives
// it.
//
//===----------------------------------------------------------------------===//
#include "Frontend/StmtInterpreter.h"
#include "Frontend/BodyAnalyzer.h"
#include "Frontend/FileDeadline.h"
#include "Frontend/LibraryCode.h"
#include "Frontend/LocalVars.h"
#include "Frontend/ModuleObjects.h"
#include "Frontend/PackConventions.h"
#include "Frontend/RuleNames.h"
#include "Frontend/StaticShapes.h"
#include "Rules/RuleSet.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/Stmt.h"
#include "clang/AST/StmtCXX.h"

using namespace shapecheck;
using namespace clang;

StmtInterpreter::StmtInterpreter(BodyAnalyzer &Analyzer)
    : Analyzer(Analyzer), AC(Analyzer.AC), S(Analyzer.S), Cur(Analyzer.Cur) {}

void StmtInterpreter::visit(const Stmt *St) {
  if (!St)
    return;
  // Labels and cases make code reachable again; a compound statement is
  // entered even when unreachable (it may hold a label or a case);
  // everything else is skipped while unreachable.
  if (!Cur.Reachable && !isa<LabelStmt, SwitchCase, CompoundStmt>(St))
    return;
  Visit(St);
}

void StmtInterpreter::VisitLabelStmt(const LabelStmt *L) {
  // Reached from any goto: nothing is known about what it carries.
  Cur = Cur.Reachable ? widenEnv(S, Cur) : Env();
  if (!Cur.Reachable)
    Cur.Reachable = true;
  visit(L->getSubStmt());
}

/// Whether case C holds V (a GNU range `case 1 ... 3` holds each value in
/// it); unknown when its bounds are not constants.
static std::optional<bool> caseHolds(const CaseStmt *C, int64_t V,
                                     const ASTContext &Ctx) {
  Expr::EvalResult Lo, Hi;
  if (!C->getLHS() || C->getLHS()->isValueDependent() ||
      !C->getLHS()->EvaluateAsInt(Lo, Ctx))
    return std::nullopt;
  const llvm::APSInt &L = Lo.Val.getInt();
  if (!C->caseStmtIsGNURange())
    return L.getExtValue() == V;
  if (!C->getRHS() || C->getRHS()->isValueDependent() ||
      !C->getRHS()->EvaluateAsInt(Hi, Ctx))
    return std::nullopt;
  return L.getExtValue() <= V && V <= Hi.Val.getInt().getExtValue();
}

void StmtInterpreter::VisitSwitchCase(const SwitchCase *SC) {
  for (auto It = JumpStack.rbegin(); It != JumpStack.rend(); ++It)
    if (It->IsSwitch) {
      bool Entered = true;
      if (It->SwitchValue) {
        if (const auto *C = dyn_cast<CaseStmt>(SC))
          Entered = caseHolds(C, *It->SwitchValue, AC.Ctx).value_or(true);
        else
          Entered = !It->SomeCaseMatches;
      }
      if (Entered)
        Cur = joinEnvs(S, Cur, It->SwitchEntry);
      break;
    }
  visit(SC->getSubStmt());
}

void StmtInterpreter::VisitCompoundStmt(const CompoundStmt *CS) {
  ++Analyzer.BlockDepth;
  for (const Stmt *Child : CS->body()) {
    visit(Child);
    if (!Analyzer.UndumpedLocals.empty())
      Analyzer.dumpAssignedLocals();
  }
  --Analyzer.BlockDepth;
}

void StmtInterpreter::VisitExpr(const Expr *E) { Analyzer.eval(E); }

void StmtInterpreter::VisitDeclStmt(const DeclStmt *DS) {
  for (const Decl *D : DS->decls())
    if (const auto *VD = dyn_cast<VarDecl>(D))
      visitVarDecl(VD);
}

void StmtInterpreter::VisitWhileStmt(const WhileStmt *W) {
  visitLoop(W->getConditionVariableDeclStmt()
                ? static_cast<const Stmt *>(W->getConditionVariableDeclStmt())
                : W->getCond(),
            W->getBody(), nullptr, true, nullptr);
}

void StmtInterpreter::VisitDoStmt(const DoStmt *D) {
  visitLoop(D->getCond(), D->getBody(), nullptr, false, nullptr);
}

static thread_local uint64_t LoopTripCount = 0;

void StmtInterpreter::VisitForStmt(const ForStmt *Fo) {
  visit(Fo->getInit());
  const Stmt *Cond = Fo->getConditionVariableDeclStmt();
  if (!Cond)
    Cond = Fo->getCond();
  // Probed once per analysis of the body, on the loop's first visit and
  // not inside another probe: nested loops then cost one probe each.
  std::optional<CountedLoop> Counted;
  if (!InProbe && !LoopSummaries.count(Fo->getBody()))
    Counted = countedLoop(Fo);
  visitLoop(Cond, Fo->getBody(), Fo->getInc(), true, nullptr);
  if (Counted)
    visitLastTrip(Fo, *Counted);
}

std::optional<StmtInterpreter::CountedLoop>
StmtInterpreter::countedLoop(const ForStmt *Fo) {
  const auto *Cond = dyn_cast_or_null<BinaryOperator>(
      Fo->getCond() ? Fo->getCond()->IgnoreParenImpCasts() : nullptr);
  if (!Cond || Fo->getConditionVariable())
    return std::nullopt;
  CountedLoop L;
  BinaryOperatorKind Op = Cond->getOpcode();
  L.Counter = localNamed(Cond->getLHS());
  L.Bound = Cond->getRHS();
  if (!L.Counter && (Op == BO_GT || Op == BO_GE)) { // `b > i`
    L.Counter = localNamed(Cond->getRHS());
    L.Bound = Cond->getLHS();
    Op = Op == BO_GT ? BO_LT : BO_LE;
  }
  if (!L.Counter || !L.Counter->getType()->isIntegerType() ||
      (Op != BO_LT && Op != BO_LE && Op != BO_NE))
    return std::nullopt;
  // One step up per trip, and nothing else changes the counter.
  const Expr *Inc =
      Fo->getInc() ? Fo->getInc()->IgnoreParenImpCasts() : nullptr;
  bool Step = false;
  if (const auto *U = dyn_cast_or_null<UnaryOperator>(Inc))
    Step = U->isIncrementOp() && localNamed(U->getSubExpr()) == L.Counter;
  else if (const auto *CA = dyn_cast_or_null<CompoundAssignOperator>(Inc))
    Step = CA->getOpcode() == BO_AddAssign &&
           localNamed(CA->getLHS()) == L.Counter &&
           Analyzer.constantInt(CA->getRHS()) &&
           Analyzer.constantInt(CA->getRHS())->asConstant() == 1;
  if (!Step || changesLocal(Fo->getBody(), L.Counter))
    return std::nullopt;
  std::optional<Dim> B = Analyzer.repeatableInt(L.Bound);
  if (!B)
    return std::nullopt;
  L.BoundValue = *B;
  DimExpr Bound = S.resolve(B->E);
  L.Last = Op == BO_LE ? *B : Dim::expr(Bound - DimExpr::constant(1));
  // A bound the walk knows, with a known start: every trip up to
  // MaxUnrolled was taken already.
  const Value *Start = Cur.lookup(L.Counter);
  if (Bound.asConstant() && Start && Start->isInt() &&
      !Start->dim().isDynamic())
    if (std::optional<int64_t> A = S.resolve(Start->dim().E).asConstant();
        A && *Bound.asConstant() - *A <= int64_t(MaxUnrolled))
      return std::nullopt;
  return L;
}

void StmtInterpreter::visitLastTrip(const ForStmt *Fo, const CountedLoop &L) {
  auto It = LoopSummaries.find(Fo->getBody());
  if (It == LoopSummaries.end() || !It->second.Head.Reachable)
    return;
  Env Exit = std::move(Cur);
  Cur = It->second.Head;
  // The bound is the same on every trip (the body changes nothing it reads).
  std::optional<Dim> B = Analyzer.repeatableInt(L.Bound);
  if (B && S.resolve(B->E) == S.resolve(L.BoundValue.E)) {
    Cur.Vars[L.Counter] = Value::integer(L.Last);
    auto Summaries = LoopSummaries;
    ShapeDump *Dump = AC.Dump; // this trip's shapes are not the locals'
    AC.Dump = nullptr;
    size_t Before = S.findings().size();
    Env Ignored = Env::unreachable();
    ++Analyzer.LoopDepth;
    ++LoopTripCount;
    checkFileDeadline();
    InProbe = true;
    runLoopBody(Fo->getBody(), Ignored);
    InProbe = false;
    --Analyzer.LoopDepth;
    AC.Dump = Dump;
    LoopSummaries = std::move(Summaries);
    // What this trip finds that the others did not, said of this trip.
    if (S.findings().size() > Before) {
      std::vector<Finding> All = S.takeFindings();
      DiagNote Note(AC.Locs.point(L.Counter->getLocation()),
                    "on the loop's last trip, where '" +
                        L.Counter->getName().str() + "' is " + S.str(L.Last));
      for (size_t I = 0; I < All.size(); ++I) {
        if (I >= Before) {
          bool Seen = false;
          for (size_t J = 0; J < Before && !Seen; ++J)
            Seen = All[J].Loc == All[I].Loc && All[J].Check == All[I].Check;
          if (Seen)
            continue;
          All[I].Notes.insert(All[I].Notes.begin(), Note);
        }
        S.report(All[I]); // a copy: later ones are compared with it
      }
    }
  }
  Cur = std::move(Exit);
}

void StmtInterpreter::VisitCXXForRangeStmt(const CXXForRangeStmt *R) {
  visit(R->getInit());
  Value Range = Analyzer.eval(R->getRangeInit());
  std::vector<Value> Items;
  if (elementsOf(Range, Items) && Items.size() <= MaxUnrolled) {
    // A known list (a ModuleList's modules, x.chunk(4)): one trip per
    // element, in order, so that layers of different sizes apply in turn.
    visitUnrolled(R->getBody(), R->getLoopVariable(), Items);
    return;
  }
  std::optional<Value> Elem = elementOf(Range);
  visitLoop(nullptr, R->getBody(), nullptr, true, R->getLoopVariable(),
            Elem ? &*Elem : nullptr);
}

void StmtInterpreter::VisitReturnStmt(const ReturnStmt *R) {
  visitReturn(R->getRetValue());
}

void StmtInterpreter::VisitCoreturnStmt(const CoreturnStmt *R) {
  Analyzer.eval(R->getOperand());
  Cur = Env::unreachable();
}

void StmtInterpreter::VisitBreakStmt(const BreakStmt *) {
  if (!JumpStack.empty())
    JumpStack.back().Breaks.push_back(Cur);
  Cur = Env::unreachable();
}

void StmtInterpreter::VisitContinueStmt(const ContinueStmt *) {
  for (auto It = JumpStack.rbegin(); It != JumpStack.rend(); ++It)
    if (!It->IsSwitch) {
      It->Continues.push_back(Cur);
      break;
    }
  Cur = Env::unreachable();
}

void StmtInterpreter::VisitGotoStmt(const GotoStmt *) {
  Cur = Env::unreachable();
}

void StmtInterpreter::VisitIndirectGotoStmt(const IndirectGotoStmt *) {
  Cur = Env::unreachable();
}

void StmtInterpreter::VisitCXXTryStmt(const CXXTryStmt *T) {
  Env Entry = Cur;
  visit(T->getTryBlock());
  Env Out = Cur;
  // A handler may start anywhere in the try block: nothing the block
  // changed is known there.
  Env Handler = widenChanged(S, Entry, joinEnvs(S, Entry, Out));
  for (unsigned I = 0; I < T->getNumHandlers(); ++I) {
    Cur = Handler;
    const CXXCatchStmt *C = T->getHandler(I);
    if (const VarDecl *EV = C->getExceptionDecl())
      visitVarDecl(EV);
    visit(C->getHandlerBlock());
    Out = joinEnvs(S, Out, Cur);
  }
  Cur = Out;
}

void StmtInterpreter::VisitCoroutineBodyStmt(const CoroutineBodyStmt *C) {
  visit(C->getBody());
}

void StmtInterpreter::VisitAttributedStmt(const AttributedStmt *A) {
  visit(A->getSubStmt());
}

void StmtInterpreter::VisitStmt(const Stmt *St) {
  // Anything else (asm, SEH, OpenMP, ...): its expressions, in order.
  for (const Stmt *Child : St->children())
    visit(Child);
}

void StmtInterpreter::VisitIfStmt(const IfStmt *If) {
  visit(If->getInit());
  if (const DeclStmt *CV = If->getConditionVariableDeclStmt())
    visit(CV);
  else
    Analyzer.eval(If->getCond());
  if (If->isConsteval()) {
    // `if consteval`: the runtime branch is the else branch.
    visit(If->isNegatedConsteval() ? If->getThen() : If->getElse());
    return;
  }
  if (std::optional<bool> C = Analyzer.constantCondition(If->getCond())) {
    // A constant condition (always for `if constexpr`): only the taken
    // branch runs.
    visit(*C ? If->getThen() : If->getElse());
    return;
  }
  if (If->isConstexpr())
    return; // dependent: the branch is chosen per instantiation
  Env Entry = Cur;
  visit(If->getThen());
  Env Then = Cur;
  Cur = Entry;
  visit(If->getElse());
  Env Else = Cur;
  Cur = joinEnvs(S, Then, Else);
  // `if (x.size(1) != n) throw ...;`, TORCH_CHECK: past a branch that
  // does not come back, its condition is known.
  if (Then.Reachable != Else.Reachable && Cur.Reachable) {
    Analyzer.checkGuard(If->getCond(), /*ThrowsWhen=*/!Then.Reachable);
    Analyzer.narrow(If->getCond(), Else.Reachable ? false : true);
  }
}

void StmtInterpreter::VisitSwitchStmt(const SwitchStmt *Sw) {
  visit(Sw->getInit());
  if (const DeclStmt *CV = Sw->getConditionVariableDeclStmt())
    visit(CV);
  Value Cond = Analyzer.eval(Sw->getCond());
  Jumps J;
  J.IsSwitch = true;
  J.SwitchEntry = Cur;
  if (Cond.isInt() && !Cond.dim().isDynamic())
    J.SwitchValue = S.resolve(Cond.dim().E).asConstant();
  if (J.SwitchValue)
    for (const SwitchCase *C = Sw->getSwitchCaseList(); C;
         C = C->getNextSwitchCase())
      if (const auto *CS = dyn_cast<CaseStmt>(C)) {
        std::optional<bool> Holds = caseHolds(CS, *J.SwitchValue, AC.Ctx);
        if (!Holds) { // a case of unknown value: every case may be taken
          J.SwitchValue.reset();
          break;
        }
        J.SomeCaseMatches |= *Holds;
      }
  bool Decided = J.SwitchValue && J.SomeCaseMatches;
  JumpStack.push_back(std::move(J));
  Env Entry = Cur;
  Cur = Env::unreachable();
  visit(Sw->getBody());
  Jumps Done = std::move(JumpStack.back());
  JumpStack.pop_back();
  for (const Env &B : Done.Breaks)
    Cur = joinEnvs(S, Cur, B);
  bool HasDefault = false;
  for (const SwitchCase *C = Sw->getSwitchCaseList(); C;
       C = C->getNextSwitchCase())
    HasDefault |= isa<DefaultStmt>(C);
  if (!HasDefault && !Decided)
    Cur = joinEnvs(S, Cur, Entry);
}

bool StmtInterpreter::elementsOf(const Value &Range, std::vector<Value> &Out) {
  const RuleValue *R = Range.isRich() ? Range.rich().get() : nullptr;
  if (R && R->is(RuleValue::Module)) // a ModuleList: its modules
    R = AC.Rules ? R->field(AC.Rules->moduleItems(R->Name)) : nullptr;
  if (!R || R->Open)
    return false;
  if (R->is(RuleValue::List) || R->is(RuleValue::Tuple)) {
    for (const RuleValue &Item : R->Items)
      Out.push_back(Value::fromRule(Item));
    return true;
  }
  if (R->is(RuleValue::Ints)) {
    for (const Dim &D : R->IntsV)
      Out.push_back(Value::integer(D));
    return true;
  }
  return false;
}

std::optional<Value> StmtInterpreter::elementOf(const Value &Range) {
  std::vector<Value> Items;
  if (!elementsOf(Range, Items)) {
    // A list of unknown length (a data loader's batches, modules pushed in
    // a loop): each trip's element is one of them, whichever it is.
    const RuleValue *R = Range.isRich() ? Range.rich().get() : nullptr;
    if (R && R->is(RuleValue::Module))
      R = AC.Rules ? R->field(AC.Rules->moduleItems(R->Name)) : nullptr;
    if (!R || !R->Open || !R->is(RuleValue::List))
      return std::nullopt;
    std::optional<RuleValue> Any = anyItem(S, *R);
    if (!Any || Any->is(RuleValue::Unknown))
      return std::nullopt;
    return Value::fromRule(*Any);
  }
  if (Items.empty())
    return std::nullopt;
  Value Out = Items.front();
  for (size_t I = 1; I < Items.size(); ++I)
    Out = joinValues(S, Out, Items[I]);
  if (Out.kind() == Value::None)
    return std::nullopt;
  return Out;
}

void StmtInterpreter::bindLoopVar(const VarDecl *LoopVar, const Value &V) {
  // Its initialiser, `*__begin`, has no effect to evaluate.
  if (V.kind() == Value::None) {
    Cur.Vars.erase(LoopVar);
    return;
  }
  Cur.Vars[LoopVar] = V;
  if (Analyzer.dumps() && V.isArray())
    AC.Dump->addLocal(LoopVar, AC.Locs.point(LoopVar->getLocation()),
                      LoopVar->getName().str(), V.arr(), S);
}

/// Trips through loop bodies, over every analysis on this thread (a TU is
/// analysed on one thread; others run concurrently, see tool/Run.cpp).

uint64_t shapecheck::loopTripsSoFar() { return LoopTripCount; }

void StmtInterpreter::visitUnrolled(const Stmt *Body, const VarDecl *LoopVar,
                                    llvm::ArrayRef<Value> Items) {
  ++Analyzer.LoopDepth;
  Env Exit = Env::unreachable();
  // Each element is a different state on purpose: the loops inside are
  // analysed afresh for each.
  auto Summaries = LoopSummaries;
  for (const Value &Item : Items) {
    LoopSummaries = Summaries;
    ++LoopTripCount;
    checkFileDeadline();
    bindLoopVar(LoopVar, Item);
    runLoopBody(Body, Exit);
    if (!Cur.Reachable)
      break; // every path left the loop
  }
  Cur = joinEnvs(S, Exit, Cur);
  LoopSummaries = std::move(Summaries);
  --Analyzer.LoopDepth;
}

/// N, with the variables that a loop's last visit changed (those that differ
/// between its entry E and its head H) admitting everything.
static Env changedUnknown(Solver &S, const Env &E, const Env &H, const Env &N) {
  if (!N.Reachable)
    return N;
  Env Out;
  for (const auto &[D, V] : N.Vars) {
    const Value *Before = E.lookup(D), *AtHead = H.lookup(D);
    if (!Before || !AtHead)
      continue; // unknown at the head before
    Out.Vars[D] = sameValue(S, *Before, *AtHead) ? V : widen(S, V);
  }
  return Out;
}

void StmtInterpreter::runLoopBody(const Stmt *Body, Env &Exit) {
  JumpStack.emplace_back();
  visit(Body);
  Jumps J = std::move(JumpStack.back());
  JumpStack.pop_back();
  for (const Env &C : J.Continues)
    Cur = joinEnvs(S, Cur, C);
  for (const Env &B : J.Breaks)
    Exit = joinEnvs(S, Exit, B);
}

/// Cur with the integer variables that Cond reads and that differ from
/// Entry admitting every value (an array's shape that a trip changed stays:
/// `while (x.size(2) > 7) x = pool(x);`).
Env StmtInterpreter::widenRead(const Expr *Cond, const Env &Entry, Env Cur) {
  llvm::SmallVector<const Stmt *, 8> Work{Cond};
  while (!Work.empty()) {
    const Stmt *X = Work.pop_back_val();
    if (!X)
      continue;
    if (const auto *DRE = dyn_cast<DeclRefExpr>(X)) {
      auto It = Cur.Vars.find(DRE->getDecl());
      const Value *Before = Entry.lookup(DRE->getDecl());
      if (It != Cur.Vars.end() && It->second.isInt() &&
          (!Before || !sameValue(S, *Before, It->second)))
        It->second = widen(S, It->second);
    }
    for (const Stmt *Child : X->children())
      Work.push_back(Child);
  }
  return Cur;
}

/// Drops each finding of a trip (trip K's begin at TripStart[K]) that an
/// earlier trip made at the same place with the same check: a loop that
/// writes past an axis on its trips 3 to 7 is one mistake, reported on the
/// first trip that makes it.
static void dropRepeatedFindings(Solver &S, llvm::ArrayRef<size_t> TripStart) {
  if (TripStart.size() < 2 || S.findings().size() <= TripStart[1])
    return;
  std::vector<Finding> All = S.takeFindings();
  size_t Trip = 0;
  for (size_t I = 0; I < All.size(); ++I) {
    while (Trip + 1 < TripStart.size() && I >= TripStart[Trip + 1])
      ++Trip;
    bool Repeated = false;
    if (I >= TripStart[0])
      for (size_t J = TripStart[0]; J < TripStart[Trip] && !Repeated; ++J)
        Repeated = All[J].Loc == All[I].Loc && All[J].Check == All[I].Check;
    if (!Repeated)
      S.report(All[I]); // a copy: later ones are compared with it
  }
}

void StmtInterpreter::visitLoop(const Stmt *Cond, const Stmt *Body,
                                const Stmt *Inc, bool CondFirst,
                                const VarDecl *LoopVar, const Value *Elem) {
  ++Analyzer.LoopDepth;
  // The loop may be left at its head: when the condition is false, or when
  // a range is exhausted. The condition's value is taken on each trip, with
  // that trip's state: `for (i = 1; i < blocks; ++i)` with known values
  // runs exactly its trips, then leaves.
  const auto *CondE = dyn_cast_or_null<Expr>(Cond);
  bool Literal = false; // `while (true)`: the same on every trip
  if (CondE && !CondE->isValueDependent() &&
      CondE->EvaluateAsBooleanCondition(Literal, AC.Ctx))
    Literal = true;
  // Plain trips run with the state the previous trip left; then trips run
  // with joined states until a fixed point; a last trip runs with whatever
  // still changes unknown. Nested loops multiply, so inner loops get fewer
  // plain trips.
  unsigned Plain = Analyzer.LoopDepth <= 2 ? std::max(1u, AC.LoopTrips) : 1;
  unsigned Joined = 3;
  std::vector<Env> Heads{Cur};
  Env Head = Cur;
  Env Exit = Env::unreachable();
  // Visited again, on a later trip of an enclosing loop: one trip from the
  // state it is entered with (so that its first trip's errors are found for
  // each entry), then what changed, on this trip or on the last visit's, is
  // unknown at the head and so when the loop is left, without another trip.
  // Each trip of an enclosing loop thus costs one trip of this one, and
  // nested loops cost time linear in their depth, not exponential.
  bool Again = LoopSummaries.count(Body);
  Env Entry = Cur;
  if (Again) {
    Plain = 1;
    Joined = 0;
  }
  // Where each trip's findings begin: a trip that finds again what an
  // earlier trip found at the same place says nothing new.
  llvm::SmallVector<size_t, 8> TripFindings;
  for (unsigned Trip = 0;; ++Trip) {
    TripFindings.push_back(S.findings().size());
    ++LoopTripCount;
    checkFileDeadline();
    bool Last = Trip == Plain + Joined;
    if (Last)
      Head = widenChanged(S, Heads.front(), Head);
    Cur = Head;
    if (CondFirst && Cond) {
      std::optional<bool> Constant = Analyzer.constantCondition(CondE);
      // A trip after the first of a loop whose condition is not known runs
      // only if the condition holds; the counter's value on it (`i` of
      // `i < n`, n unknown) is not known to be one the body may take, so
      // what the condition reads and the loop changed is unknown there.
      if (!Constant && !Literal && Trip > 0) {
        Cur = widenRead(CondE, Heads.front(), Cur);
        Constant = Analyzer.constantCondition(CondE);
      }
      visit(Cond);
      if (LoopVar || Constant != true)
        Exit = joinEnvs(S, Exit, Cur);
      if (Constant == false)
        break;
      // A counted loop whose bounds are known runs trip after trip, each
      // with its own state, up to the unrolling bound.
      if (Constant && !Literal && Trip + 1 == Plain && Plain < MaxUnrolled)
        ++Plain;
    } else if (LoopVar) {
      Exit = joinEnvs(S, Exit, Cur);
    }
    if (LoopVar) {
      // Over a list, a ModuleList or an int list: what every element is.
      if (Elem)
        bindLoopVar(LoopVar, *Elem);
      else
        visitVarDecl(LoopVar);
    }
    runLoopBody(Body, Exit);
    if (!CondFirst && Cond && Cur.Reachable) {
      std::optional<bool> Constant = Analyzer.constantCondition(CondE);
      visit(Cond);
      if (Constant != true)
        Exit = joinEnvs(S, Exit, Cur);
      if (Constant == false)
        break;
      if (Constant && !Literal && Trip + 1 == Plain && Plain < MaxUnrolled)
        ++Plain;
    }
    visit(Inc);
    if (!Cur.Reachable || Last)
      break;
    bool PlainPhase = Trip + 1 < Plain;
    Env Next = PlainPhase ? Cur : joinEnvs(S, Head, Cur);
    bool Seen = false;
    for (const Env &H : Heads)
      Seen |= sameEnv(S, H, Next);
    if (Seen)
      break; // every state that can reach the head has been through
    if (Again) {
      const LoopSummary &Last = LoopSummaries.find(Body)->second;
      Head = changedUnknown(S, Last.Entry, Last.Head,
                            widenChanged(S, Heads.front(), Next));
      if (Exit.Reachable || LoopVar || (Cond && !Literal))
        Exit = joinEnvs(S, Exit, Head);
      break;
    }
    if (Trip + 1 == Plain) // from now on, states are joined
      for (const Env &H : Heads)
        Next = joinEnvs(S, Next, H);
    Heads.push_back(Next);
    Head = std::move(Next);
  }
  Env AllHeads = Head;
  for (const Env &H : Heads)
    AllHeads = joinEnvs(S, AllHeads, H);
  LoopSummaries[Body] = LoopSummary{std::move(Entry), std::move(AllHeads)};
  dropRepeatedFindings(S, TripFindings);
  Cur = std::move(Exit);
  --Analyzer.LoopDepth;
}

void StmtInterpreter::visitReturn(const Expr *E) {
  Value V = E ? Analyzer.eval(E) : Value::none();
  if (E && Analyzer.DeclaredResult && V.isArray()) {
    Reason R;
    R.Loc = AC.Locs.range(E);
    R.Context = ReasonDesc::of(ReasonDesc::Kind::ReturnedValue);
    R.Expected = ReasonDesc::functionResult(Analyzer.name());
    R.ExpectedLoc = Analyzer.Sig ? Analyzer.Sig->ResultLoc : SourceLoc();
    S.unifyArray(*Analyzer.DeclaredResult, V.arr(), R);
  } else if (E) {
    Analyzer.Returned =
        Analyzer.Returned ? joinValues(S, *Analyzer.Returned, V) : V;
  }
  if (isa_and_nonnull<CXXConstructorDecl>(Analyzer.F)) // the fields it leaves
    Analyzer.ReturnEnv =
        Analyzer.ReturnEnv ? joinEnvs(S, *Analyzer.ReturnEnv, Cur) : Cur;
  Analyzer.ExitEnv =
      Analyzer.ExitEnv ? joinEnvs(S, *Analyzer.ExitEnv, Cur) : Cur;
  Cur = Env::unreachable();
}

/// Whether Init default-constructs an array of a type whose default is no
/// array at all (the pack's `undefined_default`: LibTorch's undefined
/// tensor), rather than an empty one (Eigen's 0x0 matrix).
bool StmtInterpreter::isUndefinedArray(const Expr *Init, QualType Ty) const {
  const auto *CE = dyn_cast_or_null<CXXConstructExpr>(
      Init ? Init->IgnoreImplicit() : nullptr);
  if (!CE || CE->getNumArgs() != 0 ||
      !CE->getConstructor()->isDefaultConstructor())
    return false;
  const CXXRecordDecl *RD = Ty.getNonReferenceType()->getAsCXXRecordDecl();
  return RD && packSays(AC.Rules, "undefined_default", ruleClassName(RD));
}

void StmtInterpreter::visitVarDecl(const VarDecl *VD) {
  const Expr *Init = VD->getInit();
  if (const auto *DD = dyn_cast<DecompositionDecl>(VD)) {
    // `auto [out, state] = lstm->forward(x);`: a tuple's items in order.
    Value V = Analyzer.eval(Init);
    unsigned I = 0;
    for (const BindingDecl *B : DD->bindings()) {
      Value Item = Analyzer.unknownOf(B->getType());
      if ((V.is(RuleValue::Tuple) || V.is(RuleValue::List)) &&
          !V.rich()->Open && I < V.rich()->Items.size() &&
          DD->bindings().size() == V.rich()->Items.size())
        Item = Value::fromRule(V.rich()->Items[I]);
      ++I;
      if (Item.kind() != Value::None)
        Cur.Vars[B] = Item;
    }
    return;
  }
  std::string Name = VD->getName().str();
  Value V;
  if (const LocatedAnnotation *A = AC.Index.annotation(VD)) {
    shapecheck::ArrayType T = Analyzer.Inst->array(A->Ann, A->Loc);
    Analyzer.Declared[VD] = BodyAnalyzer::DeclaredType{T, A->Loc};
    if (Init) {
      Value I = Analyzer.eval(Init);
      if (I.isArray()) {
        Reason R;
        R.Loc = AC.Locs.range(Init);
        R.Context = ReasonDesc::named(ReasonDesc::Kind::Initializer, Name);
        R.Expected = ReasonDesc::named(ReasonDesc::Kind::Annotation, Name);
        R.ExpectedLoc = A->Loc;
        S.assumeStated(T.Shape, I.arr().Shape, R);
        S.unifyArray(T, I.arr(), R);
      }
    }
    V = Value::array(T);
  } else {
    QualType Ty = VD->getType();
    BodyAnalyzer::IntTrace Trace;
    if (!Init)
      V = Value::none();
    else if (isIntegerType(Ty))
      V = Analyzer.evalTraced(Init, Trace);
    else
      V = Analyzer.eval(Init);
    if (AC.Arrays.isArray(Ty)) {
      if (isUndefinedArray(Init, Ty)) {
        // `torch::Tensor images;`: no array until one is assigned.
        V = Value::fromRule(RuleValue::none());
      } else if (!V.isArray()) {
        V = Analyzer.unknownOf(Ty);
      } else if (Init) { // `Eigen::Matrix3f m = a * b;`: [3 3] is checked
        Reason R;
        R.Loc = AC.Locs.range(Init);
        R.Context = ReasonDesc::named(ReasonDesc::Kind::Initializer, Name);
        R.Expected = ReasonDesc::of(ReasonDesc::Kind::DeclaredSizes);
        V = assignStaticType(AC.Arrays, S, V, Ty, R);
      }
    } else if (isIntegerType(Ty)) {
      if (!V.isInt())
        V = Value::integer(Dim::dynamic());
      if (V.dim().isDynamic() && Analyzer.isSymbolicLocal(VD)) {
        if (std::optional<Dim> P =
                Analyzer.symbolicParts(Init, Trace, VD, Name))
          V = Value::integer(*P);
        else
          V = Value::integer(Analyzer.symbol(
              VD, nullptr, Name, VD->getLocation(),
              ReasonDesc::ofClass(ReasonDesc::Kind::SymbolicLocal,
                                  Analyzer.name())));
      }
    } else if (V.isRich()) {
      // An int list, a tensor list, a module, options, a dtype, ...
      // An object this body builds (not a copy) and names only by VD: its
      // fields are its whole state, followed from here
      // (ModuleObjects::StateField).
      const auto *CE =
          Init ? dyn_cast<CXXConstructExpr>(Init->IgnoreImplicit()) : nullptr;
      if (V.is(RuleValue::Module) && CE && CE->getConstructor() &&
          !CE->getConstructor()->isCopyOrMoveConstructor() &&
          !Ty->isReferenceType() && AC.Objects &&
          AC.Objects->classOf(*V.rich()) && Analyzer.F &&
          Analyzer.F->getBody() && !objectEscapes(Analyzer.F->getBody(), VD) &&
          !(ModuleObjects::isHolder(Ty->getAsCXXRecordDecl(), AC.Rules) &&
            handleEscapes(Analyzer.F->getBody(), VD))) {
        RuleValue Own = *V.rich();
        Own.setField(ModuleObjects::StateField, RuleValue::boolean(true));
        V = Value::fromRule(std::move(Own));
      }
    } else if (V.isInt() && AC.Library && AC.Library->isUserScopedEnum(Ty)) {
      // An enumerator of the user's (`Layer l = Layer::CONV128;`).
    } else if (V.isInt() && Ty.getNonReferenceType()->isRecordType()) {
      // An int converted to a class and kept in a variable
      // (`torch::ExpandingArray<2> kernel(4);`, `= 4`): the int, as the
      // same conversion written in a call's argument is.
    } else if (!V.isArray() ||
               !(Ty->isDependentType() || Ty->getContainedAutoType() ||
                 Ty->isReferenceType())) {
      // Neither an array nor an integer (a pointer, a container, ...).
      V = Value::none();
    }
  }
  Analyzer.noteAlias(VD);
  if (V.kind() == Value::None)
    return;
  Cur.Vars[VD] = V;
  // `torch::Tensor mx;` (undefined): dumped with the value it is first
  // given, as an empty tensor below.
  if (Analyzer.dumps() && V.is(RuleValue::None))
    if (Value U = Analyzer.unknownOf(VD->getType()); U.isArray())
      Analyzer.UndumpedLocals[VD] = {U.arr(), Analyzer.BlockDepth, false};
  if (!Analyzer.dumps() || !V.isArray() || isa<ParmVarDecl>(VD))
    return;
  // `torch::Tensor mu, log_var;` set by `std::tie(mu, log_var) = ...`: the
  // value it is first given (an empty tensor has no shape).
  const auto *Empty = dyn_cast_or_null<CXXConstructExpr>(Init);
  if (!Init ||
      (Empty && Empty->getNumArgs() == 0 && !Empty->isListInitialization()))
    Analyzer.UndumpedLocals[VD] = {V.arr(), Analyzer.BlockDepth, false};
  else
    AC.Dump->addLocal(VD, AC.Locs.point(VD->getLocation()), Name, V.arr(), S);
}
