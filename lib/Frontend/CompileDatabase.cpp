//===- CompileDatabase.cpp - Where the compile flags come from ------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include "Frontend/CompileDatabase.h"
#include "clang/Driver/Options.h"
#include "clang/Frontend/CompilerInvocation.h"
#include "clang/Lex/HeaderSearchOptions.h"
#include "clang/Tooling/CompilationDatabase.h"
#include "clang/Tooling/JSONCompilationDatabase.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Option/ArgList.h"
#include "llvm/Option/OptTable.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/GlobPattern.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/VirtualFileSystem.h"

using namespace shapecheck;
using namespace clang::tooling;

const char *const shapecheck::DefaultFlags[] = {"-std=c++20", nullptr};

namespace {

/// How an unsafe flag is spelled: Flag `-MD` (exactly), Separate `-load X`
/// (exactly, with the next argument), JoinedOrSeparate `-MF X` or `-MFX`,
/// Prefix `-ftime-trace...` (any argument starting so, no separate value).
enum class Spelling { Flag, Separate, JoinedOrSeparate, Prefix };

struct UnsafeFlag {
  llvm::StringRef Name;
  Spelling S;
};

/// Flags that write files, load code or read configuration, for the driver
/// and for the frontend (-cc1, reached through -Xclang). Flags of the
/// driver's that the frontend also knows are listed once.
const UnsafeFlag UnsafeFlags[] = {
    // Output and dependency files.
    {"-o", Spelling::JoinedOrSeparate},
    {"-M", Spelling::Flag},
    {"-MM", Spelling::Flag},
    {"-MD", Spelling::Flag},
    {"-MMD", Spelling::Flag},
    {"-MG", Spelling::Flag},
    {"-MP", Spelling::Flag},
    {"-MV", Spelling::Flag},
    {"-MF", Spelling::JoinedOrSeparate},
    {"-MT", Spelling::JoinedOrSeparate},
    {"-MQ", Spelling::JoinedOrSeparate},
    {"-MJ", Spelling::JoinedOrSeparate},
    {"--dependencies", Spelling::Flag},
    {"--user-dependencies", Spelling::Flag},
    {"--write-dependencies", Spelling::Flag},
    {"--write-user-dependencies", Spelling::Flag},
    {"-dependency-file", Spelling::Separate},
    {"-dependency-dot", Spelling::Separate},
    {"-module-dependency-dir", Spelling::Separate},
    {"-header-include-file", Spelling::Separate},
    {"-header-include-format=", Spelling::Prefix},
    {"-header-include-filtering=", Spelling::Prefix},
    {"--serialize-diagnostics", Spelling::Separate},
    {"-serialize-diagnostic-file", Spelling::Separate},
    {"-stack-usage-file", Spelling::Separate},
    {"-stats-file=", Spelling::Prefix},
    {"-diagnostic-log-file", Spelling::Separate},
    {"-opt-record-file", Spelling::Separate},
    {"-split-dwarf-output", Spelling::Separate},
    {"-save-temps", Spelling::Prefix},
    {"--save-temps", Spelling::Prefix},
    {"-save-stats", Spelling::Prefix},
    {"--save-stats", Spelling::Prefix},
    {"-ftime-trace", Spelling::Prefix},
    {"-fcrash-diagnostics", Spelling::Prefix},
    {"-gen-reproducer", Spelling::Prefix},
    {"-fproc-stat-report", Spelling::Prefix},
    {"-fsave-optimization-record", Spelling::Prefix},
    {"-foptimization-record-file=", Spelling::Prefix},
    {"-fmodule-output", Spelling::Prefix},
    {"-fprofile-arcs", Spelling::Flag},
    {"-ftest-coverage", Spelling::Flag},
    {"--coverage", Spelling::Flag},
    {"--analyze", Spelling::Flag},
    {"--analyzer-output", Spelling::Prefix},
    {"-Xanalyzer", Spelling::Separate},
    {"-emit-", Spelling::Prefix}, // -emit-obj, -emit-pch, -emit-llvm, ...
    {"--precompile", Spelling::Flag},
    // Modules: implicit builds write a module cache; prebuilt module files
    // and PCH files are binary inputs the database chooses.
    {"-fmodules", Spelling::Flag},
    {"-fcxx-modules", Spelling::Flag},
    {"-fimplicit-modules", Spelling::Flag},
    {"-fmodules-cache-path=", Spelling::Prefix},
    {"-fmodule-file=", Spelling::Prefix},
    {"-fprebuilt-module-path=", Spelling::Prefix},
    {"-include-pch", Spelling::Separate},
    // Code loaded into the process.
    {"-fplugin=", Spelling::Prefix},
    {"-fplugin-arg-", Spelling::Prefix},
    {"-fpass-plugin=", Spelling::Prefix},
    {"-load", Spelling::Separate},
    {"-plugin", Spelling::Separate},
    {"-add-plugin", Spelling::Separate},
    {"-plugin-arg-", Spelling::Prefix}, // -plugin-arg-NAME ARG: see below
    // Configuration files, which may hold any of the above.
    {"--config", Spelling::Separate},
    {"--config=", Spelling::Prefix},
    // Dumps to stdout, which JSON and SARIF reports own.
    {"-fdump-", Spelling::Prefix},
};

/// How many arguments the unsafe flag at Args[I] spans (0: it is safe).
size_t unsafeSpan(llvm::ArrayRef<std::string> Args, size_t I) {
  llvm::StringRef A = Args[I];
  // -fprofile-generate, -fprofile-instr-generate=DIR, -fcs-profile-generate.
  if (A.starts_with("-f") && A.contains("profile") && A.contains("generate"))
    return 1;
  if (A.starts_with("-plugin-arg-"))
    return 2; // -plugin-arg-NAME ARG
  for (const UnsafeFlag &F : UnsafeFlags) {
    switch (F.S) {
    case Spelling::Flag:
      if (A == F.Name)
        return 1;
      break;
    case Spelling::Separate:
      if (A == F.Name)
        return 2;
      break;
    case Spelling::JoinedOrSeparate:
      if (A == F.Name)
        return 2;
      if (A.starts_with(F.Name))
        return 1;
      break;
    case Spelling::Prefix:
      if (A.starts_with(F.Name))
        return 1;
      break;
    }
  }
  return 0;
}

/// clang-cl's flags that write files (each also spelled with `-`), and
/// /clang:, which passes a flag to the driver unseen.
const llvm::StringRef UnsafeClFlags[] = {"Fo",
                                         "Fe",
                                         "Fa",
                                         "Fd",
                                         "Fi",
                                         "Fm",
                                         "Fp",
                                         "FR",
                                         "Fr",
                                         "Yc",
                                         "sourceDependencies",
                                         "clang:",
                                         "showIncludes:user"};

bool isClDriver(llvm::ArrayRef<std::string> Args) {
  llvm::StringRef Stem = llvm::sys::path::stem(Args[0]);
  if (Stem.ends_with_insensitive("cl"))
    return true;
  for (const std::string &A : Args)
    if (llvm::StringRef(A).starts_with("--driver-mode=cl"))
      return true;
  return false;
}

bool isUnsafeClFlag(llvm::StringRef A) {
  if (!A.consume_front("/") && !A.consume_front("-"))
    return false;
  for (llvm::StringRef F : UnsafeClFlags)
    if (A.starts_with(F))
      return true;
  return false;
}

/// Whether `-Wp,ARGS` passes an unsafe flag (a dependency file, a stats
/// file, ...) to the frontend.
bool isUnsafeWp(llvm::StringRef A) {
  if (!A.consume_front("-Wp,"))
    return false;
  llvm::SmallVector<llvm::StringRef, 4> Parts;
  A.split(Parts, ',');
  std::vector<std::string> One(1);
  for (llvm::StringRef P : Parts) {
    One[0] = P.str();
    if (P.starts_with("-M") || P.starts_with("-dependency") ||
        unsafeSpan(One, 0))
      return true;
  }
  return false;
}

/// The arguments with each joined `-Xclang=FLAG` (and `-Xpreprocessor=`)
/// split into `-Xclang FLAG`, the spelling the filter reads.
std::vector<std::string>
splitJoinedPassThrough(llvm::ArrayRef<std::string> Args) {
  std::vector<std::string> Out;
  for (const std::string &A : Args) {
    llvm::StringRef S = A;
    if (S == "--") { // file names follow
      Out.insert(Out.end(), &A, Args.end());
      break;
    }
    bool Split = false;
    for (llvm::StringRef Pass : {"-Xclang=", "-Xpreprocessor="})
      if (S.starts_with(Pass)) {
        Out.push_back(Pass.drop_back().str());
        Out.push_back(S.drop_front(Pass.size()).str());
        Split = true;
        break;
      }
    if (!Split)
      Out.push_back(A);
  }
  return Out;
}

} // namespace

std::vector<std::string>
shapecheck::stripUnsafeFlags(const std::vector<std::string> &Args) {
  std::vector<std::string> Out;
  if (Args.empty())
    return Out;
  Out.push_back(Args[0]);
  // A configuration file next to the compiler the database names
  // (clang++.cfg) could add any flag.
  Out.push_back("--no-default-config");
  std::vector<std::string> Split =
      splitJoinedPassThrough(llvm::ArrayRef<std::string>(Args).drop_front());
  Split.insert(Split.begin(), Args[0]);
  llvm::ArrayRef<std::string> All(Split);
  bool Cl = isClDriver(All);
  for (size_t I = 1; I < All.size();) {
    llvm::StringRef A = All[I];
    if (A == "--") { // file names follow
      Out.insert(Out.end(), All.begin() + I, All.end());
      break;
    }
    if (isUnsafeWp(A) || (Cl && isUnsafeClFlag(A))) {
      ++I;
      continue;
    }
    // -Xclang FLAG [-Xclang VALUE]: the frontend's flag, its value passed
    // the same way. -Xpreprocessor likewise.
    if ((A == "-Xclang" || A == "-Xpreprocessor") && I + 1 < All.size()) {
      size_t Span = unsafeSpan(All, I + 1);
      if (Span == 0) {
        Out.insert(Out.end(), All.begin() + I, All.begin() + I + 2);
        I += 2;
        continue;
      }
      I += 2;
      if (Span == 2 && I + 1 < All.size() && All[I] == A)
        I += 2;
      else if (Span == 2 && I < All.size())
        ++I;
      continue;
    }
    size_t Span = unsafeSpan(All, I);
    if (Span == 0) {
      Out.push_back(All[I]);
      ++I;
      continue;
    }
    I += Span;
  }
  return Out;
}

static std::string currentDir() {
  llvm::SmallString<256> Dir;
  if (llvm::sys::fs::current_path(Dir))
    return ".";
  return std::string(Dir);
}

void ResponseFilesRead::add(std::string Path) {
  std::lock_guard<std::mutex> Lock(M);
  if (!llvm::is_contained(Files, Path))
    Files.push_back(std::move(Path));
}

std::vector<std::string> ResponseFilesRead::files() const {
  std::lock_guard<std::mutex> Lock(M);
  return Files;
}

namespace {

/// The real file system, noting each file the expansion of response files
/// opens (the @file of a command, and those nested in it).
class ResponseFileRecorder : public llvm::vfs::ProxyFileSystem {
public:
  ResponseFileRecorder(std::shared_ptr<ResponseFilesRead> Read)
      : ProxyFileSystem(llvm::vfs::getRealFileSystem()), Read(std::move(Read)) {
  }

  llvm::ErrorOr<std::unique_ptr<llvm::vfs::File>>
  openFileForRead(const llvm::Twine &Path) override {
    auto F = ProxyFileSystem::openFileForRead(Path);
    if (F) {
      llvm::SmallString<256> P;
      Path.toVector(P);
      getUnderlyingFS().makeAbsolute(P);
      Read->add(std::string(P));
    }
    return F;
  }

private:
  std::shared_ptr<ResponseFilesRead> Read;
};

} // namespace

static std::unique_ptr<CompilationDatabase>
withResponseFiles(std::unique_ptr<CompilationDatabase> DB,
                  const std::shared_ptr<ResponseFilesRead> &Read) {
  if (!DB)
    return DB;
  return expandResponseFiles(
      std::move(DB), llvm::makeIntrusiveRefCnt<ResponseFileRecorder>(Read));
}

/// A database in Dir, as CompilationDatabase::loadFromDirectory finds one
/// (compile_commands.json, else compile_flags.txt), with its response files
/// expanded through Read.
static std::unique_ptr<CompilationDatabase>
loadFromDirectory(llvm::StringRef Dir, std::string &Err,
                  const std::shared_ptr<ResponseFilesRead> &Read) {
  llvm::SmallString<256> JSON(Dir);
  llvm::sys::path::append(JSON, "compile_commands.json");
  if (llvm::sys::fs::exists(JSON)) {
    auto DB = JSONCompilationDatabase::loadFromFile(
        JSON, Err, JSONCommandLineSyntax::AutoDetect);
    if (!DB)
      return nullptr;
    return inferTargetAndDriverMode(
        inferMissingCompileCommands(withResponseFiles(std::move(DB), Read)));
  }
  llvm::SmallString<256> Flags(Dir);
  llvm::sys::path::append(Flags, "compile_flags.txt");
  if (llvm::sys::fs::exists(Flags))
    return withResponseFiles(FixedCompilationDatabase::loadFromFile(Flags, Err),
                             Read);
  Err = "no compile_commands.json or compile_flags.txt in '" + Dir.str() + "'";
  return nullptr;
}

static std::string absolute(llvm::StringRef Path) {
  llvm::SmallString<256> P(Path);
  llvm::sys::fs::make_absolute(P);
  llvm::sys::path::remove_dots(P, /*remove_dot_dot=*/true);
  return std::string(P);
}

LoadedDatabase shapecheck::loadCompilationDatabase(const DriverOptions &Opts) {
  LoadedDatabase Out;
  std::string Err;
  if (!Opts.BuildPath.empty()) {
    std::string Path = absolute(Opts.BuildPath);
    if (!llvm::sys::fs::exists(Path)) {
      Out.Error = "build path '" + Opts.BuildPath + "' does not exist";
      return Out;
    }
    if (llvm::sys::fs::is_directory(Path)) {
      Out.DB = loadFromDirectory(Path, Err, Out.ResponseFiles);
    } else {
      auto JSON = JSONCompilationDatabase::loadFromFile(
          Path, Err, JSONCommandLineSyntax::AutoDetect);
      if (JSON)
        Out.DB = inferTargetAndDriverMode(inferMissingCompileCommands(
            withResponseFiles(std::move(JSON), Out.ResponseFiles)));
    }
    if (!Out.DB)
      Out.Error = "cannot load a compilation database from '" + Opts.BuildPath +
                  "': " + Err;
    return Out;
  }
  if (Opts.HaveCompilerArgs) {
    Out.DB = withResponseFiles(std::make_unique<FixedCompilationDatabase>(
                                   currentDir(), Opts.CompilerArgs),
                               Out.ResponseFiles);
    return Out;
  }
  if (!Opts.Files.empty()) {
    // The nearest directory above the file that holds a database, as
    // CompilationDatabase::autoDetectFromSource finds it.
    std::string File = absolute(Opts.Files.front());
    for (llvm::StringRef Dir = llvm::sys::path::parent_path(File); !Dir.empty();
         Dir = llvm::sys::path::parent_path(Dir)) {
      std::string DirErr;
      Out.DB = loadFromDirectory(Dir, DirErr, Out.ResponseFiles);
      if (Out.DB)
        return Out;
    }
  }
  std::vector<std::string> Flags;
  for (const char *const *F = DefaultFlags; *F; ++F)
    Flags.push_back(*F);
  std::string Shown;
  for (const std::string &F : Flags)
    Shown += (Shown.empty() ? "" : " ") + F;
  ToolNotification N;
  N.Severity = Level::Note;
  N.Message = "no compilation database (compile_commands.json) found and no "
              "flags given after '--'; using the default flags '" +
              Shown + "'";
  Out.Notifications.push_back(std::move(N));
  Out.DB = withResponseFiles(
      std::make_unique<FixedCompilationDatabase>(currentDir(), Flags),
      Out.ResponseFiles);
  return Out;
}

void shapecheck::clearOutputFiles(clang::CompilerInvocation &Invocation) {
  Invocation.getDependencyOutputOpts() = clang::DependencyOutputOptions();
  clang::FrontendOptions &FO = Invocation.getFrontendOpts();
  FO.OutputFile.clear();
  FO.StatsFile.clear();
  FO.TimeTracePath.clear();
  FO.MTMigrateDir.clear();
  FO.ARCMTMigrateReportOut.clear();
  clang::DiagnosticOptions &DO = Invocation.getDiagnosticOpts();
  DO.DiagnosticLogFile.clear();
  DO.DiagnosticSerializationFile.clear();
  clang::CodeGenOptions &CG = Invocation.getCodeGenOpts();
  CG.CoverageDataFile.clear();
  CG.CoverageNotesFile.clear();
  CG.SplitDwarfOutput.clear();
  CG.InstrProfileOutput.clear();
  CG.OptRecordFile.clear();
  CG.StackUsageOutput.clear();
  // Modules are read from what the sources name, never built into a cache.
  Invocation.getLangOpts().ImplicitModules = false;
  Invocation.getHeaderSearchOpts().ModuleCachePath.clear();
}

std::vector<std::string>
shapecheck::removeFlags(const std::vector<std::string> &Args,
                        llvm::ArrayRef<std::string> Globs,
                        std::vector<std::string> &Unknown) {
  if (Args.size() < 2)
    return Args;
  std::vector<llvm::GlobPattern> Patterns;
  for (const std::string &G : Globs) {
    llvm::Expected<llvm::GlobPattern> P = llvm::GlobPattern::create(G);
    if (P)
      Patterns.push_back(std::move(*P));
    else
      llvm::consumeError(P.takeError());
  }
  // The flags, up to `--` (file names follow).
  size_t End = std::find(Args.begin() + 1, Args.end(), "--") - Args.begin();
  std::vector<const char *> Argv;
  for (size_t I = 1; I < End; ++I)
    Argv.push_back(Args[I].c_str());
  unsigned MissingIndex = 0, MissingCount = 0;
  llvm::opt::Visibility Vis(isClDriver(Args)
                                ? clang::driver::options::CLOption
                                : clang::driver::options::ClangOption);
  llvm::opt::InputArgList List = clang::driver::getDriverOptTable().ParseArgs(
      Argv, MissingIndex, MissingCount, Vis);
  std::vector<const llvm::opt::Arg *> Parsed(List.begin(), List.end());
  llvm::sort(Parsed, [](const llvm::opt::Arg *A, const llvm::opt::Arg *B) {
    return A->getIndex() < B->getIndex();
  });
  std::vector<bool> Drop(Argv.size(), false);
  for (size_t K = 0; K < Parsed.size(); ++K) {
    const llvm::opt::Arg *A = Parsed[K];
    unsigned Start = A->getIndex();
    unsigned Stop = K + 1 < Parsed.size() ? Parsed[K + 1]->getIndex()
                                          : unsigned(Argv.size());
    if (Start >= Argv.size())
      continue;
    bool IsUnknown =
        A->getOption().matches(clang::driver::options::OPT_UNKNOWN);
    bool Matched = A->getOption().getKind() != llvm::opt::Option::InputClass &&
                   llvm::any_of(Patterns, [&](const llvm::GlobPattern &P) {
                     return P.match(Argv[Start]);
                   });
    if (IsUnknown && !Matched) // removed as asked: no note
      Unknown.push_back(Argv[Start]);
    if (IsUnknown || Matched)
      for (unsigned I = Start; I < Stop && I < Argv.size(); ++I)
        Drop[I] = true;
  }
  std::vector<std::string> Out = {Args[0]};
  for (size_t I = 0; I < Argv.size(); ++I)
    if (!Drop[I])
      Out.push_back(Argv[I]);
  Out.insert(Out.end(), Args.begin() + End, Args.end());
  return Out;
}
