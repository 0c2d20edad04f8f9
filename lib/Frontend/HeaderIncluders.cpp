//===- HeaderIncluders.cpp - A header checked through its includer --------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception

#include "Frontend/HeaderIncluders.h"
#include "Shape/Paths.h"
#include "clang/Tooling/CompilationDatabase.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include <algorithm>
#include <map>
#include <vector>

using namespace shapecheck;
namespace path = llvm::sys::path;

namespace {

/// Bounds on hostile or huge projects.
constexpr size_t MaxFilesRead = 4000;
constexpr uint64_t MaxFileSize = 1u << 20;

/// The canonical form of a path: absolute, dots removed, links resolved when
/// the file exists.
std::string canonical(llvm::StringRef P, llvm::StringRef Dir = "") {
  llvm::SmallString<256> Abs(P);
  if (!path::is_absolute(Abs) && !Dir.empty()) {
    Abs = Dir;
    path::append(Abs, P);
  }
  std::string A = absolutePath(std::string(Abs));
  llvm::SmallString<256> Real;
  if (!llvm::sys::fs::real_path(A, Real))
    return std::string(Real);
  llvm::SmallString<256> Clean(A);
  path::remove_dots(Clean, /*remove_dot_dot=*/true);
  return std::string(Clean);
}

/// The names in the #include directives of Text (quoted or angled).
std::vector<std::string> includedNames(llvm::StringRef Text) {
  std::vector<std::string> Out;
  while (!Text.empty()) {
    auto [Line, Rest] = Text.split('\n');
    Text = Rest;
    Line = Line.ltrim(" \t");
    if (!Line.consume_front("#"))
      continue;
    Line = Line.ltrim(" \t");
    if (!Line.consume_front("include"))
      continue;
    Line = Line.ltrim(" \t");
    if (Line.empty())
      continue;
    char Close = Line.front() == '"' ? '"' : Line.front() == '<' ? '>' : 0;
    if (!Close)
      continue;
    size_t End = Line.find(Close, 1);
    if (End != llvm::StringRef::npos && End > 1)
      Out.push_back(Line.slice(1, End).str());
  }
  return Out;
}

/// The include directories of a compile command, absolute.
std::vector<std::string>
includeDirs(const clang::tooling::CompileCommand &Cmd) {
  std::vector<std::string> Out;
  const std::vector<std::string> &Args = Cmd.CommandLine;
  for (size_t I = 0; I < Args.size(); ++I) {
    llvm::StringRef A = Args[I];
    for (llvm::StringRef Flag : {"-I", "-iquote", "-isystem", "-idirafter"}) {
      if (!A.starts_with(Flag))
        continue;
      llvm::StringRef Dir = A.drop_front(Flag.size());
      if (Dir.empty() && I + 1 < Args.size())
        Dir = Args[++I];
      if (!Dir.empty())
        Out.push_back(canonical(Dir, Cmd.Directory));
      break;
    }
  }
  return Out;
}

bool under(llvm::StringRef File, llvm::StringRef Root) {
  return File.starts_with(Root) &&
         (File.size() == Root.size() || path::is_separator(File[Root.size()]) ||
          Root.ends_with("/"));
}

/// The longest directory that holds every one of Files.
std::string commonDir(const std::vector<std::string> &Files) {
  if (Files.empty())
    return "";
  std::string Common = std::string(path::parent_path(Files.front()));
  for (const std::string &F : Files)
    while (!Common.empty() && !under(F, Common))
      Common = std::string(path::parent_path(Common));
  return Common;
}

unsigned stemScore(llvm::StringRef Source, llvm::StringRef Header) {
  return path::stem(Source) == path::stem(Header) ? 1 : 0;
}

} // namespace

bool shapecheck::isHeaderFile(llvm::StringRef File) {
  llvm::StringRef Ext = path::extension(File);
  if (Ext.empty())
    return true;
  std::string E = Ext.drop_front().lower();
  return llvm::is_contained(
      {"h", "hh", "hpp", "hxx", "h++", "inc", "inl", "ipp", "tpp", "cuh"}, E);
}

std::optional<std::string>
shapecheck::findIncluder(const clang::tooling::CompilationDatabase &DB,
                         llvm::StringRef Header) {
  std::string Target = canonical(Header);
  std::vector<std::string> Sources;
  for (const std::string &F : DB.getAllFiles())
    Sources.push_back(canonical(F));
  std::sort(Sources.begin(), Sources.end());
  Sources.erase(std::unique(Sources.begin(), Sources.end()), Sources.end());
  std::vector<std::string> All = Sources;
  All.push_back(Target);
  std::string Root = commonDir(All);
  if (Root.empty() || Root == "/")
    return std::nullopt; // no project to bound the search by

  size_t Read = 0;
  // Each file's resolved project includes, read once.
  std::map<std::string, std::vector<std::string>> Includes;
  auto includesOf = [&](const std::string &File,
                        const std::vector<std::string> &Dirs)
      -> const std::vector<std::string> & {
    auto [It, New] = Includes.try_emplace(File);
    if (!New || Read >= MaxFilesRead)
      return It->second;
    ++Read;
    uint64_t Size = 0;
    if (llvm::sys::fs::file_size(File, Size) || Size > MaxFileSize)
      return It->second;
    auto Buf = llvm::MemoryBuffer::getFile(File, /*IsText=*/true);
    if (!Buf)
      return It->second;
    std::string Here = std::string(path::parent_path(File));
    for (const std::string &Name : includedNames((*Buf)->getBuffer())) {
      std::vector<std::string> Candidates = {Here};
      Candidates.insert(Candidates.end(), Dirs.begin(), Dirs.end());
      for (const std::string &D : Candidates) {
        llvm::SmallString<256> P(D);
        path::append(P, Name);
        if (!llvm::sys::fs::is_regular_file(P))
          continue;
        std::string C = canonical(P);
        if (under(C, Root))
          It->second.push_back(C);
        break;
      }
    }
    return It->second;
  };

  std::optional<std::string> Best;
  unsigned BestScore = 0;
  for (const std::string &Source : Sources) {
    if (Source == Target)
      continue;
    std::vector<clang::tooling::CompileCommand> Cmds =
        DB.getCompileCommands(Source);
    std::vector<std::string> Dirs =
        Cmds.empty() ? std::vector<std::string>() : includeDirs(Cmds.front());
    // Breadth-first through the project headers this source includes.
    llvm::StringSet<> Seen;
    std::vector<std::string> Queue = {Source};
    bool Found = false;
    for (size_t I = 0; I < Queue.size() && !Found; ++I)
      for (const std::string &Inc : includesOf(Queue[I], Dirs)) {
        if (Inc == Target) {
          Found = true;
          break;
        }
        if (Seen.insert(Inc).second)
          Queue.push_back(Inc);
      }
    if (!Found)
      continue;
    unsigned Score = 1 + stemScore(Source, Target);
    if (Score > BestScore) {
      Best = Source;
      BestScore = Score;
    }
  }
  return Best;
}
