//===- fuzz_baseline.cpp - Fuzzing the --baseline reader ------------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Input: a baseline file, as a pull request may change one. It is either
// read, with every entry's line a real line number or 0, or refused with an
// error that names the file.
//
//===----------------------------------------------------------------------===//
#include "Filter/Baseline.h"
#include <cstdint>
#include <cstdio>
#include <cstdlib>

using namespace shapecheck;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  llvm::StringRef Text(reinterpret_cast<const char *>(Data), Size);
  std::string Error;
  std::optional<Baseline> B =
      Baseline::parse("/fuzz/baseline.json", Text, Error);
  if (!B && llvm::StringRef(Error).find("baseline") == llvm::StringRef::npos) {
    std::fprintf(stderr, "error without the file's name: %s\n", Error.c_str());
    std::abort();
  }
  if (B)
    for (const BaselineEntry &E : B->entries())
      if (E.File.empty() || E.File[0] != '/') {
        std::fprintf(stderr, "entry file not absolute: %s\n", E.File.c_str());
        std::abort();
      }
  return 0;
}
