//===- CompilerCommand.h - A whole compile command after `--` ---*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// CMake's <LANG>_CLANG_TIDY runs
//
//   shapecheck ARGS --extra-arg-before=--driver-mode=g++ SRC
//     -- /usr/bin/c++ FLAGS -o OBJ -c SRC
//
// i.e. the whole compile command, compiler and source included, after `--`,
// as clang-tidy accepts it. The compiler and the checked source are removed
// from the flags (the driver would take them for two more inputs); the
// output and dependency-file flags are removed later, as for a compilation
// database's commands.
//
//===----------------------------------------------------------------------===//
#ifndef SHAPECHECK_TOOL_COMPILERCOMMAND_H
#define SHAPECHECK_TOOL_COMPILERCOMMAND_H

#include <string>
#include <vector>

namespace shapecheck {

/// Removes from Args (the flags after `--`) a leading compiler executable
/// and every argument that names one of Files.
void stripCompilerAndSources(std::vector<std::string> &Args,
                             const std::vector<std::string> &Files);

} // namespace shapecheck

#endif
