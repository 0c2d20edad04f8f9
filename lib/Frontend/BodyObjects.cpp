//===- BodyObjects.cpp - Objects of classes with dimensions ---------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// A construction of a class whose annotated fields name dimensions
// (ClassDims.h): the instance, with the object's own sizes for the class's
// names, bound by the arguments of an annotated constructor.
//
//===----------------------------------------------------------------------===//
#include "Frontend/BodyAnalyzer.h"
#include "Frontend/ClassDims.h"
#include "Frontend/ModuleObjects.h"
#include "Frontend/RuleNames.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/ExprCXX.h"

using namespace shapecheck;
using namespace clang;

std::optional<Value>
BodyAnalyzer::constructObject(const CXXConstructExpr *E, const CallSite &C,
                              const std::vector<Value> &Args) {
  const CXXConstructorDecl *Ctor = E->getConstructor();
  const CXXRecordDecl *RD = Ctor->getParent();
  if (!AC.Objects || classDims(AC, RD).empty())
    return std::nullopt;
  RuleValue I = AC.Objects->construct(RD, Ctor, Args, C.Loc);
  if (!I.is(RuleValue::Module))
    return std::nullopt;
  freshObjectDims(
      AC, RD, I, C.Loc,
      ReasonDesc::ofClass(ReasonDesc::Kind::NewObject, RD->getNameAsString()));
  if (const FunctionSig *Sig = AC.Index.signature(Ctor)) {
    // The constructor's names that are the class's are the object's.
    Instantiation Call(S, VarKind::Flexible, Sig->Name);
    llvm::SmallVector<std::pair<llvm::StringRef, Dim>, 8> Dims;
    ModuleObjects::dimsOf(I, Dims);
    for (const auto &[Name, Size] : Dims)
      Call.bindOuter(Name, Size);
    std::vector<CallArg> CallArgs;
    for (const ArgValue &A : C.Args)
      CallArgs.push_back(A.toCallArg());
    checkCall(S, *Sig, CallArgs, C.Loc, &Call);
  }
  return Value::fromRule(std::move(I));
}

std::optional<Value> BodyAnalyzer::keptByObject(const ValueDecl *D,
                                                const Value &V) {
  if (!V.is(RuleValue::Module))
    return std::nullopt;
  const CXXRecordDecl *RD =
      D->getType().getNonReferenceType()->getAsCXXRecordDecl();
  if (!RD || classDims(AC, RD).empty())
    return std::nullopt;
  // The object changed in place: its annotated fields still hold their
  // annotations, in the object's sizes; the rest is unknown.
  RuleValue Kept;
  Kept.K = RuleValue::Module;
  Kept.Name = V.rich()->Name;
  Kept.Loc = V.rich()->Loc;
  for (const auto &[Name, F] : V.rich()->Fields)
    if (llvm::StringRef(Name).starts_with(ModuleObjects::DimPrefix))
      Kept.setField(Name, F);
  return Value::fromRule(std::move(Kept));
}

std::optional<Value> BodyAnalyzer::paramObject(const ParmVarDecl *PD) {
  // By value, by reference, or by pointer (`MeasurementPackage *mp`): the
  // calls through `mp->` are on one object.
  QualType T = PD->getType().getNonReferenceType();
  if (T->isPointerType())
    T = T->getPointeeType();
  const CXXRecordDecl *RD = T->getAsCXXRecordDecl();
  if (!RD || !AC.Objects || AC.Arrays.isArray(T) || RD->isLambda() ||
      classDims(AC, RD).empty())
    return std::nullopt;
  // What the class's methods see of an object they are given, with the
  // class's names its own.
  RuleValue Obj;
  if (const RuleValue *Generic = AC.Objects->defaultInstance(RD)) {
    Obj = *Generic;
  } else {
    Obj.K = RuleValue::Module;
    Obj.Name = ruleClassName(RD);
  }
  std::string Name = PD->getIdentifier() ? PD->getName().str() : "";
  // The class's names are the object's own, not the generic instance's.
  std::vector<ClassDim> Dims = classDims(AC, RD);
  llvm::erase_if(Obj.Fields, [&](const auto &F) {
    llvm::StringRef Field = F.first;
    return Field.consume_front(ModuleObjects::DimPrefix) &&
           llvm::any_of(Dims,
                        [&](const ClassDim &D) { return D.Name == Field; });
  });
  Obj.Loc = AC.Locs.point(PD->getLocation());
  freshObjectDims(AC, RD, Obj, Obj.Loc, ReasonDesc::parameter("", Name));
  restrictToDerived(RD, Obj, Name);
  return Value::fromRule(std::move(Obj));
}

void BodyAnalyzer::restrictToDerived(const CXXRecordDecl *RD,
                                     const RuleValue &Obj,
                                     llvm::StringRef Object) {
  // An object of an abstract class is one of a derived class: the run's
  // concrete classes derived from it say which sizes it may have.
  const CXXRecordDecl *Def = RD->getDefinition();
  if (!Def || !Def->isPolymorphic() || !Def->isAbstract())
    return;
  std::vector<std::pair<std::string, ClassFacts>> Derived =
      AC.Index.derivedClasses(Def);
  llvm::erase_if(Derived, [](const auto &E) { return E.second.Abstract; });
  if (Derived.empty())
    return;
  std::string Base = Def->getNameAsString();
  llvm::SmallVector<std::pair<llvm::StringRef, Dim>, 8> Dims;
  ModuleObjects::dimsOf(Obj, Dims);
  for (const auto &[Name, D] : Dims) {
    std::optional<VarId> V = D.E.asVar();
    if (!V)
      continue;
    Solver::DimDomain Domain;
    std::string Classes;
    for (const auto &[USR, F] : Derived) {
      auto It = llvm::find_if(
          F.Sizes, [&, N = Name](const auto &P) { return P.first == N; });
      if (It == F.Sizes.end()) {
        Domain.Values.clear();
        break;
      }
      std::string Size = Name.str() + " = " + std::to_string(It->second);
      Domain.Values.push_back(It->second);
      Classes += (Classes.empty() ? "'" : ", '") + F.Name + "' (" + Size + ")";
      Domain.Notes.emplace_back(F.Definition,
                                "'" + F.Name + "' derives from '" + Base +
                                    "'; its objects have " + Size);
    }
    if (Domain.Values.empty())
      continue;
    Domain.Why = "the object" +
                 (Object.empty() ? "" : " '" + Object.str() + "'") +
                 " is of a class derived from '" + Base +
                 "', and those of this program are " + Classes;
    S.restrictDim(*V, std::move(Domain));
  }
}
