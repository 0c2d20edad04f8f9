//===- CacheFiles.h - The files of a cache that concurrent runs share -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
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
#include "llvm/Support/MemoryBuffer.h"
#include <cstdint>
#include <memory>
#include <string>

namespace shapecheck {

/// A key from the parts (length-prefixed, then SHA-256, in hex).
std::string cacheKey(llvm::ArrayRef<std::string> Parts);

/// The most a file of a cache, or an input the caches hash, may hold.
constexpr uint64_t MaxCacheFileBytes = uint64_t(1) << 30;

/// BLAKE3 (256 bits) of a file's contents in hex (a cryptographic hash, at a
/// few GB/s: a LibTorch unit's 15 MB of headers in a few ms); "" when it
/// cannot be read, is not
/// a regular file (a device, a FIFO: a symbolic link to one is followed and
/// refused) or holds more than MaxCacheFileBytes. Nothing blocks.
std::string hashFileContents(llvm::StringRef Path);

/// Whether Name is a plain file name: no separator, not "." or "..".
bool isPlainFileName(llvm::StringRef Name);

/// The bytes of Dir/Name, a file of a cache, when Name is a plain file name
/// and Dir/Name a regular file (a symbolic link is not followed, a FIFO
/// does not block) of at most MaxBytes; nothing otherwise.
std::unique_ptr<llvm::MemoryBuffer>
readCacheFile(llvm::StringRef Dir, llvm::StringRef Name,
              uint64_t MaxBytes = MaxCacheFileBytes);

/// Writes Bytes to Dir/Name through a temporary file of Dir renamed over it.
/// False (and nothing left behind) when it cannot.
bool writeFileAtomically(llvm::StringRef Dir, llvm::StringRef Name,
                         llvm::StringRef Bytes);

/// Renames From over Dir/Name (From must be in Dir); removes From and returns
/// false when it cannot.
bool renameIntoPlace(llvm::StringRef From, llvm::StringRef Dir,
                     llvm::StringRef Name);

/// Marks a file as just used (its modification time, which
/// evictLeastRecentlyUsed orders by). Only a regular file: a symbolic link
/// is left alone, and what it points to is never touched.
void markUsed(llvm::StringRef Path);

/// Whether Name is one of writeFileAtomically's temporary files.
bool isTemporaryName(llvm::StringRef Name);

/// When the regular files of Dir that Counted accepts (by name) take more
/// than MaxBytes, removes the least recently used of them until they take at
/// most 80% of it (so that eviction does not run on every store). Nothing
/// else in Dir is counted or removed.
void evictLeastRecentlyUsed(llvm::StringRef Dir, uint64_t MaxBytes,
                            llvm::function_ref<bool(llvm::StringRef)> Counted);

/// Removes the temporary files of Dir that no run has written to for an
/// hour: those of runs that were killed, or whose disk filled up.
void removeStaleTemporaries(llvm::StringRef Dir);

} // namespace shapecheck

#endif
