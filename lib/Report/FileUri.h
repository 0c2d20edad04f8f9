//===- FileUri.h - Paths as the URIs SARIF wants ----------------*- C++ -*-===//
//
// SARIF locations name files by URI: relative to a base such as %SRCROOT%
// (forward slashes, percent-encoded), or absolute "file:///" URIs.
//
//===----------------------------------------------------------------------===//
#ifndef SHAPECHECK_REPORT_FILEURI_H
#define SHAPECHECK_REPORT_FILEURI_H

#include "llvm/ADT/StringRef.h"
#include <optional>
#include <string>

namespace shapecheck {

/// Path made absolute (against the current directory), with "." and ".."
/// removed lexically (no symlinks resolved) and forward slashes.
std::string absolutePath(llvm::StringRef Path);

/// Percent-encodes every byte but the unreserved characters of RFC 3986
/// (A-Z a-z 0-9 - . _ ~) and "/". Hex digits are uppercase.
std::string percentEncodePath(llvm::StringRef Path);

/// The URI reference of File relative to the directory Root, e.g.
/// "src/my%20model.cpp", or nullopt when File is not under Root. Both are
/// made absolute first.
std::optional<std::string> relativeUri(llvm::StringRef File,
                                       llvm::StringRef Root);

/// "file:///abs/path" for a path (made absolute first); a directory URI ends
/// with "/".
std::string fileUri(llvm::StringRef Path, bool Directory = false);

} // namespace shapecheck

#endif
