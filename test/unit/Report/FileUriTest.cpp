//===- FileUriTest.cpp - Paths as SARIF URIs ------------------------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception

#include "Report/FileUri.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include <doctest/doctest.h>

using namespace shapecheck;

TEST_CASE("uri: percent-encoding keeps unreserved characters and slashes") {
  CHECK(percentEncodePath("src/a-b_c.d~e/F9.cpp") == "src/a-b_c.d~e/F9.cpp");
  CHECK(percentEncodePath("my dir/x#1?.cpp") == "my%20dir/x%231%3F.cpp");
  CHECK(percentEncodePath("100%/a:b") == "100%25/a%3Ab");
  CHECK(percentEncodePath("caf\xC3\xA9.cpp") == "caf%C3%A9.cpp");
}

TEST_CASE("uri: relative to a source root") {
  CHECK(relativeUri("/work/repo/src/m.cpp", "/work/repo") == "src/m.cpp");
  CHECK(relativeUri("/work/repo/src/m.cpp", "/work/repo/") == "src/m.cpp");
  CHECK(relativeUri("/work/repo/src/../lib/a b.cpp", "/work/repo") ==
        "lib/a%20b.cpp");
  CHECK(relativeUri("/work/repo2/m.cpp", "/work/repo") == std::nullopt);
  CHECK(relativeUri("/elsewhere/m.cpp", "/work/repo") == std::nullopt);
  CHECK(relativeUri("/work/repo", "/work/repo") == std::nullopt);
  CHECK(relativeUri("/m.cpp", "/") == "m.cpp");

  // Relative paths are relative to the current directory.
  llvm::SmallString<256> Cwd;
  REQUIRE(!llvm::sys::fs::current_path(Cwd));
  CHECK(relativeUri("sub/x.cpp", std::string(Cwd.str())) == "sub/x.cpp");
  CHECK(relativeUri("./sub/./x.cpp", ".") == "sub/x.cpp");
}

TEST_CASE("uri: file URIs") {
  CHECK(fileUri("/work/repo", /*Directory=*/true) == "file:///work/repo/");
  CHECK(fileUri("/work/repo/", /*Directory=*/true) == "file:///work/repo/");
  CHECK(fileUri("/a b/c.cpp") == "file:///a%20b/c.cpp");
  CHECK(fileUri("/", /*Directory=*/true) == "file:///");
}
