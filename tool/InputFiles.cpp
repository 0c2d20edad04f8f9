//===- InputFiles.cpp - The files a run checks ----------------------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception

#include "InputFiles.h"
#include "Shape/InputNesting.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/GlobPattern.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include <algorithm>

using namespace shapecheck;

static std::string absolute(llvm::StringRef Path) {
  llvm::SmallString<256> P(Path);
  llvm::sys::fs::make_absolute(P);
  llvm::sys::path::remove_dots(P, /*remove_dot_dot=*/true);
  return std::string(P);
}

/// The compile_commands.json of BuildPath (a directory or the file).
static std::string databaseOf(llvm::StringRef BuildPath) {
  if (!llvm::sys::fs::is_directory(BuildPath))
    return BuildPath.str();
  llvm::SmallString<256> P(BuildPath);
  llvm::sys::path::append(P, "compile_commands.json");
  return std::string(P);
}

/// The nearest compile_commands.json in Dir or above it; "" when none.
static std::string databaseAbove(llvm::StringRef Dir) {
  for (llvm::StringRef D = Dir; !D.empty();
       D = llvm::sys::path::parent_path(D)) {
    llvm::SmallString<256> P(D);
    llvm::sys::path::append(P, "compile_commands.json");
    if (llvm::sys::fs::exists(P))
      return std::string(P);
  }
  return "";
}

/// The files a compile_commands.json lists, absolute, in its order, each
/// once; nothing (and Error) when it cannot be read.
static std::optional<std::vector<std::string>>
databaseFileList(const std::string &Path, std::string &Error) {
  auto Buf = llvm::MemoryBuffer::getFile(Path);
  if (!Buf) {
    Error = "cannot read '" + Path + "': " + Buf.getError().message();
    return std::nullopt;
  }
  llvm::Expected<llvm::json::Value> V = parseBoundedJSON((*Buf)->getBuffer());
  if (!V) {
    Error = "'" + Path +
            "' is not a compilation database: " + llvm::toString(V.takeError());
    return std::nullopt;
  }
  const llvm::json::Array *Entries = V->getAsArray();
  if (!Entries) {
    Error = "'" + Path + "' is not a compilation database (not a list)";
    return std::nullopt;
  }
  std::vector<std::string> Out;
  llvm::StringSet<> Seen;
  for (const llvm::json::Value &E : *Entries) {
    const llvm::json::Object *O = E.getAsObject();
    std::optional<llvm::StringRef> File =
        O ? O->getString("file") : std::nullopt;
    if (!File)
      continue;
    llvm::SmallString<256> P(*File);
    if (!llvm::sys::path::is_absolute(P))
      if (std::optional<llvm::StringRef> Dir = O->getString("directory")) {
        P = *Dir;
        llvm::sys::path::append(P, *File);
      }
    std::string A = absolute(P);
    if (Seen.insert(A).second)
      Out.push_back(std::move(A));
  }
  return Out;
}

static bool isCxxSource(llvm::StringRef Path) {
  llvm::StringRef Ext = llvm::sys::path::extension(Path);
  return Ext == ".cpp" || Ext == ".cc" || Ext == ".cxx" || Ext == ".c++" ||
         Ext == ".C";
}

/// The C++ sources under Dir (not in hidden directories), sorted.
static std::vector<std::string> sourcesUnder(llvm::StringRef Dir) {
  std::vector<std::string> Out;
  std::error_code EC;
  for (llvm::sys::fs::recursive_directory_iterator It(Dir, EC), End;
       It != End && !EC; It.increment(EC)) {
    llvm::StringRef Name = llvm::sys::path::filename(It->path());
    if (Name.starts_with(".") &&
        It->type() == llvm::sys::fs::file_type::directory_file) {
      It.no_push();
      continue;
    }
    if (It->type() == llvm::sys::fs::file_type::regular_file &&
        isCxxSource(It->path()))
      Out.push_back(It->path());
  }
  llvm::sort(Out);
  return Out;
}

bool shapecheck::expandInputFiles(CliOptions &Opts, llvm::raw_ostream &Err) {
  std::vector<std::string> &Files = Opts.Driver.Files;
  const std::string &BuildPath = Opts.Driver.BuildPath;
  bool WholeDatabase = Files.empty() && !BuildPath.empty();
  bool AnyDirectory = llvm::any_of(Files, [](const std::string &F) {
    return llvm::sys::fs::is_directory(F);
  });
  if (!WholeDatabase && !AnyDirectory && Opts.Exclude.empty())
    return true;
  std::vector<llvm::GlobPattern> Excluded;
  for (const std::string &G : Opts.Exclude) {
    llvm::Expected<llvm::GlobPattern> P = llvm::GlobPattern::create(G);
    if (!P) {
      Err << "shapecheck: error: --exclude='" << G
          << "': " << llvm::toString(P.takeError()) << "\n";
      return false;
    }
    Excluded.push_back(std::move(*P));
  }
  auto IsExcluded = [&](const std::string &F) {
    std::string A = absolute(F);
    return llvm::any_of(Excluded, [&](const llvm::GlobPattern &P) {
      return P.match(F) || P.match(A);
    });
  };
  std::vector<std::string> Out;
  llvm::StringSet<> Seen;
  auto Add = [&](const std::string &F) {
    if (!IsExcluded(F) && Seen.insert(F).second)
      Out.push_back(F);
  };
  std::string Error;
  if (WholeDatabase) {
    std::string DB = databaseOf(BuildPath);
    std::optional<std::vector<std::string>> List =
        llvm::sys::fs::exists(DB) ? databaseFileList(DB, Error) : std::nullopt;
    if (!List) {
      Err << "shapecheck: error: "
          << (Error.empty()
                  ? "no compile_commands.json in the build path '" + BuildPath +
                        "' to list the files to check; CMake "
                        "writes it when configured with `cmake -S "
                        ". -B " +
                        BuildPath + " -DCMAKE_EXPORT_COMPILE_COMMANDS=ON`"
                  : Error)
          << "\n";
      return false;
    }
    for (const std::string &F : *List)
      Add(F);
  }
  for (const std::string &F : Files) {
    if (!llvm::sys::fs::is_directory(F)) {
      Add(F);
      continue;
    }
    // The database's files under the directory, else its C++ sources.
    std::string Dir = absolute(F);
    std::string DB =
        !BuildPath.empty() ? databaseOf(BuildPath) : databaseAbove(Dir);
    std::vector<std::string> Under;
    if (!DB.empty() && llvm::sys::fs::exists(DB)) {
      std::optional<std::vector<std::string>> List =
          databaseFileList(DB, Error);
      if (!List) {
        Err << "shapecheck: error: " << Error << "\n";
        return false;
      }
      for (const std::string &S : *List)
        if (llvm::StringRef(S).starts_with(Dir + "/"))
          Under.push_back(S);
    }
    // No database, or one that compiles nothing there (a build tree above
    // the directory): its C++ sources.
    if (Under.empty())
      Under = sourcesUnder(Dir);
    for (const std::string &S : Under)
      Add(S);
  }
  if (Out.empty()) {
    Err << "shapecheck: error: no file to check"
        << (Opts.Exclude.empty() ? "" : " (--exclude removed every file)")
        << "\n";
    return false;
  }
  Files = std::move(Out);
  return true;
}
