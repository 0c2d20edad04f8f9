//===- FunctionSummaries.cpp - Each function body analysed once -----------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include "Frontend/FunctionSummaries.h"
#include "Frontend/BodyAnalyzer.h"
#include "Frontend/FileDeadline.h"
#include "Frontend/LibraryCode.h"
#include "Frontend/ModuleObjects.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/Stmt.h"
#include "llvm/Support/raw_ostream.h"

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
  // A template's instance is analysed with its arguments (its body's
  // locations are the template's); the template itself as written.
  // An instance that does not compile has no body to speak of
  // (TemplateMembers.h); other code with errors is analysed as far as it
  // parsed.
  return Def && Def->doesThisDeclarationHaveABody() && !Def->isImplicit() &&
         !(Def->isInvalidDecl() && Def->isTemplateInstantiation()) &&
         !Def->isDefaulted() && !(AC.Library && AC.Library->isLibrary(Def)) &&
         AC.Locs.isUserCode(Def->getLocation()) &&
         AC.Locs.isUserCode(Def->getBody()->getBeginLoc());
}

/// The instance itself, whatever its state where it is used: Obj without
/// ModuleObjects::StateField. An instance's own analysis (the sizes its
/// constructor gave, for any sequence of calls) is the same for both.
static const RuleValue *asBuilt(const RuleValue *Obj, RuleValue &Storage) {
  if (!Obj || !Obj->field(ModuleObjects::StateField))
    return Obj;
  Storage = *Obj;
  llvm::erase_if(Storage.Fields, [](const auto &F) {
    return F.first == ModuleObjects::StateField;
  });
  return &Storage;
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
  RuleValue Built;
  bool Generic = !This || !AC.Objects->isObjectOf(*This, RD) ||
                 (Default && valueKey(AC.S, *Default) ==
                                 valueKey(AC.S, *asBuilt(This, Built)));
  if (Generic) {
    if (!Outer)
      AC.S.setScope(Def);
    return Outer;
  }
  llvm::SmallVector<std::pair<llvm::StringRef, Dim>, 8> Dims;
  ModuleObjects::dimsOf(*This, Dims);
  bool AllKnown = true;
  for (const auto &[Name, D] : Dims) {
    if (AC.S.resolve(D).asConstant())
      AC.S.markDecidedByInstance(Def, Name);
    else
      AllKnown = false;
  }
  if (AllKnown)
    AC.S.markDecidedByInstance(Def);
  return Outer;
}

const FunctionSummaries::Summary *
FunctionSummaries::analyze(const FunctionDecl *Def, const RuleValue *This) {
  checkFileDeadline();
  RuleValue Built;
  This = asBuilt(This, Built);
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
  if (!RD || !AC.Objects->isObjectOf(*Object->V.rich(), RD))
    return nullptr;
  const RuleValue *Default = AC.Objects->defaultInstance(RD);
  RuleValue Built;
  if (Default && valueKey(AC.S, *Default) ==
                     valueKey(AC.S, *asBuilt(Object->V.rich().get(), Built)))
    return nullptr;
  return Object->V.rich().get();
}

std::optional<Value>
FunctionSummaries::call(const FunctionDecl *Def, const RuleValue &This,
                        const std::vector<Value> &Args,
                        const SourceLoc &CallLoc, const std::string &CallName,
                        std::vector<std::pair<unsigned, Value>> *Out,
                        RuleValue *ThisOut) {
  checkFileDeadline();
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
  // The bounds of mayInstantiate hold for every caller (a method called
  // on this skipped them: a bisection calling itself twice on new integers
  // was analysed 2^MaxDepth times).
  if (!mayInstantiate(Def))
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
  Calls[Id] = CallOutcome{V, BA.paramsOut(), BA.thisOut()};
  if (Out)
    *Out = Calls[Id].Out;
  if (ThisOut)
    *ThisOut = Calls[Id].ThisOut;
  // What goes wrong inside for these arguments and this instance says which
  // call it was.
  if (CallLoc.valid())
    forOneUse(AC.S, Before,
              DiagNote{CallLoc, "in the call of '" + CallName + "' here",
                       NoteRole::Site, ReasonDesc::call(CallName)});
  return V;
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

/// The class template instance that D is a member of (through nested
/// classes), if any.
static const ClassTemplateSpecializationDecl *
enclosingInstance(const FunctionDecl *D) {
  for (const DeclContext *DC = D->getDeclContext(); DC; DC = DC->getParent())
    if (const auto *Spec = dyn_cast<ClassTemplateSpecializationDecl>(DC))
      if (isTemplateInstantiation(Spec->getSpecializationKind()))
        return Spec;
  return nullptr;
}

std::optional<DiagNote> shapecheck::instantiationNote(const AnalysisContext &AC,
                                                      const FunctionDecl *Def) {
  if (!Def || !Def->isTemplateInstantiation())
    return std::nullopt;
  PrintingPolicy P(Def->getASTContext().getLangOpts());
  P.SuppressTagKeyword = true;
  std::string Name;
  llvm::raw_string_ostream OS(Name);
  const ClassTemplateSpecializationDecl *Spec = enclosingInstance(Def);
  // The instance as the user wrote it: the function template's own
  // arguments ("run<Net>"), else the class template's
  // ("ResNetImpl<BasicBlock>").
  if (Def->getTemplateSpecializationInfo() || !Spec)
    Def->getNameForDiagnostic(OS, P, /*Qualified=*/false);
  else
    Spec->getNameForDiagnostic(OS, P, /*Qualified=*/false);
  OS.flush();
  // Where the program requires it: the member's own point of
  // instantiation, else the class's, in user code if either is.
  SourceLocation Where = Def->getPointOfInstantiation();
  if (Spec && (Where.isInvalid() || !AC.Locs.isUserCode(Where)) &&
      Spec->getPointOfInstantiation().isValid() &&
      (Where.isInvalid() ||
       AC.Locs.isUserCode(Spec->getPointOfInstantiation())))
    Where = Spec->getPointOfInstantiation();
  if (Where.isInvalid())
    Where = Def->getLocation();
  return DiagNote{AC.Locs.point(Where),
                  "in instantiation of '" + Name + "' required here",
                  NoteRole::Site, ReasonDesc::instantiation(Name)};
}

bool shapecheck::hasInstantiationNote(const Finding &F) {
  return llvm::any_of(F.Notes, [](const DiagNote &N) {
    return N.Role == NoteRole::Site &&
           N.Label.K == ReasonDesc::Kind::Instantiation;
  });
}

bool shapecheck::hasInstanceNote(const Finding &F) {
  return llvm::any_of(F.Notes, [](const DiagNote &N) {
    return N.Role == NoteRole::Site &&
           (N.Label.K == ReasonDesc::Kind::Instantiation ||
            N.Label.K == ReasonDesc::Kind::NewObject);
  });
}

void shapecheck::forInstantiation(Solver &S, size_t Before,
                                  const DiagNote &Site) {
  if (S.findings().size() <= Before)
    return;
  std::vector<Finding> All = S.takeFindings();
  for (size_t I = 0; I < All.size(); ++I) {
    Finding &F = All[I];
    // The innermost instance is the one named (a function template called
    // from a class template's method names its own arguments).
    if (I >= Before && !hasInstantiationNote(F))
      F.Notes.push_back(Site);
    S.report(std::move(F));
  }
}
