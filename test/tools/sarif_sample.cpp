//===- sarif_sample.cpp - Writes a sample SARIF report for validation -----===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Usage: sarif_sample OUT.sarif
//
// Writes small source files into OUT.sarif.src/ and a SARIF report of
// findings on them (every rule, notes, a path that needs percent-encoding,
// non-ASCII columns, a file outside the source root, tool notifications, a
// suppressed finding, a note in a shipped rules pack), so
// that test/tools/validate_sarif.py can check the output against the SARIF
// 2.1.0 schema and GitHub's requirements.
//
//===----------------------------------------------------------------------===//

#include "Report/SarifReporter.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

using namespace shapecheck;

static std::string writeFile(llvm::StringRef Dir, llvm::StringRef Name,
                             llvm::StringRef Text) {
  llvm::SmallString<256> P(Dir);
  llvm::sys::path::append(P, Name);
  llvm::sys::fs::create_directories(llvm::sys::path::parent_path(P));
  std::error_code EC;
  llvm::raw_fd_ostream OS(P, EC);
  if (EC) {
    llvm::errs() << "sarif_sample: cannot write " << P << ": " << EC.message()
                 << "\n";
    exit(2);
  }
  OS << Text;
  return std::string(P.str());
}

int main(int Argc, char **Argv) {
  if (Argc != 2) {
    llvm::errs() << "usage: sarif_sample OUT.sarif\n";
    return 2;
  }
  std::string Out = Argv[1];
  std::string Root = Out + ".src";
  llvm::sys::fs::create_directories(llvm::sys::path::parent_path(Out));
  std::string Model =
      writeFile(Root, "src/model.cpp",
                "SHAPECHECK_RETURN(Float, \"batch out\")\n"
                "torch::Tensor project(SHAPECHECK(Float, \"batch in\") "
                "torch::Tensor x,\n"
                "                      SHAPECHECK(Float, \"out in\") "
                "torch::Tensor w) {\n"
                "  return torch::matmul(x, w);\n"
                "}\n");
  std::string Odd = writeFile(Root, "src/my dir/caf\xC3\xA9#1.cpp",
                              "auto s = \"\xC3\xA9\xC3\xA9\" + x;\r\n"
                              "\tauto t = s.sum(3);\r\n");

  std::vector<Finding> Findings;
  unsigned Line = 1;
  for (const CheckInfo &R : allChecks()) {
    Finding F;
    F.Check = R.Kind;
    F.Severity = R.DefaultLevel;
    F.Message = "sample finding for " + R.Id.str();
    F.Loc = {Model, Line, 3, Line, 8};
    Line = Line % 5 + 1;
    Findings.push_back(F);
  }
  Finding Mismatch;
  Mismatch.Check = CheckId::ShapeMismatch;
  Mismatch.Message = "matmul: inner sizes differ: 'in' vs 'out'";
  Mismatch.Loc = {Model, 4, 10, 4, 28};
  // Structured reasons in property bags: a nested one, a note's label.
  Mismatch.Reason = ReasonDesc::part(ReasonDesc::call("matmul"), "matmul",
                                     ReasonDesc::Kind::Operands, {"[2 3]"});
  Mismatch.Notes.push_back({{Model, 2, 41, 2, 50},
                            "x is 'batch in' here",
                            NoteRole::Declaration,
                            ReasonDesc::signature("forward")});
  Mismatch.Notes.push_back({{Model, 3, 41, 3, 48}, "w is 'out in' here"});
  Mismatch.Notes.push_back({{}, "a note without a location"});
  Findings.push_back(Mismatch);
  Finding Utf;
  Utf.Check = CheckId::Broadcast;
  Utf.Message = "cannot broadcast \"\xC3\xA9\"";
  Utf.Loc = {Odd, 1, 15, 1, 19};
  Findings.push_back(Utf);
  Finding Axis;
  Axis.Check = CheckId::AxisRange;
  Axis.Message = "axis 3 is out of range";
  Axis.Loc = {Odd, 2, 17, 2, 17};
  Findings.push_back(Axis);
  Finding Outside;
  Outside.Check = CheckId::Reshape;
  Outside.Message = "outside the source root";
  Outside.Loc = {"/nonexistent/shapecheck/x.cpp", 7, 1, 0, 0};
  Findings.push_back(Outside);
  Finding Quiet = Mismatch;
  Quiet.Message = "suppressed by a NOSHAPECHECK comment";
  Quiet.Suppressed = true;
  Findings.push_back(Quiet);
  Finding Pack = Mismatch;
  Pack.Message = "with a note in a shipped rules pack";
  Pack.Notes.push_back(
      {{"rules/torch.rules", 126, 64, 126, 70}, "the rule is declared here"});
  Findings.push_back(Pack);

  std::vector<ToolNotification> Notifications;
  ToolNotification Compile;
  Compile.Severity = Level::Error;
  Compile.Message = "expected ';' after expression";
  Compile.Loc = {Model, 4, 29, 4, 29};
  Notifications.push_back(Compile);
  ToolNotification Plain;
  Plain.Severity = Level::Warning;
  Plain.Message = "no compilation database found";
  Notifications.push_back(Plain);

  SourceCache Sources;
  SarifOptions Opts;
  Opts.SourceRoot = Root;
  Opts.Category = "shapecheck/sample/";
  Opts.BuiltinFiles = {"rules/torch.rules"};
  ReportData Data;
  Data.Findings = Findings;
  Data.Notifications = Notifications;
  std::error_code EC;
  llvm::raw_fd_ostream OS(Out, EC);
  if (EC) {
    llvm::errs() << "sarif_sample: cannot write " << Out << ": " << EC.message()
                 << "\n";
    return 2;
  }
  SarifReporter(Sources, Opts).write(Data, OS);
  return 0;
}
