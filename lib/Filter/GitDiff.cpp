//===- GitDiff.cpp - The lines `git diff` shows changed -------------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception

#include "Filter/GitDiff.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"

using namespace shapecheck;

std::vector<LineFilter::FileLines>
shapecheck::parseUnifiedDiff(llvm::StringRef Diff, llvm::StringRef Root) {
  std::vector<LineFilter::FileLines> Out;
  LineFilter::FileLines *Current = nullptr;
  llvm::SmallVector<llvm::StringRef, 0> Lines;
  Diff.split(Lines, '\n');
  for (llvm::StringRef L : Lines) {
    if (L.consume_front("+++ ")) {
      Current = nullptr;
      if (L.consume_front("b/")) {
        llvm::SmallString<256> P(Root);
        llvm::sys::path::append(P, L.rtrim("\r"));
        Out.push_back({std::string(P), {}});
        Current = &Out.back();
      }
      continue;
    }
    // "@@ -a[,b] +c[,d] @@": d lines from c (d = 1 when left out).
    if (!Current || !L.consume_front("@@ -"))
      continue;
    size_t Plus = L.find(" +");
    if (Plus == llvm::StringRef::npos)
      continue;
    llvm::StringRef New = L.drop_front(Plus + 2);
    New = New.take_until([](char C) { return C == ' '; });
    auto [StartText, CountText] = New.split(',');
    unsigned Start = 0, Count = 1;
    if (StartText.getAsInteger(10, Start) ||
        (!CountText.empty() && CountText.getAsInteger(10, Count)))
      continue;
    if (Count != 0)
      Current->Lines.push_back({Start, Start + Count - 1});
  }
  // A file whose hunks only deleted lines has no kept line.
  for (LineFilter::FileLines &F : Out)
    if (F.Lines.empty())
      F.Lines.push_back({0, 0});
  return Out;
}

namespace {

/// Runs git with Args; its stdout in Out, false with Error on failure.
bool runGit(llvm::ArrayRef<llvm::StringRef> Args, std::string &Out,
            std::string &Error) {
  llvm::ErrorOr<std::string> Git = llvm::sys::findProgramByName("git");
  if (!Git) {
    Error = "--diff needs git, which is not on PATH";
    return false;
  }
  llvm::SmallString<128> OutFile, ErrFile;
  if (llvm::sys::fs::createTemporaryFile("shapecheck-git", "out", OutFile) ||
      llvm::sys::fs::createTemporaryFile("shapecheck-git", "err", ErrFile)) {
    Error = "cannot create a temporary file for git's output";
    return false;
  }
  std::vector<llvm::StringRef> Argv = {*Git, "-c", "core.quotePath=false"};
  Argv.insert(Argv.end(), Args.begin(), Args.end());
  std::optional<llvm::StringRef> Redirects[] = {
      llvm::StringRef(""), llvm::StringRef(OutFile), llvm::StringRef(ErrFile)};
  std::string ExecError;
  int RC = llvm::sys::ExecuteAndWait(*Git, Argv, std::nullopt, Redirects, 0, 0,
                                     &ExecError);
  auto Slurp = [](llvm::StringRef F) {
    auto B = llvm::MemoryBuffer::getFile(F);
    return B ? (*B)->getBuffer().str() : std::string();
  };
  Out = Slurp(OutFile);
  std::string Err = Slurp(ErrFile);
  llvm::sys::fs::remove(OutFile);
  llvm::sys::fs::remove(ErrFile);
  if (RC != 0) {
    std::string Cmd = "git";
    for (llvm::StringRef A : Args)
      Cmd += " " + A.str();
    Error = "'" + Cmd + "' failed" +
            (Err.empty() ? (ExecError.empty() ? std::string(": exit code ") +
                                                    std::to_string(RC)
                                              : ": " + ExecError)
                         : ": " + llvm::StringRef(Err).trim().str());
    return false;
  }
  return true;
}

} // namespace

std::optional<LineFilter> shapecheck::changedLines(llvm::StringRef Ref,
                                                   llvm::StringRef Dir,
                                                   std::string &Error) {
  std::string Top, Diff, Ignored;
  // In the checkout that holds the checked files, wherever the run is.
  std::string In = Dir.empty() ? "." : Dir.str();
  if (!runGit({"-C", In, "rev-parse", "--show-toplevel"}, Top, Error))
    return std::nullopt;
  if (Ref.starts_with("-")) { // not an option of git's
    Error = "--diff=" + Ref.str() + ": not a revision";
    return std::nullopt;
  }
  std::string Commit = Ref.str() + "^{commit}";
  if (!runGit({"-C", In, "rev-parse", "--verify", "--quiet", Commit}, Ignored,
              Error)) {
    std::string Shallow;
    std::string E2;
    bool IsShallow = runGit({"-C", In, "rev-parse", "--is-shallow-repository"},
                            Shallow, E2) &&
                     llvm::StringRef(Shallow).trim() == "true";
    Error = "--diff=" + Ref.str() + ": no such commit in the checkout of '" +
            llvm::StringRef(Top).trim().str() + "'" +
            (IsShallow ? " (a shallow clone: fetch it, e.g. `git fetch "
                         "--deepen=50 origin`, or clone with the history: "
                         "actions/checkout's `fetch-depth: 0`)"
                       : " (fetch it, e.g. `git fetch origin`)");
    return std::nullopt;
  }
  if (!runGit(
          {"-C", In, "diff", "-U0", "--no-color", "--no-ext-diff", Ref, "--"},
          Diff, Error))
    return std::nullopt;
  return LineFilter::exactly(
      parseUnifiedDiff(Diff, llvm::StringRef(Top).trim()));
}
