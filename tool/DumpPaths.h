//===- DumpPaths.h - --dump-shapes lines with the user's file names -*- C++
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//-*-===//
//
// The frontend writes --dump-shapes lines as "/abs/file.cpp:3:8: ..." (its
// locations are absolute); the tool shows them with the file names the user
// gave, as the text report does (DisplayPaths).
//
//===----------------------------------------------------------------------===//
#ifndef SHAPECHECK_TOOL_DUMPPATHS_H
#define SHAPECHECK_TOOL_DUMPPATHS_H

#include "Report/FileUri.h"
#include <string>

namespace shapecheck {

/// Dump with the file name that starts each line ("FILE:LINE:COL: ")
/// replaced by Paths' spelling of it; other lines unchanged.
std::string displayShapeDump(llvm::StringRef Dump, const DisplayPaths &Paths);

} // namespace shapecheck

#endif
