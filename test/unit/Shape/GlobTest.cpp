//===- GlobTest.cpp - '*' globs over check ids ----------------------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception

#include "Shape/Glob.h"
#include <doctest/doctest.h>
#include <string>

using namespace shapecheck;

TEST_CASE("globs: '*' matches any run of characters") {
  CHECK(starGlobMatch("*", ""));
  CHECK(starGlobMatch("*", "shape-mismatch"));
  CHECK(starGlobMatch("shape-*", "shape-mismatch"));
  CHECK(starGlobMatch("*-mismatch", "rank-mismatch"));
  CHECK(starGlobMatch("s*a*e*h", "shape-mismatch"));
  CHECK(starGlobMatch("shape-mismatch", "shape-mismatch"));
  CHECK_FALSE(starGlobMatch("shape-mismatch", "shape-mismatch2"));
  CHECK_FALSE(starGlobMatch("shape-*", "rank-mismatch"));
  CHECK_FALSE(starGlobMatch("*x", "shape-mismatch"));
  CHECK_FALSE(starGlobMatch("", "a"));
  CHECK(starGlobMatch("a**b", "ab"));
  CHECK(starGlobMatch("*ab*ab", "abxabab"));
  CHECK(starGlobMatch("", ""));
  CHECK(starGlobMatch("s*e-*h", "shape-mismatch"));
  CHECK_FALSE(starGlobMatch("*-mismatch", "broadcast"));
}

TEST_CASE("globs: many stars do not backtrack exponentially") {
  // Found by fuzz_config: 40 stars and a letter that never matches took
  // minutes (2^40 ways to split the text); now a few microseconds.
  std::string Pattern(40, '*');
  Pattern += "x";
  std::string Text(200, 'a');
  CHECK_FALSE(starGlobMatch(Pattern, Text));
  std::string Alternating;
  for (int I = 0; I < 30; ++I)
    Alternating += "*a";
  CHECK(starGlobMatch(Alternating, std::string(100, 'a')));
  CHECK_FALSE(starGlobMatch(Alternating + "b", std::string(100, 'a')));
}
