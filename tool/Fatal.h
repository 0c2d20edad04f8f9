//===- Fatal.h - Errors that stop a run before it starts --------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// A bad option, an unreadable input, a malformed rules or configuration
// file: printed on stderr (never in the report the user asked for) and the
// run exits with code 2, as clang-tidy does. Located diagnostics are
// rendered as the text reporter renders any diagnostic: source line, caret,
// fix-its and hints.
//
//===----------------------------------------------------------------------===//
#ifndef SHAPECHECK_TOOL_FATAL_H
#define SHAPECHECK_TOOL_FATAL_H

#include "Shape/Diagnostic.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/Twine.h"

namespace llvm {
class raw_ostream;
} // namespace llvm

namespace shapecheck {

/// "shapecheck: error: Message" on stderr.
void fatal(const llvm::Twine &Message);

/// Each diagnostic as the text reporter renders it, on OS (colored when OS
/// is a terminal that has colors).
void printDiagnostics(llvm::ArrayRef<Diagnostic> Diags, llvm::raw_ostream &OS);

} // namespace shapecheck

#endif
