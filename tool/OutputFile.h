//===- OutputFile.h - Writing the files the user asked for ------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The report, --export-fixes and --write-baseline are written whole or not
// at all: a new file next to the target, renamed over it.
//
//===----------------------------------------------------------------------===//
#ifndef SHAPECHECK_TOOL_OUTPUTFILE_H
#define SHAPECHECK_TOOL_OUTPUTFILE_H

#include "llvm/ADT/StringRef.h"
#include <string>

namespace shapecheck {

/// Writes Text to File, or stdout for "" and "-"; false (after a message
/// on stderr) on failure.
bool writeFile(const std::string &File, llvm::StringRef Text);

} // namespace shapecheck

#endif
