//===- FileUri.h - Paths as the URIs SARIF wants ----------------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// SARIF locations name files by URI: relative to a base such as %SRCROOT%
// (forward slashes, percent-encoded), or absolute "file:///" URIs.
//
//===----------------------------------------------------------------------===//
#ifndef SHAPECHECK_REPORT_FILEURI_H
#define SHAPECHECK_REPORT_FILEURI_H

#include "Shape/Paths.h"
#include "llvm/ADT/StringRef.h"
#include <map>
#include <optional>
#include <string>

namespace shapecheck {

/// Percent-encodes every byte but the unreserved characters of RFC 3986
/// (A-Z a-z 0-9 - . _ ~) and "/". Hex digits are uppercase.
std::string percentEncodePath(llvm::StringRef Path);

/// The path of File relative to the directory Root, with forward slashes,
/// e.g. "src/my model.cpp", or nullopt when File is not under Root. Both are
/// made absolute first.
std::optional<std::string> relativePath(llvm::StringRef File,
                                        llvm::StringRef Root);

/// The URI reference of File relative to the directory Root, e.g.
/// "src/my%20model.cpp", or nullopt when File is not under Root. Both are
/// made absolute first.
std::optional<std::string> relativeUri(llvm::StringRef File,
                                       llvm::StringRef Root);

/// "file:///abs/path" for a path (made absolute first); a directory URI ends
/// with "/".
std::string fileUri(llvm::StringRef Path, bool Directory = false);

/// How the text and JUnit reports name files. Locations hold absolute paths
/// (the frontend's); the user sees them as spelled: a file given on the
/// command line exactly as given, any other file (a header) relative to the
/// current directory when it is under it and no input was given as an
/// absolute path, else absolute.
class DisplayPaths {
public:
  /// A file as given on the command line.
  void addInput(llvm::StringRef Given);
  /// The name to show for File (absolute or relative to the current
  /// directory).
  std::string operator()(llvm::StringRef File) const;

private:
  std::map<std::string, std::string, std::less<>> Inputs; // absolute -> given
  std::string Cwd = absolutePath(".");
  bool AbsoluteInputs = false;
};

} // namespace shapecheck

#endif
