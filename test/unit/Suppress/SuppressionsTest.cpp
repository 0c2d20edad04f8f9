//===- SuppressionsTest.cpp - Filtering findings by comments --------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception

#include "Suppress/Suppressions.h"
#include <doctest/doctest.h>
#include <map>

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

/// A filter over in-memory files.
struct Fixture {
  std::map<std::string, std::string> Files;
  SuppressionFilter Filter{
      [this](const std::string &F) -> std::optional<std::string> {
        auto It = Files.find(F);
        if (It == Files.end())
          return std::nullopt;
        return It->second;
      }};
};

} // namespace

TEST_CASE("same line, all rules and listed rules") {
  FileSuppressions S("a.cpp", "x; // NOSHAPECHECK\n"
                              "y; // NOSHAPECHECK(rank-mismatch)\n"
                              "z;\n");
  CHECK(S.suppresses(1, "shape-mismatch"));
  CHECK(S.suppresses(1, "unknown-call"));
  CHECK(S.suppresses(2, "rank-mismatch"));
  CHECK_FALSE(S.suppresses(2, "shape-mismatch"));
  CHECK_FALSE(S.suppresses(3, "shape-mismatch"));
  CHECK(S.problems().empty());
}

TEST_CASE("next line only") {
  FileSuppressions S("a.cpp", "// NOSHAPECHECKNEXTLINE(broadcast)\n"
                              "a + b;\n"
                              "a + b;\n");
  CHECK_FALSE(S.suppresses(1, "broadcast"));
  CHECK(S.suppresses(2, "broadcast"));
  CHECK_FALSE(S.suppresses(2, "reshape"));
  CHECK_FALSE(S.suppresses(3, "broadcast"));
}

TEST_CASE("blocks include their BEGIN and END lines") {
  FileSuppressions S("a.cpp", "a;\n"                    // 1
                              "// NOSHAPECHECKBEGIN\n"  // 2
                              "b;\n"                    // 3
                              "c; // NOSHAPECHECKEND\n" // 4
                              "d;\n");                  // 5
  CHECK_FALSE(S.suppresses(1, "reshape"));
  CHECK(S.suppresses(2, "reshape"));
  CHECK(S.suppresses(3, "reshape"));
  CHECK(S.suppresses(4, "reshape"));
  CHECK_FALSE(S.suppresses(5, "reshape"));
  CHECK(S.problems().empty());
}

TEST_CASE("blocks with rule lists nest and match by list") {
  FileSuppressions S("a.cpp",
                     "// NOSHAPECHECKBEGIN(broadcast)\n"           // 1
                     "// NOSHAPECHECKBEGIN(reshape, axis-range)\n" // 2
                     "x;\n"                                        // 3
                     "// NOSHAPECHECKEND(broadcast)\n"             // 4
                     "y;\n"                                        // 5
                     "// NOSHAPECHECKEND(axis-range,reshape)\n"    // 6
                     "z;\n");                                      // 7
  CHECK(S.suppresses(3, "broadcast"));
  CHECK(S.suppresses(3, "reshape"));
  CHECK_FALSE(S.suppresses(3, "shape-mismatch"));
  CHECK_FALSE(S.suppresses(5, "broadcast"));
  CHECK(S.suppresses(5, "axis-range"));
  CHECK_FALSE(S.suppresses(7, "reshape"));
  CHECK(S.problems().empty());
}

TEST_CASE("unmatched BEGIN and END are warnings with locations") {
  FileSuppressions S("a.cpp", "// NOSHAPECHECKEND\n"
                              "x;\n"
                              "  /* NOSHAPECHECKBEGIN(reshape) */\n"
                              "y;\n"
                              "// NOSHAPECHECKEND(broadcast)\n");
  CHECK_FALSE(S.suppresses(4, "reshape"));
  REQUIRE(S.problems().size() == 3);
  const ToolNotification &End = S.problems()[0];
  CHECK(End.Severity == Level::Warning);
  CHECK(End.Loc.File == "a.cpp");
  CHECK(End.Loc.Line == 1);
  CHECK(End.Loc.Col == 4);
  CHECK(End.Message == "unmatched 'NOSHAPECHECKEND' comment without a "
                       "previous 'NOSHAPECHECKBEGIN' comment");
  const ToolNotification &Begin = S.problems()[1];
  CHECK(Begin.Loc.Line == 3);
  CHECK(Begin.Loc.Col == 6);
  CHECK(Begin.Message == "unmatched 'NOSHAPECHECKBEGIN' comment without a "
                         "subsequent 'NOSHAPECHECKEND' comment");
  CHECK(S.problems()[2].Loc.Line == 5);
}

TEST_CASE("directives in strings do not count") {
  FileSuppressions S("a.cpp", "f(\"// NOSHAPECHECK\");\n");
  CHECK_FALSE(S.suppresses(1, "shape-mismatch"));
}

TEST_CASE("a directive inside a multi-line block comment applies to its line") {
  FileSuppressions S("a.cpp", "/* first\n NOSHAPECHECKNEXTLINE */\nx;\n");
  CHECK(S.suppresses(3, "broadcast"));
  CHECK_FALSE(S.suppresses(2, "broadcast"));
}

TEST_CASE("the filter removes suppressed findings and keeps the order") {
  Fixture F;
  F.Files["m.cpp"] = "a; // NOSHAPECHECK(broadcast)\nb;\n"
                     "c; // NOSHAPECHECKBEGIN\n";
  std::vector<Finding> Fs = {finding("m.cpp", 2), finding("m.cpp", 1),
                             finding("m.cpp", 1, "broadcast"),
                             finding("gone.cpp", 1), Finding{}};
  CHECK(F.Filter.filter(Fs) == 1);
  REQUIRE(Fs.size() == 4);
  CHECK(Fs[0].Loc.Line == 2);
  CHECK(Fs[1].Check == CheckId::ShapeMismatch);
  CHECK(Fs[2].Loc.File == "gone.cpp");
  auto Ns = F.Filter.notifications();
  REQUIRE(Ns.size() == 1);
  CHECK(Ns[0].Loc.Line == 3);
}

TEST_CASE("mark flags suppressed findings and keeps them all") {
  Fixture F;
  F.Files["m.cpp"] = "a; // NOSHAPECHECK(broadcast)\nb;\n";
  std::vector<Finding> Fs = {finding("m.cpp", 2), finding("m.cpp", 1),
                             finding("m.cpp", 1, "broadcast"), Finding{}};
  CHECK(F.Filter.mark(Fs) == 1);
  REQUIRE(Fs.size() == 4);
  CHECK_FALSE(Fs[0].Suppressed);
  CHECK_FALSE(Fs[1].Suppressed);
  CHECK(Fs[2].Suppressed);
  CHECK_FALSE(Fs[3].Suppressed);
  CHECK(F.Filter.mark(Fs) == 0); // already marked
}

TEST_CASE("addFile reports problems of files without findings, once") {
  Fixture F;
  F.Files["a.cpp"] = "// NOSHAPECHECKEND\n";
  F.Files["b.cpp"] = "// NOSHAPECHECKBEGIN\n";
  F.Filter.addFile("b.cpp");
  F.Filter.addFile("a.cpp");
  F.Filter.addFile("a.cpp");
  std::vector<Finding> Fs = {finding("a.cpp", 1)};
  F.Filter.filter(Fs);
  auto Ns = F.Filter.notifications();
  REQUIRE(Ns.size() == 2);
  CHECK(Ns[0].Loc.File == "a.cpp");
  CHECK(Ns[1].Loc.File == "b.cpp");
}
