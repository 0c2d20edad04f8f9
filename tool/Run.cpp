//===- Run.cpp - One shapecheck invocation --------------------------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
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
#include "Config/ConfigFinder.h"
#include "DumpPaths.h"
#include "Fatal.h"
#include "FindingFilters.h"
#include "Frontend/ProgramSummaries.h"
#include "LayerJson.h"
#include "OutputFile.h"
#include "Progress.h"
#include "ProjectConfig.h"
#include "Report/ExportFixes.h"
#include "Report/GithubReporter.h"
#include "Report/GitlabReporter.h"
#include "Report/JsonReporter.h"
#include "Report/JunitReporter.h"
#include "Report/LineHash.h"
#include "Report/SarifReporter.h"
#include "Report/SourceCache.h"
#include "Report/Summary.h"
#include "Report/TextReporter.h"
#include "Rules/RuleSet.h"
#include "RunCache.h"
#include "Shape/Paths.h"
#include "Suppress/Suppressions.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/CrashRecoveryContext.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/Signals.h"
#include "llvm/Support/ThreadPool.h"
#include "llvm/Support/Threading.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Support/thread.h"
#include <algorithm>
#include <atomic>
#include <chrono>
#include <csignal>
#include <cstdlib>
#include <exception>
#include <pthread.h>
#include <set>
#include <tuple>
#include <unistd.h>

using namespace shapecheck;
namespace json = llvm::json;

namespace {

/// Everything the driver produced over all files.
struct Results {
  std::vector<Finding> Findings;
  std::vector<ToolNotification> Notifications;
  std::string ShapeDump;
  bool ExecutionSuccessful = true;
  bool Crashed = false;   // a file crashed the analysis, or timed out:
                          // exit code 2
  uint64_t LoopTrips = 0; // --stats
  std::vector<std::string> FilesRead;    // for the result cache
  std::vector<std::string> FilesMissing; // idem: looked for, not found
};

bool toStdout(const CliOptions &Opts) {
  return Opts.OutputFile.empty() || Opts.OutputFile == "-";
}

/// Source and rules files larger than this are refused (the suppression
/// scanner and the reporters' source cache read whole files).
constexpr uint64_t MaxInputSize = 256u << 20;

/// Why File, which exists, cannot be read safely: not a regular file (a
/// device such as /dev/zero never ends, a FIFO blocks) or, with Bounded,
/// too large. Empty when it can be read; directories are left to the caller.
std::string unsafeToRead(const std::string &File, bool Bounded) {
  llvm::sys::fs::file_status St;
  if (llvm::sys::fs::status(File, St) ||
      St.type() == llvm::sys::fs::file_type::directory_file)
    return "";
  if (St.type() != llvm::sys::fs::file_type::regular_file)
    return "'" + File + "' is not a regular file";
  if (Bounded && St.getSize() > MaxInputSize)
    return "'" + File + "' is too large (" + std::to_string(St.getSize()) +
           " bytes; the limit is " + std::to_string(MaxInputSize >> 20) +
           " MiB)";
  return "";
}

/// The compilation database files the run may read: in the -p directory (or
/// the -p file), else, without `--`, in the first file's directory and its
/// parents (where Clang's search looks).
std::vector<std::string> databaseFiles(const CliOptions &Opts) {
  std::vector<std::string> Out;
  auto AddFrom = [&](llvm::StringRef Dir) {
    for (const char *Name : {"compile_commands.json", "compile_flags.txt"}) {
      llvm::SmallString<256> P(Dir);
      llvm::sys::path::append(P, Name);
      if (llvm::sys::fs::exists(P))
        Out.push_back(std::string(P));
    }
  };
  const std::string &BuildPath = Opts.Driver.BuildPath;
  if (!BuildPath.empty()) {
    if (llvm::sys::fs::is_directory(BuildPath))
      AddFrom(BuildPath);
    else
      Out.push_back(BuildPath);
  } else if (!Opts.Driver.HaveCompilerArgs && !Opts.Driver.Files.empty()) {
    llvm::SmallString<256> Dir(Opts.Driver.Files.front());
    llvm::sys::fs::make_absolute(Dir);
    for (llvm::StringRef D = llvm::sys::path::parent_path(Dir); !D.empty();
         D = llvm::sys::path::parent_path(D))
      AddFrom(D);
  }
  return Out;
}

/// The files the command line names that are read whole: the sources and
/// the rules files (their size is bounded).
std::vector<std::string> sourcesRead(const CliOptions &Opts) {
  std::vector<std::string> Out = Opts.Driver.Files;
  Out.insert(Out.end(), Opts.Driver.RulesFiles.begin(),
             Opts.Driver.RulesFiles.end());
  return Out;
}

/// Every file the run reads that the command line names or implies: the
/// sources, the rules files, the compilation database and the response files
/// after `--`.
std::vector<std::string> filesRead(const CliOptions &Opts) {
  std::vector<std::string> Out = sourcesRead(Opts);
  for (std::string &F : databaseFiles(Opts))
    Out.push_back(std::move(F));
  for (const std::string &A : Opts.Driver.CompilerArgs)
    if (A.size() > 1 && A[0] == '@')
      Out.push_back(A.substr(1));
  return Out;
}

/// Checks what the driver cannot report as a finding: that the inputs exist
/// and can be read, and that the report would not overwrite one of them.
/// The absence of a rules file is reported by the driver.
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
  // The usual cause is a build not yet configured (a fresh clone, a
  // pre-commit hook): say how to make one.
  std::string MakeIt =
      "`cmake -S . -B " + BuildPath + " -DCMAKE_EXPORT_COMPILE_COMMANDS=ON`";
  if (!BuildPath.empty() && !llvm::sys::fs::exists(BuildPath)) {
    fatal("build path '" + BuildPath +
          "' does not exist; create it and its compile_commands.json with " +
          MakeIt + " (or give -p another directory)");
    return false;
  }
  if (!BuildPath.empty() && llvm::sys::fs::is_directory(BuildPath) &&
      databaseFiles(Opts).empty()) {
    fatal("no compile_commands.json in the build path '" + BuildPath +
          "'; CMake writes it when configured with " + MakeIt +
          " (Ninja and Makefile generators)");
    return false;
  }
  // A large compilation database is normal (Clang reads it whole all the
  // same): only the sources and rules files are bounded.
  std::vector<std::string> Sources = sourcesRead(Opts);
  std::vector<std::string> Read = filesRead(Opts);
  for (const std::string &File : Read) {
    bool Bounded = llvm::is_contained(Sources, File);
    std::string Problem = unsafeToRead(File, Bounded);
    if (!Problem.empty()) {
      fatal(Problem);
      return false;
    }
  }
  // Nothing the run writes may be a file it reads: the sources, rules,
  // database and response files, and the baseline and configuration files
  // (the explicit one, and every .shapecheck.yaml a source's directory or
  // one above it holds), by file identity.
  if (!Opts.BaselineFile.empty())
    Read.push_back(Opts.BaselineFile);
  if (!Opts.ConfigFile.empty())
    Read.push_back(Opts.ConfigFile);
  for (const std::string &File : Opts.Driver.Files) {
    llvm::SmallString<256> Dir(File);
    llvm::sys::fs::make_absolute(Dir);
    for (llvm::StringRef D = llvm::sys::path::parent_path(Dir); !D.empty();
         D = llvm::sys::path::parent_path(D)) {
      llvm::SmallString<256> Config(D);
      llvm::sys::path::append(Config, ConfigFileName);
      if (llvm::sys::fs::exists(Config))
        Read.push_back(std::string(Config));
    }
  }
  std::vector<std::pair<const char *, std::string>> Written;
  if (!toStdout(Opts))
    Written.push_back({"output file", Opts.OutputFile});
  if (!Opts.WriteBaselineFile.empty())
    Written.push_back({"baseline", Opts.WriteBaselineFile});
  if (!Opts.ExportFixes.empty())
    Written.push_back({"fixes file", Opts.ExportFixes});
  for (const auto &[What, Out] : Written)
    for (const std::string &File : Read)
      if (llvm::sys::fs::equivalent(Out, File)) {
        fatal(std::string("the ") + What + " '" + Out + "' is an input ('" +
              File + "'); it would be overwritten");
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

/// The stack each file is parsed and analysed on: Clang and the analysis
/// recurse over the syntax tree, and deep code (a 100,000-term sum) needs
/// more than the 8 MiB of a main thread. 32 times Clang's DesiredStackSize;
/// only what is used is committed.
constexpr unsigned AnalysisStackSize = 256u << 20;

/// The smallest stack a file was checked on (0: none yet), when a thread
/// with AnalysisStackSize could not be made (`ulimit -v`).
std::atomic<size_t> SmallestStack{0};

void *runWork(void *Work) {
  (*static_cast<llvm::function_ref<void()> *>(Work))();
  return nullptr;
}

/// Runs Work on a new thread with the largest stack that can be had,
/// AnalysisStackSize first (under `ulimit -v`, or with -j8 on a small
/// machine, a 256 MiB one may not be), else on this thread.
void runOnOwnStack(llvm::function_ref<void()> Work) {
  for (size_t Size :
       {size_t(AnalysisStackSize), size_t(64) << 20, size_t(16) << 20}) {
    pthread_attr_t Attr;
    if (pthread_attr_init(&Attr))
      break;
    pthread_t Thread;
    int Err = pthread_attr_setstacksize(&Attr, Size);
    if (!Err)
      Err = pthread_create(&Thread, &Attr, runWork, &Work);
    pthread_attr_destroy(&Attr);
    if (!Err) {
      pthread_join(Thread, nullptr);
      if (Size != AnalysisStackSize) {
        size_t Old = SmallestStack.load();
        while ((Old == 0 || Size < Old) &&
               !SmallestStack.compare_exchange_weak(Old, Size)) {
        }
      }
      return;
    }
  }
  SmallestStack = 8u << 20; // this thread's, as a pool thread's
  Work();
}

/// Makes the signal handlers installed by CrashRecoveryContext::Enable run
/// on the alternate signal stack: after a stack overflow, there is no stack
/// left to run them on.
void runCrashHandlersOnAltStack() {
  for (int Sig : {SIGSEGV, SIGBUS, SIGILL, SIGFPE}) {
    struct sigaction SA;
    if (sigaction(Sig, nullptr, &SA) == 0 && SA.sa_handler != SIG_DFL &&
        SA.sa_handler != SIG_IGN) {
      SA.sa_flags |= SA_ONSTACK;
      sigaction(Sig, &SA, nullptr);
    }
  }
}

/// An alternate signal stack for the calling thread while in scope.
class AltSignalStack {
public:
  AltSignalStack() : Memory(1u << 20) {
    stack_t SS = {};
    SS.ss_sp = Memory.data();
    SS.ss_size = Memory.size();
    Installed = sigaltstack(&SS, &Old) == 0;
  }
  ~AltSignalStack() {
    if (Installed)
      sigaltstack(&Old, nullptr);
  }

private:
  std::vector<char> Memory;
  stack_t Old = {};
  bool Installed = false;
};

/// What a file takes from and gives to the others (ProgramSummaries.h).
struct FileLinks {
  std::set<std::string> Wanted;       // functions it found no summary of
  std::set<std::string> Used;         // summaries it read
  std::set<std::string> Constructors; // what it defines and serves requests of
  std::set<std::string> Served;       // instances it built for others
  /// Whether analysing the file again would see more: a function it
  /// wanted is known, a request for one of its constructors is new, or a
  /// summary it read changed (Changed) in the last merge.
  bool stale(const ProgramSummaries &P,
             const std::set<std::string> &Changed) const {
    if (P.anyKnown(Wanted) || P.anyUnserved(Constructors, Served))
      return true;
    for (const std::string &U : Used)
      if (Changed.count(U))
        return true;
    return false;
  }
};

/// One analysis of one file in a round.
struct Task {
  size_t Index = 0; // in the command line's files
  Results R;
  FileLinks Links;
  /// What the file added to the run's summaries (a layer over the
  /// round's frozen summaries).
  std::unique_ptr<ProgramSummaries> Layer;
  /// A configuration error: the run stops with exit code 2 after printing
  /// these (from the main thread, in the order of the files).
  std::string FatalError;
  std::vector<Diagnostic> RulesErrors;
  std::exception_ptr Thrown;
};

/// The LLVM fatal error of the file being checked on this thread.
thread_local std::string FileFatalError;
/// Whether this thread is checking a file (inside runOne's recovery
/// context).
thread_local bool CheckingFile = false;

} // namespace

bool shapecheck::noteFileFatalError(const char *Reason) {
  if (!CheckingFile || !llvm::CrashRecoveryContext::GetCurrent())
    return false;
  FileFatalError = Reason ? Reason : "";
  return true;
}

namespace {

/// Runs the driver on one file, on a thread with a large stack. A crash
/// (inside Clang or shapecheck) becomes an error notification on the file,
/// and the other files are still checked. Last: no other file follows, so
/// the AST may be left to the process exit. Called from any thread: it
/// writes only to T.
void runOne(DriverOptions One, const std::string &File, bool Last, Task &T) {
  Results &R = T.R;
  One.Files = {File};
  One.FastExit = Last;
  One.Program = T.Layer.get();
  DriverResult Result;
  std::exception_ptr &Thrown = T.Thrown;
  bool Survived = false;
  std::string Fatal;
  runOnOwnStack([&] {
    AltSignalStack Alt;
    llvm::CrashRecoveryContext CRC;
    FileFatalError.clear();
    CheckingFile = true;
    Survived = CRC.RunSafely([&] {
      try {
        Result = runDriver(One);
      } catch (...) {
        Thrown = std::current_exception();
      }
    });
    CheckingFile = false;
    Fatal = FileFatalError;
  });
  if (Thrown)
    return;
  if (!Survived && !Fatal.empty() && One.Preambles) {
    // An LLVM fatal error (a write that failed: a full disk, `ulimit -f`)
    // with the preamble cache on: the file is checked again without it.
    One.Preambles->warn("the preamble cache failed while checking '" + File +
                        "' (" + Fatal + "); the file was checked without it");
    One.Preambles->count(PreambleCache::Outcome::None);
    One.Preambles = nullptr;
    T.Layer = std::make_unique<ProgramSummaries>(T.Layer->base());
    runOne(std::move(One), File, Last, T);
    return;
  }
  if (!Survived) {
    R.Crashed = true;
    R.ExecutionSuccessful = false;
    ToolNotification N;
    N.Message = Fatal.empty()
                    ? "internal error: shapecheck crashed while checking '" +
                          File +
                          "' (code too deeply nested, or a bug: please report "
                          "it); the file was not checked"
                    : "internal error while checking '" + File + "': " + Fatal +
                          "; the file was not checked";
    // Located at the file's start: where it failed is unknown.
    N.Loc.File = absolutePath(File);
    N.Loc.Line = N.Loc.EndLine = 1;
    N.Loc.Col = N.Loc.EndCol = 1;
    R.Notifications.push_back(std::move(N));
    return;
  }
  if (!Result.FatalError.empty()) {
    T.RulesErrors = std::move(Result.RulesErrors);
    T.FatalError = std::move(Result.FatalError);
    return;
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
  R.LoopTrips += Result.LoopTrips;
  R.FilesRead.insert(R.FilesRead.end(), Result.FilesRead.begin(),
                     Result.FilesRead.end());
  R.FilesMissing.insert(R.FilesMissing.end(), Result.FilesMissing.begin(),
                        Result.FilesMissing.end());
  R.Crashed |= Result.TimedOut;
  T.Links.Wanted = std::move(Result.Wanted);
  T.Links.Used = std::move(Result.Used);
  T.Links.Constructors = std::move(Result.Constructors);
  T.Links.Served = std::move(Result.Served);
}

/// The number of files analysed at once: -j, or one per core.
unsigned jobCount(const CliOptions &Opts) {
  if (Opts.Jobs)
    return Opts.Jobs;
  return std::max(1u, llvm::hardware_concurrency().compute_thread_count());
}

/// What the result cache did in a run, for --stats: analyses replayed,
/// analyses run, analyses stored.
struct CacheCounts {
  std::atomic<unsigned> Hits{0}, Misses{0}, Stored{0};
};

/// The result cache of a run: each file's key (RunCache.h), the time the
/// run began, what it did.
struct RunResultCache {
  ResultCache &Cache;
  std::vector<std::string> Keys;
  std::chrono::system_clock::time_point Start;
  CacheCounts Counts;
};

json::Array toJSON(const std::set<std::string> &Names) {
  return json::Array(std::vector<std::string>(Names.begin(), Names.end()));
}

bool fromJSON(const json::Object &O, llvm::StringRef Field,
              std::set<std::string> &Names) {
  const json::Array *A = O.getArray(Field);
  if (!A)
    return false;
  for (const json::Value &V : *A) {
    if (!V.getAsString())
      return false;
    Names.insert(V.getAsString()->str());
  }
  return true;
}

/// Replays the analysis of the file of T (key Key) from the cache when one
/// that read the same of Program is stored: its findings, what it gave to
/// the run's summaries, what it took from them.
bool replay(RunResultCache &C, const std::string &Key,
            const ProgramSummaries &Program, Task &T) {
  std::optional<CachedRun> Hit = C.Cache.lookup(
      Key, [&](llvm::StringRef Name) { return readNow(Program, Name); });
  const json::Object *E = Hit ? Hit->Exports.getAsObject() : nullptr;
  const json::Object *Links = E ? E->getObject("links") : nullptr;
  const json::Value *Layer = E ? E->get("layer") : nullptr;
  FileLinks L;
  if (!Links || !Layer || !fromJSON(*Links, "wanted", L.Wanted) ||
      !fromJSON(*Links, "used", L.Used) ||
      !fromJSON(*Links, "constructors", L.Constructors) ||
      !fromJSON(*Links, "served", L.Served) ||
      !layerFromJSON(*Layer, *T.Layer)) {
    T.Layer = std::make_unique<ProgramSummaries>(&Program);
    return false;
  }
  T.R.Findings = std::move(Hit->Findings);
  T.R.Notifications = std::move(Hit->Notifications);
  T.R.LoopTrips = Hit->LoopTrips;
  T.Links = std::move(L);
  return true;
}

/// Stores the analysis of T when it went well and all it exchanged with
/// the run's summaries can be stored exactly.
bool store(RunResultCache &C, const std::string &Key,
           const ProgramSummaries &Program, const Task &T) {
  if (T.Thrown || !T.FatalError.empty() || T.R.Crashed ||
      !T.R.ExecutionSuccessful)
    return false;
  std::optional<json::Value> Layer = layerToJSON(*T.Layer);
  auto Reads = readsOf(*T.Layer, Program);
  if (!Layer || !Reads)
    return false;
  CachedRun Run{T.R.Findings, T.R.Notifications, T.R.LoopTrips,
                std::move(*Reads)};
  Run.Exports = json::Object{
      {"layer", std::move(*Layer)},
      {"links", json::Object{{"wanted", toJSON(T.Links.Wanted)},
                             {"used", toJSON(T.Links.Used)},
                             {"constructors", toJSON(T.Links.Constructors)},
                             {"served", toJSON(T.Links.Served)}}}};
  return C.Cache.store(Key, T.R.FilesRead, T.R.FilesMissing, Run, C.Start);
}

/// Analyses the files Indices, at most Jobs at once. Each reads Program,
/// which no one changes during the round, and writes into a layer of its
/// own; the tasks come back in the order of Indices, whatever order they
/// finished in. With a result cache, an analysis that read the same of
/// Program before is replayed instead.
std::vector<Task> runRound(const CliOptions &Opts, ProjectConfig &Config,
                           const std::vector<size_t> &Indices,
                           const ProgramSummaries &Program, bool Last,
                           unsigned Jobs, ProgressDisplay &Progress,
                           PreambleCache *Preambles, RunResultCache *Cache) {
  std::vector<Task> Tasks(Indices.size());
  // The options are read on this thread: ProjectConfig is not shared.
  std::vector<DriverOptions> Options;
  for (size_t K = 0; K != Indices.size(); ++K) {
    Tasks[K].Index = Indices[K];
    Tasks[K].Layer = std::make_unique<ProgramSummaries>(&Program);
    Options.push_back(Config.driverOptions(Opts, Indices[K]));
    Options.back().Preambles = Preambles;
  }
  auto Run = [&](size_t K) {
    const std::string &File = Opts.Driver.Files[Indices[K]];
    Progress.started(File);
    const std::string *Key = Cache ? &Cache->Keys[Indices[K]] : nullptr;
    if (Key && replay(*Cache, *Key, Program, Tasks[K])) {
      ++Cache->Counts.Hits;
    } else {
      runOne(Options[K], File, Last, Tasks[K]);
      if (Key) {
        ++Cache->Counts.Misses;
        if (store(*Cache, *Key, Program, Tasks[K]))
          ++Cache->Counts.Stored;
      }
    }
    Progress.finished(File);
  };
  Jobs = std::min<size_t>(Jobs, Indices.size());
  if (Jobs <= 1) {
    for (size_t K = 0; K != Indices.size(); ++K)
      Run(K);
    return Tasks;
  }
  llvm::DefaultThreadPool Pool(llvm::hardware_concurrency(Jobs));
  for (size_t K = 0; K != Indices.size(); ++K)
    Pool.async([&Run, K] { Run(K); });
  Pool.wait();
  return Tasks;
}

/// Sorts notifications as sortFindings sorts findings (file, line, column,
/// message, then the rest), so that the report does not depend on the order
/// of the files on the command line, and drops exact duplicates (a compile
/// error in a header that two files include, the note that no compilation
/// database was found, given once per file).
void sortNotifications(std::vector<ToolNotification> &Ns) {
  auto Key = [](const ToolNotification &N) {
    return std::tie(N.Loc.File, N.Loc.Line, N.Loc.Col, N.Message, N.Loc.EndLine,
                    N.Loc.EndCol, N.Severity);
  };
  std::sort(Ns.begin(), Ns.end(),
            [&](const ToolNotification &A, const ToolNotification &B) {
              return Key(A) < Key(B);
            });
  Ns.erase(
      std::unique(Ns.begin(), Ns.end(),
                  [&](const ToolNotification &A, const ToolNotification &B) {
                    return Key(A) == Key(B);
                  }),
      Ns.end());
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

/// Writes Text to --output or stdout; false (after a message) on failure.
bool writeOutput(const CliOptions &Opts, llvm::StringRef Text) {
  return writeFile(Opts.OutputFile, Text);
}

/// --stats: what the preamble cache did for the run's parses.
void printPreambleStats(const PreambleCache *Preambles, llvm::raw_ostream &OS) {
  OS << "shapecheck: stats: preamble cache: ";
  if (!Preambles) {
    OS << "off\n";
    return;
  }
  PreambleStats S = Preambles->stats();
  OS << S.Hits << " hit, " << S.Built << " built, " << S.Stale
     << " stale (rebuilt), " << S.Damaged << " damaged (rebuilt), "
     << S.Unusable << " unusable, " << S.Small << " small, " << S.None
     << " not cached\n";
}

/// The value of an environment variable, or "".
std::string env(const char *Name) {
  const char *V = std::getenv(Name);
  return V ? V : "";
}

} // namespace

int shapecheck::runShapecheck(const CliOptions &Opts) {
  if (Opts.Explain)
    return explainCheck(*Opts.Explain);
  if (Opts.ListChecks)
    return listChecks();
  ProjectConfig Config;
  if (!Config.load(Opts, llvm::errs()))
    return ExitUsage;
  if (Opts.DumpConfig) {
    llvm::outs() << dumpConfig(Config.config(0));
    return ExitClean;
  }
  if (!checkInputs(Opts))
    return ExitUsage;
  FindingFilters Filters;
  if (!Filters.load(Opts, llvm::errs()))
    return ExitUsage;

  bool Text = Opts.Format == OutputFormat::Text;
  llvm::CrashRecoveryContext::Enable();
  runCrashHandlersOnAltStack();
  size_t Total = Opts.Driver.Files.size();
  // Each analysis of a file whose inputs are unchanged, and that reads the
  // same of the other files' summaries, is replayed.
  auto Start = std::chrono::system_clock::now();
  std::unique_ptr<ResultCache> Cache = openRunCache(Opts);
  std::unique_ptr<RunResultCache> Cached;
  if (Cache) {
    Cached.reset(new RunResultCache{*Cache, {}, Start, {}});
    for (size_t I = 0; I != Total; ++I) {
      DriverOptions One = Config.driverOptions(Opts, I);
      One.Files = {Opts.Driver.Files[I]};
      Cached->Keys.push_back(runCacheKey(One, Config.config(I)));
    }
  }
  std::vector<Results> PerFile(Total);
  // Rounds: first every file, then the files that would see more with what
  // the others define (a function a later file defines, an instance
  // another file constructs, a summary that changed), until none would.
  // The files of a round run in parallel against the summaries of the
  // rounds before; their own are merged after the round, in the order of
  // the files, so the report is the same for any -j.
  ProgressDisplay Progress(
      ProgressDisplay::choose(Opts.Progress, Opts.Quiet,
                              llvm::sys::Process::StandardErrIsDisplayed()),
      llvm::errs(), llvm::sys::Process::StandardErrColumns());
  unsigned Jobs = jobCount(Opts);
  // The files' preambles: parsed once, while their headers are unchanged.
  std::unique_ptr<PreambleCache> Preambles = openPreambleCache(Opts);
  ProgramSummaries Program;
  std::vector<FileLinks> Links(Total);
  std::vector<size_t> Round;
  for (size_t I = 0; I != Total; ++I)
    Round.push_back(I);
  // At most five rounds after the first: a request, its answer, and two
  // more levels of requests that an answer makes (a call whose arguments
  // another file's answer gave: RemoteCalls.h). Past them, a call is
  // checked against the callee's interface, as in the first round.
  for (int Pass = 0; Pass <= 5 && !Round.empty(); ++Pass) {
    Progress.startRound(Round.size(), Pass > 0);
    // The last file's AST may be left to the exit unless a file may be
    // checked again.
    bool Last = Pass == 0 && Total == 1;
    std::vector<Task> Tasks = runRound(Opts, Config, Round, Program, Last, Jobs,
                                       Progress, Preambles.get(), Cached.get());
    for (Task &T : Tasks) {
      if (T.Thrown)
        std::rethrow_exception(T.Thrown);
      if (!T.FatalError.empty()) {
        Progress.clear();
        printDiagnostics(T.RulesErrors, llvm::errs());
        fatal(T.FatalError);
        return ExitUsage;
      }
    }
    std::set<std::string> Changed;
    for (Task &T : Tasks) {
      Changed.merge(Program.merge(*T.Layer));
      Config.applyToFindings(T.Index, T.R.Findings, 0);
      PerFile[T.Index] = std::move(T.R);
      Links[T.Index] = std::move(T.Links);
    }
    Round.clear();
    for (size_t I = 0; I != Total; ++I)
      if (Links[I].stale(Program, Changed))
        Round.push_back(I);
  }
  Progress.clear();
  Results R;
  for (Results &One : PerFile) {
    for (Finding &F : One.Findings)
      R.Findings.push_back(std::move(F));
    for (ToolNotification &N : One.Notifications)
      R.Notifications.push_back(std::move(N));
    R.ShapeDump += One.ShapeDump;
    R.ExecutionSuccessful &= One.ExecutionSuccessful;
    R.Crashed |= One.Crashed;
    R.LoopTrips += One.LoopTrips;
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
  for (size_t I = 0; I != Total; ++I)
    if (Config.warnUnusedSuppressions(I))
      for (ToolNotification &N : Suppressions.unused(Opts.Driver.Files[I]))
        R.Notifications.push_back(std::move(N));
  sortNotifications(R.Notifications);
  explainMissingHeader(Opts.OwnHeader, R.Notifications);

  SourceCache Sources;
  // Notes in the shipped packs show the compiled-in text, not a file that
  // happens to be at the same relative path.
  for (const auto &Pack : RuleSet::builtinPacks())
    Sources.setContents(Pack.first, Pack.second.str());
  LineHashCache Hashes(Sources);
  FindingFilters::Counts Filtered;
  if (!Filters.apply(Opts, R.Findings, Hashes, Filtered))
    return ExitUsage;

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
  case OutputFormat::Junit: {
    FailOn Fail = Config.failLevel(Opts);
    std::optional<Level> FailAt = Fail == FailOn::Never ? std::nullopt
                                  : Fail == FailOn::Warning
                                      ? std::optional<Level>(Level::Warning)
                                      : std::optional<Level>(Level::Error);
    JunitReporter(FailAt).write(Data, OS);
  } break;
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
  if (Opts.Stats)
    llvm::errs() << "shapecheck: stats: " << R.LoopTrips
                 << " loop trips analysed\n";
  if (Opts.Stats) {
    llvm::errs() << "shapecheck: stats: result cache: ";
    if (!Cached)
      llvm::errs() << "off\n";
    else
      llvm::errs() << Cached->Counts.Hits << " hit, " << Cached->Counts.Misses
                   << " miss, " << Cached->Counts.Stored << " stored\n";
  }
  if (Opts.Stats)
    printPreambleStats(Preambles.get(), llvm::errs());
  if (Preambles)
    for (const std::string &W : Preambles->warnings())
      llvm::errs() << "shapecheck: warning: " << W << "\n";
  if (size_t Small = SmallestStack.load())
    llvm::errs() << "shapecheck: warning: no thread with a "
                 << (AnalysisStackSize >> 20)
                 << " MiB stack could be made (a memory limit, ulimit -v?); "
                    "files were checked on stacks of "
                 << (Small >> 20)
                 << " MiB, on which very deeply nested code may crash\n";
  if (Cached && Cached->Cache.writeFailed())
    llvm::errs() << "shapecheck: warning: cannot write the result cache in '"
                 << Cached->Cache.dir()
                 << "'; the results are not kept for later runs\n";
  if (!writeOutput(Opts, Report))
    return ExitUsage;
  if (R.Crashed)
    return ExitUsage; // the report says which file

  FindingCounts Counts = countFindings(R.Findings, R.Notifications);
  if (Text && !Opts.Quiet) {
    if (Suppressed)
      llvm::errs() << "Suppressed " << Suppressed << " finding"
                   << (Suppressed == 1 ? "" : "s") << " (" << Suppressed
                   << " NOSHAPECHECK).\n";
    llvm::errs() << FindingFilters::summary(Opts, Filtered);
    std::string Summary = summaryLine(Counts);
    if (!Summary.empty())
      llvm::errs() << Summary << "\n";
  }
  return reachesFailLevel(Counts, Config.failLevel(Opts)) ? ExitFindings
                                                          : ExitClean;
}
