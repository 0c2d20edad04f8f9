//===- RunCache.h - The result cache for one shapecheck run -----*- C++ -*-===//
//
// --cache-dir (default $XDG_CACHE_HOME/shapecheck) and --no-cache. A run
// over one file looks its results up before parsing: the key covers the
// version and the executable itself (path, size, modification time: a
// rebuilt shapecheck never replays another build's results), the file, the
// working directory, the driver's options (flags, rules files by content, the
// compilation database by content), the file's configuration and the
// environment variables Clang reads; the entry lists every file the translation
// unit read, by content hash. A run over several files is not cached: each
// file's results depend on the functions the others define (ProgramSummaries),
// which the key cannot cover yet.
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

/// The cache of this run, or null when it is off (--no-cache, several
/// files, --dump-shapes, no cache directory).
std::unique_ptr<ResultCache> openRunCache(const CliOptions &Opts);

/// The key of a run of One (one file) with configuration C.
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
