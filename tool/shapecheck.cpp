//===- shapecheck.cpp - The shapecheck command line tool ------------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//   shapecheck [options] <files...> [-- <compiler flags>]
//
// A thin main: parse the command line (CliOptions), run (Run), and turn every
// escaping exception or LLVM fatal error into exit code 2. See docs/cli.md.
//
//===----------------------------------------------------------------------===//

#include "CliOptions.h"
#include "OwnHeader.h"
#include "Run.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/Signals.h"
#include "llvm/Support/Timer.h"
#include "llvm/Support/raw_ostream.h"
#include <csignal>
#include <cstdlib>
#include <exception>
#include <string>
#include <vector>

using namespace shapecheck;

static void onFatalError(void *, const char *Reason, bool) {
  // Inside the check of one file (a full disk under the preamble being
  // written): that file's failure, not the run's.
  if (noteFileFatalError(Reason)) {
    llvm::sys::RunInterruptHandlers(); // the temporary files Clang made
    llvm::sys::Process::Exit(1);       // back to the file's recovery point
  }
  llvm::errs() << "shapecheck: error: internal error: " << Reason << "\n";
  llvm::errs().flush();
  std::_Exit(ExitUsage);
}

int main(int argc, char **argv) {
  llvm::InitLLVM Init(argc, argv);
  // Clang times a `#pragma clang __debug crash` it ignores, and prints a
  // group's timers when its last live timer goes: with this one alive, what
  // it times is only drained (printAll below), never printed.
  llvm::Timer KeepTimers("shapecheck", "shapecheck");
  llvm::install_fatal_error_handler(onFatalError);
#ifdef SIGXFSZ
  // Past a file size limit (ulimit -f), a write fails with EFBIG and is
  // reported, instead of the signal killing the process.
  std::signal(SIGXFSZ, SIG_IGN);
#endif
  try {
    std::vector<std::string> Args(argv, argv + argc);
    CliOptions Opts;
    if (std::optional<int> Exit =
            parseCommandLine(Args, Opts, llvm::outs(), llvm::errs()))
      return *Exit;
    static int Anchor; // an address in the executable
    Opts.OwnHeader = findOwnHeader(argv[0], &Anchor);
    if (!Opts.DumpConfig) // the configuration as written, without it
      addOwnHeader(Opts.OwnHeader, Opts.Driver);
    int Exit = runShapecheck(Opts);
    llvm::TimerGroup::printAll(llvm::nulls());
    return Exit;
  } catch (const std::exception &E) {
    llvm::errs() << "shapecheck: error: internal error: " << E.what() << "\n";
  } catch (...) {
    llvm::errs() << "shapecheck: error: internal error: unknown exception\n";
  }
  return ExitUsage;
}
