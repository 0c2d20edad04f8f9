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
