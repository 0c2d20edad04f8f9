//===- Run.h - One shapecheck invocation ------------------------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
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

/// Called by the LLVM fatal-error handler: when the error happened while a
/// file was being checked (inside its crash-recovery context), records the
/// reason for that file and returns true; the handler then leaves the
/// file's check (llvm::sys::Process::Exit reaches the context), and the run
/// goes on with the other files.
bool noteFileFatalError(const char *Reason);

/// --list-checks and --explain; write to stdout.
int listChecks();
int explainCheck(llvm::StringRef Id);

} // namespace shapecheck

#endif
