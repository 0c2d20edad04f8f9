//===- fuzz_config.cpp - Fuzzing the .shapecheck.yaml reader --------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Input: a configuration file, as a pull request may add one. parseConfig
// either reads it or reports an error located inside the text; a file
// nested deeper than LLVM's recursive YAML parser can take is refused
// before it is parsed (Shape/InputNesting.h).
//
//===----------------------------------------------------------------------===//
#include "Config/ConfigFile.h"
#include <cstdint>
#include <cstdio>
#include <cstdlib>

using namespace shapecheck;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  llvm::StringRef Text(reinterpret_cast<const char *>(Data), Size);
  Diagnostic Error;
  std::optional<Config> C = parseConfig("fuzz.yaml", Text, Error);
  size_t Lines = Text.count('\n') + 1;
  if (!C && Error.Loc.Line > Lines) {
    std::fprintf(stderr, "error outside the text: line %u\n", Error.Loc.Line);
    std::abort();
  }
  if (C)
    (void)dumpConfig(*C);
  return 0;
}
