//===- CompileDatabase.h - Where the compile flags come from ----*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// In order:
//  1. -p (BuildPath): a directory holding compile_commands.json, or the
//     JSON file itself (a missing one is a configuration error);
//  2. the flags after `--` (a fixed command line for every file);
//  3. compile_commands.json (or compile_flags.txt) found upwards from the
//     first file's directory;
//  4. none found: default flags (-std=c++20, which the annotation aliases
//     need), with a note-level notification. clang-tidy stops here with an
//     error; shapecheck prefers to run, and says so.
// Response files (@file) are expanded in every case.
//
//===----------------------------------------------------------------------===//
#ifndef SHAPECHECK_FRONTEND_COMPILEDATABASE_H
#define SHAPECHECK_FRONTEND_COMPILEDATABASE_H

#include "Frontend/Driver.h"
#include <memory>
#include <mutex>
#include <string>
#include <vector>

namespace clang {
class CompilerInvocation;
namespace tooling {
class CompilationDatabase;
} // namespace tooling
} // namespace clang

namespace shapecheck {

/// The response files (@file) expanded so far, absolute: inputs of every
/// result the commands lead to. Shared by the database and its loader.
class ResponseFilesRead {
public:
  void add(std::string Path);
  std::vector<std::string> files() const;

private:
  mutable std::mutex M;
  std::vector<std::string> Files;
};

struct LoadedDatabase {
  std::unique_ptr<clang::tooling::CompilationDatabase> DB;
  /// The response files DB's commands have read (nested ones too).
  std::shared_ptr<ResponseFilesRead> ResponseFiles =
      std::make_shared<ResponseFilesRead>();
  std::vector<ToolNotification> Notifications;
  std::string Error; // a configuration error: nothing can run
};

/// The flags used when no compilation database is found.
extern const char *const DefaultFlags[];

LoadedDatabase loadCompilationDatabase(const DriverOptions &Opts);

/// A compile command with every flag removed that would make the compiler
/// write a file, load code (plugins) or read a configuration file, whether
/// given to the driver or through -Xclang / -Xpreprocessor / -Wp, (see
/// docs/cli.md, "Safe to run on untrusted pull requests"). Args[0] is the
/// compiler and stays; `--no-default-config` is added after it.
std::vector<std::string> stripUnsafeFlags(const std::vector<std::string> &Args);

/// The compile command Args less the flags Clang's driver does not know
/// (g++'s `-fconcepts-diagnostics-depth=3`, which Clang would reject: they
/// are added to Unknown) and the flags that one of Globs matches (a glob
/// over the flag as written, `-fconcepts-*`), each with its value, as
/// clangd's CompileFlags: Remove. Args[0] is the compiler and stays.
std::vector<std::string> removeFlags(const std::vector<std::string> &Args,
                                     llvm::ArrayRef<std::string> Globs,
                                     std::vector<std::string> &Unknown);

/// Clears every field of Invocation that names a file Clang would write
/// (dependency, header-include and DOT output, the stats file, the
/// diagnostic log and serialized diagnostics, the output file, time traces,
/// migration reports, profile and coverage output) and turns off implicit
/// module builds, which write a module cache: whatever flags got past
/// stripUnsafeFlags, nothing is written.
void clearOutputFiles(clang::CompilerInvocation &Invocation);

} // namespace shapecheck

#endif
