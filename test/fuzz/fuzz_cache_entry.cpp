//===- fuzz_cache_entry.cpp - Fuzzing the result cache's entry reader -----===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Input: a result cache entry, as a damaged disk or a tampered cache
// directory may hold one. It is either decoded, every location's numbers
// what SourceLoc holds (no forged -5 read as 4294967291), or a miss; never
// a crash, whatever its nesting.
//
//===----------------------------------------------------------------------===//
#include "Cache/ResultCache.h"
#include <climits>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

using namespace shapecheck;

static void checkLoc(const SourceLoc &L) {
  if (L.Line > INT_MAX || L.Col > INT_MAX || L.EndLine > INT_MAX ||
      L.EndCol > INT_MAX) {
    std::fprintf(stderr, "forged location read: %u:%u\n", L.Line, L.Col);
    std::abort();
  }
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  llvm::StringRef Text(reinterpret_cast<const char *>(Data), Size);
  if (auto Variants = ResultCache::parseEntryVariants(Text))
    for (const CachedRun &R : *Variants) {
      for (const Finding &F : R.Findings) {
        checkLoc(F.Loc);
        for (const DiagNote &N : F.Notes)
          checkLoc(N.Loc);
      }
      for (const ToolNotification &N : R.Notifications)
        checkLoc(N.Loc);
    }
  return 0;
}
