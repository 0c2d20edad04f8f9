//===- fuzz_shape_syntax.cpp - Fuzzing the annotation parser --------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Input: a shape string. A shape that parses must print (printShape) to a
// canonical spelling that parses again and prints the same: a print/parse
// round trip. A shape that does not parse must give an error inside the
// text.
//
//===----------------------------------------------------------------------===//
#include "Shape/ShapeSyntax.h"
#include <cstdint>
#include <cstdio>
#include <cstdlib>

using namespace shapecheck;

static void fail(const char *What, const std::string &A, const std::string &B) {
  std::fprintf(stderr, "%s\n  '%s'\n  '%s'\n", What, A.c_str(), B.c_str());
  std::abort();
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  std::string Text(reinterpret_cast<const char *>(Data), Size);
  ShapeSpec S;
  SyntaxError Err;
  if (!parseShape(Text, S, Err)) {
    if (Err.Offset > Text.size())
      fail("error offset past the end", Text, Err.Message);
    return 0;
  }
  std::string Printed = printShape(S);
  ShapeSpec Again;
  if (!parseShape(Printed, Again, Err))
    fail("the printed shape does not parse", Text, Printed);
  if (printShape(Again) != Printed)
    fail("print/parse/print differs", Printed, printShape(Again));
  return 0;
}
