//===- HeaderIncluders.h - A header checked through a file that includes it -*-
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// A header given as an input (a staged `model.h` in a pre-commit hook) is
// checked through a source file of the compilation database that includes
// it, as clangd picks a file to borrow a header's flags from: the header's
// code then meets the flags, the includes before it and the instances of
// the file that uses it, which a header parsed on its own lacks (a header
// that is not self-contained does not even parse).
//
// The includer is found by reading #include lines, not by preprocessing:
// each database file's directives are resolved against the including file's
// directory and the -I / -iquote / -isystem directories of its command, and
// headers are followed transitively, but only those inside the project (the
// common directory of the database's files), at most MaxFilesRead files.
// Conditional includes count as includes. Of several includers, the one
// whose stem is the header's (model.cpp for model.h) wins, then the first
// by path.
//
//===----------------------------------------------------------------------===//
#ifndef SHAPECHECK_FRONTEND_HEADERINCLUDERS_H
#define SHAPECHECK_FRONTEND_HEADERINCLUDERS_H

#include "llvm/ADT/StringRef.h"
#include <optional>
#include <string>

namespace clang {
namespace tooling {
class CompilationDatabase;
} // namespace tooling
} // namespace clang

namespace shapecheck {

/// Whether File is a header by its extension (.h, .hh, .hpp, .hxx, .h++,
/// .inc, .inl, .ipp, .tpp, .cuh) or has no extension.
bool isHeaderFile(llvm::StringRef File);

/// The database file (absolute) that includes Header (absolute), directly or
/// through other project headers; none when no database file does.
std::optional<std::string>
findIncluder(const clang::tooling::CompilationDatabase &DB,
             llvm::StringRef Header);

} // namespace shapecheck

#endif
