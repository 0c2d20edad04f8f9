//===- PreambleCache.h - Precompiled preambles shared by runs ---*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The heavy includes at the top of a file (<torch/torch.h>, Eigen) are
// parsed once into a precompiled header and reused while they do not
// change, as clangd keeps a preamble. A file's preamble is its leading
// block of directives and comments (clang::Lexer::ComputePreamble); the
// precompiled header of it is keyed by that text, the file's path, the
// whole compiler invocation (flags, include paths, language options), the
// working directory, Clang's and shapecheck's versions and the packs'
// header flags. An entry lists every file the preamble read with its size
// and modification time, and is used only while each is unchanged (an
// edited header is a rebuild). The file is then parsed with the header
// loaded and the preamble's bytes skipped, exactly as Clang's own
// PrecompiledPreamble does, which gives the same syntax tree as a cold
// parse.
//
// Entries are two files in the directory: KEY.json (the inputs, and the name
// of the header) and KEY-HASH.pch, named by the XXH64 hash of its bytes, which
// a reader checks before use (a damaged or truncated file is rebuilt, never
// read). Both are written to temporary files and renamed, so that runs and
// threads sharing the directory never see half a file; the directory is
// kept under a size bound by removing the least recently used files. A
// preamble that reads little source (below MinSourceBytes: a few standard
// headers) is not worth a header: it is only preprocessed, to measure it
// (a few percent of a parse), its entry records that, and the file is
// parsed whole.
//
// This header has no Clang type: the tool creates the cache and reads its
// counters; lib/Frontend/CachedPreamble.h uses it.
//
//===----------------------------------------------------------------------===//
#ifndef SHAPECHECK_FRONTEND_PREAMBLECACHE_H
#define SHAPECHECK_FRONTEND_PREAMBLECACHE_H

#include <cstdint>
#include <mutex>
#include <set>
#include <string>
#include <vector>

namespace shapecheck {

/// What happened to the preambles of a run's parses.
struct PreambleStats {
  unsigned Hits = 0;    // parsed with a stored preamble
  unsigned Built = 0;   // no entry: built, stored and used
  unsigned Stale = 0;   // an input had changed: rebuilt, stored and used
  unsigned Damaged = 0; // an unreadable entry or header: rebuilt
  /// A header Clang could not load: removed, and the file parsed whole.
  unsigned Unusable = 0;
  unsigned Small = 0; // below MinSourceBytes: parsed without a header
  unsigned None = 0;  // no preamble, one that cannot be cached, or a
                      // run past its share of the bound
};

class PreambleCache {
public:
  /// Source bytes a preamble must read to be stored as a header (4 MiB:
  /// Eigen's <Eigen/Dense> reads 7 MB, LibTorch's <torch/torch.h> 15 MB,
  /// <iostream> 2 MB).
  static constexpr uint64_t DefaultMinSourceBytes = 4u << 20;

  /// Dir: where the entries are kept; MaxBytes: the size bound; Salt: the
  /// tool's version, part of every key.
  PreambleCache(std::string Dir, uint64_t MaxBytes, std::string Salt,
                uint64_t MinSourceBytes = DefaultMinSourceBytes);

  const std::string &dir() const { return Dir; }
  const std::string &salt() const { return Salt; }
  uint64_t maxBytes() const { return MaxBytes; }
  uint64_t minSourceBytes() const { return MinSourceBytes; }

  PreambleStats stats() const;
  /// Why the cache could not be used (an unwritable directory), each once.
  std::vector<std::string> warnings() const;

  // For the frontend; safe to call from the threads of a run.
  enum class Outcome { Hit, Built, Stale, Damaged, Unusable, Small, None };
  void count(Outcome O);
  /// A parse counted as From turned out to be To.
  void recount(Outcome From, Outcome To);
  void warn(const std::string &Message);
  /// Whether the directory exists or could be created and is writable;
  /// found out once, with a warning when not.
  bool writable();
  /// Whether this run may store another preamble: a run stores at most
  /// half the bound, so that checking a large project does not evict its
  /// own preambles (and everybody else's) over and over; the files beyond
  /// are parsed without.
  bool mayStore() const;
  void stored(uint64_t Bytes);

private:
  std::string Dir, Salt;
  uint64_t MaxBytes, MinSourceBytes;
  mutable std::mutex M;
  PreambleStats Counts;
  std::vector<std::string> Warnings;
  std::set<std::string> Warned;
  int Writable = -1; // unknown
  uint64_t Stored = 0;
};

} // namespace shapecheck

#endif
