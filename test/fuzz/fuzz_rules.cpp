//===- fuzz_rules.cpp - Fuzzing the rules-file loader ---------------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Input: the text of a rules file, loaded after the shipped packs as
// --rules loads it. Errors are expected; crashes, hangs and sanitizer
// reports are not. Every error must be located inside the text.
//
//===----------------------------------------------------------------------===//
#include "Rules/RuleSet.h"
#include <cstdint>
#include <cstdio>
#include <cstdlib>

using namespace shapecheck;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  llvm::StringRef Text(reinterpret_cast<const char *>(Data), Size);
  static RuleSet *Builtin = [] {
    auto *R = new RuleSet;
    std::vector<Diagnostic> Errs;
    if (!R->loadBuiltin(Errs))
      std::abort();
    return R;
  }();
  (void)Builtin; // the shipped packs load; each input gets a fresh set
  RuleSet R;
  std::vector<Diagnostic> Errs;
  R.loadText(Text, "fuzz.rules", Errs);
  size_t Lines = Text.count('\n') + 1;
  for (const Diagnostic &E : Errs)
    if (E.Loc.Line > Lines) {
      std::fprintf(stderr, "error past the last line: %s\n", E.str().c_str());
      std::abort();
    }
  return 0;
}
