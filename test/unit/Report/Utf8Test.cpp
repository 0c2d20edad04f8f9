//===- Utf8Test.cpp - WHATWG UTF-8 decoding and UTF-16 columns ------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception

#include "Report/Utf8.h"
#include <doctest/doctest.h>

using namespace shapecheck;

TEST_CASE("utf8: well-formed characters") {
  Utf8Char C = decodeUtf8("a", 0);
  CHECK((C.CodePoint == 'a' && C.Length == 1 && C.Valid));
  C = decodeUtf8("\xC3\xA9", 0);
  CHECK((C.CodePoint == 0xE9 && C.Length == 2 && C.Valid));
  C = decodeUtf8("\xE2\x82\xAC", 0);
  CHECK((C.CodePoint == 0x20AC && C.Length == 3 && C.Valid));
  C = decodeUtf8("\xF0\x9F\x98\x80", 0);
  CHECK((C.CodePoint == 0x1F600 && C.Length == 4 && C.Valid));
}

TEST_CASE("utf8: maximal ill-formed subsequences") {
  auto Len = [](llvm::StringRef S) {
    Utf8Char C = decodeUtf8(S, 0);
    CHECK(!C.Valid);
    CHECK(C.CodePoint == 0xFFFD);
    return C.Length;
  };
  CHECK(Len("\x80") == 1);         // lone continuation
  CHECK(Len("\xC0\xAF") == 1);     // overlong lead
  CHECK(Len("\xE0\x80") == 1);     // overlong: E0 needs A0..BF
  CHECK(Len("\xED\xA0\x80") == 1); // surrogate
  CHECK(Len("\xE2\x82"
            "b") == 2);                // truncated by an ASCII byte
  CHECK(Len("\xE2\x82") == 2);         // truncated by the end
  CHECK(Len("\xF4\x90\x80\x80") == 1); // above U+10FFFF
  CHECK(Len("\xFF") == 1);
}

TEST_CASE("utf8: UTF-16 offsets") {
  llvm::StringRef S = "a\xC3\xA9\xF0\x9F\x98\x80z";
  CHECK(utf16Offset(S, 0) == 0);
  CHECK(utf16Offset(S, 1) == 1);
  CHECK(utf16Offset(S, 3) == 2);
  CHECK(utf16Offset(S, 7) == 4);
  CHECK(utf16Offset(S, 8) == 5);
  CHECK(utf16Offset(S, 100) == 5);
  CHECK(utf16Offset(S, 2) == 2); // a cut character counts whole
}
