//===- GlobalValues.h - Integer globals no file of the run writes -*- C++
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//-*-===//
//
// A global integer that is not const, such as a class's `static int
// expansion;` defined out of line as `int BasicBlock::expansion = 1;`, has
// its initial value wherever the program reads it when no file of the run
// writes it, as a linker sees the program's object files together. Each TU
// says what it knows (ProgramSummaries::addGlobal): the value where it
// defines the variable with a constant, and whether it may write it (any
// use that is not a read of its value: an assignment, `++`, its address, a
// reference to it that is not const). After the first round every file has
// said so; a TU that read such a variable asks again then (FunctionIndex's
// wanted and used sets), and reads the value only if nobody writes it.
//
//===----------------------------------------------------------------------===//
#ifndef SHAPECHECK_FRONTEND_GLOBALVALUES_H
#define SHAPECHECK_FRONTEND_GLOBALVALUES_H

#include <string>

namespace clang {
class ASTContext;
class VarDecl;
} // namespace clang

namespace shapecheck {

class ProgramSummaries;
class SourceLocs;

/// Whether VD is a variable whose value GlobalValues describes: of integer
/// type, not const, not volatile, with static storage outside a function.
bool isTrackedGlobal(const clang::VarDecl *VD);
/// Clang's USR of VD (empty if it has none).
std::string globalUSR(const clang::VarDecl *VD);
/// Adds to Out what this TU knows of the tracked globals it defines or
/// writes.
void exportGlobals(clang::ASTContext &Ctx, const SourceLocs &Locs,
                   ProgramSummaries &Out);

} // namespace shapecheck

#endif
