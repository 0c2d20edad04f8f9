//===- SummaryExport.h - A TU's functions as other TUs see them -*- C++ -*-===//
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

} // namespace shapecheck

#endif
