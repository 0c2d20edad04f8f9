//===- TUAnalysis.cpp - Analysing one translation unit --------------------===//
// GCC (12) warns of a null `this` in ExternalASTSource code that
// RecursiveASTVisitor inlines, on a path that cannot be taken.
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wnonnull"
#endif

#include "Frontend/TUAnalysis.h"
#include "Frontend/AnalysisContext.h"
#include "Frontend/AnnotatedCalls.h"
#include "Frontend/FunctionSummaries.h"
#include "Frontend/InferredCalls.h"
#include "clang/AST/ASTConsumer.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include <set>
#include <tuple>

using namespace shapecheck;
using namespace clang;

namespace {

/// Visits the declarations of user code: collects function bodies and reads
/// every annotation.
class UserCodeVisitor : public RecursiveASTVisitor<UserCodeVisitor> {
public:
  UserCodeVisitor(const SourceLocs &Locs, FunctionIndex &Index)
      : Locs(Locs), Index(Index) {}

  std::vector<const FunctionDecl *> Bodies;

  bool TraverseDecl(Decl *D) {
    if (!D)
      return true;
    // Only user code; implicit declarations have no place of their own.
    if (D->getLocation().isValid() && !Locs.isUserCode(D->getLocation()))
      return true;
    // shapecheck.hpp itself (a user header when included with -I).
    if (const auto *NS = dyn_cast<NamespaceDecl>(D))
      if (NS->getIdentifier() && NS->getName() == "shapecheck" &&
          llvm::StringRef(Locs.fileName(NS->getLocation()))
              .ends_with("shapecheck.hpp"))
        return true;
    return RecursiveASTVisitor::TraverseDecl(D);
  }

  bool VisitFunctionDecl(FunctionDecl *F) {
    Index.signature(F);
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
  bool VisitVarDecl(VarDecl *V) {
    if (!isa<ParmVarDecl>(V))
      Index.annotation(V);
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

private:
  const SourceLocs &Locs;
  FunctionIndex &Index;
};

class AnalysisConsumer : public ASTConsumer {
public:
  AnalysisConsumer(const DriverOptions &Opts, TUResult &Out)
      : Opts(Opts), Out(Out) {}

  void HandleTranslationUnit(ASTContext &Ctx) override {
    Out.Ran = true;
    SourceLocs Locs(Ctx.getSourceManager(), Ctx.getLangOpts());
    ArrayTypes Arrays;
    AnnotationReader Reader(Ctx, Locs, Arrays);
    FunctionIndex Index(Reader, Locs);
    Solver S(Opts.Solver);
    ShapeDump Dump;
    AnalysisContext AC(Ctx, Locs, S, Index, Arrays);
    if (Opts.DumpShapes)
      AC.Dump = &Dump;
    FunctionSummaries Summaries(AC);
    AnnotatedCalls Annotated(Index);
    InferredCalls Inferred(Summaries, Index, Locs);
    AC.Models = {&Annotated, &Inferred};

    UserCodeVisitor V(Locs, Index);
    for (Decl *D : Ctx.getTranslationUnitDecl()->decls())
      V.TraverseDecl(D);
    for (const FunctionDecl *F : V.Bodies)
      if (Summaries.isAnalysable(F))
        Summaries.analyze(F);
    S.finish();

    std::vector<Finding> All = Reader.takeFindings();
    for (Finding &F : S.takeFindings())
      All.push_back(std::move(F));
    // A loop's trips report the same finding again: keep the first.
    std::set<std::tuple<std::string, SourceLoc, std::string>> Seen;
    for (Finding &F : All)
      if (Seen.insert({F.RuleId, F.Loc, F.Message}).second)
        Out.Findings.push_back(std::move(F));
    if (Opts.DumpShapes)
      Out.ShapeDump = Dump.render(S);
  }

private:
  const DriverOptions &Opts;
  TUResult &Out;
};

} // namespace

std::unique_ptr<ASTConsumer>
shapecheck::makeAnalysisConsumer(const DriverOptions &Opts, TUResult &Out) {
  return std::make_unique<AnalysisConsumer>(Opts, Out);
}
