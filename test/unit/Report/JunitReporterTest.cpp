//===- JunitReporterTest.cpp - JUnit XML for CI test reports --------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The structure is checked here on the exact text; well-formedness with a
// real XML parser in test/lit/cli/format-junit.cpp (test/tools/check_junit.py).
//
//===----------------------------------------------------------------------===//

#include "Report/JunitReporter.h"
#include "llvm/Support/raw_ostream.h"
#include <doctest/doctest.h>

using namespace shapecheck;

TEST_CASE("junit: escaping") {
  CHECK(escapeXml("a<b>&\"c'") == "a&lt;b&gt;&amp;&quot;c&apos;");
  CHECK(escapeXml("l1\nl2\tx") == "l1&#10;l2&#9;x");
  // Text nodes keep quotes and line breaks.
  CHECK(escapeXml("a<'\"'>\n\t&\r", /*Attribute=*/false) ==
        "a&lt;'\"'&gt;\n\t&amp;&#13;");
  // Characters XML 1.0 cannot carry become U+FFFD.
  CHECK(escapeXml(llvm::StringRef("a\0b\x1b", 4)) == "a\xEF\xBF\xBD"
                                                     "b\xEF\xBF\xBD");
  CHECK(escapeXml("\xC3\xA9") == "\xC3\xA9");
  CHECK(escapeXml("\xC3") == "\xEF\xBF\xBD");         // truncated
  CHECK(escapeXml("\xEF\xBF\xBF") == "\xEF\xBF\xBD"); // U+FFFF
}

TEST_CASE("junit: suites per file, failures per finding") {
  Finding E;
  E.Check = CheckId::ShapeMismatch;
  E.Message = "a < b";
  E.Loc = {"src/model.cpp", 4, 10, 4, 28};
  E.Notes.push_back({{"src/model.cpp", 2, 41, 0, 0}, "x here"});
  Finding N = E;
  N.Check = CheckId::UnknownCall;
  N.Severity = Level::Note;
  N.Notes.clear();
  N.Loc = {"include/h.hpp", 1, 1, 0, 0};
  Finding S = E;
  S.Suppressed = true;
  S.Loc.Line = 5;
  std::vector<Finding> Fs = {E, N, S};
  ToolNotification T;
  T.Message = "expected ';'";
  T.Loc = {"src/broken.cpp", 3, 1, 0, 0};
  ToolNotification W;
  W.Severity = Level::Warning;
  W.Message = "unmatched NOSHAPECHECKEND";
  std::vector<ToolNotification> Ts = {T, W};
  std::vector<std::string> Files = {"src/model.cpp", "src/clean.cpp",
                                    "src/broken.cpp"};
  ReportData Data;
  Data.Findings = Fs;
  Data.Notifications = Ts;
  Data.Files = Files;
  std::string Out;
  llvm::raw_string_ostream OS(Out);
  JunitReporter().write(Data, OS);
  CHECK(Out ==
        R"(<?xml version="1.0" encoding="UTF-8"?>
<testsuites name="shapecheck" tests="4" failures="1" errors="1">
  <testsuite name="src/model.cpp" tests="1" failures="1" errors="0">
    <testcase name="shape-mismatch at 4:10" classname="src/model.cpp" file="src/model.cpp" line="4">
      <failure type="shape-mismatch" message="a &lt; b">src/model.cpp:4:10: error: a &lt; b [shape-mismatch]
src/model.cpp:2:41: note: x here</failure>
    </testcase>
  </testsuite>
  <testsuite name="src/clean.cpp" tests="1" failures="0" errors="0">
    <testcase name="shapecheck" classname="src/clean.cpp" file="src/clean.cpp"/>
  </testsuite>
  <testsuite name="src/broken.cpp" tests="1" failures="0" errors="1">
    <testcase name="compile at 3:1" classname="src/broken.cpp" file="src/broken.cpp" line="3">
      <error type="shapecheck" message="expected &apos;;&apos;">src/broken.cpp:3:1: error: expected ';'</error>
    </testcase>
  </testsuite>
  <testsuite name="include/h.hpp" tests="1" failures="0" errors="0">
    <testcase name="unknown-call at 1:1" classname="include/h.hpp" file="include/h.hpp" line="1">
      <system-out>include/h.hpp:1:1: note: a &lt; b [unknown-call]</system-out>
    </testcase>
  </testsuite>
</testsuites>
)");
}

TEST_CASE("junit: the failures are what the exit code says (--fail-on)") {
  Finding W;
  W.Check = CheckId::Broadcast;
  W.Severity = Level::Warning;
  W.Message = "w";
  W.Loc = {"a.cpp", 2, 3, 0, 0};
  Finding W2 = W; // a second finding at the same place: a second test
  W2.Message = "w2";
  ToolNotification U;
  U.Severity = Level::Warning;
  U.Message = "unused suppression";
  U.Loc = {"a.cpp", 5, 1, 0, 0};
  std::vector<Finding> Fs = {W, W2};
  std::vector<ToolNotification> Ts = {U};
  std::vector<std::string> Files = {"a.cpp"};
  ReportData Data;
  Data.Findings = Fs;
  Data.Notifications = Ts;
  Data.Files = Files;
  auto Write = [&](std::optional<Level> FailAt) {
    std::string Out;
    llvm::raw_string_ostream OS(Out);
    JunitReporter(FailAt).write(Data, OS);
    return Out;
  };
  // --fail-on=error: a warning is no failure (exit code 0).
  std::string AtError = Write(Level::Error);
  CHECK(AtError.find("tests=\"2\" failures=\"0\" errors=\"0\"") !=
        std::string::npos);
  CHECK(AtError.find("name=\"broadcast at 2:3\"") != std::string::npos);
  CHECK(AtError.find("name=\"broadcast at 2:3 (2)\"") != std::string::npos);
  // --fail-on=warning: both findings and the unused suppression fail.
  std::string AtWarning = Write(Level::Warning);
  CHECK(AtWarning.find("tests=\"3\" failures=\"3\" errors=\"0\"") !=
        std::string::npos);
  CHECK(AtWarning.find("unused suppression") != std::string::npos);
  // --fail-on=never: nothing fails.
  CHECK(Write(std::nullopt).find("failures=\"0\"") != std::string::npos);
}
