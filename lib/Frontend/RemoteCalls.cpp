//===- RemoteCalls.cpp - Calls of bodies another TU defines ---------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include "Frontend/RemoteCalls.h"
#include "Frontend/AnalysisContext.h"
#include "Frontend/FunctionIndex.h"
#include "Frontend/ModuleObjects.h"
#include "Frontend/ProgramSummaries.h"
#include "Frontend/SourceLocs.h"
#include "Solver/Signature.h"
#include "Solver/TypeAsAnnotation.h"
#include "clang/AST/DeclCXX.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"

using namespace shapecheck;
using namespace clang;

namespace {

/// Names for the rigid variables of a call's arguments, as the calling TU
/// names them (`batch`), made unique. A flexible variable (a size nothing
/// has fixed yet) is left unnamed: the other TU sees any size there, not
/// a name of its own that its body could not bind.
class ArgNamer {
public:
  explicit ArgNamer(Solver &S) : S(S) {}

  std::optional<Annotation> of(const shapecheck::ArrayType &T) {
    return typeAsAnnotation(
        S, S.resolve(T),
        [&](VarId V) -> std::optional<std::string> {
          if (S.dimVarKind(V) != VarKind::Rigid)
            return std::nullopt;
          auto It = Dims.find(V);
          if (It == Dims.end())
            It = Dims.try_emplace(V, unique(S.dimVarName(V))).first;
          return It->second;
        },
        [&](ShapeVarId V) -> std::optional<std::string> {
          if (S.shapeVarKind(V) != VarKind::Rigid)
            return std::nullopt;
          auto It = Shapes.find(V);
          if (It == Shapes.end())
            It = Shapes.try_emplace(V, unique(S.shapeVarName(V))).first;
          return It->second;
        });
  }

  /// The names given to the call's dimension variables.
  const llvm::DenseMap<VarId, std::string> &dims() const { return Dims; }

private:
  std::string unique(llvm::StringRef Name) {
    bool Ok =
        !Name.empty() && llvm::isAlpha(Name.front()) &&
        llvm::all_of(Name, [](char C) { return llvm::isAlnum(C) || C == '_'; });
    std::string Base = Ok ? Name.str() : "d";
    std::string N = Base;
    for (unsigned I = 2; Used.count(N); ++I)
      N = Base + "_" + std::to_string(I);
    Used.insert(N);
    return N;
  }

  Solver &S;
  llvm::DenseMap<VarId, std::string> Dims;
  llvm::DenseMap<ShapeVarId, std::string> Shapes;
  llvm::StringSet<> Used;
};

} // namespace

std::optional<CallResult> RemoteCalls::evaluate(const CallSite &C, Solver &S) {
  const FunctionDecl *F = C.Callee;
  // A user function this TU declares and another defines, whose
  // declarations here say nothing of shapes (a contract is checked at the
  // call), returning an array.
  if (!F || !AC.Program || !C.ReturnsArray || F->getDefinition() ||
      F->isTemplateInstantiation() || F->isDependentContext() ||
      isa<CXXConstructorDecl>(F) || F->isVariadic() ||
      !AC.Locs.isUserCode(F->getLocation()) || AC.Index.declaresAnnotations(F))
    return std::nullopt;
  // A method runs on an instance another TU builds (the construction's
  // request); a function on nothing.
  std::string Instance;
  if (const auto *M = dyn_cast<CXXMethodDecl>(F); M && M->isInstance()) {
    const RuleValue *K =
        C.Object && C.Object->V.isRich()
            ? C.Object->V.rich()->field(ModuleObjects::InstanceField)
            : nullptr;
    if (!K || !K->is(RuleValue::Str))
      return std::nullopt;
    Instance = K->Name;
  }
  std::string USR = FunctionIndex::usr(F);
  if (USR.empty())
    return std::nullopt;
  std::vector<Value> Given = C.givenArgs();
  if (Given.size() > F->getNumParams())
    return std::nullopt;
  // The arguments: arrays as annotations in the call's names, integers as
  // constants; anything else, or nothing known of the arrays, and the
  // call is checked against the callee's interface only.
  InstanceRequest R;
  R.Site = C.Loc;
  R.Call = C.WrittenName.empty() ? C.DisplayName : C.WrittenName;
  R.Instance = Instance;
  std::string Key = USR + "@" + Instance + "#(";
  ArgNamer Names(S);
  bool AnyShape = false;
  for (const Value &V : Given) {
    if (V.isArray()) {
      std::optional<Annotation> A = Names.of(V.arr());
      if (!A)
        return std::nullopt;
      Key += A->Category + "[" + printShape(A->Shape) + "]" +
             std::to_string(A->Dtypes.bits()) + ",";
      R.Args.push_back(RuleValue::none());
      R.ArgShapes.push_back(std::move(A));
      AnyShape = true;
      continue;
    }
    std::optional<int64_t> K;
    if (V.isInt() && !V.dim().isDynamic())
      K = S.resolve(V.dim().E).asConstant();
    if (!K)
      return std::nullopt;
    Key += std::to_string(*K) + ",";
    R.Args.push_back(RuleValue::integer(Dim::constant(*K)));
    R.ArgShapes.push_back(std::nullopt);
  }
  if (!AnyShape)
    return std::nullopt;
  Key += ")";
  AC.Program->request(USR, Key, std::move(R));
  const ExportedSignature *E = AC.Index.served(Key);
  if (!E)
    return std::nullopt; // not answered yet: the interface checks the call
  // The answer: the parameters as the call gave them, the result in their
  // names, bound again by the arguments.
  FunctionSig Sig;
  Sig.Name = FunctionIndex::displayName(F);
  for (unsigned I = 0; I < Given.size(); ++I) {
    ParamSig P;
    const ParmVarDecl *PD = F->getParamDecl(I);
    P.Name =
        PD->getIdentifier() ? PD->getName().str() : "#" + std::to_string(I + 1);
    if (I < E->Params.size())
      P.Ann = E->Params[I];
    P.AnnLoc = C.Loc;
    Sig.Params.push_back(std::move(P));
  }
  Sig.Result = E->Result;
  Sig.ResultLoc = E->Definition;
  std::vector<CallArg> Args;
  for (unsigned I = 0; I < Given.size(); ++I)
    Args.push_back(C.Args[I].toCallArg());
  // The answer is written in the call's own names: they are the call's
  // variables again (`(h+1)//2` in a parameter is this call's `(h+1)//2`,
  // not a fresh h that a floor division cannot solve for).
  Instantiation Inst(S, VarKind::Flexible, Sig.Name);
  for (const auto &[V, Name] : Names.dims())
    Inst.bindOuter(Name, Dim::var(V));
  CallResult Out;
  if (std::optional<shapecheck::ArrayType> T =
          checkCall(S, Sig, Args, C.Loc, &Inst))
    Out.V = Value::array(std::move(*T));
  else
    Out.V = C.unknownResult(S);
  return Out;
}
