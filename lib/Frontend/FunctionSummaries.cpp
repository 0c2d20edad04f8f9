//===- FunctionSummaries.cpp - Each function body analysed once -----------===//
#include "Frontend/FunctionSummaries.h"
#include "Frontend/BodyAnalyzer.h"
#include "Frontend/LibraryCode.h"
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
         !(AC.Library && AC.Library->isLibrary(Def)) &&
         AC.Locs.isUserCode(Def->getLocation()) &&
         AC.Locs.isUserCode(Def->getBody()->getBeginLoc());
}

const FunctionSummaries::Summary *
FunctionSummaries::analyze(const FunctionDecl *Def, const RuleValue *This) {
  if (This) {
    auto Key = std::make_pair(Def, This->str(AC.S));
    auto It = PerInstance.find(Key);
    if (It != PerInstance.end())
      return It->second.Done ? &It->second : nullptr;
    if (Depth >= MaxDepth)
      return nullptr;
    PerInstance[Key]; // in progress
    ++Depth;
    BodyAnalyzer BA(AC, Def, This);
    std::optional<Scheme> Sc = BA.run();
    --Depth;
    Summary &Sum = PerInstance[Key];
    Sum.Done = true;
    Sum.Sc = std::move(Sc);
    return &Sum;
  }
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
