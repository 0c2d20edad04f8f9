//===- InputNesting.h - Bounded nesting of JSON and YAML input --*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// LLVM's JSON and YAML parsers recurse once per nested bracket, so that a
// file a pull request adds (a .shapecheck.yaml, a baseline) or a damaged
// cache entry with a few hundred thousand '[' overflows the stack. Each
// such text is scanned first: a bracket nested deeper than the bound is an
// error at its line and column, and the text is never parsed.
//
//===----------------------------------------------------------------------===//
#ifndef SHAPECHECK_SHAPE_INPUTNESTING_H
#define SHAPECHECK_SHAPE_INPUTNESTING_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/JSON.h"
#include <cstddef>
#include <optional>

namespace shapecheck {

/// How deep the files shapecheck reads may nest '[' and '{'.
constexpr unsigned MaxInputNesting = 256;

enum class NestingSyntax { JSON, YAML };

/// The offset of the first '[' or '{' of Text (outside strings and, in
/// YAML, comments) that opens a level deeper than MaxDepth; nothing when
/// there is none.
std::optional<size_t> tooDeeplyNested(llvm::StringRef Text, NestingSyntax S,
                                      unsigned MaxDepth = MaxInputNesting);

/// The 1-based line and column of Offset in Text.
std::pair<unsigned, unsigned> lineAndColumn(llvm::StringRef Text,
                                            size_t Offset);

/// llvm::json::parse, after refusing a text nested deeper than
/// MaxInputNesting (an error in the parser's own "[LINE:COL, byte=N]: ..."
/// form).
llvm::Expected<llvm::json::Value> parseBoundedJSON(llvm::StringRef Text);

} // namespace shapecheck

#endif
