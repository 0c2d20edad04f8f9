//===- FilterTest.cpp - Baselines and line filters ------------------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception

#include "Filter/Baseline.h"
#include "Filter/GitDiff.h"
#include "Filter/LineFilter.h"
#include "Report/SourceCache.h"
#include <doctest/doctest.h>

using namespace shapecheck;

namespace {

Finding finding(const std::string &File, unsigned Line,
                const std::string &Rule = "shape-mismatch") {
  Finding F;
  F.Check = parseCheckId(Rule).value();
  F.Message = "m";
  F.Loc.File = File;
  F.Loc.Line = F.Loc.EndLine = Line;
  F.Loc.Col = 1;
  return F;
}

} // namespace

TEST_CASE("clang-tidy line filters") {
  std::string Error;
  std::optional<LineFilter> LF = LineFilter::parse(
      R"([{"name":"a.cpp","lines":[[2,3],[7,7]]},{"name":"b.h"}])", Error);
  REQUIRE_MESSAGE(LF, Error);
  CHECK(LF->keeps(finding("/x/a.cpp", 2)));
  CHECK(LF->keeps(finding("/x/a.cpp", 7)));
  CHECK_FALSE(LF->keeps(finding("/x/a.cpp", 4)));
  CHECK(LF->keeps(finding("/y/b.h", 400)));
  CHECK_FALSE(LF->keeps(finding("/y/c.h", 1)));
  Finding Noted = finding("/x/a.cpp", 10);
  Noted.Notes.push_back({finding("/x/a.cpp", 3).Loc, "n"});
  CHECK(LF->keeps(Noted));
  CHECK(LineFilter::parse("[]", Error)->keeps(finding("/q.cpp", 1)));
  CHECK_FALSE(LineFilter::exactly({}).keeps(finding("/q.cpp", 1)));
}

TEST_CASE("bad line filters are located errors") {
  std::string Error;
  CHECK_FALSE(LineFilter::parse("[{\"name\": \"a\",}", Error));
  CHECK(Error.find("--line-filter:1:") == 0);
  CHECK_FALSE(LineFilter::parse(R"([{"name":"a","lines":[[3,1]]}])", Error));
  CHECK(Error.find("line-filter[0].lines[0]") != std::string::npos);
  CHECK_FALSE(LineFilter::parse(R"({"name":"a"})", Error));
  CHECK(Error.find("expected array") != std::string::npos);
}

TEST_CASE("unified diff hunks become added lines") {
  std::vector<LineFilter::FileLines> F =
      parseUnifiedDiff("diff --git a/src/a.cpp b/src/a.cpp\n"
                       "--- a/src/a.cpp\n"
                       "+++ b/src/a.cpp\n"
                       "@@ -3 +3 @@ x\n"
                       "-old\n"
                       "+new\n"
                       "@@ -10,0 +11,2 @@\n"
                       "+a\n"
                       "+b\n"
                       "@@ -20,2 +22,0 @@\n"
                       "--- a/gone.cpp\n"
                       "+++ /dev/null\n"
                       "--- a/c.cpp\n"
                       "+++ b/c.cpp\n"
                       "@@ -1,2 +0,0 @@\n",
                       "/repo");
  REQUIRE(F.size() == 2);
  CHECK(F[0].Name == "/repo/src/a.cpp");
  CHECK(F[0].Lines ==
        std::vector<std::pair<unsigned, unsigned>>{{3, 3}, {11, 12}});
  CHECK(F[1].Name == "/repo/c.cpp");
  LineFilter LF = LineFilter::exactly(F);
  CHECK_FALSE(LF.keeps(finding("/repo/c.cpp", 1)));
  CHECK(LF.keeps(finding("/repo/src/a.cpp", 12)));
  CHECK_FALSE(LF.keeps(finding("/repo/src/a.cpp", 13)));
}

TEST_CASE("a baseline matches by line hash, each entry once") {
  SourceCache Sources;
  Sources.setContents("/p/a.cpp", "int a;\nint b;\nint c;\n");
  LineHashCache Hashes(Sources);
  Baseline B = Baseline::fromFindings(
      {finding("/p/a.cpp", 2), finding("/p/a.cpp", 3, "broadcast")}, Hashes);
  std::string Error;
  std::string Json = B.toJson("/p");
  CHECK(Json.find("\"file\": \"a.cpp\"") != std::string::npos);

  // The code moved down two lines: the same lines' hashes change with what
  // follows, so the file keeps its tail.
  SourceCache Moved;
  Moved.setContents("/p/a.cpp", "// new\n// new\nint a;\nint b;\nint c;\n");
  LineHashCache MovedHashes(Moved);
  std::vector<Finding> Now = {finding("/p/a.cpp", 4),
                              finding("/p/a.cpp", 4), // a second one: new
                              finding("/p/a.cpp", 5)};
  CHECK(B.remove(Now, MovedHashes) == 1);
  REQUIRE(Now.size() == 2);
  CHECK(Now[0].Loc.Line == 4);
  CHECK(Now[1].Loc.Line == 5); // broadcast at line 3: a different rule there
  CHECK(B.unmatchedIn({"/p/a.cpp"}) == 1);
  CHECK(B.unmatchedIn({"/p/other.cpp"}) == 0);
}
