//===- ProgramSummaries.cpp - What each TU tells the others ---------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include "Frontend/ProgramSummaries.h"
#include "Shape/ShapeSyntax.h"
#include <cassert>

using namespace shapecheck;

const ExportedSignature *ProgramSummaries::find(llvm::StringRef USR) const {
  auto It = Sigs.find(USR);
  if (It != Sigs.end())
    return &It->second;
  if (!Base)
    return nullptr;
  Reads.Signatures.insert(USR.str());
  return Base->find(USR);
}

void ProgramSummaries::add(llvm::StringRef USR, ExportedSignature Sig) {
  Sigs[USR] = std::move(Sig);
}

bool ProgramSummaries::anyKnown(const std::set<std::string> &USRs) const {
  for (const std::string &U : USRs) {
    if (find(U))
      return true;
    // A global's facts matter to its readers once they give it a value.
    if (const GlobalFacts *G = findGlobal(U); G && G->Init && !G->Written)
      return true;
    // A class's derived classes matter once one is known.
    if (llvm::StringRef K = U;
        K.consume_front("derived@") && !derivedFrom(K).empty())
      return true;
  }
  return false;
}

const GlobalFacts *ProgramSummaries::findGlobal(llvm::StringRef USR) const {
  // A layer's own facts are only its TU's: the run's are the base's, which
  // hold every TU's once the first round is merged.
  if (!Base) {
    auto It = Globals.find(USR);
    return It == Globals.end() ? nullptr : &It->second;
  }
  Reads.Globals.insert(USR.str());
  return Base->findGlobal(USR);
}

static void joinFacts(GlobalFacts &Into, const GlobalFacts &F) {
  if (F.Init)
    Into.Init = F.Init;
  Into.Written |= F.Written;
}

void ProgramSummaries::addGlobal(llvm::StringRef USR, const GlobalFacts &F) {
  joinFacts(Globals[USR], F);
}

void ProgramSummaries::addClass(llvm::StringRef USR, ClassFacts F) {
  Classes[USR] = std::move(F);
}

std::vector<std::pair<std::string, ClassFacts>>
ProgramSummaries::derivedFrom(llvm::StringRef BaseUSR) const {
  if (Base) {
    Reads.Derived.insert(BaseUSR.str());
    return Base->derivedFrom(BaseUSR);
  }
  std::vector<std::pair<std::string, ClassFacts>> Out;
  for (const auto &E : Classes)
    if (llvm::is_contained(E.getValue().Bases, BaseUSR))
      Out.push_back({E.getKey().str(), E.getValue()});
  llvm::sort(Out,
             [](const auto &A, const auto &B) { return A.first < B.first; });
  return Out;
}

void ProgramSummaries::request(llvm::StringRef CtorUSR, const std::string &Key,
                               InstanceRequest R) {
  Requests[CtorUSR].try_emplace(Key, std::move(R));
}

std::map<std::string, InstanceRequest>
ProgramSummaries::requests(llvm::StringRef CtorUSR) const {
  std::map<std::string, InstanceRequest> Out;
  auto It = Requests.find(CtorUSR);
  if (It != Requests.end())
    Out = It->second;
  if (Base) {
    Reads.Requests.insert(CtorUSR.str());
    Out.merge(Base->requests(CtorUSR)); // keeps this layer's entries
  }
  return Out;
}

bool ProgramSummaries::anyUnserved(const std::set<std::string> &CtorUSRs,
                                   const std::set<std::string> &Served) const {
  for (const std::string &C : CtorUSRs)
    for (const auto &E : requests(C))
      if (!Served.count(E.first))
        return true;
  return false;
}

static bool sameAnnotation(const std::optional<Annotation> &A,
                           const std::optional<Annotation> &B) {
  if (!A || !B)
    return !A == !B;
  return A->Category == B->Category && A->Dtypes == B->Dtypes &&
         printShape(A->Shape) == printShape(B->Shape);
}

static bool sameInterface(const ExportedSignature &A,
                          const ExportedSignature &B) {
  if (!(A.Definition == B.Definition) || A.Params.size() != B.Params.size() ||
      !sameAnnotation(A.Result, B.Result) || A.InstanceDims != B.InstanceDims ||
      A.ChangesObject != B.ChangesObject || A.ParamNames != B.ParamNames)
    return false;
  for (size_t I = 0; I != A.Params.size(); ++I)
    if (!sameAnnotation(A.Params[I], B.Params[I]))
      return false;
  if (A.ResultItems.size() != B.ResultItems.size())
    return false;
  for (size_t I = 0; I != A.ResultItems.size(); ++I)
    if (!sameAnnotation(A.ResultItems[I], B.ResultItems[I]))
      return false;
  return true;
}

std::set<std::string> ProgramSummaries::merge(const ProgramSummaries &Layer) {
  assert(Layer.Base == this && "a layer merges into its own base");
  std::set<std::string> Changed;
  for (const auto &E : Layer.Sigs) {
    auto [It, New] = Sigs.try_emplace(E.getKey(), E.getValue());
    if (!New && sameInterface(It->second, E.getValue()))
      continue;
    It->second = E.getValue();
    Changed.insert(E.getKey().str());
  }
  for (const auto &E : Layer.Requests)
    for (const auto &R : E.getValue())
      Requests[E.getKey()].try_emplace(R.first, R.second);
  for (const auto &E : Layer.Globals) {
    GlobalFacts &G = Globals[E.getKey()];
    GlobalFacts Old = G;
    joinFacts(G, E.getValue());
    if (!(G == Old) || Old == GlobalFacts())
      Changed.insert(E.getKey().str());
  }
  for (const auto &E : Layer.Classes) {
    auto [It, New] = Classes.try_emplace(E.getKey(), E.getValue());
    if (!New && It->second == E.getValue())
      continue;
    It->second = E.getValue();
    for (const std::string &B : E.getValue().Bases)
      Changed.insert(derivedKey(B));
  }
  return Changed;
}
