//===- InferredCalls.cpp - Calls of unannotated helpers -------------------===//
#include "Frontend/InferredCalls.h"
#include "Frontend/FunctionIndex.h"
#include "Frontend/FunctionSummaries.h"
#include "Frontend/ModuleObjects.h"
#include "Frontend/SourceLocs.h"
#include "clang/AST/Decl.h"
#include "clang/AST/DeclCXX.h"

using namespace shapecheck;
using namespace clang;

std::optional<CallResult> InferredCalls::evaluate(const CallSite &C,
                                                  Solver &S) {
  if (!C.Callee || Index.signature(C.Callee))
    return std::nullopt;
  const FunctionDecl *Def = C.Callee->getDefinition();
  if (!Summaries.isAnalysable(Def))
    return std::nullopt;
  // A method of a user module called on a known instance: with its fields
  // (unless they are the default instance's, analysed on its own).
  const RuleValue *This = nullptr;
  if (const auto *M = dyn_cast<CXXMethodDecl>(Def);
      M && Objects && C.Object && C.Object->Rich &&
      Objects->classOf(*C.Object->Rich) == M->getParent()->getDefinition()) {
    This = C.Object->Rich.get();
    const RuleValue *Default = Objects->defaultInstance(M->getParent());
    if (Default && Default->str(S) == This->str(S))
      This = nullptr;
  }
  const FunctionSummaries::Summary *Sum = Summaries.analyze(Def, This);
  if (!Sum || !Sum->Sc) {
    // Recursion (or helpers nested too deep): described, but unknown.
    CallResult Unknown;
    if (C.ReturnsArray)
      Unknown.Array = shapecheck::ArrayType{S.dynamicShape(), DtypeSet::any()};
    if (C.ReturnsInt)
      Unknown.Int = Dim::dynamic();
    return Unknown;
  }
  std::vector<std::optional<shapecheck::ArrayType>> Params;
  std::optional<shapecheck::ArrayType> Result;
  instantiate(S, *Sum->Sc, Params, Result);
  std::string Name = FunctionIndex::displayName(Def);
  for (size_t I = 0; I < Params.size() && I < C.Args.size(); ++I) {
    if (!Params[I] || I >= Def->getNumParams())
      continue;
    const ParmVarDecl *PD = Def->getParamDecl(I);
    std::string PName =
        PD->getIdentifier() ? PD->getName().str() : "#" + std::to_string(I + 1);
    Reason R;
    R.Loc = C.Args[I].Loc.valid() ? C.Args[I].Loc : C.Loc;
    R.Context = "argument '" + PName + "' of call to '" + Name + "'";
    R.Expected = "parameter '" + PName + "' of '" + Name + "'";
    R.ExpectedLoc = Locs.range(PD->getSourceRange());
    QualType T = PD->getType().getNonReferenceType();
    if (T->isIntegerType() && !T->isBooleanType()) {
      // An integer parameter, carried as a one-axis shape by the scheme.
      const ShapeTerm &Sh = Params[I]->Shape;
      if (C.Args[I].Int && !Sh.Var && Sh.Prefix.size() == 1)
        S.unifyDim(Sh.Prefix[0], *C.Args[I].Int, R);
      continue;
    }
    if (C.Args[I].Array)
      S.unifyArray(*Params[I], *C.Args[I].Array, R);
  }
  S.solveDeferred();
  CallResult Out;
  if (Result) {
    shapecheck::ArrayType T = *Result;
    T.Shape = S.resolve(T.Shape);
    for (Dim &D : T.Shape.Prefix)
      D.Bcast = false;
    for (Dim &D : T.Shape.Suffix)
      D.Bcast = false;
    Out.Array = std::move(T);
  }
  return Out;
}
