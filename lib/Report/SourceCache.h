//===- SourceCache.h - Source files read once, by line ----------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Reporters show source lines (text) and hash them (SARIF fingerprints). The
// cache reads each file once, on first use, and tolerates files that are
// missing or unreadable: callers then do without the text.
//
//===----------------------------------------------------------------------===//
#ifndef SHAPECHECK_REPORT_SOURCECACHE_H
#define SHAPECHECK_REPORT_SOURCECACHE_H

#include "llvm/ADT/StringRef.h"
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace shapecheck {

class SourceCache {
public:
  /// The bytes of File, or null when it cannot be read. Relative paths are
  /// relative to the current directory.
  const std::string *contents(llvm::StringRef File);

  /// Supplies a file's text without reading the disk (unsaved buffers,
  /// tests). Replaces what was read before.
  void setContents(llvm::StringRef File, std::string Text);

  /// Line N (1-based) of File without its terminator, or nullopt when the
  /// file cannot be read or has fewer lines. "\n", "\r\n" and a lone "\r"
  /// end a line. A final line without terminator counts; the empty text after
  /// a final terminator does not.
  std::optional<llvm::StringRef> line(llvm::StringRef File, unsigned N);

  /// Files larger than this are treated as unreadable.
  static constexpr uint64_t MaxFileSize = 256u << 20;

private:
  struct Entry {
    std::optional<std::string> Text;
    std::vector<size_t> LineStarts; // computed on first line() call
    bool Indexed = false;
  };
  Entry &load(llvm::StringRef File);

  std::map<std::string, Entry, std::less<>> Files;
};

} // namespace shapecheck

#endif
