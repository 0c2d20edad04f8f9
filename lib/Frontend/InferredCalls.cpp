//===- InferredCalls.cpp - Calls of unannotated helpers -------------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
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
  // A method of a user module called on a known instance: analysed with
  // the instance's fields and the call's arguments; its result is what it
  // returns (an array with its dtype, a tuple, a module).
  if (const auto *M = dyn_cast<CXXMethodDecl>(Def);
      M && Objects && C.Object && C.Object->V.isRich() &&
      Objects->isObjectOf(*C.Object->V.rich(), M->getParent()))
    return callOn(*C.Object->V.rich(), Def, C, S, /*FollowObject=*/true);
  // A helper given or giving a module, an options object, a list or a
  // tuple, which a scheme cannot carry (`apply(fc, x)`, a std::tuple of
  // arrays): analysed with its arguments too.
  if (!isa<CXXMethodDecl>(Def) || cast<CXXMethodDecl>(Def)->isStatic()) {
    // A helper that builds a module (`conv3x3(in, out)`, `make_layers(cfg)`
    // returning a Sequential) is analysed with its arguments too.
    QualType RT = Def->getReturnType();
    bool ReturnsObject = !C.ReturnsArray && !RT.isNull() &&
                         RT->isRecordType() && !RT->isDependentType();
    if (C.ReturnsArrays || ReturnsObject)
      return callOn(RuleValue::unknown(), Def, C, S);
    for (const ArgValue &A : C.Args)
      if (!A.IsDefault &&
          (A.V.is(RuleValue::Module) || A.V.is(RuleValue::Options) ||
           A.V.is(RuleValue::List) || A.V.is(RuleValue::Tuple) ||
           A.V.is(RuleValue::Ints)))
        return callOn(RuleValue::unknown(), Def, C, S);
    // A helper that writes an array the caller lends it (`void
    // sigmaPoints(MatrixXd *out)`, `void fill(MatrixXd &m)`): what its body
    // leaves there is the caller's array afterwards, which no scheme says.
    for (unsigned I = 0; I < C.Args.size() && I < Def->getNumParams(); ++I)
      if (!C.Args[I].IsDefault && C.Args[I].V.isArray() &&
          !writablePointee(Def->getParamDecl(I)->getType()).isNull() &&
          !Index.annotation(Def->getParamDecl(I)))
        return callOn(RuleValue::unknown(), Def, C, S);
  }
  const FunctionSummaries::Summary *Sum = Summaries.analyze(Def);
  if (!Sum || !Sum->Sc) {
    // Recursion (or helpers nested too deep): described, but unknown.
    return CallResult{C.unknownResult(S), {}};
  }
  size_t Before = S.findings().size();
  std::vector<std::optional<shapecheck::ArrayType>> Params;
  std::optional<shapecheck::ArrayType> Result;
  // A method called on an object of unknown state: its class's dimensions
  // are this object's, unknown here, so they are quantified too (a
  // generic class's type parameters, for a receiver of unknown type
  // arguments), not the class's own rigid sizes.
  Scheme Sc = *Sum->Sc;
  for (VarId V : classDimVars(Def))
    Sc.DimVars.push_back(V);
  instantiate(S, Sc, Params, Result);
  std::string Name = FunctionIndex::displayName(Def);
  for (size_t I = 0; I < Params.size() && I < C.Args.size(); ++I) {
    if (!Params[I] || I >= Def->getNumParams())
      continue;
    const ParmVarDecl *PD = Def->getParamDecl(I);
    std::string PName =
        PD->getIdentifier() ? PD->getName().str() : "#" + std::to_string(I + 1);
    Reason R;
    R.Loc = C.Args[I].Loc.valid() ? C.Args[I].Loc : C.Loc;
    R.Context = ReasonDesc::callArgument(Name, PName);
    R.Expected = ReasonDesc::parameter(Name, PName);
    R.ExpectedLoc = Locs.range(PD->getSourceRange());
    QualType T = PD->getType().getNonReferenceType();
    if (T->isIntegerType() && !T->isBooleanType()) {
      // An integer parameter, carried as a one-axis shape by the scheme.
      const ShapeTerm &Sh = Params[I]->Shape;
      if (C.Args[I].V.isInt() && !Sh.Var && Sh.Prefix.size() == 1)
        S.unifyDim(Sh.Prefix[0], C.Args[I].V.dim(), R);
      continue;
    }
    if (C.Args[I].V.isArray())
      S.unifyArray(*Params[I], C.Args[I].V.arr(), R);
  }
  S.solveDeferred();
  CallResult Out;
  if (Result) {
    shapecheck::ArrayType T = S.resolve(*Result);
    for (Dim &D : T.Shape.Prefix)
      D.Bcast = false;
    for (Dim &D : T.Shape.Suffix)
      D.Bcast = false;
    Out.V = Value::array(std::move(T));
  }
  // The scheme describes the helper for arguments of any shape; given
  // arrays of known rank, its body analysed with them may know more (an
  // image through `flatten(2).transpose(1, 2)`): the call's own instance
  // of the helper. Not when the arguments already do not fit the scheme
  // (that is reported at the call).
  if (S.findings().size() == Before && worthInstantiating(C, Out, S))
    if (std::optional<CallResult> R = instantiateBody(Def, C, S))
      if (knownness(S, R->V) > knownness(S, Out.V))
        Out = std::move(*R);
  return Out;
}

std::vector<VarId> InferredCalls::classDimVars(const FunctionDecl *Def) {
  std::vector<VarId> Vars;
  const auto *M = dyn_cast<CXXMethodDecl>(Def);
  if (!M || !M->isInstance() || !Objects)
    return Vars;
  const RuleValue *Default = Objects->defaultInstance(M->getParent());
  if (!Default)
    return Vars;
  llvm::SmallVector<std::pair<llvm::StringRef, Dim>, 8> Dims;
  ModuleObjects::dimsOf(*Default, Dims);
  for (const auto &[Name, D] : Dims)
    if (!D.isDynamic())
      if (std::optional<VarId> V = D.E.asVar())
        Vars.push_back(*V);
  return Vars;
}

/// How much of a result is known: a fixed rank, then each known size.
unsigned InferredCalls::knownness(Solver &S, const Value &V) {
  if (V.isInt())
    return V.dim().isDynamic() ? 0 : 1;
  if (!V.isArray())
    return 0;
  ShapeTerm Sh = S.resolve(V.arr()).Shape;
  unsigned N = Sh.hasFixedRank() ? 1000 : 0;
  for (const DimList *L : {&Sh.Prefix, &Sh.Suffix})
    for (const Dim &D : *L)
      N += D.isDynamic() ? 0 : 1;
  return N;
}

bool InferredCalls::worthInstantiating(const CallSite &C, const CallResult &R,
                                       Solver &S) {
  // Only an argument of known rank tells the body more than the scheme.
  bool KnownRank = llvm::any_of(C.Args, [&](const ArgValue &A) {
    return !A.IsDefault && A.V.isArray() &&
           S.resolve(A.V.arr()).Shape.hasFixedRank();
  });
  // A helper called for its effects (a demo, a training step that builds a
  // model from its input's sizes) has no result to improve, but its body
  // with the call's arguments may construct objects and call them with
  // sizes the scheme leaves open: its findings for them are the program's.
  if (!C.ReturnsArray && !C.ReturnsInt)
    return KnownRank;
  // A known integer (or enumerator) or string argument: the body may
  // choose by it (`switch (stage)`, a table lookup, `if (kind ==
  // "resnet50")`) what the scheme cannot say.
  bool KnownInt = llvm::any_of(C.Args, [&](const ArgValue &A) {
    if (A.IsDefault)
      return false;
    if (A.V.is(RuleValue::Str))
      return true;
    return A.V.isInt() && !A.V.dim().isDynamic() &&
           S.resolve(A.V.dim().E).asConstant();
  });
  // A result the scheme knows fully stays as it is.
  if (R.V.isInt() && !R.V.dim().isDynamic())
    return false;
  if (R.V.isArray()) {
    ShapeTerm Sh = S.resolve(R.V.arr()).Shape;
    if (Sh.hasFixedRank() &&
        llvm::none_of(Sh.Prefix, [](const Dim &D) { return D.isDynamic(); }))
      return false;
  }
  return KnownRank || KnownInt;
}

std::optional<CallResult>
InferredCalls::instantiateBody(const FunctionDecl *Def, const CallSite &C,
                               Solver &S) {
  if (!Summaries.mayInstantiate(Def))
    return std::nullopt;
  // A method on an object nothing is known of runs on its class's default
  // instance, as its scheme does.
  const RuleValue *This = nullptr;
  if (const auto *M = dyn_cast<CXXMethodDecl>(Def);
      M && M->isInstance() && Objects)
    This = Objects->defaultInstance(M->getParent());
  // Not when the class has sizes: they are the object's, unknown here,
  // not the default instance's rigid dimensions.
  if (!classDimVars(Def).empty())
    return std::nullopt;
  RuleValue Unknown = RuleValue::unknown();
  CallResult R = *callOn(This ? *This : Unknown, Def, C, S);
  return R;
}

std::optional<CallResult> InferredCalls::callOn(const RuleValue &This,
                                                const FunctionDecl *Def,
                                                const CallSite &C, Solver &S,
                                                bool FollowObject) {
  std::vector<std::pair<unsigned, Value>> Params;
  // A method that may change its object, called on an object of its own
  // class: the object afterwards is what the body leaves in its fields
  // (a field the body leaves unknown is unknown), so that `o.reset()`
  // then `o.update()` runs update on the state reset left. An object of
  // a derived class keeps fields the method's class does not see: not
  // followed.
  const auto *M = dyn_cast<CXXMethodDecl>(Def);
  bool Follow = FollowObject && M && M->isInstance() && !M->isConst() &&
                !isa<CXXConstructorDecl>(M) && !isa<CXXDestructorDecl>(M) &&
                This.is(RuleValue::Module) && Objects &&
                Objects->classOf(This) &&
                Objects->classOf(This)->getCanonicalDecl() ==
                    M->getParent()->getCanonicalDecl() &&
                Objects->mayChange(M);
  RuleValue ThisOut;
  std::optional<Value> V =
      Summaries.call(Def, This, C.givenArgs(), C.Loc,
                     C.WrittenName.empty() ? C.DisplayName : C.WrittenName,
                     &Params, Follow ? &ThisOut : nullptr);
  CallResult Out;
  for (auto &[I, PV] : Params)
    if (PV.isRich() || PV.isArray())
      Out.OutArgs.push_back({I, std::move(PV)});
  if (Follow && V && ThisOut.is(RuleValue::Module)) {
    // The object's own sizes and keys (`$dim:NAME`, `$instance`) stay its
    // own: the body bound the same variables.
    for (const auto &[Name, FV] : This.Fields)
      if (llvm::StringRef(Name).starts_with("$") && !ThisOut.field(Name))
        ThisOut.setField(Name, FV);
    ThisOut.setField(ModuleObjects::StateField, RuleValue::boolean(true));
    Out.ObjectOut = std::move(ThisOut);
  }
  // Recursion, nesting too deep, or nothing known: described, unknown.
  Out.V = V && !V->isNone() ? std::move(*V) : C.unknownResult(S);
  return Out;
}
