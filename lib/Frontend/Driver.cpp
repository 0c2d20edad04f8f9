//===- Driver.cpp - Running shapecheck over translation units -------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// For each file: its compile command (see CompileDatabase.h), adjusted
// (syntax only, no output or dependency files, the extra arguments, Clang's
// resource directory), run with Clang's driver in the command's directory.
// Clang's own diagnostics are collected, never printed: compile errors
// become notifications, and the TU is analysed as far as it parsed.
//
//===----------------------------------------------------------------------===//
#include "Frontend/Driver.h"
#include "Frontend/BodyAnalyzer.h"
#include "Frontend/CachedPreamble.h"
#include "Frontend/CompileDatabase.h"
#include "Frontend/DiagnosticCollector.h"
#include "Frontend/FileDeadline.h"
#include "Frontend/HeaderFlags.h"
#include "Frontend/HeaderIncluders.h"
#include "Frontend/MissingFiles.h"
#include "Frontend/ProgramSummaries.h"
#include "Frontend/TUAnalysis.h"
#include "Rules/RuleSet.h"
#include "Shape/Paths.h"
#include "clang/Basic/FileManager.h"
#include "clang/Basic/Stack.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendAction.h"
#include "clang/Tooling/ArgumentsAdjusters.h"
#include "clang/Tooling/CompilationDatabase.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/ScopeExit.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/VirtualFileSystem.h"
#include <algorithm>
#include <iterator>
#include <sstream>

using namespace shapecheck;
using namespace clang;
using namespace clang::tooling;

#ifndef SHAPECHECK_CLANG_RESOURCE_DIR
#error "SHAPECHECK_CLANG_RESOURCE_DIR must be defined by the build"
#endif

namespace {

class AnalysisAction : public ASTFrontendAction {
public:
  AnalysisAction(const DriverOptions &Opts, RuleSet &Rules,
                 ProgramSummaries &Program, TUResult &Out,
                 llvm::ArrayRef<std::string> PreambleFlags)
      : Opts(Opts), Rules(Rules), Program(Program), Out(Out),
        PreambleFlags(PreambleFlags) {}
  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &CI,
                                                 StringRef) override {
    installHeaderFlags(CI, Rules, PreambleFlags);
    // A header that is not there (`#include <io.h>` on Linux, a generated
    // header not built yet) is an error, not the end of the file: the rest
    // is parsed and analysed as far as it can be, as clangd does.
    CI.getDiagnostics().setFatalsAsError(true);
    return makeAnalysisConsumer(Opts, Rules, Program, Out);
  }

private:
  const DriverOptions &Opts;
  RuleSet &Rules;
  ProgramSummaries &Program;
  TUResult &Out;
  llvm::ArrayRef<std::string> PreambleFlags;
};

/// Runs the analysis on a compiler invocation. Unlike Clang's default, a TU
/// with compile errors counts as run (its errors are notifications). With a
/// preamble cache, the invocation is first set up to use the file's stored
/// preamble (CachedPreamble.h).
class AnalysisToolAction : public ToolAction {
public:
  AnalysisToolAction(const DriverOptions &Opts, RuleSet &Rules,
                     ProgramSummaries &Program, TUResult &Out, bool KeepAST,
                     PreambleCache *Preambles, llvm::vfs::OverlayFileSystem &FS,
                     const MissRecordingFileSystem &Misses)
      : Opts(Opts), Rules(Rules), Program(Program), Out(Out), KeepAST(KeepAST),
        Preambles(Preambles), FS(FS), Misses(Misses) {}

  bool runInvocation(std::shared_ptr<CompilerInvocation> Invocation,
                     FileManager *Files,
                     std::shared_ptr<PCHContainerOperations> PCHOps,
                     DiagnosticConsumer *Diags) override {
    // For the last file, leave the AST to the process's exit instead of
    // freeing it, as `clang -fsyntax-only` does.
    Invocation->getFrontendOpts().DisableFree = KeepAST;
    // Clang prints "N errors generated." itself unless carets are off; its
    // diagnostics are collected, never printed.
    Invocation->getDiagnosticOpts().ShowCarets = false;
    // The database is untrusted: its flags were filtered, and whatever
    // got through may still not write a file.
    clearOutputFiles(*Invocation);
    std::vector<std::string> &Overlays =
        Invocation->getHeaderSearchOpts().VFSOverlayFiles;
    if (Preambles && Overlays.empty())
      Preamble =
          usePreamble(*Preambles, *Invocation, FS, PCHOps, Rules, &Misses);
    CompilerInstance Compiler(std::move(PCHOps));
    Compiler.setInvocation(std::move(Invocation));
    AnalysisAction Action(Opts, Rules, Program, Out, Preamble.HeaderFlags);
    Compiler.createDiagnostics(Diags, /*ShouldOwnClient=*/false);
    if (!Compiler.hasDiagnostics())
      return false;
    // -ivfsoverlay: the overlays (files it reads) over the parse's file
    // system, as Clang's own CompilerInstance lays them.
    Used = Files;
    if (!Overlays.empty()) {
      for (const std::string &O : Overlays) {
        llvm::SmallString<256> P(O);
        FS.makeAbsolute(P);
        OverlayFiles.push_back(std::string(P));
      }
      Used = new FileManager(
          Files->getFileSystemOpts(),
          createVFSFromCompilerInvocation(Compiler.getInvocation(),
                                          Compiler.getDiagnostics(), &FS));
    }
    Compiler.setFileManager(Used.get());
    Compiler.createSourceManager(*Used);
    Compiler.ExecuteAction(Action);
    Used->clearStatCache();
    return Out.Ran;
  }

  const PreambleForTU &preamble() const { return Preamble; }
  /// The file manager the parse used (the one given, or one over the
  /// -ivfsoverlay files), and those overlay files.
  FileManager *files() const { return Used.get(); }
  const std::vector<std::string> &overlayFiles() const { return OverlayFiles; }

private:
  const DriverOptions &Opts;
  RuleSet &Rules;
  ProgramSummaries &Program;
  TUResult &Out;
  bool KeepAST;
  PreambleCache *Preambles;
  llvm::vfs::OverlayFileSystem &FS;
  const MissRecordingFileSystem &Misses;
  llvm::IntrusiveRefCntPtr<FileManager> Used;
  std::vector<std::string> OverlayFiles;
  PreambleForTU Preamble;
};

/// One parse and analysis of a file.
struct Parse {
  TUResult TU;
  std::vector<ToolNotification> Errors;  // Clang's
  std::vector<std::string> FilesRead;    // for the result cache
  std::vector<std::string> FilesMissing; // looked for, not found: idem
  /// The stored preamble could not be loaded: nothing ran (the entry is
  /// removed; parse again without).
  bool PreambleFailed = false;
};

Parse parseFile(const DriverOptions &Opts, std::vector<std::string> Args,
                const CompileCommand &Cmd, RuleSet &Rules,
                ProgramSummaries &Program, bool KeepAST,
                PreambleCache *Preambles) {
  // A file system with a working directory of its own: the real one's
  // is the process's, and the command's directory would become the
  // directory that `-o report.sarif` and the reporters' relative file
  // names are read against.
  llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> Physical(
      llvm::vfs::createPhysicalFileSystem().release());
  // What the parse looks for and does not find is an input too.
  auto Misses = llvm::makeIntrusiveRefCnt<MissRecordingFileSystem>(Physical);
  auto FS = llvm::makeIntrusiveRefCnt<llvm::vfs::OverlayFileSystem>(Misses);
  if (!Cmd.Directory.empty())
    FS->setCurrentWorkingDirectory(Cmd.Directory);
  auto Files = llvm::makeIntrusiveRefCnt<FileManager>(FileSystemOptions(), FS);
  DiagnosticCollector Diags;
  Parse P;
  AnalysisToolAction Action(Opts, Rules, Program, P.TU, KeepAST, Preambles, *FS,
                            *Misses);
  ToolInvocation Invocation(std::move(Args), &Action, Files.get(),
                            std::make_shared<PCHContainerOperations>());
  Invocation.setDiagnosticConsumer(&Diags);
  Invocation.run();
  const PreambleForTU &Pre = Action.preamble();
  if (Pre.Used && !P.TU.Ran) {
    dropPreamble(*Preambles, Pre);
    P.PreambleFailed = true;
    return P;
  }
  llvm::SmallVector<OptionalFileEntryRef, 64> Opened;
  (Action.files() ? Action.files() : Files.get())->GetUniqueIDMapping(Opened);
  // The overlays are read too (a mapped file's path is the one the overlay
  // gives it, which the result cache cannot hash: such a unit is not kept).
  P.FilesRead.insert(P.FilesRead.end(), Action.overlayFiles().begin(),
                     Action.overlayFiles().end());
  for (OptionalFileEntryRef F : Opened)
    if (F) {
      llvm::SmallString<256> Path(F->getName());
      FS->makeAbsolute(Path); // against the command's directory
      // Not `..`: removed by the letter, it goes wrong across a symbolic
      // link (`/../lib/gcc/x86_64-linux-gnu/12/../../../../include`, from
      // a database's bare `clang++`, is /usr/include where /lib links to
      // /usr/lib, not /include).
      llvm::sys::path::remove_dots(Path, /*remove_dot_dot=*/false);
      if (Path != Pre.Header)
        P.FilesRead.push_back(std::string(Path));
    }
  // The preamble's files were read when its header was built (Clang looks
  // them up when it loads the header, but nothing here relies on that).
  P.FilesRead.insert(P.FilesRead.end(), Pre.Files.begin(), Pre.Files.end());
  llvm::sort(P.FilesRead);
  P.FilesRead.erase(std::unique(P.FilesRead.begin(), P.FilesRead.end()),
                    P.FilesRead.end());
  std::vector<std::string> Missing = Misses->missing();
  Missing.insert(Missing.end(), Pre.Missing.begin(), Pre.Missing.end());
  llvm::sort(Missing);
  Missing.erase(std::unique(Missing.begin(), Missing.end()), Missing.end());
  std::set_difference(Missing.begin(), Missing.end(), P.FilesRead.begin(),
                      P.FilesRead.end(), std::back_inserter(P.FilesMissing));
  P.Errors = Diags.take();
  return P;
}

} // namespace

static ArgumentsAdjuster makeAdjuster(const DriverOptions &Opts) {
  std::string ResourceDir = Opts.ResourceDir.empty()
                                ? std::string(SHAPECHECK_CLANG_RESOURCE_DIR)
                                : Opts.ResourceDir;
  ArgumentsAdjuster A = getClangSyntaxOnlyAdjuster();
  A = combineAdjusters(A, getClangStripOutputAdjuster());
  A = combineAdjusters(A, getClangStripDependencyFileAdjuster());
  // Before the extra arguments: those are the user's own.
  A = combineAdjusters(A, [](const CommandLineArguments &Args, StringRef) {
    return stripUnsafeFlags(Args);
  });
  // g++'s warning options (-Wno-maybe-uninitialized) are no error; before
  // the user's flags, which may turn the warning back on.
  A = combineAdjusters(A,
                       getInsertArgumentAdjuster(
                           CommandLineArguments{"-Wno-unknown-warning-option"},
                           ArgumentInsertPosition::BEGIN));
  // Before the user's flags, so that a -resource-dir of theirs wins.
  A = combineAdjusters(A,
                       getInsertArgumentAdjuster(
                           CommandLineArguments{"-resource-dir=" + ResourceDir},
                           ArgumentInsertPosition::BEGIN));
  if (!Opts.ExtraArgsBefore.empty())
    A = combineAdjusters(
        A, getInsertArgumentAdjuster(Opts.ExtraArgsBefore,
                                     ArgumentInsertPosition::BEGIN));
  if (!Opts.ExtraArgs.empty())
    A = combineAdjusters(A, getInsertArgumentAdjuster(
                                Opts.ExtraArgs, ArgumentInsertPosition::END));
  // Last: a source's `#pragma clang __debug crash` (or llvm_fatal_error,
  // overflow_stack) is ignored, as it is where Clang serves untrusted code
  // (clangd), instead of crashing, ending or hanging the run.
  A = combineAdjusters(
      A, getInsertArgumentAdjuster(
             CommandLineArguments{"-Xclang", "-disable-pragma-debug-crash"},
             ArgumentInsertPosition::END));
  return A;
}

static ToolNotification notification(Level L, std::string Message,
                                     const std::string &File) {
  ToolNotification N;
  N.Severity = L;
  N.Message = std::move(Message);
  N.Loc.File = File;
  return N;
}

DriverResult shapecheck::runDriver(const DriverOptions &Opts) {
  // Clang measures its stack from here (-Wstack-exhausted, and deep
  // template instantiation moved to a fresh thread), as cc1_main does.
  clang::noteBottomOfStack();
  DriverResult Res;
  uint64_t TripsBefore = loopTripsSoFar();
  if (Opts.Files.empty()) {
    Res.FatalError = "no input files";
    Res.ExecutionSuccessful = false;
    return Res;
  }
  // The shipped packs, then the user's files: a file with errors adds
  // nothing, and any error stops the run (exit code 2) before parsing.
  RuleSet Rules;
  std::vector<Diagnostic> RuleErrs;
  Rules.loadBuiltin(RuleErrs);
  for (const std::string &R : Opts.RulesFiles) {
    llvm::Expected<llvm::sys::fs::file_t> FD =
        llvm::sys::fs::openNativeFileForRead(R);
    if (!FD || !llvm::sys::fs::is_regular_file(R)) {
      if (!FD)
        llvm::consumeError(FD.takeError());
      else
        llvm::sys::fs::closeFile(*FD);
      Res.FatalError = "cannot read the rules file '" + R + "'";
      Res.ExecutionSuccessful = false;
      return Res;
    }
    llvm::sys::fs::closeFile(*FD);
    Rules.load(R, RuleErrs);
  }
  if (!RuleErrs.empty()) {
    Res.RulesErrors = RuleErrs;
    Res.FatalError = std::to_string(RuleErrs.size()) + " error" +
                     (RuleErrs.size() == 1 ? "" : "s") +
                     " in rules files; nothing was checked";
    Res.ExecutionSuccessful = false;
    return Res;
  }
  LoadedDatabase Loaded = loadCompilationDatabase(Opts);
  if (!Loaded.Error.empty()) {
    Res.FatalError = Loaded.Error;
    Res.ExecutionSuccessful = false;
    return Res;
  }
  for (ToolNotification &N : Loaded.Notifications)
    Res.Notifications.push_back(std::move(N));
  ArgumentsAdjuster Adjust = makeAdjuster(Opts);
  ProgramSummaries OwnProgram;
  ProgramSummaries &Program = Opts.Program ? *Opts.Program : OwnProgram;

  for (size_t FI = 0; FI < Opts.Files.size(); ++FI) {
    std::string File = absolutePath(Opts.Files[FI]);
    if (!llvm::sys::fs::exists(File)) {
      Res.Notifications.push_back(notification(
          Level::Error, "cannot read '" + Opts.Files[FI] + "'", ""));
      Res.ExecutionSuccessful = false;
      continue;
    }
    // A header is checked through a database file that includes it (see
    // HeaderIncluders.h); one that no file includes is parsed on its own.
    if (isHeaderFile(File))
      if (std::optional<std::string> Includer =
              findIncluder(*Loaded.DB, File)) {
        Res.Notifications.push_back(
            notification(Level::Note,
                         "'" + Opts.Files[FI] + "' is checked through '" +
                             *Includer + "', which includes it",
                         File));
        File = *Includer;
      }
    std::vector<CompileCommand> Commands = Loaded.DB->getCompileCommands(File);
    // The response files the command was read from are inputs too.
    for (std::string &R : Loaded.ResponseFiles->files())
      Res.FilesRead.push_back(std::move(R));
    if (Commands.empty()) {
      Res.Notifications.push_back(notification(
          Level::Error, "no compile command for '" + Opts.Files[FI] + "'",
          File));
      Res.ExecutionSuccessful = false;
      continue;
    }
    // A file compiled several ways (a database may list it more than once)
    // is analysed with its first command.
    const CompileCommand &Cmd = Commands.front();
    // A g++ database's flags that Clang does not know (and RemoveFlags)
    // go, as clangd drops them, with one note.
    std::vector<std::string> Unknown;
    std::vector<std::string> Line =
        removeFlags(Cmd.CommandLine, Opts.RemoveFlags, Unknown);
    if (!Unknown.empty())
      Res.Notifications.push_back(notification(
          Level::Note,
          "ignored " + std::to_string(Unknown.size()) + " flag" +
              (Unknown.size() == 1 ? "" : "s") +
              " of the compile command that Clang does not know: " +
              llvm::join(Unknown, " ") + " (list " +
              (Unknown.size() == 1 ? "it" : "them") +
              " in RemoveFlags in .shapecheck.yaml to silence this note)",
          ""));
    std::vector<std::string> Args = Adjust(Line, Cmd.Filename);
    bool KeepAST = Opts.FastExit && FI + 1 == Opts.Files.size();
    startFileDeadline(Opts.FileTimeoutSeconds);
    auto EndDeadline = llvm::make_scope_exit([] { endFileDeadline(); });
    Parse P =
        parseFile(Opts, Args, Cmd, Rules, Program, KeepAST, Opts.Preambles);
    if (P.PreambleFailed)
      P = parseFile(Opts, std::move(Args), Cmd, Rules, Program, KeepAST,
                    nullptr);
    TUResult &TU = P.TU;
    Res.FilesRead.insert(Res.FilesRead.end(), P.FilesRead.begin(),
                         P.FilesRead.end());
    Res.FilesMissing.insert(Res.FilesMissing.end(), P.FilesMissing.begin(),
                            P.FilesMissing.end());

    std::vector<ToolNotification> &Errors = P.Errors;
    if (TU.TimedOut) {
      // Partial: not a result to keep, nor one that says the file is fine.
      Res.ExecutionSuccessful = false;
      Res.TimedOut = true;
      std::ostringstream Limit;
      Limit << Opts.FileTimeoutSeconds;
      Res.Notifications.push_back(notification(
          Level::Error,
          "checking '" + Opts.Files[FI] + "' took longer than its limit of " +
              Limit.str() + " s (--file-timeout): it was stopped " +
              (TU.Ran ? "during the analysis, and its findings are those "
                        "found until then"
                      : "while it was parsed, and it was not analysed"),
          File));
    } else if (!TU.Ran) {
      Res.ExecutionSuccessful = false;
      if (Errors.empty())
        Res.Notifications.push_back(notification(
            Level::Error, "could not analyse '" + Opts.Files[FI] + "'", File));
    }
    for (ToolNotification &N : Errors)
      Res.Notifications.push_back(std::move(N));
    for (Finding &F : TU.Findings)
      Res.Findings.push_back(std::move(F));
    Res.ShapeDump += TU.ShapeDump;
    Res.Wanted.insert(TU.Wanted.begin(), TU.Wanted.end());
    Res.Used.insert(TU.Used.begin(), TU.Used.end());
    Res.Constructors.insert(TU.Constructors.begin(), TU.Constructors.end());
    Res.Served.insert(TU.Served.begin(), TU.Served.end());
  }
  sortFindings(Res.Findings);
  Res.LoopTrips = loopTripsSoFar() - TripsBefore;
  return Res;
}
