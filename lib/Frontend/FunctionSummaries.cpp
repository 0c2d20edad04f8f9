//===- FunctionSummaries.cpp - Each function body analysed once -----------===//
#include "Frontend/FunctionSummaries.h"
#include "Frontend/BodyAnalyzer.h"
#include "Frontend/FunctionIndex.h"
#include "Frontend/LibraryCode.h"
#include "Frontend/ModuleObjects.h"
#include "Frontend/SourceLocs.h"
#include "clang/AST/Decl.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/Stmt.h"

using namespace shapecheck;
using namespace clang;

/// Bound on helpers analysed on demand inside one another.
static constexpr unsigned MaxDepth = 32;

/// Bounds on the calls of one function analysed with their own arguments:
/// in all, and inside one another (recursion with ever new arguments).
static constexpr unsigned MaxContexts = 64;
static constexpr unsigned MaxRecursion = 8;

bool FunctionSummaries::mayInstantiate(const FunctionDecl *Def) const {
  if (Depth >= MaxDepth)
    return false;
  if (auto A = Active.find(Def); A != Active.end() && A->second >= MaxRecursion)
    return false;
  auto It = Calls.lower_bound({Def, std::string()});
  unsigned N = 0;
  for (; It != Calls.end() && It->first.first == Def; ++It)
    if (++N >= MaxContexts)
      return false;
  return true;
}

bool FunctionSummaries::isAnalysable(const FunctionDecl *Def) const {
  // Implicit and defaulted members (copy constructors, ...) have nothing
  // to say about shapes.
  return Def && Def->doesThisDeclarationHaveABody() && !Def->isImplicit() &&
         !Def->isDefaulted() && !Def->isTemplateInstantiation() &&
         !Def->getTemplateInstantiationPattern() &&
         !(AC.Library && AC.Library->isLibrary(Def)) &&
         AC.Locs.isUserCode(Def->getLocation()) &&
         AC.Locs.isUserCode(Def->getBody()->getBeginLoc());
}

Solver::Scope FunctionSummaries::enterScope(const FunctionDecl *Def,
                                            const RuleValue *This) {
  Solver::Scope Outer = AC.S.scope();
  const auto *M = dyn_cast<CXXMethodDecl>(Def);
  if (!M || !M->isInstance() || isa<CXXConstructorDecl>(M) ||
      M->getParent()->isLambda() || !AC.Objects)
    return Outer;
  const CXXRecordDecl *RD = M->getParent()->getDefinition();
  // Called by another method of the same object: that method's scope.
  if (This && This->field(ModuleObjects::CurrentField))
    return Outer;
  const RuleValue *Default = RD ? AC.Objects->defaultInstance(RD) : nullptr;
  bool Generic = !This || AC.Objects->classOf(*This) != RD ||
                 (Default && valueKey(AC.S, *Default) == valueKey(AC.S, *This));
  if (Generic) {
    if (!Outer)
      AC.S.setScope(Def);
    return Outer;
  }
  llvm::SmallVector<std::pair<llvm::StringRef, Dim>, 8> Dims;
  ModuleObjects::dimsOf(*This, Dims);
  if (llvm::all_of(Dims, [&](const auto &D) {
        return AC.S.resolve(D.second).asConstant().has_value();
      }))
    AC.S.markDecidedByInstance(Def);
  return Outer;
}

const FunctionSummaries::Summary *
FunctionSummaries::analyze(const FunctionDecl *Def, const RuleValue *This) {
  if (This) {
    auto Key = std::make_pair(Def, valueKey(AC.S, *This));
    auto It = PerInstance.find(Key);
    if (It != PerInstance.end())
      return It->second.Done ? &It->second : nullptr;
    if (Depth >= MaxDepth)
      return nullptr;
    PerInstance[Key]; // in progress
    ++Depth;
    Solver::Scope Outer = enterScope(Def, This);
    BodyAnalyzer BA(AC, Def, This);
    std::optional<Scheme> Sc = BA.run();
    AC.S.setScope(Outer);
    --Depth;
    Summary &Sum = PerInstance[Key];
    Sum.Done = true;
    Sum.Sc = std::move(Sc);
    Sum.Res = BA.inferredResult();
    return &Sum;
  }
  auto It = Map.find(Def);
  if (It != Map.end())
    return It->second.Done ? &It->second : nullptr;
  if (Depth >= MaxDepth)
    return nullptr;
  Map[Def]; // in progress
  ++Depth;
  Solver::Scope Outer = enterScope(Def, nullptr);
  BodyAnalyzer BA(AC, Def);
  std::optional<Scheme> Sc = BA.run();
  AC.S.setScope(Outer);
  --Depth;
  Summary &Sum = Map[Def];
  Sum.Done = true;
  Sum.Sc = std::move(Sc);
  Sum.Res = BA.inferredResult();
  return &Sum;
}

const RuleValue *
FunctionSummaries::ownInstance(const FunctionDecl *Def,
                               const std::optional<ArgValue> &Object) {
  const auto *M = dyn_cast_or_null<CXXMethodDecl>(Def);
  if (!M || !AC.Objects || !Object || !Object->V.is(RuleValue::Module) ||
      Object->V.rich()->field(ModuleObjects::InstanceField))
    return nullptr;
  const CXXRecordDecl *RD = M->getParent()->getDefinition();
  if (!RD || AC.Objects->classOf(*Object->V.rich()) != RD)
    return nullptr;
  const RuleValue *Default = AC.Objects->defaultInstance(RD);
  if (Default && valueKey(AC.S, *Default) == valueKey(AC.S, *Object->V.rich()))
    return nullptr;
  return Object->V.rich().get();
}

std::optional<Value>
FunctionSummaries::call(const FunctionDecl *Def, const RuleValue &This,
                        const std::vector<Value> &Args,
                        const SourceLoc &CallLoc, const std::string &CallName,
                        std::vector<std::pair<unsigned, Value>> *Out,
                        RuleValue *ThisOut) {
  std::string Key = valueKey(AC.S, This);
  for (const Value &A : Args)
    Key += "|" + valueKey(AC.S, A);
  auto Id = std::make_pair(Def, std::move(Key));
  auto It = Calls.find(Id);
  if (It != Calls.end()) {
    if (Out)
      *Out = It->second.Out;
    if (ThisOut)
      *ThisOut = It->second.ThisOut;
    return It->second.Result; // nullopt while in progress (recursion)
  }
  if (Depth >= MaxDepth)
    return std::nullopt;
  Calls[Id]; // in progress
  ++Depth;
  ++Active[Def];
  size_t Before = AC.S.findings().size();
  Solver::Scope Outer = enterScope(Def, &This);
  BodyAnalyzer BA(AC, Def, &This, &Args);
  BA.run();
  AC.S.setScope(Outer);
  --Active[Def];
  --Depth;
  Value V = BA.result();
  Calls[Id] = CallOutcome{V, BA.moduleParamsOut(), BA.thisOut()};
  if (Out)
    *Out = Calls[Id].Out;
  if (ThisOut)
    *ThisOut = Calls[Id].ThisOut;
  // An argument the callee's own scheme does not take: the call is wrong,
  // not the callee (`decode(x)` for `decode(z)`), reported there.
  if (CallLoc.valid() && AC.S.findings().size() > Before &&
      reportMisfit(Def, This, Args, CallLoc, CallName, Before))
    return V;
  // What goes wrong inside for these arguments and this instance says which
  // call it was.
  if (CallLoc.valid())
    forOneUse(AC.S, Before,
              DiagNote{CallLoc, "in the call of '" + CallName + "' here",
                       NoteRole::Site, ReasonDesc::call(CallName)});
  return V;
}

/// An axis of A that lines up with one of P's: P's dimension, A's, and
/// the axis (negative: counted from the end).
struct AlignedAxis {
  Dim Want, Given;
  int Axis;
};

static void alignAxes(const ShapeTerm &P, const ShapeTerm &A,
                      std::vector<AlignedAxis> &Out) {
  if (!P.Var && !A.Var && P.Prefix.size() != A.Prefix.size())
    return; // a different rank: left to the body's findings
  for (size_t I = 0; I < P.Prefix.size() && I < A.Prefix.size(); ++I)
    Out.push_back({P.Prefix[I], A.Prefix[I], int(I)});
  // P's last axes against A's last ones.
  const DimList &ATail = A.Var ? A.Suffix : A.Prefix;
  for (size_t I = 1; P.Var && I <= P.Suffix.size() && I <= ATail.size(); ++I) {
    int Axis = A.Var ? -int(I) : int(ATail.size() - I);
    Out.push_back(
        {P.Suffix[P.Suffix.size() - I], ATail[ATail.size() - I], Axis});
  }
}

bool FunctionSummaries::reportMisfit(const FunctionDecl *Def,
                                     const RuleValue &This,
                                     const std::vector<Value> &Args,
                                     const SourceLoc &CallLoc,
                                     const std::string &CallName,
                                     size_t Before) {
  const Summary *Sum = analyze(Def);
  if (!Sum || !Sum->Sc)
    return false;
  Solver &S = AC.S;
  // The scheme names the class's sizes by the default instance's symbols;
  // this call's object has its own.
  llvm::DenseMap<VarId, Dim> ClassSizes;
  const auto *M = dyn_cast<CXXMethodDecl>(Def);
  if (M && M->isInstance() && AC.Objects)
    if (const RuleValue *Default =
            AC.Objects->defaultInstance(M->getParent())) {
      llvm::SmallVector<std::pair<llvm::StringRef, Dim>, 8> Generic, Own;
      ModuleObjects::dimsOf(*Default, Generic);
      ModuleObjects::dimsOf(This, Own);
      for (const auto &[Name, D] : Generic)
        if (std::optional<VarId> V = D.isDynamic() ? std::nullopt : D.E.asVar())
          for (const auto &[OwnName, OwnD] : Own)
            if (OwnName == Name)
              ClassSizes[*V] = OwnD;
    }
  auto Own = [&](Dim D) -> std::optional<Dim> {
    if (D.isDynamic())
      return D;
    bool Unknown = false;
    D.E = S.resolve(D.E).substitute([&](VarId V) -> std::optional<DimExpr> {
      auto It = ClassSizes.find(V);
      if (It == ClassSizes.end())
        return std::nullopt;
      if (It->second.isDynamic()) {
        Unknown = true;
        return std::nullopt;
      }
      return It->second.E;
    });
    return Unknown ? std::nullopt : std::optional<Dim>(D);
  };
  std::string Name = FunctionIndex::displayName(Def);
  for (size_t I = 0;
       I < Args.size() && I < Sum->Sc->Params.size() && I < Def->getNumParams();
       ++I) {
    const std::optional<shapecheck::ArrayType> &P = Sum->Sc->Params[I];
    if (!P || !Args[I].isArray())
      continue;
    std::vector<AlignedAxis> Axes;
    alignAxes(S.resolve(P->Shape), S.resolve(Args[I].arr().Shape), Axes);
    for (const AlignedAxis &X : Axes) {
      std::optional<Dim> Want = Own(X.Want);
      if (!Want || !S.provablyDifferent(*Want, X.Given))
        continue;
      // The body's findings for this call become one at the call.
      Finding Inside = S.findings()[Before];
      S.findingsForUpdate().resize(Before);
      const ParmVarDecl *PV = Def->getParamDecl(I);
      std::string PName = PV->getIdentifier() ? PV->getName().str()
                                              : "#" + std::to_string(I + 1);
      Reason R;
      R.Loc = CallLoc;
      R.Context = ReasonDesc::callArgument(Name, PName);
      R.Expected = ReasonDesc::parameter(Name, PName);
      R.ExpectedLoc = AC.Locs.range(PV->getSourceRange());
      S.unifyAxis(*Want, X.Given, R, X.Axis);
      if (S.findings().size() > Before)
        S.findingsForUpdate().back().Notes.push_back(
            DiagNote(Inside.Loc, "in '" + CallName +
                                     "', the argument fails "
                                     "this check"));
      return true;
    }
  }
  return false;
}

void shapecheck::forOneUse(Solver &S, size_t Before, const DiagNote &Site) {
  if (S.findings().size() <= Before)
    return;
  std::vector<Finding> All = S.takeFindings();
  for (size_t I = 0; I < All.size(); ++I) {
    Finding &F = All[I];
    if (I >= Before) {
      F.Notes.push_back(Site);
      F.ForOneCall = true;
    }
    S.report(std::move(F));
  }
}
