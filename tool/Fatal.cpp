//===- Fatal.cpp - Errors that stop a run before it starts ----------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception

#include "Fatal.h"
#include "Report/SourceCache.h"
#include "Report/TextReporter.h"
#include "llvm/Support/raw_ostream.h"

using namespace shapecheck;

void shapecheck::fatal(const llvm::Twine &Message) {
  llvm::errs() << "shapecheck: error: " << Message << "\n";
}

void shapecheck::printDiagnostics(llvm::ArrayRef<Diagnostic> Diags,
                                  llvm::raw_ostream &OS) {
  SourceCache Sources;
  TextOptions Opts;
  Opts.Color = OS.has_colors();
  TextReporter Text(Sources, Opts);
  for (const Diagnostic &D : Diags)
    Text.writeNotification(D, OS);
}
