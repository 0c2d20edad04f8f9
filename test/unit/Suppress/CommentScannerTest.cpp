//===- CommentScannerTest.cpp - Finding comments without Clang ------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception

#include "Suppress/CommentScanner.h"
#include <doctest/doctest.h>
#include <string>
#include <vector>

using namespace shapecheck;

static std::vector<std::string> comments(llvm::StringRef Text) {
  std::vector<std::string> Out;
  for (const Comment &C : scanComments(Text))
    Out.push_back(C.Text.str());
  return Out;
}

TEST_CASE("line and block comments") {
  auto C = comments("int a; // one\n/* two\n */ int b; /**/\n");
  REQUIRE(C.size() == 3);
  CHECK(C[0] == "// one");
  CHECK(C[1] == "/* two\n */");
  CHECK(C[2] == "/**/");
}

TEST_CASE("offsets point at the comment") {
  llvm::StringRef Text = "x;\n  // here\n";
  auto C = scanComments(Text);
  REQUIRE(C.size() == 1);
  CHECK(C[0].Offset == 5);
  CHECK(Text.substr(C[0].Offset, 7) == "// here");
}

TEST_CASE("comment markers inside literals are no comments") {
  CHECK(comments("const char *s = \"// not\"; // yes").size() == 1);
  CHECK(comments("char c = '/'; char d = '*'; /* yes */").size() == 1);
  CHECK(comments("auto s = \"a \\\" // still string\";").empty());
  CHECK(comments("auto r = R\"(// raw \" /* )\"; // after") ==
        std::vector<std::string>{"// after"});
  CHECK(comments("auto r = u8R\"x(a)\" // )x\"; // after") ==
        std::vector<std::string>{"// after"});
  CHECK(comments("auto s = u8\"//\"; auto t = L'/'; // c").size() == 1);
}

TEST_CASE("an identifier ending in R is no raw string prefix") {
  // FOOR"..." is an identifier followed by an ordinary string.
  CHECK(comments("FOOR\"// not\" // yes") ==
        std::vector<std::string>{"// yes"});
}

TEST_CASE("digit separators are not character literals") {
  CHECK(comments("int n = 1'000'000; // c") ==
        std::vector<std::string>{"// c"});
  CHECK(comments("double d = 1.5e-3'0; // c").size() == 1);
  CHECK(comments("auto h = 0xFF'FF; // c").size() == 1);
}

TEST_CASE("line comment continued with a backslash") {
  auto C = comments("// a \\\n b\nint x; // c\n");
  REQUIRE(C.size() == 2);
  CHECK(C[0] == "// a \\\n b");
}

TEST_CASE("unterminated constructs end gracefully") {
  CHECK(comments("/* open") == std::vector<std::string>{"/* open"});
  CHECK(comments("\"open\n// c").size() == 1);
  CHECK(comments("R\"x(never closed // no").empty());
  CHECK(comments("").empty());
  CHECK(comments(llvm::StringRef("\0\xff\xfe// c", 6)).size() == 1);
}

TEST_CASE("CRLF line endings") {
  auto C = comments("int a; // one\r\nint b; // two\r\n");
  REQUIRE(C.size() == 2);
  CHECK(C[0] == "// one");
  CHECK(C[1] == "// two");
}

TEST_CASE("LineTable maps offsets to lines and columns") {
  LineTable T("ab\ncd\r\nef\rgh");
  CHECK(T.line(0) == 1);
  CHECK(T.column(1) == 2);
  CHECK(T.line(3) == 2);
  CHECK(T.column(4) == 2);
  CHECK(T.line(7) == 3);
  CHECK(T.line(10) == 4);
  CHECK(T.column(11) == 2);
}
