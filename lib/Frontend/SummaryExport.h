//===- SummaryExport.h - A TU's functions as other TUs see them -*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// After a TU is analysed, each function it defines that another TU can call
// exports its interface (ProgramSummaries.h): the annotations its
// declarations carry, completed by what the analysis inferred, written as
// annotations in the names of its signature and of its class's dimensions
// (a module's constructor parameters). What has no such name (a size only
// the body knows) is `_`: unknown to the caller, never guessed.
//
//===----------------------------------------------------------------------===//
#ifndef SHAPECHECK_FRONTEND_SUMMARYEXPORT_H
#define SHAPECHECK_FRONTEND_SUMMARYEXPORT_H

#include "llvm/ADT/ArrayRef.h"
#include <set>
#include <string>

namespace clang {
class FunctionDecl;
} // namespace clang

namespace shapecheck {

struct AnalysisContext;
class FunctionSummaries;
class ProgramSummaries;

void exportSummaries(AnalysisContext &AC, const FunctionSummaries &Summaries,
                     llvm::ArrayRef<const clang::FunctionDecl *> Bodies,
                     ProgramSummaries &Out);

/// Builds each instance other TUs requested of a constructor Bodies define
/// (ProgramSummaries.h), analyses its class's methods with it and exports
/// their interfaces for it. Findings of those analyses get a note at the
/// construction. Then the calls they ask for of the functions and methods
/// defined here (RemoteCalls.h): each analysed with the call's arguments
/// on the instance built for it, its result exported under the call's key.
/// Constructors: the USRs of the constructors, functions and methods
/// defined here, whose requests this file serves; Served: the instance and
/// call keys answered.
void serveRequests(AnalysisContext &AC, FunctionSummaries &Summaries,
                   llvm::ArrayRef<const clang::FunctionDecl *> Bodies,
                   ProgramSummaries &Program,
                   std::set<std::string> &Constructors,
                   std::set<std::string> &Served);

} // namespace shapecheck

#endif
