//===- TextReporterTest.cpp - Clang-style text output ---------------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception

#include "Report/TextReporter.h"
#include "TempDir.h"
#include <doctest/doctest.h>

using namespace shapecheck;
using shapecheck::test::TempDir;

namespace {

SourceLoc loc(std::string File, unsigned Line, unsigned Col,
              unsigned EndLine = 0, unsigned EndCol = 0) {
  SourceLoc L;
  L.File = std::move(File);
  L.Line = Line;
  L.Col = Col;
  L.EndLine = EndLine;
  L.EndCol = EndCol;
  return L;
}

std::string render(SourceCache &Sources, const std::vector<Finding> &F,
                   const std::vector<ToolNotification> &N = {},
                   TextOptions Opts = {}) {
  std::string Out;
  llvm::raw_string_ostream OS(Out);
  TextReporter R(Sources, Opts);
  ReportData Data;
  Data.Findings = F;
  Data.Notifications = N;
  R.write(Data, OS);
  OS.flush();
  return Out;
}

} // namespace

TEST_CASE("text: header, source line and a caret under the range") {
  TempDir Dir;
  std::string File = Dir.write("model.cpp", "int main() {\n"
                                            "  return torch::matmul(x, w);\n"
                                            "}\n");
  Finding F;
  F.Check = CheckId::ShapeMismatch;
  F.Message = "inner sizes differ";
  F.Loc = loc(File, 2, 10, 2, 28);
  SourceCache Sources;
  CHECK(render(Sources, {F}) ==
        File + ":2:10: error: inner sizes differ [shape-mismatch]\n"
               "    2 |   return torch::matmul(x, w);\n"
               "      |          ^~~~~~~~~~~~~~~~~~~\n");
}

TEST_CASE("text: notes have their own header and snippet") {
  TempDir Dir;
  std::string File = Dir.write("a.cpp", "auto x = f(a);\n"
                                        "auto y = g(b);\n");
  Finding F;
  F.Check = CheckId::Broadcast;
  F.Severity = Level::Error;
  F.Message = "cannot broadcast";
  F.Loc = loc(File, 2, 10, 2, 13);
  F.Notes.push_back({loc(File, 1, 12, 1, 12), "a is 'n' here"});
  F.Notes.push_back({SourceLoc(), "sizes come from the call"});
  SourceCache Sources;
  CHECK(render(Sources, {F}) ==
        File +
            ":2:10: error: cannot broadcast [broadcast]\n"
            "    2 | auto y = g(b);\n"
            "      |          ^~~~\n" +
            File +
            ":1:12: note: a is 'n' here\n"
            "    1 | auto x = f(a);\n"
            "      |            ^\n"
            "note: sizes come from the call\n");
}

TEST_CASE("text: a missing file or line shows no snippet") {
  Finding F;
  F.Check = CheckId::Reshape;
  F.Severity = Level::Warning;
  F.Message = "m";
  F.Loc = loc("/nonexistent/dir/x.cpp", 3, 4);
  SourceCache Sources;
  CHECK(render(Sources, {F}) == "/nonexistent/dir/x.cpp:3:4: warning: m "
                                "[reshape]\n");

  Sources.setContents("short.cpp", "one line\n");
  F.Loc = loc("short.cpp", 2, 1);
  CHECK(render(Sources, {F}) == "short.cpp:2:1: warning: m [reshape]\n");
}

TEST_CASE("text: unknown column prints file:line and no caret") {
  SourceCache Sources;
  Sources.setContents("f.cpp", "abc\n");
  Finding F;
  F.Check = CheckId::RankMismatch;
  F.Message = "m";
  F.Loc = loc("f.cpp", 1, 0);
  CHECK(render(Sources, {F}) == "f.cpp:1: error: m [rank-mismatch]\n"
                                "    1 | abc\n");
}

TEST_CASE("text: tabs expand to 8 columns and the caret follows") {
  SourceLoc L = loc("t.cpp", 1, 3, 1, 4);
  Snippet S = renderSnippet("\t\tab = c;", L);
  CHECK(S.Source == "                ab = c;");
  CHECK(S.Caret == "                ^~");
  S = renderSnippet("x\ty", loc("t.cpp", 1, 3));
  CHECK(S.Source == "x       y");
  CHECK(S.Caret == "        ^");
  // A range starting at a tab underlines its whole width.
  S = renderSnippet("x\ty", loc("t.cpp", 1, 2, 1, 2));
  CHECK(S.Caret == " ^" + std::string(6, '~'));
}

TEST_CASE("text: columns past the end of the line") {
  Snippet S = renderSnippet("abc", loc("f", 1, 40));
  CHECK(S.Caret == "   ^");
  S = renderSnippet("abc", loc("f", 1, 2, 1, 40));
  CHECK(S.Caret == " ^~");
  S = renderSnippet("", loc("f", 1, 1, 1, 5));
  CHECK(S.Source == "");
  CHECK(S.Caret == "^");
  // An end before the start is ignored.
  S = renderSnippet("abcdef", loc("f", 1, 4, 1, 2));
  CHECK(S.Caret == "   ^");
}

TEST_CASE("text: a multi-line range underlines to the end of the first line") {
  Snippet S = renderSnippet("  foo(a,", loc("f", 3, 3, 5, 2));
  CHECK(S.Caret == "  ^~~~~~");
}

TEST_CASE("text: CRLF and lone CR line endings") {
  SourceCache Sources;
  Sources.setContents("w.cpp", "first\r\nsecond line\r\nthird\rfourth");
  Finding F;
  F.Check = CheckId::AxisRange;
  F.Message = "m";
  F.Loc = loc("w.cpp", 2, 8, 2, 11);
  CHECK(render(Sources, {F}) == "w.cpp:2:8: error: m [axis-range]\n"
                                "    2 | second line\n"
                                "      |        ^~~~\n");
  CHECK(*Sources.line("w.cpp", 3) == "third");
  CHECK(*Sources.line("w.cpp", 4) == "fourth");
  CHECK(!Sources.line("w.cpp", 5));
}

TEST_CASE("text: control characters and UTF-8") {
  // An escape in the source must not reach the terminal.
  Snippet S = renderSnippet("a\x1b[31mb", loc("f", 1, 7));
  CHECK(S.Source == "a<U+001B>[31mb");
  CHECK(S.Caret == "             ^");
  // "é" is two bytes but one column.
  S = renderSnippet("s = \"\xC3\xA9\" + x;", loc("f", 1, 12));
  CHECK(S.Source == "s = \"\xC3\xA9\" + x;");
  CHECK(S.Caret == "          ^");
  // Invalid UTF-8 is shown byte by byte.
  S = renderSnippet("a\xFF"
                    "b",
                    loc("f", 1, 3));
  CHECK(S.Source == "a<FF>b");
  CHECK(S.Caret == "     ^");
  // A column inside a multi-byte character points at its start.
  S = renderSnippet("\xC3\xA9x", loc("f", 1, 2));
  CHECK(S.Caret == "^");
}

TEST_CASE("text: colors only when enabled, as clang prints them") {
  SourceCache Sources;
  Sources.setContents("c.cpp", "x + y\n");
  Finding F;
  F.Check = CheckId::Broadcast;
  F.Message = "m";
  F.Loc = loc("c.cpp", 1, 1, 1, 5);
  F.Notes.push_back({loc("c.cpp", 1, 5), "here"});
  CHECK(render(Sources, {F}).find('\x1b') == std::string::npos);

  TextOptions Opts;
  Opts.Color = true;
  CHECK(render(Sources, {F}, {}, Opts) ==
        "\x1b[1mc.cpp:1:1: \x1b[0m\x1b[0;1;31merror: \x1b[0m"
        "\x1b[1mm [broadcast]\x1b[0m\n"
        "    1 | x + y\n"
        "      | \x1b[0;1;32m^~~~~\x1b[0m\n"
        "\x1b[1mc.cpp:1:5: \x1b[0m\x1b[0;1;36mnote: \x1b[0mhere\n"
        "    1 | x + y\n"
        "      | \x1b[0;1;32m    ^\x1b[0m\n");

  F.Severity = Level::Warning;
  F.Notes.clear();
  Opts.ShowSnippets = false;
  CHECK(render(Sources, {F}, {}, Opts) ==
        "\x1b[1mc.cpp:1:1: \x1b[0m\x1b[0;1;35mwarning: \x1b[0m"
        "\x1b[1mm [broadcast]\x1b[0m\n");
}

TEST_CASE("text: notifications come first; without a location they name "
          "the tool") {
  SourceCache Sources;
  Sources.setContents("n.cpp", "int x = ;\n");
  ToolNotification Bad;
  Bad.Severity = Level::Error;
  Bad.Message = "expected expression";
  Bad.Loc = loc("n.cpp", 1, 9);
  ToolNotification Config;
  Config.Severity = Level::Warning;
  Config.Message = "unknown option 'foo'";
  Finding F;
  F.Check = CheckId::Reshape;
  F.Message = "m";
  F.Loc = loc("n.cpp", 1, 1);
  CHECK(render(Sources, {F}, {Bad, Config}) ==
        "n.cpp:1:9: error: expected expression\n"
        "    1 | int x = ;\n"
        "      |         ^\n"
        "shapecheck: warning: unknown option 'foo'\n"
        "n.cpp:1:1: error: m [reshape]\n"
        "    1 | int x = ;\n"
        "      | ^\n");
}

TEST_CASE("text: findings are sorted and exact duplicates dropped") {
  SourceCache Sources;
  Finding A, B;
  A.Check = B.Check = CheckId::Reshape;
  A.Message = "a";
  B.Message = "b";
  A.Loc = loc("z.cpp", 1, 1);
  B.Loc = loc("a.cpp", 9, 1);
  TextOptions Opts;
  Opts.ShowSnippets = false;
  CHECK(render(Sources, {A, B, A}, {}, Opts) ==
        "a.cpp:9:1: error: b [reshape]\n"
        "z.cpp:1:1: error: a [reshape]\n");
  Opts.ShowCheckIds = false;
  CHECK(render(Sources, {A}, {}, Opts) == "z.cpp:1:1: error: a\n");
}

TEST_CASE("text: clang 19's line-number gutter") {
  CHECK(gutter(2, 2) == "    2 | ");
  CHECK(gutter(0, 2) == "      | ");
  CHECK(gutter(100, 100) == "  100 | ");
  CHECK(gutter(9999, 9999) == " 9999 | ");
  CHECK(gutter(10000, 10000) == " 10000 | ");
  CHECK(gutter(0, 10000) == "       | ");

  SourceCache Sources;
  Sources.setContents("g.cpp", "a\n");
  Finding F;
  F.Check = CheckId::Reshape;
  F.Message = "m";
  F.Loc = loc("g.cpp", 1, 1);
  TextOptions Opts;
  Opts.LineNumbers = false;
  CHECK(render(Sources, {F}, {}, Opts) == "g.cpp:1:1: error: m [reshape]\n"
                                          "a\n"
                                          "^\n");
}

TEST_CASE("text: files named as the user gave them") {
  TempDir Dir;
  std::string Abs = Dir.write("src/m.cpp", "x\n");
  DisplayPaths Paths;
  Paths.addInput(Abs);
  Finding F;
  F.Check = CheckId::Reshape;
  F.Message = "m";
  F.Loc = loc(Abs, 1, 1);
  F.Notes.push_back({loc("/elsewhere/h.hpp", 3, 1), "n"});
  SourceCache Sources;
  TextOptions Opts;
  Opts.ShowSnippets = false;
  Opts.Paths = &Paths;
  CHECK(render(Sources, {F}, {}, Opts) ==
        Abs + ":1:1: error: m [reshape]\n/elsewhere/h.hpp:3:1: note: n\n");
}

TEST_CASE("display paths: inputs as given, others relative to the current "
          "directory") {
  std::string Cwd = absolutePath(".");
  DisplayPaths Rel;
  Rel.addInput("./src/../src/a.cpp");
  CHECK(Rel(Cwd + "/src/a.cpp") == "./src/../src/a.cpp");
  CHECK(Rel(Cwd + "/include/h.hpp") == "include/h.hpp");
  CHECK(Rel("/nonexistent/x.hpp") == "/nonexistent/x.hpp");
  CHECK(Rel("rules/torch.rules") == "rules/torch.rules");
  DisplayPaths AbsIn;
  AbsIn.addInput(Cwd + "/src/a.cpp");
  CHECK(AbsIn(Cwd + "/src/a.cpp") == Cwd + "/src/a.cpp");
  CHECK(AbsIn(Cwd + "/include/h.hpp") == Cwd + "/include/h.hpp");
}

TEST_CASE("text: a fix-it's replacement under its range, then hints") {
  SourceCache Sources;
  Sources.setContents("f.cpp", "void b(SHAPECHECK(Flaot, \"n\") T x);\n");
  Finding F;
  F.Check = CheckId::AnnotationSyntax;
  F.Message = "unknown dtype 'Flaot'";
  F.Loc = loc("f.cpp", 1, 19, 1, 23);
  F.Hints.push_back("did you mean 'Float'?");
  F.Fixes.push_back(FixIt{loc("f.cpp", 1, 19, 1, 23), "Float"});
  // A fix-it on another line is not drawn under this one.
  F.Fixes.push_back(FixIt{loc("f.cpp", 2, 1, 2, 1), "x"});
  CHECK(render(Sources, {F}) ==
        "f.cpp:1:19: error: unknown dtype 'Flaot' [annotation-syntax]\n"
        "    1 | void b(SHAPECHECK(Flaot, \"n\") T x);\n"
        "      |                   ^~~~~\n"
        "      |                   Float\n"
        "  hint: did you mean 'Float'?\n");
  // Without snippets the hint still shows.
  TextOptions Plain;
  Plain.ShowSnippets = false;
  CHECK(render(Sources, {F}, {}, Plain) ==
        "f.cpp:1:19: error: unknown dtype 'Flaot' [annotation-syntax]\n"
        "  hint: did you mean 'Float'?\n");
}

TEST_CASE("text: a notification has the same parts as a finding") {
  SourceCache Sources;
  Sources.setContents("r.rules", "def f(x: Tensor) -> same(y)\n");
  ToolNotification N;
  N.Message = "unknown name 'y'";
  N.Loc = loc("r.rules", 1, 26, 1, 26);
  N.Hints.push_back("parameters in scope: x");
  N.Notes.push_back({loc("r.rules", 1, 7, 1, 7), "x is declared here"});
  CHECK(render(Sources, {}, {N}) == "r.rules:1:26: error: unknown name 'y'\n"
                                    "    1 | def f(x: Tensor) -> same(y)\n"
                                    "      |                          ^\n"
                                    "  hint: parameters in scope: x\n"
                                    "r.rules:1:7: note: x is declared here\n"
                                    "    1 | def f(x: Tensor) -> same(y)\n"
                                    "      |       ^\n");
}
