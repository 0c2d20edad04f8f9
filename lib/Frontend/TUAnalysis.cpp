//===- TUAnalysis.cpp - Analysing one translation unit --------------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// GCC (12) warns of a null `this` in ExternalASTSource code that
// RecursiveASTVisitor inlines, on a path that cannot be taken.
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wnonnull"
#endif

#include "Frontend/TUAnalysis.h"
#include "Frontend/AnalysisContext.h"
#include "Frontend/AnnotatedCalls.h"
#include "Frontend/BodyAnalyzer.h"
#include "Frontend/FileDeadline.h"
#include "Frontend/FunctionSummaries.h"
#include "Frontend/GlobalValues.h"
#include "Frontend/InferredCalls.h"
#include "Frontend/LibraryCode.h"
#include "Frontend/ModuleObjects.h"
#include "Frontend/RemoteCalls.h"
#include "Frontend/RuleNames.h"
#include "Frontend/RulesModel.h"
#include "Frontend/SummaryExport.h"
#include "Frontend/TemplateMembers.h"
#include "Frontend/UncheckedAnnotations.h"
#include "Rules/RuleSet.h"
#include "clang/AST/ASTConsumer.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Sema/SemaConsumer.h"
#include "llvm/ADT/SmallPtrSet.h"
#include <set>
#include <tuple>

using namespace shapecheck;
using namespace clang;

namespace {

/// Visits the declarations of user code: collects function bodies and reads
/// every annotation.
class UserCodeVisitor : public RecursiveASTVisitor<UserCodeVisitor> {
public:
  UserCodeVisitor(const SourceLocs &Locs, FunctionIndex &Index,
                  const LibraryCode &Library)
      : Locs(Locs), Index(Index), Library(Library), Unchecked(Index.reader()) {}

  std::vector<const FunctionDecl *> Bodies;
  /// Variables with static storage defined outside functions, with an
  /// initialiser, in source order.
  std::vector<const VarDecl *> Statics;

  bool TraverseDecl(Decl *D) {
    if (!D)
      return true;
    // Only user code; implicit declarations have no place of their own.
    if (D->getLocation().isValid() && !Locs.isUserCode(D->getLocation()))
      return true;
    // Library namespaces (LibTorch's C++ API headers are often found with
    // -I, not as system headers).
    if (const auto *NS = dyn_cast<NamespaceDecl>(D))
      if (NS->getIdentifier() &&
          NS->getDeclContext()->getRedeclContext()->isTranslationUnit() &&
          Library.isLibraryNamespace(NS->getName()))
        return true;
    // shapecheck.hpp itself (a user header when included with -I).
    if (const auto *NS = dyn_cast<NamespaceDecl>(D))
      if (NS->getIdentifier() && NS->getName() == "shapecheck" &&
          llvm::StringRef(Locs.fileName(NS->getLocation()))
              .ends_with("shapecheck.hpp"))
        return true;
    return RecursiveASTVisitor::TraverseDecl(D);
  }

  bool VisitDecl(Decl *D) {
    Unchecked.visit(D);
    return true;
  }
  bool VisitFunctionDecl(FunctionDecl *F) {
    Index.signature(F);
    if (const auto *M = dyn_cast<CXXMethodDecl>(F))
      addOverridden(M);
    if (F->doesThisDeclarationHaveABody())
      Bodies.push_back(F);
    return true;
  }
  bool VisitLambdaExpr(LambdaExpr *L) {
    if (CXXMethodDecl *Op = L->getCallOperator()) {
      Index.signature(Op);
      if (Op->doesThisDeclarationHaveABody())
        Bodies.push_back(Op);
    }
    return true;
  }
  bool VisitClassTemplateDecl(ClassTemplateDecl *CT) {
    if (SeenTemplates.insert(CT->getCanonicalDecl()).second)
      for (const ClassTemplateSpecializationDecl *Spec : CT->specializations())
        if (isTemplateInstantiation(Spec->getSpecializationKind()))
          addMembers(Spec);
    return true;
  }
  bool VisitFunctionTemplateDecl(FunctionTemplateDecl *FT) {
    if (SeenTemplates.insert(FT->getCanonicalDecl()).second)
      addSpecializations(FT);
    return true;
  }
  bool VisitVarDecl(VarDecl *V) {
    if (!isa<ParmVarDecl>(V))
      Index.annotation(V);
    // A global or a static data member defined here with an initialiser
    // (`MatrixXd Laser::R_ = (MatrixXd(2, 2) << ...).finished();`).
    if (!isa<ParmVarDecl>(V) && V->hasGlobalStorage() && !V->isStaticLocal() &&
        !V->isLocalVarDecl() && !V->isTemplated() &&
        V->isThisDeclarationADefinition() == VarDecl::Definition &&
        V->getInit() && !V->getInit()->isValueDependent() &&
        !isa<VarTemplateSpecializationDecl>(V))
      Statics.push_back(V);
    return true;
  }
  bool VisitFieldDecl(FieldDecl *F) {
    Index.annotation(F);
    return true;
  }
  bool VisitTemplateSpecializationTypeLoc(TemplateSpecializationTypeLoc TL) {
    if (AnnotationReader::isAnnotationAlias(TL.getTypePtr()))
      Index.reader().fromType(QualType(TL.getTypePtr(), 0));
    return true;
  }

  /// The virtual methods a user method overrides (AnalysisContext).
  llvm::DenseSet<const CXXMethodDecl *> Overridden;

  /// The instances this TU makes of each function template and of each
  /// member of a class template, by their pattern (the definition written).
  llvm::DenseMap<const FunctionDecl *, std::vector<const FunctionDecl *>>
      Instances;

private:
  void addOverridden(const CXXMethodDecl *M, unsigned Depth = 0) {
    if (Depth > 16)
      return;
    for (const CXXMethodDecl *O : M->overridden_methods())
      if (Overridden.insert(O->getCanonicalDecl()).second)
        addOverridden(O, Depth + 1);
  }
  void addInstance(const FunctionDecl *FD) {
    const FunctionDecl *Def = nullptr;
    if (!FD->isDefined(Def) || !Def->isTemplateInstantiation())
      return;
    if (const FunctionDecl *Pattern = Def->getTemplateInstantiationPattern())
      Instances[Pattern].push_back(Def);
  }
  void addSpecializations(const FunctionTemplateDecl *FT) {
    for (const FunctionDecl *FD : FT->specializations())
      addInstance(FD);
  }
  /// The members of a class template's instance (and of its nested
  /// classes) that the program instantiated with a body.
  void addMembers(const CXXRecordDecl *RD, unsigned Depth = 0) {
    if (Depth > 8)
      return;
    for (const Decl *D : RD->decls()) {
      if (const auto *FD = dyn_cast<FunctionDecl>(D))
        addInstance(FD);
      else if (const auto *FT = dyn_cast<FunctionTemplateDecl>(D))
        addSpecializations(FT);
      else if (const auto *Nested = dyn_cast<CXXRecordDecl>(D))
        if (!Nested->isInjectedClassName() && Nested->hasDefinition())
          addMembers(Nested, Depth + 1);
    }
  }

  const SourceLocs &Locs;
  FunctionIndex &Index;
  const LibraryCode &Library;
  llvm::SmallPtrSet<const Decl *, 16> SeenTemplates;

public:
  /// Annotations written where the checker cannot use them.
  UncheckedAnnotations Unchecked;
};

/// The initialisers of globals and static data members whose value is an
/// array: each class's members together, in one instance of its names.
static void analyzeStatics(AnalysisContext &AC,
                           llvm::ArrayRef<const VarDecl *> Statics) {
  std::vector<std::pair<const CXXRecordDecl *, std::vector<const VarDecl *>>>
      Groups;
  for (const VarDecl *VD : Statics) {
    if (!AC.Arrays.isArray(VD->getType()) && !AC.Index.annotation(VD))
      continue;
    const auto *RD = VD->isStaticDataMember()
                         ? dyn_cast<CXXRecordDecl>(VD->getDeclContext())
                         : nullptr;
    auto It = llvm::find_if(Groups,
                            [&](const auto &G) { return RD && G.first == RD; });
    if (It == Groups.end())
      Groups.push_back({RD, {VD}});
    else
      It->second.push_back(VD);
  }
  for (const auto &[RD, Vars] : Groups) {
    BodyAnalyzer BA(AC, RD);
    BA.runStaticInitializers(Vars);
  }
}

/// Sequential's chain applies a user module (no rule describes it): its
/// forward, through the annotated and inferred models.
static std::optional<RuleValue>
applyUserModule(AnalysisContext &AC, ModuleObjects &Objects,
                llvm::ArrayRef<CallModel *> Models, const RuleValue &M,
                const RuleValue &X, const RuleCall &RC) {
  const CXXRecordDecl *RD = Objects.classOf(M);
  const CXXMethodDecl *Fwd = ModuleObjects::forwardOf(RD, 1, AC.Rules);
  if (!Fwd)
    return std::nullopt;
  CallSite C;
  C.Callee = Fwd;
  C.QualifiedName = ruleName(Fwd);
  C.DisplayName = FunctionIndex::displayName(Fwd);
  C.Loc = RC.Loc;
  C.ReturnsArray = AC.Arrays.isArray(Fwd->getReturnType());
  C.Object = ArgValue{Value::fromRule(M), RC.Loc};
  C.Args.push_back(ArgValue{Value::fromRule(X), RC.Loc});
  for (CallModel *Model : Models)
    if (std::optional<CallResult> R = Model->evaluate(C, AC.S))
      // The next layer's input: an array or a richer value; an integer
      // goes on as unknown.
      return R->V.isInt() ? RuleValue::unknown() : R->V.toRule();
  return std::nullopt;
}

/// A class derived from a user class is an object of it: the methods it
/// inherits run on the state its own constructors leave (`ResNet50Impl()
/// : ResNetImpl({3, 4, 6, 3}, ...)` builds the layers a forward defined
/// for every ResNet runs through). Each is analysed with the derived
/// class's instance, as a method it defines is; what goes wrong there
/// only says which class it is.
static void analyzeInherited(AnalysisContext &AC, FunctionSummaries &Summaries,
                             llvm::ArrayRef<const FunctionDecl *> Bodies) {
  llvm::SmallPtrSet<const CXXRecordDecl *, 8> Seen;
  for (const FunctionDecl *F : Bodies) {
    const auto *Ctor = dyn_cast<CXXConstructorDecl>(F);
    if (!Ctor || !Summaries.isAnalysable(Ctor))
      continue;
    const CXXRecordDecl *RD = Ctor->getParent()->getDefinition();
    if (!RD || RD->isDependentContext() || RD->isAbstract() ||
        !Seen.insert(RD).second)
      continue;
    llvm::SmallVector<const CXXMethodDecl *, 8> Methods;
    ModuleObjects::inheritedMethods(RD, *AC.Library, Methods);
    const RuleValue *Inst = nullptr;
    for (const CXXMethodDecl *M : Methods) {
      const FunctionDecl *Def = M->getDefinition();
      if (!Def || !Summaries.isAnalysable(Def))
        continue;
      if (!Inst && !(Inst = AC.Objects->defaultInstance(RD)))
        break;
      size_t Before = AC.S.findings().size();
      Summaries.analyze(Def, Inst);
      forOneUse(AC.S, Before,
                DiagNote{AC.Locs.point(RD->getLocation()),
                         "for an object of '" + RD->getNameAsString() +
                             "', which derives from '" +
                             M->getParent()->getNameAsString() + "'",
                         NoteRole::Site,
                         ReasonDesc::ofClass(ReasonDesc::Kind::NewObject,
                                             RD->getNameAsString())});
    }
  }
}

/// Each object the TU builds with known arguments (`Net net(32)`, a
/// builder's `ResNet model({2, 2, 2, 2}, 10, "resnet18")`) has the
/// annotated methods its class defines here analysed on it, whether or not
/// the program calls them here: the annotation says what the input is, and
/// the object what its layers are. What goes wrong only for that
/// object has a note at its construction; the method's own analysis, if it
/// reports the same place, supersedes it.
static void analyzeOwnInstances(AnalysisContext &AC,
                                FunctionSummaries &Summaries,
                                llvm::ArrayRef<const FunctionDecl *> Bodies) {
  // Analysing a method may build more objects: they are analysed in turn,
  // up to a bound.
  constexpr size_t MaxInstances = 256;
  for (size_t I = 0; I < AC.Objects->ownInstances().size() && I < MaxInstances;
       ++I) {
    // A copy: the list grows while its methods are analysed.
    ModuleObjects::OwnInstance Inst = AC.Objects->ownInstances()[I];
    RuleValue Object =
        AC.Objects->construct(Inst.RD, Inst.Ctor, Inst.Args, Inst.Site);
    if (!Object.is(RuleValue::Module))
      continue;
    const RuleValue *Default = AC.Objects->defaultInstance(Inst.RD);
    if (Default && valueKey(AC.S, *Default) == valueKey(AC.S, Object))
      continue; // its methods' own analysis is this one
    llvm::SmallVector<const CXXMethodDecl *, 8> Methods;
    for (const FunctionDecl *F : Bodies)
      if (const auto *M = dyn_cast<CXXMethodDecl>(F);
          M && M->getParent()->getDefinition() == Inst.RD)
        Methods.push_back(M);
    ModuleObjects::inheritedMethods(Inst.RD, *AC.Library, Methods);
    std::string Name = Inst.RD->getNameAsString();
    DiagNote Site{
        Inst.Site, "for the object of '" + Name + "' constructed here",
        NoteRole::Site, ReasonDesc::ofClass(ReasonDesc::Kind::NewObject, Name)};
    for (const CXXMethodDecl *M : Methods) {
      const auto *Def = dyn_cast_or_null<CXXMethodDecl>(M->getDefinition());
      if (!Def || isa<CXXConstructorDecl>(Def) || isa<CXXDestructorDecl>(Def) ||
          !Def->isInstance() || !Summaries.isAnalysable(Def))
        continue;
      // Only a method whose input the user states: what it calls is
      // analysed with it. A helper method that the program may never call
      // on this object says nothing about it.
      const FunctionSig *Sig = AC.Index.signature(Def);
      if (!Sig ||
          llvm::none_of(Sig->Params, [](const ParamSig &P) { return P.Ann; }))
        continue;
      size_t Before = AC.S.findings().size();
      Summaries.analyze(Def, &Object);
      forOneUse(AC.S, Before, Site);
    }
  }
}

class AnalysisConsumer : public SemaConsumer {
public:
  AnalysisConsumer(const DriverOptions &Opts, RuleSet &Rules,
                   ProgramSummaries &Program, TUResult &Out)
      : Opts(Opts), Rules(Rules), Program(Program), Out(Out) {}

  void InitializeSema(Sema &S) override { TheSema = &S; }

  // Past the file's time limit, the parse stops at the next declaration.
  bool HandleTopLevelDecl(DeclGroupRef) override {
    if (!pastFileDeadline())
      return true;
    Out.TimedOut = true;
    return false;
  }
  void ForgetSema() override { TheSema = nullptr; }

  void HandleTranslationUnit(ASTContext &Ctx) override {
    Out.Ran = true;
    SourceLocs Locs(Ctx.getSourceManager(), Ctx.getLangOpts());
    LibraryCode Library(Locs, Rules.builtinNamespaces());
    // The members of the instances this file makes that it never calls
    // (another file does): analysed with the instance's arguments.
    if (TheSema)
      instantiateTemplateMembers(*TheSema, Locs, Library);
    ArrayTypes Arrays(&Rules);
    AnnotationReader Reader(Ctx, Locs, Arrays);
    FunctionIndex Index(Reader, Locs);
    Index.setProgram(&Program);
    Solver S(Opts.Solver);
    ShapeDump Dump;
    AnalysisContext AC(Ctx, Locs, S, Index, Arrays);
    if (Opts.DumpShapes)
      AC.Dump = &Dump;
    Dump.setFilter(Opts.DumpShapesFilter);
    ModuleObjects Objects(AC);
    AC.Rules = &Rules;
    AC.Library = &Library;
    AC.Objects = &Objects;
    AC.Program = &Program;
    AC.ReportUnknown = Opts.ReportUnknown;
    FunctionSummaries Summaries(AC);
    AC.Summaries = &Summaries;
    // A user's annotation wins over the rules, the rules over inference.
    // A body another file defines: analysed there with the call's
    // arguments, once that file has answered.
    RemoteCalls Remote(AC);
    AnnotatedCalls Annotated(Index, &Summaries, &Objects);
    RulesModel RulesCalls(Rules);
    InferredCalls Inferred(Summaries, Index, Locs, &Objects);
    AC.Models = {&Remote, &Annotated, &RulesCalls, &Inferred};
    std::vector<CallModel *> UserModels = {&Remote, &Annotated, &Inferred};
    Rules.ForeignModule = [&](const RuleValue &M, const RuleValue &X,
                              const RuleCall &RC,
                              Solver &) -> std::optional<RuleValue> {
      return applyUserModule(AC, Objects, UserModels, M, X, RC);
    };

    UserCodeVisitor V(Locs, Index, Library);
    for (Decl *D : Ctx.getTranslationUnitDecl()->decls())
      V.TraverseDecl(D);
    AC.Overridden = std::move(V.Overridden);
    // Only what the analysis looks up is wanted or used: a header declares
    // more than a file calls.
    Index.trackUses();
    // Past the file's time limit, the analysis stops where it is; what it
    // found until then is reported (FileDeadline.h).
    try {
      for (const FunctionDecl *F : V.Bodies) {
        // A template is analysed through the instances the program makes
        // of it, with their arguments; one that has none, as written (what
        // depends on its parameters is unknown).
        auto Inst = V.Instances.find(F);
        if (Inst != V.Instances.end()) {
          for (const FunctionDecl *I : Inst->second)
            if (Summaries.isAnalysable(I))
              Summaries.analyze(I);
          continue;
        }
        if (Summaries.isAnalysable(F))
          Summaries.analyze(F);
      }
      analyzeStatics(AC, V.Statics);
      analyzeInherited(AC, Summaries, V.Bodies);
      analyzeOwnInstances(AC, Summaries, V.Bodies);
      serveRequests(AC, Summaries, V.Bodies, Program, Out.Constructors,
                    Out.Served);
    } catch (const FileTimedOut &) {
      Out.TimedOut = true;
    }
    S.finish();
    Rules.ForeignModule = nullptr;

    // Every analysed translation unit reports what it finds and tells the
    // others its functions' interfaces, annotated or not: a mismatch
    // between two sizes that are both known (literals, a module's
    // constructor arguments, factories, options) is a bug whether or not
    // the file says anything about shapes.
    std::vector<Finding> All = Reader.takeFindings();
    for (Finding &F : V.Unchecked.takeFindings())
      All.push_back(std::move(F));
    exportSummaries(AC, Summaries, V.Bodies, Program);
    exportGlobals(Ctx, AC.Locs, Program);
    Out.Wanted = Index.wanted();
    Out.Used = Index.used();
    for (Finding &F : S.takeFindings())
      All.push_back(std::move(F));
    // A loop's trips report the same finding again: keep the first. What
    // a body's own analysis reports supersedes what one call of it reports
    // at the same place.
    // A template's instances, and the objects a class's methods run on,
    // report the same finding at the same line: the first instance's, with
    // its note.
    // One instance's finding where another analysis (the body's own, or
    // one call's) finds the same check at the same place adds nothing.
    std::set<std::tuple<CheckId, SourceLoc, std::string>> Seen;
    std::set<std::pair<CheckId, SourceLoc>> General, NotInstance, InInstance;
    for (const Finding &F : All) {
      if (!F.ForOneCall)
        General.insert({F.Check, F.Loc});
      if (!hasInstanceNote(F))
        NotInstance.insert({F.Check, F.Loc});
    }
    for (Finding &F : All) {
      if (F.ForOneCall && General.count({F.Check, F.Loc}))
        continue;
      if (hasInstanceNote(F) && NotInstance.count({F.Check, F.Loc}))
        continue;
      if (hasInstanceNote(F) && !InInstance.insert({F.Check, F.Loc}).second)
        continue;
      if (Seen.insert({F.Check, F.Loc, F.Message}).second)
        Out.Findings.push_back(std::move(F));
    }
    if (Opts.DumpShapes)
      Out.ShapeDump = Dump.render(S);
  }

private:
  const DriverOptions &Opts;
  RuleSet &Rules;
  ProgramSummaries &Program;
  TUResult &Out;
  Sema *TheSema = nullptr;
};

} // namespace

std::unique_ptr<ASTConsumer>
shapecheck::makeAnalysisConsumer(const DriverOptions &Opts, RuleSet &Rules,
                                 ProgramSummaries &Program, TUResult &Out) {
  return std::make_unique<AnalysisConsumer>(Opts, Rules, Program, Out);
}
