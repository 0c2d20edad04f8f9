//===- AnnotatedCalls.cpp - Calls of annotated functions ------------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include "Frontend/AnnotatedCalls.h"
#include "Frontend/FunctionIndex.h"
#include "Frontend/FunctionSummaries.h"
#include "Frontend/ModuleObjects.h"
#include "clang/AST/Decl.h"
#include "clang/AST/DeclCXX.h"

using namespace shapecheck;

CallModel::~CallModel() = default;

/// Removes the findings made since Before and returns them.
static std::vector<Finding> takeFindingsFrom(Solver &S, size_t Before) {
  std::vector<Finding> All = S.takeFindings();
  std::vector<Finding> Tail;
  for (size_t I = 0; I < All.size(); ++I) {
    if (I >= Before)
      Tail.push_back(std::move(All[I]));
    else
      S.report(std::move(All[I]));
  }
  return Tail;
}

/// Each finding made since Before that one of General makes at the same
/// place, for the same check, is replaced by that one (with the call's
/// note Site): the statement for every size, rather than for one call's.
static void preferGeneral(Solver &S, size_t Before,
                          std::vector<Finding> General, const DiagNote &Site) {
  if (S.findings().size() <= Before || General.empty())
    return;
  std::vector<Finding> All = S.takeFindings();
  for (size_t I = 0; I < All.size(); ++I) {
    Finding &F = All[I];
    if (I >= Before)
      for (const Finding &G : General)
        if (G.Loc == F.Loc && G.Check == F.Check) {
          F = G;
          F.Notes.push_back(Site);
          F.ForOneCall = true;
          break;
        }
    S.report(std::move(F));
  }
}

std::optional<CallResult> AnnotatedCalls::evaluate(const CallSite &C,
                                                   Solver &S) {
  const FunctionSig *Sig = C.Callee ? Index.signature(C.Callee) : nullptr;
  // A method of an instance another TU built for this one: its interface
  // for that instance, when that TU exported it.
  if (C.Callee && C.Object && C.Object->V.isRich())
    if (const RuleValue *K =
            C.Object->V.rich()->field(ModuleObjects::InstanceField);
        K && K->is(RuleValue::Str))
      if (const FunctionSig *ISig = Index.instanceSignature(C.Callee, K->Name))
        Sig = ISig;
  if (!Sig)
    return std::nullopt;
  std::vector<CallArg> Args;
  for (const ArgValue &A : C.Args)
    Args.push_back(A.toCallArg());
  // A method called on a known instance: the class's dimensions in its
  // annotations are the instance's.
  Instantiation Inst(S, VarKind::Flexible, Sig->Name);
  if (C.Object && C.Object->V.isRich()) {
    llvm::SmallVector<std::pair<llvm::StringRef, Dim>, 8> Dims;
    ModuleObjects::dimsOf(*C.Object->V.rich(), Dims);
    for (const auto &[Name, D] : Dims)
      Inst.bindOuter(Name, D);
    // The names a header gives the constructor's parameters.
    if (Objects)
      if (const clang::CXXRecordDecl *RD =
              Objects->classOf(*C.Object->V.rich())) {
        llvm::SmallVector<std::pair<llvm::StringRef, llvm::StringRef>, 4>
            Aliases;
        Objects->headerNames(RD, Aliases);
        for (const auto &[Declared, Defined] : Aliases)
          if (!Inst.outerNames().count(Declared))
            if (auto It = Inst.outerNames().find(Defined);
                It != Inst.outerNames().end())
              Inst.bindOuter(Declared, It->second);
      }
  }
  // The sizes another TU's instance gives the class's names.
  for (const auto &[Name, Size] : Sig->InstanceDims)
    if (!Inst.outerNames().count(Name))
      Inst.bindOuter(Name, Dim::constant(Size));
  CallResult R;
  size_t Before = S.findings().size();
  if (std::optional<ArrayType> T = checkCall(S, *Sig, Args, C.Loc, &Inst))
    R.V = Value::array(std::move(*T));
  if (!Sig->ResultItems.empty()) {
    // A tuple result another TU inferred, in the call's names (unknown
    // after an argument that does not fit, as checkCall's result).
    bool Ok = S.findings().size() == Before;
    std::vector<RuleValue> Items;
    for (const std::optional<Annotation> &A : Sig->ResultItems) {
      if (!A || !Ok) {
        Items.push_back(RuleValue::unknown());
        continue;
      }
      ArrayType T = Inst.array(*A, Sig->ResultLoc);
      T.Shape = S.resolve(T.Shape);
      Items.push_back(RuleValue::array(std::move(T)));
    }
    R.V = Value::fromRule(RuleValue::tuple(std::move(Items)));
  }
  if (!R.V.isArray() && !Sig->Result && Sig->ResultItems.empty() &&
      (C.ReturnsArray || C.ReturnsArrays) && Summaries &&
      S.findings().size() == Before) {
    const clang::FunctionDecl *Def = C.Callee->getDefinition();
    if (Summaries->isAnalysable(Def)) {
      // On an instance this TU built whose fields are not its class's
      // generic ones (a Sequential a builder filled from the construction's
      // arguments): the method analysed with that instance, as the TU
      // defining it does for another TU's instance.
      const RuleValue *This = Summaries->ownInstance(Def, C.Object);
      size_t BeforeBody = S.findings().size();
      const std::string &Name =
          C.WrittenName.empty() ? C.DisplayName : C.WrittenName;
      // Given arrays of known rank as well, the body is analysed with them:
      // the annotation's names are the call's (bound by its arguments), not
      // any sizes the instance's analysis alone would have to admit.
      // An array in a tuple counts (an LSTM's initial (h, c) state).
      auto KnownRank = [&](const ArrayType &T) {
        return S.resolve(T.Shape).hasFixedRank();
      };
      bool KnownArgs = llvm::any_of(C.Args, [&](const ArgValue &A) {
        if (A.IsDefault)
          return false;
        if (A.V.isArray())
          return KnownRank(A.V.arr());
        return (A.V.is(RuleValue::Tuple) || A.V.is(RuleValue::List)) &&
               llvm::any_of(A.V.rich()->Items, [&](const RuleValue &I) {
                 return I.is(RuleValue::Array) && KnownRank(I.Arr);
               });
      });
      // A function (not a method on an object) runs on no instance, as
      // an unannotated helper's call does (InferredCalls).
      const auto *M = llvm::dyn_cast<clang::CXXMethodDecl>(Def);
      RuleValue NoObject = RuleValue::unknown();
      const RuleValue *CallThis =
          This ? This
          : (!M || !M->isInstance()) && Summaries->mayInstantiate(Def)
              ? &NoObject
              : nullptr;
      std::optional<Value> OneCall;
      if (CallThis && KnownArgs) {
        // The instance's own analysis (the annotation's names rigid) says
        // what holds for every size the annotation admits: where the call's
        // analysis finds something at the same place, that general finding
        // is the one reported. What only the rigid analysis finds depends on
        // sizes the call decides, and the call's analysis is the judge.
        size_t BeforeRigid = S.findings().size();
        Summaries->analyze(Def, This);
        std::vector<Finding> Rigid = takeFindingsFrom(S, BeforeRigid);
        size_t BeforeCall = S.findings().size();
        OneCall = Summaries->call(Def, *CallThis, C.givenArgs(), C.Loc, Name);
        preferGeneral(S, BeforeCall, std::move(Rigid),
                      DiagNote{C.Loc, "in the call of '" + Name + "' here",
                               NoteRole::Site, ReasonDesc::call(Name)});
      }
      if (OneCall && (OneCall->isArray() || OneCall->is(RuleValue::Tuple))) {
        R.V = std::move(*OneCall);
      } else if (OneCall) {
        // Nothing known of the result for these arguments.
      } else if (const FunctionSummaries::Summary *Sum =
                     Summaries->analyze(Def, This);
                 Sum && Sum->Res && !Sum->Res->IsTuple && C.ReturnsArray) {
        R.V = Value::array(instantiateResult(S, *Sum->Res, Inst, C.Loc));
      } else if (Sum && Sum->Res && Sum->Res->IsTuple) {
        std::vector<RuleValue> Items;
        for (const auto &T : instantiateItems(S, *Sum->Res, Inst, C.Loc))
          Items.push_back(T ? RuleValue::array(*T) : RuleValue::unknown());
        R.V = Value::fromRule(RuleValue::tuple(std::move(Items)));
      }
      if (This && !OneCall) {
        forOneUse(S, BeforeBody,
                  DiagNote{C.Loc, "in the call of '" + Name + "' here",
                           NoteRole::Site, ReasonDesc::call(Name)});
      }
    }
  }
  if (!R.V.isArray() && (C.ReturnsArray || C.ReturnsInt))
    R.V = C.unknownResult(S);
  return R;
}
