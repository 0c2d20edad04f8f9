//===- JsonInput.h - Reading a JSON input with located errors ---*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The baseline and --line-filter are JSON. A syntax error becomes
// "NAME:line:col: error: ...", a value of the wrong shape "NAME: error: at
// PATH: ...", where NAME is the file (or "--line-filter").
//
//===----------------------------------------------------------------------===//
#ifndef SHAPECHECK_FILTER_JSONINPUT_H
#define SHAPECHECK_FILTER_JSONINPUT_H

#include "llvm/Support/JSON.h"
#include <optional>
#include <string>

namespace shapecheck {

/// Parses Text; on a syntax error sets Error and returns nullopt.
std::optional<llvm::json::Value>
parseJsonInput(llvm::StringRef Name, llvm::StringRef Text, std::string &Error);

/// "NAME: error: at PATH: MESSAGE" for a fromJSON failure.
std::string jsonShapeError(llvm::StringRef Name, llvm::json::Path::Root &Root);

/// Reads File whole (a regular file of at most 256 MiB); Error on failure.
std::optional<std::string>
readInputFile(llvm::StringRef File, llvm::StringRef What, std::string &Error);

} // namespace shapecheck

#endif
