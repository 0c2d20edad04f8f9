//===- InputFiles.h - The files a run checks --------------------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// As run-clang-tidy and ruff take them: `shapecheck -p build` with no file
// checks every file of the compilation database; a directory stands for the
// sources under it (the database's, when it compiles any there, else the
// C++ files found there); --exclude=GLOB drops files.
//
//===----------------------------------------------------------------------===//
#ifndef SHAPECHECK_TOOL_INPUTFILES_H
#define SHAPECHECK_TOOL_INPUTFILES_H

#include "CliOptions.h"
#include "llvm/Support/raw_ostream.h"

namespace shapecheck {

/// Expands Opts.Driver.Files (directories, none with -p) and applies
/// Opts.Exclude. False, after a message on Err, when that leaves no file or
/// a database cannot be read.
bool expandInputFiles(CliOptions &Opts, llvm::raw_ostream &Err);

} // namespace shapecheck

#endif
