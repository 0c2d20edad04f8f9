//===- ConfigFinder.cpp - The configuration of each checked file ----------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception

#include "Config/ConfigFinder.h"
#include "Shape/Paths.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

using namespace shapecheck;

ConfigFinder::ConfigFinder(std::string ExplicitFile)
    : ExplicitFile(std::move(ExplicitFile)) {}

std::optional<Config> ConfigFinder::fromFile(const std::string &Path,
                                             Diagnostic &Error) {
  std::optional<Config> C = readConfigFile(Path, Error);
  if (!C || !C->InheritParentConfig.value_or(false))
    return C;
  llvm::StringRef Dir = llvm::sys::path::parent_path(Path);
  llvm::StringRef Up = llvm::sys::path::parent_path(Dir);
  if (Up.empty() || Up == Dir)
    return C;
  std::optional<Config> Parent = fromDir(Up, Error);
  if (!Parent)
    return std::nullopt;
  return mergeConfigs(*Parent, *C);
}

std::optional<Config> ConfigFinder::fromDir(llvm::StringRef Dir,
                                            Diagnostic &Error) {
  auto Known = ByDir.find(Dir.str());
  if (Known != ByDir.end())
    return Known->second;
  std::optional<Config> Result;
  llvm::SmallString<256> Candidate(Dir);
  llvm::sys::path::append(Candidate, ConfigFileName);
  if (llvm::sys::fs::exists(Candidate)) {
    Result = fromFile(std::string(Candidate), Error);
  } else {
    llvm::StringRef Up = llvm::sys::path::parent_path(Dir);
    Result = (Up.empty() || Up == Dir) ? std::optional<Config>(Config())
                                       : fromDir(Up, Error);
  }
  if (Result) // errors are not cached: each is reported once, then we stop
    ByDir.emplace(Dir.str(), Result);
  return Result;
}

std::optional<Config> ConfigFinder::forFile(llvm::StringRef File,
                                            Diagnostic &Error) {
  if (!ExplicitFile.empty()) {
    auto Known = ByDir.find("<explicit>");
    if (Known != ByDir.end())
      return Known->second;
    std::optional<Config> C = fromFile(absolutePath(ExplicitFile), Error);
    if (C)
      ByDir.emplace("<explicit>", C);
    return C;
  }
  std::string Abs = absolutePath(File);
  llvm::StringRef Dir = llvm::sys::fs::is_directory(Abs)
                            ? llvm::StringRef(Abs)
                            : llvm::sys::path::parent_path(Abs);
  return fromDir(Dir, Error);
}
