//===- CompilerCommand.cpp - A whole compile command after `--` -----------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception

#include "CompilerCommand.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"

using namespace shapecheck;

namespace {

bool namesOneOf(llvm::StringRef Arg, const std::vector<std::string> &Files) {
  if (Arg.starts_with("-") || !llvm::sys::fs::exists(Arg))
    return false;
  return llvm::any_of(Files, [&](const std::string &F) {
    return llvm::sys::fs::equivalent(Arg, F);
  });
}

/// A compiler: an executable regular file, named by path or found on PATH,
/// that is not a source file of the run.
bool isCompiler(llvm::StringRef Arg, const std::vector<std::string> &Files) {
  if (Arg.empty() || Arg.starts_with("-") || Arg.starts_with("@") ||
      namesOneOf(Arg, Files))
    return false;
  std::string Path = Arg.str();
  if (!Arg.contains('/')) {
    llvm::ErrorOr<std::string> Found = llvm::sys::findProgramByName(Arg);
    if (!Found)
      return false;
    Path = *Found;
  }
  return llvm::sys::fs::is_regular_file(Path) &&
         llvm::sys::fs::can_execute(Path);
}

} // namespace

void shapecheck::stripCompilerAndSources(
    std::vector<std::string> &Args, const std::vector<std::string> &Files) {
  if (Args.empty())
    return;
  std::vector<std::string> Out;
  size_t First = isCompiler(Args.front(), Files) ? 1 : 0;
  // Options whose value is the next argument and may name a file.
  static const char *const TakesFile[] = {"-o",  "-include", "-imacros", "-MF",
                                          "-MT", "-MQ",      "-Xclang"};
  for (size_t I = First; I < Args.size(); ++I) {
    bool AfterOption =
        I > First &&
        llvm::is_contained(TakesFile, llvm::StringRef(Args[I - 1]));
    if (!AfterOption && namesOneOf(Args[I], Files))
      continue;
    Out.push_back(Args[I]);
  }
  Args = std::move(Out);
}
