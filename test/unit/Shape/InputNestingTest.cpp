//===- InputNestingTest.cpp - Bounded nesting of JSON and YAML input ------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception

#include "Shape/InputNesting.h"
#include "llvm/Support/Error.h"
#include <doctest/doctest.h>
#include <string>

using namespace shapecheck;

TEST_CASE("JSON nested within the bound is parsed") {
  std::string Deep = std::string(4, '[') + std::string(4, ']');
  CHECK(!tooDeeplyNested(Deep, NestingSyntax::JSON, 4));
  CHECK(tooDeeplyNested(Deep, NestingSyntax::JSON, 3) == size_t(3));
  llvm::Expected<llvm::json::Value> V = parseBoundedJSON(Deep);
  REQUIRE(bool(V));
}

TEST_CASE("closed brackets free their level") {
  // Depth never exceeds 2, whatever the number of brackets.
  std::string Flat;
  for (int I = 0; I < 1000; ++I)
    Flat += "[[]]";
  CHECK(!tooDeeplyNested(Flat, NestingSyntax::JSON, 2));
}

TEST_CASE("JSON strings hide brackets, and escaped quotes do not end them") {
  CHECK(!tooDeeplyNested(R"(["[[[", "\"[[[["])", NestingSyntax::JSON, 1));
  // A closing bracket inside a string does not close a level.
  CHECK(tooDeeplyNested(R"([ "]" [)", NestingSyntax::JSON, 1) == size_t(6));
}

TEST_CASE("a deep JSON text is an error at the bracket, without parsing") {
  std::string Text = "{\n  \"a\": " + std::string(300, '[');
  llvm::Expected<llvm::json::Value> V = parseBoundedJSON(Text);
  REQUIRE(!V);
  std::string Msg = llvm::toString(V.takeError());
  CHECK(Msg == "[2:263, byte=264]: nested more than 256 levels deep");
}

TEST_CASE("YAML quotes count only where a scalar starts, comments not") {
  // `it's` is a plain scalar: its quote opens no string.
  CHECK(tooDeeplyNested("a: it's [[", NestingSyntax::YAML, 1) == size_t(9));
  CHECK(!tooDeeplyNested("a: '[[[' # [[[\nb: [\"{{\", '[]]']",
                         NestingSyntax::YAML, 1));
  CHECK(tooDeeplyNested("a: [x, [y]]", NestingSyntax::YAML, 1) == size_t(7));
  // A '#' inside a word starts no comment.
  CHECK(tooDeeplyNested("a: b#[[", NestingSyntax::YAML, 1) == size_t(6));
}

TEST_CASE("line and column of an offset") {
  CHECK(lineAndColumn("ab\ncd", 0) == std::pair<unsigned, unsigned>(1, 1));
  CHECK(lineAndColumn("ab\ncd", 4) == std::pair<unsigned, unsigned>(2, 2));
}
