//===- TUAnalysis.h - Analysing one translation unit ------------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The AST consumer that runs after Clang has parsed a TU: it visits the
// declarations of user code (the main file and non-system headers; system
// headers are never walked), reads every annotation written there (so that
// malformed ones are reported and annotated classes become array types),
// then analyses each function body once, in source order. Code in the
// namespaces the rules describe (`at`, `torch`) and in system headers is
// library code: never walked.
//
//===----------------------------------------------------------------------===//
#ifndef SHAPECHECK_FRONTEND_TUANALYSIS_H
#define SHAPECHECK_FRONTEND_TUANALYSIS_H

#include "Frontend/Driver.h"
#include <memory>
#include <set>
#include <string>

namespace clang {
class ASTConsumer;
} // namespace clang

namespace shapecheck {

class ProgramSummaries;
class RuleSet;

struct TUResult {
  bool Ran = false; // the consumer saw the TU
  /// The file's time limit passed (FileDeadline.h): the parse or the
  /// analysis stopped there, and the findings are those found until then.
  bool TimedOut = false;
  std::vector<Finding> Findings;
  std::string ShapeDump;
  /// Functions declared but not defined here that no other TU had
  /// described yet (ProgramSummaries.h), by USR.
  std::set<std::string> Wanted;
  /// The summaries it read (by USR, or `usr@instance`).
  std::set<std::string> Used;
  /// The USRs of the constructors, functions and methods defined here
  /// (whose requests this TU serves), and the keys of the instances and
  /// calls other TUs requested that were answered here.
  std::set<std::string> Constructors, Served;
};

/// Rules: the loaded rules packs and files (shared by the TUs of a run).
/// Program: the interfaces the run's TUs export; the TU reads those of
/// functions it does not define, and adds its own.
std::unique_ptr<clang::ASTConsumer>
makeAnalysisConsumer(const DriverOptions &Opts, RuleSet &Rules,
                     ProgramSummaries &Program, TUResult &Out);

} // namespace shapecheck

#endif
