//===- Run.cpp - One shapecheck invocation --------------------------------===//
//
// The driver runs once per input file, so that progress can be shown and a
// file that cannot be processed is named; findings from headers shared by
// several files are merged by sortFindings. The report is rendered into a
// buffer and written at the end, so that a run that fails with exit code 2
// leaves no half-written --output file.
//
//===----------------------------------------------------------------------===//

#include "Run.h"
#include "Color.h"
#include "DumpPaths.h"
#include "Report/ExportFixes.h"
#include "Report/GithubReporter.h"
#include "Report/GitlabReporter.h"
#include "Report/JsonReporter.h"
#include "Report/JunitReporter.h"
#include "Report/SarifReporter.h"
#include "Report/SourceCache.h"
#include "Report/Summary.h"
#include "Report/TextReporter.h"
#include "Rules/RuleSet.h"
#include "Suppress/Suppressions.h"
#include "llvm/Support/CrashRecoveryContext.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/raw_ostream.h"
#include <cstdlib>
#include <exception>
#include <unistd.h>

using namespace shapecheck;

namespace {

/// Everything the driver produced over all files.
struct Results {
  std::vector<Finding> Findings;
  std::vector<ToolNotification> Notifications;
  std::string ShapeDump;
  bool ExecutionSuccessful = true;
};

void fatal(const llvm::Twine &Message) {
  llvm::errs() << "shapecheck: error: " << Message << "\n";
}

/// Checks what the driver cannot report as a finding: that the inputs exist.
bool checkInputs(const CliOptions &Opts) {
  for (const std::string &File : Opts.Driver.Files) {
    if (!llvm::sys::fs::exists(File)) {
      fatal("no such file or directory: '" + File + "'");
      return false;
    }
    if (llvm::sys::fs::is_directory(File)) {
      fatal("'" + File + "' is a directory, not a source file");
      return false;
    }
  }
  const std::string &BuildPath = Opts.Driver.BuildPath;
  if (!BuildPath.empty() && !llvm::sys::fs::exists(BuildPath)) {
    fatal("build path '" + BuildPath + "' does not exist");
    return false;
  }
  return true;
}

bool hasError(llvm::ArrayRef<ToolNotification> Notifications) {
  for (const ToolNotification &N : Notifications)
    if (N.Severity == Level::Error)
      return true;
  return false;
}

/// Runs the driver on one file; crashes become an internal error (exit 2).
/// Last: no other file follows, so the AST may be left to the process exit.
/// Returns the exit code to stop with, or -1 to go on.
int runOne(const CliOptions &Opts, const std::string &File, bool Last,
           Results &R) {
  DriverOptions One = Opts.Driver;
  One.Files = {File};
  One.FastExit = Last;
  DriverResult Result;
  std::exception_ptr Thrown;
  llvm::CrashRecoveryContext CRC;
  bool Survived = CRC.RunSafely([&] {
    try {
      Result = runDriver(One);
    } catch (...) {
      Thrown = std::current_exception();
    }
  });
  if (Thrown)
    std::rethrow_exception(Thrown);
  if (!Survived) {
    fatal("internal error: shapecheck crashed while checking '" + File +
          "'; please report this");
    return ExitUsage;
  }
  if (!Result.FatalError.empty()) {
    for (const std::string &E : Result.RulesErrors)
      llvm::errs() << E << "\n";
    fatal(Result.FatalError);
    return ExitUsage;
  }
  if (!Result.ExecutionSuccessful) {
    R.ExecutionSuccessful = false;
    if (!hasError(Result.Notifications)) {
      ToolNotification N;
      N.Message = "could not check '" + File + "'";
      Result.Notifications.push_back(std::move(N));
    }
  }
  for (Finding &F : Result.Findings)
    R.Findings.push_back(std::move(F));
  for (ToolNotification &N : Result.Notifications)
    R.Notifications.push_back(std::move(N));
  R.ShapeDump += Result.ShapeDump;
  return -1;
}

bool reachesFailLevel(const FindingCounts &C, FailOn Fail) {
  switch (Fail) {
  case FailOn::Error:
    return C.Errors != 0;
  case FailOn::Warning:
    return C.Errors != 0 || C.Warnings != 0;
  case FailOn::Never:
    return false;
  }
  return false;
}

/// Writes Text to File, or stdout for "" and "-"; false (after a message)
/// on failure.
bool writeFile(const std::string &File, llvm::StringRef Text) {
  if (File.empty() || File == "-") {
    llvm::outs() << Text;
    llvm::outs().flush();
    return true;
  }
  std::error_code EC;
  llvm::raw_fd_ostream OS(File, EC, llvm::sys::fs::OF_None);
  if (EC) {
    fatal("cannot write '" + File + "': " + EC.message());
    return false;
  }
  OS << Text;
  OS.close();
  if (OS.has_error()) {
    fatal("cannot write '" + File + "': " + OS.error().message());
    OS.clear_error();
    return false;
  }
  return true;
}

/// Writes Text to --output or stdout; false (after a message) on failure.
bool writeOutput(const CliOptions &Opts, llvm::StringRef Text) {
  return writeFile(Opts.OutputFile, Text);
}

/// The value of an environment variable, or "".
std::string env(const char *Name) {
  const char *V = std::getenv(Name);
  return V ? V : "";
}

bool toStdout(const CliOptions &Opts) {
  return Opts.OutputFile.empty() || Opts.OutputFile == "-";
}

} // namespace

int shapecheck::runShapecheck(const CliOptions &Opts) {
  if (Opts.Explain)
    return explainRule(*Opts.Explain);
  if (Opts.ListRules)
    return listRules();
  if (!checkInputs(Opts))
    return ExitUsage;

  bool Text = Opts.Format == OutputFormat::Text;
  bool Progress = Text && !Opts.Quiet && Opts.Driver.Files.size() > 1;
  llvm::CrashRecoveryContext::Enable();
  Results R;
  size_t Total = Opts.Driver.Files.size();
  for (size_t I = 0; I != Total; ++I) {
    const std::string &File = Opts.Driver.Files[I];
    if (Progress)
      llvm::errs() << "[" << I + 1 << "/" << Total << "] Processing file "
                   << File << ".\n";
    int Stop = runOne(Opts, File, /*Last=*/I + 1 == Total, R);
    if (Stop >= 0)
      return Stop;
  }

  // Sorted (and duplicates from shared headers merged) before marking, so
  // that the suppressed count counts each finding once. Suppressed findings
  // stay, marked: SARIF shows them, the other reporters and counts skip them.
  sortFindings(R.Findings);
  SuppressionFilter Suppressions;
  for (const std::string &File : Opts.Driver.Files)
    Suppressions.addFile(File);
  unsigned Suppressed = Suppressions.mark(R.Findings);
  for (ToolNotification &N : Suppressions.notifications())
    R.Notifications.push_back(std::move(N));
  explainMissingHeader(Opts.OwnHeader, R.Notifications);

  ReportData Data;
  Data.Findings = R.Findings;
  Data.Notifications = R.Notifications;
  Data.Files = Opts.Driver.Files;
  DisplayPaths Paths; // the user's spelling of the files, for text and JUnit
  for (const std::string &File : Opts.Driver.Files)
    Paths.addInput(File);
  Data.Paths = &Paths;
  Data.ExecutionSuccessful =
      R.ExecutionSuccessful && !hasError(R.Notifications);

  SourceCache Sources;
  // Notes in the shipped packs show the compiled-in text, not a file that
  // happens to be at the same relative path.
  for (const auto &Pack : RuleSet::builtinPacks())
    Sources.setContents(Pack.first, Pack.second.str());
  std::string Report;
  llvm::raw_string_ostream OS(Report);
  switch (Opts.Format) {
  case OutputFormat::Text: {
    OS << displayShapeDump(R.ShapeDump, Paths);
    int FD = toStdout(Opts) ? STDOUT_FILENO : -1;
    TextOptions TO;
    TO.Color = useColor(Opts.Color, FD);
    TO.Paths = &Paths;
    TextReporter Reporter(Sources, TO);
    for (const Finding &F : R.Findings)
      Reporter.writeFinding(F, OS);
    break;
  }
  case OutputFormat::Json:
    JsonReporter().write(Data, OS);
    break;
  case OutputFormat::Sarif: {
    SarifOptions SO;
    SO.SourceRoot = Opts.SourceRoot;
    SO.Category = Opts.SarifCategory;
    for (const auto &Pack : RuleSet::builtinPacks())
      SO.BuiltinFiles.push_back(Pack.first.str());
    SarifReporter(Sources, SO).write(Data, OS);
    break;
  }
  case OutputFormat::Github: {
    GithubOptions GO;
    GO.Workspace = env("GITHUB_WORKSPACE");
    GithubReporter(GO).write(Data, OS);
    break;
  }
  case OutputFormat::Gitlab: {
    GitlabOptions GO;
    GO.SourceRoot =
        Opts.SourceRoot.empty() ? env("CI_PROJECT_DIR") : Opts.SourceRoot;
    GitlabReporter(Sources, GO).write(Data, OS);
    break;
  }
  case OutputFormat::Junit:
    JunitReporter().write(Data, OS);
    break;
  }
  OS.flush();

  if (!Text && !R.ShapeDump.empty())
    llvm::errs() << displayShapeDump(R.ShapeDump, Paths);
  if (R.ShapeDump.empty() && !Opts.Driver.DumpShapesFilter.empty())
    llvm::errs() << "shapecheck: warning: --dump-shapes="
                 << Opts.Driver.DumpShapesFilter
                 << " matched no analysed function\n";
  // GitLab's report has no place for notifications: stderr, as for text.
  if (Text || Opts.Format == OutputFormat::Gitlab) {
    // Notifications explain missing findings: they come first.
    TextOptions EO;
    EO.Color = useColor(Opts.Color, STDERR_FILENO);
    EO.Paths = &Paths;
    TextReporter ErrReporter(Sources, EO);
    for (const ToolNotification &N : R.Notifications)
      ErrReporter.writeNotification(N, llvm::errs());
    llvm::errs().flush();
  }
  if (!Opts.ExportFixes.empty()) {
    std::string Fixes;
    llvm::raw_string_ostream FOS(Fixes);
    ExportFixesWriter(Sources).write(Data, FOS);
    if (!writeFile(Opts.ExportFixes, Fixes))
      return ExitUsage;
  }
  if (!writeOutput(Opts, Report))
    return ExitUsage;

  FindingCounts Counts = countFindings(R.Findings, R.Notifications);
  if (Text && !Opts.Quiet) {
    if (Suppressed)
      llvm::errs() << "Suppressed " << Suppressed << " finding"
                   << (Suppressed == 1 ? "" : "s") << " (" << Suppressed
                   << " NOSHAPECHECK).\n";
    std::string Summary = summaryLine(Counts);
    if (!Summary.empty())
      llvm::errs() << Summary << "\n";
  }
  return reachesFailLevel(Counts, Opts.FailLevel) ? ExitFindings : ExitClean;
}
