//===- ProgramSummaries.cpp - What each TU tells the others ---------------===//
#include "Frontend/ProgramSummaries.h"

using namespace shapecheck;

const ExportedSignature *ProgramSummaries::find(llvm::StringRef USR) const {
  auto It = Sigs.find(USR);
  return It == Sigs.end() ? nullptr : &It->second;
}

void ProgramSummaries::add(llvm::StringRef USR, ExportedSignature Sig) {
  Sigs[USR] = std::move(Sig);
}

bool ProgramSummaries::anyKnown(const std::set<std::string> &USRs) const {
  for (const std::string &U : USRs)
    if (Sigs.count(U))
      return true;
  return false;
}

void ProgramSummaries::request(llvm::StringRef CtorUSR, const std::string &Key,
                               InstanceRequest R) {
  Requests[CtorUSR].try_emplace(Key, std::move(R));
}

const std::map<std::string, InstanceRequest> *
ProgramSummaries::requests(llvm::StringRef CtorUSR) const {
  auto It = Requests.find(CtorUSR);
  return It == Requests.end() ? nullptr : &It->second;
}

bool ProgramSummaries::anyUnserved(const std::set<std::string> &CtorUSRs,
                                   const std::set<std::string> &Served) const {
  for (const std::string &C : CtorUSRs)
    if (const auto *Rs = requests(C))
      for (const auto &E : *Rs)
        if (!Served.count(E.first))
          return true;
  return false;
}
