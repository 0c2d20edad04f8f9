//===- Run.h - One shapecheck invocation ------------------------*- C++ -*-===//
//
// Runs the driver over each file, filters the findings by NOSHAPECHECK
// comments, renders the report and decides the exit code. Text output: the
// findings go to stdout (or --output), notifications, progress and the
// summary to stderr. JSON and SARIF: the document alone goes to stdout (or
// --output); stderr gets only fatal errors and the --dump-shapes output.
//
//===----------------------------------------------------------------------===//
#ifndef SHAPECHECK_TOOL_RUN_H
#define SHAPECHECK_TOOL_RUN_H

#include "CliOptions.h"

namespace shapecheck {

/// Returns the exit code (see ExitCode).
int runShapecheck(const CliOptions &Opts);

/// --list-checks and --explain; write to stdout.
int listChecks();
int explainCheck(llvm::StringRef Id);

} // namespace shapecheck

#endif
