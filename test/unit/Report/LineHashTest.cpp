//===- LineHashTest.cpp - GitHub's primaryLocationLineHash ----------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Expected values follow the algorithm of github/codeql-action's
// src/fingerprints.ts (the first group are the values its own tests expect;
// the others were computed with an independent re-implementation of it).
//
//===----------------------------------------------------------------------===//

#include "Report/LineHash.h"
#include <doctest/doctest.h>
#include <string>

using namespace shapecheck;
using V = std::vector<std::string>;

TEST_CASE("line hash: known values") {
  CHECK(lineHashes("") == V{"c129715d7a2bc9a3:1"});
  CHECK(lineHashes(" a\nb\n  \t\tc\n d") ==
        V{"271789c17abda88f:1", "54703d4cd895b18:1", "180aee12dab6264:1",
          "a23a3dc5e078b07b:1"});
  CHECK(lineHashes(" hello; \t\nworld!!!\n\n\n  \t\tGreetings\n End") ==
        V{"8b7cf3e952e7aeb2:1", "b1ae1287ec4718d9:1", "bff680108adb0fcc:1",
          "c6805c5e1288b612:1", "b86d3392aea1be30:1", "e6ceba753e1a442:1"});
}

TEST_CASE("line hash: line endings are normalized") {
  V Expected = {"e9496ae3ebfced30:1", "fb7c023a8b9ccb3f:1",
                "ce8ba1a563dcdaca:1", "e20e36e16fcb0cc8:1",
                "b3edc88f2938467e:1", "c8e28b0b4002a3a0:1",
                "c129715d7a2bc9a3:1"};
  CHECK(lineHashes(" hello; \t\nworld!!!\n\n\n  \t\tGreetings\n End\n") ==
        Expected);
  CHECK(lineHashes(" hello; \t\nworld!!!\r\r\r  \t\tGreetings\r End\r") ==
        Expected);
  CHECK(lineHashes(" hello; \t\r\nworld!!!\r\n\r\n\r\n  \t\tGreetings\r\n "
                   "End\r\n") == Expected);
  CHECK(lineHashes(" hello; \t\nworld!!!\r\n\n\r  \t\tGreetings\r End\r\n") ==
        Expected);
}

TEST_CASE("line hash: repeated lines are numbered") {
  std::string Text;
  for (int I = 0; I != 10; ++I)
    Text += "Lorem ipsum dolor sit amet.\n";
  CHECK(lineHashes(Text) ==
        V{"a7f2ff13bc495cf2:1", "a7f2ff13bc495cf2:2", "a7f2ff13bc495cf2:3",
          "a7f2ff13bc495cf2:4", "a7f2ff13bc495cf2:5", "a7f2ff13bc495cf2:6",
          "a7f2ff1481e87703:1", "a9cf91f7bbf1862b:1", "55ec222b86bcae53:1",
          "cc97dc7b1d7d8f7b:1", "c129715d7a2bc9a3:1"});
}

TEST_CASE("line hash: UTF-16 code units, replacement characters, BOM") {
  // "é" is one unit, U+1F600 a surrogate pair.
  CHECK(lineHashes("x = \xC3\xA9t\xC3\xA9;\n\xF0\x9F\x98\x80 ok\n") ==
        V{"ab81b030161b8480:1", "964deb73c698a9f8:1", "c129715d7a2bc9a3:1"});
  // Each maximal ill-formed subsequence is one U+FFFD.
  V Replaced = {"8b7c52cdf146f1e5:1", "c129715d7a2bc9a3:1"};
  CHECK(lineHashes("a\xE2\x82"
                   "b\xFF"
                   "c\n") == Replaced);
  CHECK(lineHashes("a\xEF\xBF\xBD"
                   "b\xEF\xBF\xBD"
                   "c\n") == Replaced);
  // A byte order mark is hashed like any other character, as Node.js does.
  CHECK(lineHashes("\xEF\xBB\xBFint x;\n") ==
        V{"1eba37772d944d4a:1", "c129715d7a2bc9a3:1"});
  CHECK(lineHashes("auto y = x;\r\n\tauto y = x;\n") ==
        V{"fd2dbe9c4724d0c3:1", "d1edbd81f4efe393:1", "c129715d7a2bc9a3:1"});
}

TEST_CASE("line hash: one hash per line of a long file") {
  std::string Text;
  for (int I = 0; I != 1000; ++I)
    Text += "line " + std::to_string(I) + "\n";
  V H = lineHashes(Text);
  CHECK(H.size() == 1001);
  CHECK(H.back() == "c129715d7a2bc9a3:1");
}
