//===- DiagnosticCollector.cpp - Compiler errors as notifications ---------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include "Frontend/DiagnosticCollector.h"
#include "Frontend/SourceLocs.h"
#include "clang/Basic/LangOptions.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/SmallString.h"

using namespace shapecheck;

void DiagnosticCollector::HandleDiagnostic(clang::DiagnosticsEngine::Level L,
                                           const clang::Diagnostic &Info) {
  // Keeps the engine's error counts, which the frontend action consults.
  DiagnosticConsumer::HandleDiagnostic(L, Info);
  if (L < clang::DiagnosticsEngine::Error)
    return;
  ++Errors;
  llvm::SmallString<256> Text;
  Info.FormatDiagnostic(Text);
  ToolNotification N;
  N.Severity = Level::Error;
  N.Message = std::string(Text);
  if (Info.hasSourceManager() && Info.getLocation().isValid()) {
    clang::LangOptions LO;
    SourceLocs Locs(Info.getSourceManager(), LO);
    N.Loc = Locs.point(Info.getLocation());
  }
  Out.push_back(std::move(N));
}

std::vector<ToolNotification> DiagnosticCollector::take() {
  std::vector<ToolNotification> R;
  R.swap(Out);
  return R;
}
