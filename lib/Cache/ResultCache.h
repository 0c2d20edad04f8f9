//===- ResultCache.h - Findings replayed while the inputs are unchanged -*-===//
//
// An entry is keyed by everything a run's results depend on besides the
// files Clang reads (the version, the file, the flags, the rules files' and
// the database's contents, the configuration): the caller hashes those into
// a key. The entry lists every file the translation unit read with the
// SHA-256 of its contents; it is replayed only while each still has that
// content. Entries are written to a temporary file and renamed, so that
// concurrent runs never read half an entry; the directory is kept under a
// size bound by removing the least recently used entries.
//
//===----------------------------------------------------------------------===//
#ifndef SHAPECHECK_CACHE_RESULTCACHE_H
#define SHAPECHECK_CACHE_RESULTCACHE_H

#include "Shape/Diagnostic.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/Chrono.h"
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace shapecheck {

struct CachedRun {
  std::vector<Finding> Findings;
  std::vector<ToolNotification> Notifications;
  uint64_t LoopTrips = 0;
};

class ResultCache {
public:
  ResultCache(std::string Dir, uint64_t MaxBytes);

  /// A key from the parts (length-prefixed, then SHA-256, in hex).
  static std::string key(llvm::ArrayRef<std::string> Parts);
  /// SHA-256 of a file's contents in hex; "" when it cannot be read.
  static std::string hashFile(llvm::StringRef Path);

  /// The entry for Key when every file it lists is unchanged.
  std::optional<CachedRun> lookup(const std::string &Key);

  /// Stores Run under Key with the contents of Inputs, unless one of them
  /// was modified after (or within 10 ms before) Start, when the run began:
  /// the results may be of other contents than those hashed now. Returns
  /// false when nothing was stored (such an input, an unwritable directory).
  bool store(const std::string &Key, llvm::ArrayRef<std::string> Inputs,
             const CachedRun &Run, llvm::sys::TimePoint<> Start);

  /// Removes the least recently used entries until the directory holds at
  /// most MaxBytes.
  void evict();

  const std::string &dir() const { return Dir; }

private:
  std::string entryPath(const std::string &Key) const;

  std::string Dir;
  uint64_t MaxBytes;
};

/// $XDG_CACHE_HOME/shapecheck, else $HOME/.cache/shapecheck; "" without
/// either.
std::string defaultCacheDir();

} // namespace shapecheck

#endif
