//===- CompileDatabase.cpp - Where the compile flags come from ------------===//
#include "Frontend/CompileDatabase.h"
#include "clang/Tooling/CompilationDatabase.h"
#include "clang/Tooling/JSONCompilationDatabase.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/VirtualFileSystem.h"

using namespace shapecheck;
using namespace clang::tooling;

const char *const shapecheck::DefaultFlags[] = {"-std=c++20", nullptr};

static std::string currentDir() {
  llvm::SmallString<256> Dir;
  if (llvm::sys::fs::current_path(Dir))
    return ".";
  return std::string(Dir);
}

static std::unique_ptr<CompilationDatabase>
withResponseFiles(std::unique_ptr<CompilationDatabase> DB) {
  if (!DB)
    return DB;
  return expandResponseFiles(std::move(DB), llvm::vfs::getRealFileSystem());
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
      Out.DB = CompilationDatabase::loadFromDirectory(Path, Err);
    } else {
      auto JSON = JSONCompilationDatabase::loadFromFile(
          Path, Err, JSONCommandLineSyntax::AutoDetect);
      if (JSON)
        Out.DB = inferTargetAndDriverMode(
            inferMissingCompileCommands(withResponseFiles(std::move(JSON))));
    }
    if (!Out.DB)
      Out.Error = "cannot load a compilation database from '" + Opts.BuildPath +
                  "': " + Err;
    return Out;
  }
  if (Opts.HaveCompilerArgs) {
    Out.DB = withResponseFiles(std::make_unique<FixedCompilationDatabase>(
        currentDir(), Opts.CompilerArgs));
    return Out;
  }
  if (!Opts.Files.empty()) {
    Out.DB = CompilationDatabase::autoDetectFromSource(
        absolute(Opts.Files.front()), Err);
    if (Out.DB)
      return Out;
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
      std::make_unique<FixedCompilationDatabase>(currentDir(), Flags));
  return Out;
}
