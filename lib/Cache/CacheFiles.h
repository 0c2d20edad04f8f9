//===- CacheFiles.h - The files of a cache that concurrent runs share -*-===//
//
// What every on-disk cache of shapecheck does the same way: keys hashed from
// their parts, files written whole (a temporary file in the same directory,
// renamed over the entry, so that a concurrent reader sees the old file or
// the new one, never a part), use recorded in the modification time, and a
// size bound kept by removing the least recently used files.
//
//===----------------------------------------------------------------------===//
#ifndef SHAPECHECK_CACHE_CACHEFILES_H
#define SHAPECHECK_CACHE_CACHEFILES_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringRef.h"
#include <cstdint>
#include <string>

namespace shapecheck {

/// A key from the parts (length-prefixed, then SHA-256, in hex).
std::string cacheKey(llvm::ArrayRef<std::string> Parts);

/// SHA-256 of a file's contents in hex; "" when it cannot be read.
std::string hashFileContents(llvm::StringRef Path);

/// Writes Bytes to Dir/Name through a temporary file of Dir renamed over it.
/// False (and nothing left behind) when it cannot.
bool writeFileAtomically(llvm::StringRef Dir, llvm::StringRef Name,
                         llvm::StringRef Bytes);

/// Renames From over Dir/Name (From must be in Dir); removes From and returns
/// false when it cannot.
bool renameIntoPlace(llvm::StringRef From, llvm::StringRef Dir,
                     llvm::StringRef Name);

/// Marks a file as just used (its modification time, which
/// evictLeastRecentlyUsed orders by).
void markUsed(llvm::StringRef Path);

/// When the files of Dir that Counted accepts (by name) take more than
/// MaxBytes, removes the least recently used of them until they take at most
/// 80% of it (so that eviction does not run on every store).
void evictLeastRecentlyUsed(llvm::StringRef Dir, uint64_t MaxBytes,
                            llvm::function_ref<bool(llvm::StringRef)> Counted);

} // namespace shapecheck

#endif
