//===- RunCache.cpp - The result cache for one shapecheck run -------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception

#include "RunCache.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include <cstdlib>

using namespace shapecheck;

/// The cache directory, absolute; "" without one.
static std::string cacheDir(const CliOptions &Opts) {
  std::string Dir = Opts.CacheDir.empty() ? defaultCacheDir() : Opts.CacheDir;
  if (Dir.empty())
    return "";
  llvm::SmallString<256> Abs(Dir);
  llvm::sys::fs::make_absolute(Abs);
  return std::string(Abs);
}

std::unique_ptr<ResultCache> shapecheck::openRunCache(const CliOptions &Opts) {
  if (Opts.NoCache || Opts.Driver.DumpShapes)
    return nullptr;
  // Clang's own output (-v) is not replayed: such runs are not cached.
  for (const auto *L : {&Opts.Driver.CompilerArgs, &Opts.Driver.ExtraArgs,
                        &Opts.Driver.ExtraArgsBefore})
    for (const std::string &A : *L)
      if (A == "-v" || A == "--verbose" || A == "-###")
        return nullptr;
  std::string Dir = cacheDir(Opts);
  if (Dir.empty())
    return nullptr;
  // A directory of its own: --cache-dir may name one that holds the user's
  // files, which the cache never counts, reads or removes.
  llvm::SmallString<256> P(Dir);
  llvm::sys::path::append(P, "results");
  return std::make_unique<ResultCache>(std::string(P), MaxCacheBytes);
}

/// The version and the identity of this very executable (its path, size and
/// modification time), so that a rebuilt shapecheck of the same version (a
/// developer's build, a changed pack compiled in) never replays what another
/// build stored. The preamble cache keys on the version alone: a precompiled
/// preamble depends on Clang and the flags, not on the analysis.
static std::string toolIdentity() {
  std::string Id = versionString();
  static int Anchor;
  std::string Exe = llvm::sys::fs::getMainExecutable(nullptr, &Anchor);
  llvm::sys::fs::file_status St;
  if (!Exe.empty() && !llvm::sys::fs::status(Exe, St))
    Id +=
        "\n" + Exe + "\n" + std::to_string(St.getSize()) + "\n" +
        std::to_string(St.getLastModificationTime().time_since_epoch().count());
  return Id;
}

std::unique_ptr<PreambleCache>
shapecheck::openPreambleCache(const CliOptions &Opts) {
  if (Opts.NoCache || Opts.NoPreambleCache)
    return nullptr;
  std::string Dir = cacheDir(Opts);
  if (Dir.empty())
    return nullptr;
  llvm::SmallString<256> P(Dir);
  llvm::sys::path::append(P, "preamble");
  uint64_t MinBytes = PreambleCache::DefaultMinSourceBytes;
  uint64_t N;
  if (const char *V = std::getenv("SHAPECHECK_PREAMBLE_MIN_BYTES"))
    if (!llvm::StringRef(V).getAsInteger(10, N))
      MinBytes = N;
  return std::make_unique<PreambleCache>(std::string(P), MaxPreambleCacheBytes,
                                         versionString(), MinBytes);
}

std::string shapecheck::runCacheKey(const DriverOptions &One, const Config &C) {
  std::vector<std::string> Parts;
  auto Add = [&](std::string S) { Parts.push_back(std::move(S)); };
  auto AddList = [&](const char *Name, const std::vector<std::string> &L) {
    Add(Name);
    Add(std::to_string(L.size()));
    for (const std::string &S : L)
      Add(S);
  };
  auto AddFile = [&](const std::string &Path) {
    llvm::SmallString<256> Abs(Path);
    llvm::sys::fs::make_absolute(Abs);
    Add(std::string(Abs));
    Add(ResultCache::hashFile(Abs));
  };
  Add(toolIdentity());
  llvm::SmallString<256> Cwd;
  llvm::sys::fs::current_path(Cwd);
  Add(std::string(Cwd));
  AddList("files", One.Files);
  for (const std::string &F : One.Files)
    AddFile(F);
  Add("build-path");
  Add(One.BuildPath);
  if (!One.BuildPath.empty()) {
    if (llvm::sys::fs::is_directory(One.BuildPath)) {
      for (const char *Name : {"compile_commands.json", "compile_flags.txt"}) {
        llvm::SmallString<256> P(One.BuildPath);
        llvm::sys::path::append(P, Name);
        AddFile(std::string(P));
      }
    } else {
      AddFile(One.BuildPath);
    }
  } else if (!One.HaveCompilerArgs) {
    // The database searched upwards from the file.
    llvm::SmallString<256> Dir(One.Files.front());
    llvm::sys::fs::make_absolute(Dir);
    for (llvm::StringRef D = llvm::sys::path::parent_path(Dir); !D.empty();
         D = llvm::sys::path::parent_path(D))
      for (const char *Name : {"compile_commands.json", "compile_flags.txt"}) {
        llvm::SmallString<256> P(D);
        llvm::sys::path::append(P, Name);
        if (llvm::sys::fs::exists(P))
          AddFile(std::string(P));
      }
  }
  Add(One.HaveCompilerArgs ? "args" : "no-args");
  AddList("compiler", One.CompilerArgs);
  for (const std::string &A : One.CompilerArgs)
    if (A.size() > 1 && A[0] == '@')
      AddFile(A.substr(1));
  AddList("extra", One.ExtraArgs);
  AddList("extra-before", One.ExtraArgsBefore);
  AddList("remove", One.RemoveFlags);
  Add(One.ResourceDir);
  AddList("rules", One.RulesFiles);
  for (const std::string &R : One.RulesFiles)
    AddFile(R);
  Add(One.ReportUnknown ? "unknown" : "");
  Add(std::to_string(One.Solver.ReportUnresolved) + "/" +
      std::to_string(static_cast<int>(One.Solver.UnresolvedLevel)) + "/" +
      std::to_string(One.Solver.MaxRounds));
  Add(dumpConfig(C));
  // Where Clang looks for headers besides the flags.
  for (const char *Var : {"CPATH", "CPLUS_INCLUDE_PATH", "C_INCLUDE_PATH",
                          "OBJCPLUS_INCLUDE_PATH", "SDKROOT"}) {
    const char *V = std::getenv(Var);
    Add(std::string(Var) + "=" + (V ? V : ""));
  }
  return ResultCache::key(Parts);
}
