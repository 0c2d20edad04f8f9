//===- ResultCache.h - Findings replayed while the inputs are unchanged -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// An entry is keyed by everything a translation unit's results depend on
// besides the files Clang reads and the other units' results (the version,
// the file, the flags, the rules files' and the database's contents, the
// configuration): the caller hashes those into a key. The entry holds a few
// variants, each an analysis of the unit: the files it read with the BLAKE3
// hash of their contents, the files it looked for and did not find, and what it
// read of the other units' results (names with a digest of what each read); a
// variant is replayed only while each file still has that content and each name
// still reads the same. Entries are written to a temporary file and renamed, so
// that concurrent runs never read half an entry; the directory is kept under a
// size bound by removing the least recently used entries.
//
//===----------------------------------------------------------------------===//
#ifndef SHAPECHECK_CACHE_RESULTCACHE_H
#define SHAPECHECK_CACHE_RESULTCACHE_H

#include "Shape/Diagnostic.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/Chrono.h"
#include "llvm/Support/JSON.h"
#include <cstdint>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

namespace shapecheck {

struct CachedRun {
  std::vector<Finding> Findings;
  std::vector<ToolNotification> Notifications;
  uint64_t LoopTrips = 0;
  /// What the analysis read of the other units' results, by name, with a
  /// digest of what it read.
  std::vector<std::pair<std::string, std::string>> Reads;
  /// What it gave to the other units, opaque to the cache.
  llvm::json::Value Exports = nullptr;
};

/// A source location as the cache stores it.
llvm::json::Value toJSON(const SourceLoc &L);
bool fromJSON(const llvm::json::Value &V, SourceLoc &L, llvm::json::Path P);

class ResultCache {
public:
  ResultCache(std::string Dir, uint64_t MaxBytes);

  /// A key from the parts (length-prefixed, then SHA-256, in hex).
  static std::string key(llvm::ArrayRef<std::string> Parts);
  /// The hash of a file's contents in hex (hashFileContents); "" when it
  /// cannot be read.
  static std::string hashFile(llvm::StringRef Path);

  /// The digest of what a name of CachedRun::Reads reads now.
  using ReadsNow = llvm::function_ref<std::string(llvm::StringRef Name)>;

  /// A variant of the entry for Key whose files are all unchanged and whose
  /// reads all read the same now (without Now: a variant without reads).
  /// A file is hashed once per cache object: one object serves one run,
  /// during which the files are taken not to change (store() refuses those
  /// that did). Safe to call from several threads.
  std::optional<CachedRun> lookup(const std::string &Key, ReadsNow Now = {});

  /// Stores Run as a variant of Key's entry with the contents of Inputs and
  /// the absence of Absent (the files the unit looked for and did not
  /// find), unless one of Absent exists now or one of Inputs was modified after
  /// (or within 10 ms before) Start, when the run began: the results may be of
  /// other contents than those hashed now. The entry keeps the latest variants
  /// of the same inputs (MaxVariants). Returns false when nothing was stored
  /// (such an input, an unwritable directory). Safe to call from several
  /// threads.
  bool store(const std::string &Key, llvm::ArrayRef<std::string> Inputs,
             llvm::ArrayRef<std::string> Absent, const CachedRun &Run,
             llvm::sys::TimePoint<> Start);

  /// Variants kept per entry: a unit analysed in several rounds of a run,
  /// or in runs whose other units differ.
  static constexpr size_t MaxVariants = 8;

  /// Removes the least recently used entries until the directory holds at
  /// most MaxBytes, and the temporary files of runs killed while writing.
  /// Only files named as entries are counted and removed.
  void evict();

  /// The analyses of an entry's Text; nothing when it is damaged (what
  /// lookup treats as a miss).
  static std::optional<std::vector<CachedRun>>
  parseEntryVariants(llvm::StringRef Text);

  /// Whether Name is an entry's: the key (64 hex digits) and ".json".
  static bool isEntryName(llvm::StringRef Name);

  const std::string &dir() const { return Dir; }

  /// Whether an entry could not be written (an unwritable directory, a full
  /// disk): the run warns, and its results are not kept.
  bool writeFailed();

private:
  std::string entryPath(const std::string &Key) const;
  /// hashFile, once per file and cache object: the files a run's units
  /// share (headers) are read once.
  std::string hashOnce(const std::string &Path);

  std::string Dir;
  uint64_t MaxBytes;
  std::mutex HashesLock;
  llvm::StringMap<std::string> Hashes;
  bool WriteFailed = false; // guarded by HashesLock
};

/// $XDG_CACHE_HOME/shapecheck, else $HOME/.cache/shapecheck; "" without
/// either.
std::string defaultCacheDir();

} // namespace shapecheck

#endif
