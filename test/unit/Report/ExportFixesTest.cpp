//===- ExportFixesTest.cpp - clang-tidy's --export-fixes YAML -------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The exact text here; that clang-apply-replacements accepts what the tool
// writes, in test/lit/cli/export-fixes.cpp.
//
//===----------------------------------------------------------------------===//

#include "Report/ExportFixes.h"
#include "Report/FileUri.h"
#include "TempDir.h"
#include <doctest/doctest.h>

using namespace shapecheck;

TEST_CASE("export-fixes: clang-tidy's YAML, empty Replacements") {
  shapecheck::test::TempDir Dir;
  std::string Model = Dir.write("model.cpp", "int a;\n"
                                             "  int bb = x;\n");
  Finding F;
  F.Check = CheckId::ShapeMismatch;
  F.Message = "sizes: 'in' vs 'out'";
  F.Loc = {Model, 2, 12, 2, 12}; // the 'x': offset 7 + 11
  F.Notes.push_back({{Model, 1, 5, 0, 0}, "a here"});
  F.Notes.push_back({{}, "nowhere"});
  Finding W = F;
  W.Check = CheckId::UnknownCall;
  W.Severity = Level::Note;
  W.Notes.clear();
  W.Loc = {Model, 9, 1, 0, 0}; // past the end of the file: offset 0
  Finding S = F;
  S.Suppressed = true;
  S.Message = "suppressed";
  std::vector<Finding> Fs = {F, W, S};
  std::vector<std::string> Files = {Model};
  ReportData Data;
  Data.Findings = Fs;
  Data.Files = Files;
  SourceCache Sources;
  std::string Out;
  llvm::raw_string_ostream OS(Out);
  ExportFixesWriter(Sources).write(Data, OS);
  std::string Abs = absolutePath(Model), Cwd = absolutePath(".");
  CHECK(Out == "---\n"
               "MainSourceFile:  '" +
                   Abs +
                   "'\n"
                   "Diagnostics:\n"
                   "  - DiagnosticName:  shape-mismatch\n"
                   "    DiagnosticMessage:\n"
                   "      Message:         'sizes: ''in'' vs ''out'''\n"
                   "      FilePath:        '" +
                   Abs +
                   "'\n"
                   "      FileOffset:      18\n"
                   "      Replacements:    []\n"
                   "    Notes:\n"
                   "      - Message:         a here\n"
                   "        FilePath:        '" +
                   Abs +
                   "'\n"
                   "        FileOffset:      4\n"
                   "        Replacements:    []\n"
                   "      - Message:         nowhere\n"
                   "        FilePath:        ''\n"
                   "        FileOffset:      0\n"
                   "        Replacements:    []\n"
                   "    Level:           Error\n"
                   "    BuildDirectory:  '" +
                   Cwd +
                   "'\n"
                   "  - DiagnosticName:  unknown-call\n"
                   "    DiagnosticMessage:\n"
                   "      Message:         'sizes: ''in'' vs ''out'''\n"
                   "      FilePath:        '" +
                   Abs +
                   "'\n"
                   "      FileOffset:      0\n"
                   "      Replacements:    []\n"
                   "    Level:           Remark\n"
                   "    BuildDirectory:  '" +
                   Cwd +
                   "'\n"
                   "...\n");
}
