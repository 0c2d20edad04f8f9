//===- SummaryExport.cpp - A TU's functions as other TUs see them ---------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include "Frontend/SummaryExport.h"
#include "Frontend/AnalysisContext.h"
#include "Frontend/ClassDims.h"
#include "Frontend/FunctionIndex.h"
#include "Frontend/FunctionSummaries.h"
#include "Frontend/ModuleObjects.h"
#include "Frontend/ProgramSummaries.h"
#include "Solver/TypeAsAnnotation.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclCXX.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringSet.h"

using namespace shapecheck;
using namespace clang;

namespace {

/// Names for the variables of one exported interface: the signature's own,
/// the class's dimensions, and fresh ones for a scheme's quantified
/// variables.
class Namer {
public:
  explicit Namer(Solver &S) : S(S) {}

  void name(VarId V, llvm::StringRef N) {
    if (Dims.try_emplace(V, N.str()).second)
      Used.insert(N);
  }
  void name(ShapeVarId V, llvm::StringRef N, bool) {
    if (Shapes.try_emplace(V, N.str()).second)
      Used.insert(N);
  }
  /// A scheme's quantified variables get names of their own.
  void quantify(const Scheme &Sc) {
    for (VarId V : Sc.DimVars)
      if (!Dims.count(V))
        name(V, fresh());
    for (ShapeVarId V : Sc.ShapeVars)
      if (!Shapes.count(V))
        name(V, fresh(), true);
  }

  std::optional<Annotation> of(const shapecheck::ArrayType &T) {
    return typeAsAnnotation(
        S, T,
        [&](VarId V) -> std::optional<std::string> {
          auto It = Dims.find(V);
          if (It == Dims.end())
            return std::nullopt;
          return It->second;
        },
        [&](ShapeVarId V) -> std::optional<std::string> {
          auto It = Shapes.find(V);
          if (It == Shapes.end())
            return std::nullopt;
          return It->second;
        });
  }

private:
  std::string fresh() {
    for (;;) {
      std::string N = "d" + std::to_string(++Counter);
      if (!Used.count(N))
        return N;
    }
  }

  Solver &S;
  llvm::DenseMap<VarId, std::string> Dims;
  llvm::DenseMap<ShapeVarId, std::string> Shapes;
  llvm::StringSet<> Used;
  unsigned Counter = 0;
};

/// Whether another TU can call F: a named function with external linkage
/// that is not a template, a lambda or a special member.
bool exportable(const FunctionDecl *F) {
  if (!F->isExternallyVisible() || F->isDependentContext() ||
      F->getDescribedFunctionTemplate() || isa<CXXDestructorDecl>(F))
    return false;
  if (const auto *M = dyn_cast<CXXMethodDecl>(F))
    if (M->getParent()->isLambda())
      return false;
  return true;
}

} // namespace

/// F's parameters' names as its definition spells them ("#2" where the
/// definition leaves one unnamed).
static std::vector<std::string> paramNames(const FunctionDecl *F) {
  std::vector<std::string> Names;
  for (unsigned I = 0; I < F->getNumParams(); ++I) {
    const ParmVarDecl *PD = F->getParamDecl(I);
    Names.push_back(PD->getIdentifier() ? PD->getName().str()
                                        : "#" + std::to_string(I + 1));
  }
  return Names;
}

/// F's interface: its annotations, completed by Sum (its analysis on its
/// own, or with Instance).
static std::optional<ExportedSignature>
exportOne(AnalysisContext &AC, const FunctionDecl *F,
          const FunctionSummaries::Summary *Sum, const RuleValue *Instance) {
  const FunctionSig *Sig = AC.Index.signature(F);
  if (!Sum && !Sig)
    return std::nullopt;
  Namer Names(AC.S);
  std::vector<std::pair<std::string, int64_t>> InstanceDims;
  // The class's dimensions, by the names its methods' annotations use.
  if (const auto *M = dyn_cast<CXXMethodDecl>(F))
    if (M->isInstance() && AC.Objects) {
      const RuleValue *Obj =
          Instance ? Instance : AC.Objects->defaultInstance(M->getParent());
      if (Obj) {
        llvm::SmallVector<std::pair<llvm::StringRef, Dim>, 8> Dims;
        ModuleObjects::dimsOf(*Obj, Dims);
        for (const auto &[Name, D] : Dims) {
          if (D.isDynamic())
            continue;
          if (std::optional<VarId> V = D.E.asVar())
            Names.name(*V, Name);
          // An instance's known sizes: the caller's TU may not know them
          // (a config struct's fields that only the constructor reads).
          if (std::optional<int64_t> C = AC.S.resolve(D.E).asConstant();
              C && Instance)
            InstanceDims.push_back({Name.str(), *C});
        }
      }
    }
  ExportedSignature E;
  E.Definition = AC.Locs.point(F->getLocation());
  E.ParamNames = paramNames(F);
  if (const auto *M = dyn_cast<CXXMethodDecl>(F);
      M && M->isInstance() && AC.Objects)
    E.ChangesObject = AC.Objects->mayChange(M);
  E.InstanceDims = std::move(InstanceDims);
  E.Params.resize(F->getNumParams());
  if (Sig) {
    for (unsigned I = 0; I < Sig->Params.size() && I < E.Params.size(); ++I)
      E.Params[I] = Sig->Params[I].Ann;
    E.Result = Sig->Result;
    if (!E.Result && Sum && Sum->Res) {
      for (const auto &N : Sum->Res->Names)
        Names.name(N.getValue(), N.getKey());
      for (const auto &N : Sum->Res->Shapes)
        Names.name(N.getValue(), N.getKey(), true);
      if (!Sum->Res->IsTuple)
        E.Result = Names.of(Sum->Res->Result);
      for (const auto &T : Sum->Res->Items)
        E.ResultItems.push_back(T ? Names.of(*T) : std::nullopt);
    }
  } else if (Sum && Sum->Sc) {
    Names.quantify(*Sum->Sc);
    for (size_t I = 0; I < Sum->Sc->Params.size() && I < E.Params.size(); ++I)
      if (Sum->Sc->Params[I])
        E.Params[I] = Names.of(*Sum->Sc->Params[I]);
    if (Sum->Sc->Result)
      E.Result = Names.of(*Sum->Sc->Result);
  }
  bool Any = E.Result.has_value();
  for (const auto &P : E.Params)
    Any |= P.has_value();
  bool AnyItem = false;
  for (const auto &I : E.ResultItems)
    AnyItem |= I.has_value();
  if (!AnyItem)
    E.ResultItems.clear();
  Any |= AnyItem;
  if (!Any)
    return std::nullopt;
  return E;
}

/// Whether this TU is the one that says what RD's objects are: it defines
/// every constructor the user wrote (one of them in Bodies), or, when there
/// is none, RD's key function (its first out-of-line virtual method).
static bool definesObjectsOf(AnalysisContext &AC, const CXXRecordDecl *RD,
                             llvm::ArrayRef<const FunctionDecl *> Bodies) {
  auto Defined = [&](const FunctionDecl *F) {
    return llvm::any_of(Bodies, [&](const FunctionDecl *B) {
      return B->getCanonicalDecl() == F->getCanonicalDecl();
    });
  };
  bool AnyCtor = false;
  for (const CXXConstructorDecl *C : RD->ctors()) {
    if (C->isImplicit() || C->isDeleted() || C->isDefaulted())
      continue;
    if (!C->hasBody())
      return false;
    AnyCtor |= Defined(C);
  }
  if (AnyCtor)
    return true;
  if (llvm::any_of(RD->ctors(), [](const CXXConstructorDecl *C) {
        return !C->isImplicit() && !C->isDeleted() && !C->isDefaulted();
      }))
    return false;
  const CXXMethodDecl *Key = AC.Ctx.getCurrentKeyFunction(RD);
  return Key && Defined(Key);
}

/// What this TU says of the objects of the polymorphic classes whose
/// constructors it defines (ProgramSummaries.h: ClassFacts).
static void exportClasses(AnalysisContext &AC,
                          llvm::ArrayRef<const FunctionDecl *> Bodies,
                          ProgramSummaries &Out) {
  if (!AC.Objects)
    return;
  llvm::SmallPtrSet<const CXXRecordDecl *, 8> Seen;
  for (const FunctionDecl *F : Bodies) {
    const auto *M = dyn_cast<CXXMethodDecl>(F);
    if (!M)
      continue;
    const CXXRecordDecl *RD = M->getParent()->getDefinition();
    if (!RD || !Seen.insert(RD).second || !RD->isPolymorphic() ||
        RD->getNumBases() == 0 || RD->isDependentContext() ||
        classDims(AC, RD).empty() || !definesObjectsOf(AC, RD, Bodies))
      continue;
    std::string USR = FunctionIndex::usr(RD);
    if (USR.empty())
      continue;
    ClassFacts C;
    C.Name = RD->getNameAsString();
    C.Definition = AC.Locs.point(RD->getLocation());
    C.Abstract = RD->isAbstract();
    RD->forallBases([&](const CXXRecordDecl *B) {
      std::string U = FunctionIndex::usr(B);
      if (!U.empty() && !llvm::is_contained(C.Bases, U))
        C.Bases.push_back(std::move(U));
      return true;
    });
    if (const RuleValue *Obj = AC.Objects->defaultInstance(RD)) {
      llvm::SmallVector<std::pair<llvm::StringRef, Dim>, 8> Dims;
      ModuleObjects::dimsOf(*Obj, Dims);
      for (const auto &[Name, D] : Dims)
        if (!D.isDynamic())
          if (std::optional<int64_t> K = AC.S.resolve(D.E).asConstant())
            C.Sizes.push_back({Name.str(), *K});
      llvm::sort(C.Sizes);
    }
    Out.addClass(USR, std::move(C));
  }
}

void shapecheck::exportSummaries(AnalysisContext &AC,
                                 const FunctionSummaries &Summaries,
                                 llvm::ArrayRef<const FunctionDecl *> Bodies,
                                 ProgramSummaries &Out) {
  for (const FunctionDecl *F : Bodies) {
    if (!exportable(F))
      continue;
    std::string USR = FunctionIndex::usr(F);
    if (USR.empty())
      continue;
    if (isa<CXXConstructorDecl>(F)) {
      // Only its parameters' names: where the class is constructed from a
      // header that names them otherwise (or not at all), its integer
      // arguments still bind the dimensions its methods' interfaces name.
      if (F->getNumParams() == 0)
        continue;
      ExportedSignature E;
      E.Definition = AC.Locs.point(F->getLocation());
      E.Params.resize(F->getNumParams());
      E.ParamNames = paramNames(F);
      Out.add(USR, std::move(E));
      continue;
    }
    if (auto E = exportOne(AC, F, Summaries.find(F), nullptr))
      Out.add(USR, std::move(*E));
  }
  exportClasses(AC, Bodies, Out);
}

/// The calls other TUs ask for of the functions and methods defined here
/// (RemoteCalls.h): each body analysed with the call's arguments, on the
/// instance it was asked for (findings in it get a note at the call), and
/// what it returns exported under the request's key.
static void serveCalls(AnalysisContext &AC, FunctionSummaries &Summaries,
                       llvm::ArrayRef<const FunctionDecl *> Bodies,
                       ProgramSummaries &Program,
                       const std::map<std::string, RuleValue> &Instances,
                       std::set<std::string> &Served,
                       std::set<std::string> &Callees) {
  for (const FunctionDecl *F : Bodies) {
    if (isa<CXXConstructorDecl>(F) || !exportable(F) ||
        !Summaries.isAnalysable(F))
      continue;
    std::string USR = FunctionIndex::usr(F);
    if (USR.empty())
      continue;
    // Asked for now or in a later round: this file serves it.
    Callees.insert(USR);
    const auto *M = dyn_cast<CXXMethodDecl>(F);
    bool OnInstance = M && M->isInstance();
    for (const auto &[Key, Req] : Program.requests(USR)) {
      if (Req.Call.empty() || Req.Args.size() > F->getNumParams())
        continue;
      Served.insert(Key);
      // As for calls within a file: a bound on the contexts per function
      // (a helper called with ever new shapes); past it, unanswered.
      if (!Summaries.mayInstantiate(F))
        continue;
      const RuleValue *This = nullptr;
      if (OnInstance) {
        auto It = Instances.find(Req.Instance);
        if (It == Instances.end())
          continue; // built by another file, or not at all: unanswered
        This = &It->second;
      }
      // The call's own names: rigid, as the calling body's are.
      Instantiation Names(AC.S, VarKind::Rigid, Req.Call);
      std::vector<Value> Args;
      for (size_t I = 0; I < Req.Args.size(); ++I)
        Args.push_back(
            I < Req.ArgShapes.size() && Req.ArgShapes[I]
                ? Value::array(Names.array(*Req.ArgShapes[I], Req.Site))
                : Value::fromRule(Req.Args[I]));
      RuleValue Unknown = RuleValue::unknown();
      std::optional<Value> V =
          Summaries.call(F, This ? *This : Unknown, Args, Req.Site, Req.Call);
      ExportedSignature E;
      E.Definition = AC.Locs.point(F->getLocation());
      E.Params = Req.ArgShapes;
      if (V && V->isArray()) {
        Namer N(AC.S);
        for (const auto &D : Names.dimVars())
          N.name(D.getValue(), D.getKey());
        for (const auto &Sh : Names.shapeVars())
          N.name(Sh.getValue(), Sh.getKey(), true);
        E.Result = N.of(V->arr());
      }
      Program.add(Key, std::move(E));
    }
  }
}

void shapecheck::serveRequests(AnalysisContext &AC,
                               FunctionSummaries &Summaries,
                               llvm::ArrayRef<const FunctionDecl *> Bodies,
                               ProgramSummaries &Program,
                               std::set<std::string> &Constructors,
                               std::set<std::string> &Served) {
  if (!AC.Objects)
    return;
  // The instances built here for the other TUs, by key: the calls they
  // ask for run on them.
  std::map<std::string, RuleValue> Instances;
  for (const FunctionDecl *F : Bodies) {
    const auto *Ctor = dyn_cast<CXXConstructorDecl>(F);
    if (!Ctor || !exportable(Ctor) || !Summaries.isAnalysable(Ctor))
      continue;
    std::string USR = FunctionIndex::usr(Ctor);
    if (USR.empty())
      continue;
    Constructors.insert(USR);
    std::map<std::string, InstanceRequest> Requests = Program.requests(USR);
    const CXXRecordDecl *RD = Ctor->getParent();
    for (const auto &[Key, Req] : Requests) {
      Served.insert(Key);
      // What goes wrong for this instance only says where it is built.
      size_t Before = AC.S.findings().size();
      std::vector<Value> Args;
      for (const RuleValue &A : Req.Args)
        Args.push_back(Value::fromRule(A));
      RuleValue Inst = AC.Objects->construct(RD, Ctor, Args, Req.Site);
      if (!Inst.is(RuleValue::Module))
        continue;
      Instances[Key] = Inst;
      // Its methods: those its class defines here, and those it inherits
      // (defined or instantiated here).
      llvm::SmallVector<const CXXMethodDecl *, 8> Methods;
      for (const FunctionDecl *M : Bodies)
        if (const auto *Method = dyn_cast<CXXMethodDecl>(M);
            Method && Method->getParent() == RD)
          Methods.push_back(Method);
      if (AC.Library) {
        llvm::SmallVector<const CXXMethodDecl *, 8> Inherited;
        ModuleObjects::inheritedMethods(RD, *AC.Library, Inherited);
        for (const CXXMethodDecl *M : Inherited)
          if (const auto *Def =
                  dyn_cast_or_null<CXXMethodDecl>(M->getDefinition()))
            Methods.push_back(Def);
      }
      for (const CXXMethodDecl *Method : Methods) {
        if (isa<CXXConstructorDecl>(Method) || !Method->isInstance() ||
            !exportable(Method) || !Summaries.isAnalysable(Method))
          continue;
        std::string MUSR = FunctionIndex::usr(Method);
        if (MUSR.empty())
          continue;
        if (auto E =
                exportOne(AC, Method, Summaries.analyze(Method, &Inst), &Inst))
          Program.add(MUSR + "@" + Key, std::move(*E));
      }
      forOneUse(AC.S, Before,
                DiagNote{Req.Site,
                         "for the instance of '" + RD->getNameAsString() +
                             "' constructed here",
                         NoteRole::Site,
                         ReasonDesc::ofClass(ReasonDesc::Kind::NewObject,
                                             RD->getNameAsString())});
    }
  }
  serveCalls(AC, Summaries, Bodies, Program, Instances, Served, Constructors);
}
