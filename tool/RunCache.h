//===- RunCache.h - The result cache for one shapecheck run -----*- C++ -*-===//
//
// --cache-dir (default $XDG_CACHE_HOME/shapecheck) and --no-cache. A run
// over one file looks its results up before parsing: the key covers the
// version, the file, the working directory, the driver's options (flags,
// rules files by content, the compilation database by content), the file's
// configuration and the environment variables Clang reads; the entry lists
// every file the translation unit read, by content hash. A run over several
// files is not cached: each file's results depend on the functions the
// others define (ProgramSummaries), which the key cannot cover yet.
//
//===----------------------------------------------------------------------===//
#ifndef SHAPECHECK_TOOL_RUNCACHE_H
#define SHAPECHECK_TOOL_RUNCACHE_H

#include "Cache/ResultCache.h"
#include "CliOptions.h"
#include "Config/ConfigFile.h"
#include <memory>

namespace shapecheck {

/// The cache's size bound: least recently used entries go beyond it.
constexpr uint64_t MaxCacheBytes = 256u << 20;

/// The cache of this run, or null when it is off (--no-cache, several
/// files, --dump-shapes, no cache directory).
std::unique_ptr<ResultCache> openRunCache(const CliOptions &Opts);

/// The key of a run of One (one file) with configuration C.
std::string runCacheKey(const DriverOptions &One, const Config &C);

} // namespace shapecheck

#endif
