//===- AnnotatedCalls.cpp - Calls of annotated functions ------------------===//
#include "Frontend/AnnotatedCalls.h"
#include "Frontend/FunctionIndex.h"
#include "Frontend/FunctionSummaries.h"
#include "Frontend/ModuleObjects.h"
#include "clang/AST/Decl.h"

using namespace shapecheck;

CallModel::~CallModel() = default;

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
      if (const FunctionSummaries::Summary *Sum = Summaries->analyze(Def, This);
          Sum && Sum->Res && !Sum->Res->IsTuple && C.ReturnsArray) {
        R.V = Value::array(instantiateResult(S, *Sum->Res, Inst, C.Loc));
      } else if (Sum && Sum->Res && Sum->Res->IsTuple) {
        std::vector<RuleValue> Items;
        for (const auto &T : instantiateItems(S, *Sum->Res, Inst, C.Loc))
          Items.push_back(T ? RuleValue::array(*T) : RuleValue::unknown());
        R.V = Value::fromRule(RuleValue::tuple(std::move(Items)));
      }
      if (This) {
        const std::string &Name =
            C.WrittenName.empty() ? C.DisplayName : C.WrittenName;
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
