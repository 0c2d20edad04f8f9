//===- LineHash.h - GitHub code scanning's line fingerprints ----*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// GitHub matches alerts across commits by `partialFingerprints.
// primaryLocationLineHash`. When a SARIF file lacks it, the upload step
// (github/codeql-action, src/fingerprints.ts) computes it from the source;
// when it is present but different, the upload warns. We compute it with the
// same algorithm:
//
//  * The file is decoded as UTF-8 (bad bytes become U+FFFD) and read as
//    UTF-16 code units. Spaces and tabs are skipped; "\r\n" and "\r" become
//    "\n". After the last unit comes the value 65535 (end of file).
//  * A polynomial rolling hash, h = 37*h + c - 37^100 * c_out (mod 2^64),
//    runs over a window of the last 100 units. The hash of a line is its
//    value once the window holds the line's first unit and the 99 that
//    follow (units past the end of file are 0).
//  * It is written in lowercase hex without leading zeros, then ":" and how
//    many lines so far (this one included) had the same hash.
//
// Every line gets a hash, including the empty text after a final newline.
//
//===----------------------------------------------------------------------===//
#ifndef SHAPECHECK_REPORT_LINEHASH_H
#define SHAPECHECK_REPORT_LINEHASH_H

#include "llvm/ADT/StringRef.h"
#include <map>
#include <string>
#include <vector>

namespace shapecheck {

/// The hashes of all lines of a file's contents: element N-1 is line N's,
/// e.g. "a7f2ff13bc495cf2:1".
std::vector<std::string> lineHashes(llvm::StringRef Contents);

class SourceCache;

/// The line hashes of files read through a SourceCache, each file hashed
/// once. Shared by the SARIF fingerprints and GitLab's.
class LineHashCache {
public:
  explicit LineHashCache(SourceCache &Sources) : Sources(Sources) {}

  /// The hash of line Line of File, or "" when the file cannot be read or is
  /// shorter.
  std::string get(llvm::StringRef File, unsigned Line);

  /// The files the hashes are read from.
  SourceCache &sources() const { return Sources; }

private:
  SourceCache &Sources;
  std::map<std::string, std::vector<std::string>, std::less<>> Hashes;
};

} // namespace shapecheck

#endif
