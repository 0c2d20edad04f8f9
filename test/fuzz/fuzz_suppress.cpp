//===- fuzz_suppress.cpp - Fuzzing the suppression-comment scanner --------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Input: a source file. The comment scanner and the NOSHAPECHECK directive
// parser run over it; every comment must lie inside the text, every problem
// must be located inside it, and queries on every line must answer.
//
//===----------------------------------------------------------------------===//
#include "Suppress/CommentScanner.h"
#include "Suppress/Suppressions.h"
#include <cstdint>
#include <cstdio>
#include <cstdlib>

using namespace shapecheck;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  llvm::StringRef Text(reinterpret_cast<const char *>(Data), Size);
  for (const Comment &C : scanComments(Text))
    if (C.Offset > Text.size() || C.Text.size() > Text.size() - C.Offset) {
      std::fprintf(stderr, "comment outside the text\n");
      std::abort();
    }
  FileSuppressions FS("fuzz.cpp", Text);
  size_t Lines = Text.count('\n') + Text.count('\r') + 1;
  for (const ToolNotification &N : FS.problems())
    if (N.Loc.Line == 0 || N.Loc.Line > Lines) {
      std::fprintf(stderr, "problem outside the text: line %u\n", N.Loc.Line);
      std::abort();
    }
  for (unsigned Line = 1; Line <= Lines && Line <= 64; ++Line) {
    (void)FS.suppresses(Line, "shape-mismatch");
    (void)FS.suppresses(Line, "broadcast");
  }
  return 0;
}
