//===- OwnHeader.h - Finding shapecheck/shapecheck.hpp ----------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The code under check includes <shapecheck/shapecheck.hpp>. An installed
// shapecheck finds its own copy without -I: the directory <prefix>/include,
// <prefix> being the parent of the executable's directory, is appended to
// every compile command as `-isystem DIR`. Appended last, it is searched
// after the command's own -I and -isystem directories, so a header that the
// build provides wins. Not appended when DIR is one of Clang's default
// include directories (/usr/include, /usr/local/include: there the header is
// found anyway, and an explicit -isystem of them would reorder the system
// headers). A shapecheck run from its build tree (bin/ of the build
// directory) also looks in the source tree's lib/include.
//
//===----------------------------------------------------------------------===//
#ifndef SHAPECHECK_TOOL_OWNHEADER_H
#define SHAPECHECK_TOOL_OWNHEADER_H

#include "Shape/Diagnostic.h"
#include <string>
#include <vector>

namespace shapecheck {

struct DriverOptions;

struct OwnHeaderSearch {
  std::vector<std::string> Tried; // include directories looked at, in order
  std::string Found;              // the one that has the header, or ""
};

/// Looks for shapecheck/shapecheck.hpp beside the executable (Argv0 and
/// MainAddr as for llvm::sys::fs::getMainExecutable).
OwnHeaderSearch findOwnHeader(const char *Argv0, void *MainAddr);

/// Appends `-isystem DIR` to the driver's extra arguments when Search found
/// a directory that is not a default one.
void addOwnHeader(const OwnHeaderSearch &Search, DriverOptions &Opts);

/// When a notification says that shapecheck/shapecheck.hpp was not found,
/// adds a note saying where shapecheck looked and how to point it there.
void explainMissingHeader(const OwnHeaderSearch &Search,
                          std::vector<ToolNotification> &Notifications);

} // namespace shapecheck

#endif
