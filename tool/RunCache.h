//===- RunCache.h - The result cache for one shapecheck run -----*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// --cache-dir (default $XDG_CACHE_HOME/shapecheck) and --no-cache. Each
// analysis of a file (a run over several files analyses a file once per
// round, tool/Run.cpp) looks its results up before parsing: the key covers
// the version and the executable itself (path, size, modification time: a
// rebuilt shapecheck never replays another build's results), the file, the
// working directory, the driver's options (flags, rules files by content, the
// compilation database by content), the file's configuration and the
// environment variables Clang reads; a variant of the entry lists every file
// the translation unit read, by content hash, and the digest of each of the
// other files' summaries the analysis read (ProgramSummaries::baseReads,
// LayerJson.h), and holds the findings and what the analysis added to the
// run's summaries. A file whose own inputs are unchanged is thus analysed
// again exactly when a summary it read changed: an edited constructor in
// model.cpp changes what main.cpp reads, an edited header the inputs of
// every file that includes it.
//
// The preamble cache (lib/Frontend/PreambleCache.h) lives in DIR/preamble
// and serves every run, of one file or many.
//
//===----------------------------------------------------------------------===//
#ifndef SHAPECHECK_TOOL_RUNCACHE_H
#define SHAPECHECK_TOOL_RUNCACHE_H

#include "Cache/ResultCache.h"
#include "CliOptions.h"
#include "Config/ConfigFile.h"
#include "Frontend/PreambleCache.h"
#include <memory>

namespace shapecheck {

/// The cache's size bound: least recently used entries go beyond it.
constexpr uint64_t MaxCacheBytes = 256u << 20;

/// The cache of this run, or null when it is off (--no-cache,
/// --dump-shapes, Clang's -v, no cache directory).
std::unique_ptr<ResultCache> openRunCache(const CliOptions &Opts);

/// The key of the analyses of One's file (One.Files holds that one) with
/// configuration C.
std::string runCacheKey(const DriverOptions &One, const Config &C);

/// The preamble cache's size bound (a preamble of <torch/torch.h> takes
/// about 100 MiB).
constexpr uint64_t MaxPreambleCacheBytes = 2048ull << 20;

/// The preamble cache of this run (DIR/preamble of the cache directory), or
/// null when it is off (--no-cache, --no-preamble-cache, no cache
/// directory). SHAPECHECK_PREAMBLE_MIN_BYTES, when set, replaces the source
/// size below which a preamble is not stored.
std::unique_ptr<PreambleCache> openPreambleCache(const CliOptions &Opts);

} // namespace shapecheck

#endif
