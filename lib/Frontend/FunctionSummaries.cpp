//===- FunctionSummaries.cpp - Each function body analysed once -----------===//
#include "Frontend/FunctionSummaries.h"
#include "Frontend/BodyAnalyzer.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Stmt.h"

using namespace shapecheck;
using namespace clang;

/// Bound on helpers analysed on demand inside one another.
static constexpr unsigned MaxDepth = 32;

bool FunctionSummaries::isAnalysable(const FunctionDecl *Def) const {
  // Implicit and defaulted members (copy constructors, ...) have nothing
  // to say about shapes.
  return Def && Def->doesThisDeclarationHaveABody() && !Def->isImplicit() &&
         !Def->isDefaulted() && !Def->isTemplateInstantiation() &&
         !Def->getTemplateInstantiationPattern() &&
         AC.Locs.isUserCode(Def->getLocation()) &&
         AC.Locs.isUserCode(Def->getBody()->getBeginLoc());
}

const FunctionSummaries::Summary *
FunctionSummaries::analyze(const FunctionDecl *Def) {
  auto It = Map.find(Def);
  if (It != Map.end())
    return It->second.Done ? &It->second : nullptr;
  if (Depth >= MaxDepth)
    return nullptr;
  Map[Def]; // in progress
  ++Depth;
  BodyAnalyzer BA(AC, Def);
  std::optional<Scheme> Sc = BA.run();
  --Depth;
  Summary &Sum = Map[Def];
  Sum.Done = true;
  Sum.Sc = std::move(Sc);
  return &Sum;
}
