//===- Progress.h - Progress of a run on stderr -----------------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// On a terminal: one status line, redrawn in place (files done of the
// round's total, the file being checked, the time so far) and erased at the
// end, so that the report and the summary follow on a clean line. Elsewhere
// (a pipe, a log file), only when asked: one line per file started, as
// clang-tidy's driver prints them. Workers call started/finished from their
// threads; a ticker thread keeps the elapsed time current.
//
//===----------------------------------------------------------------------===//
#ifndef SHAPECHECK_TOOL_PROGRESS_H
#define SHAPECHECK_TOOL_PROGRESS_H

#include "llvm/Support/raw_ostream.h"
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

namespace shapecheck {

class ProgressDisplay {
public:
  enum class Mode {
    Off,
    Live,  // a terminal: one line redrawn in place
    Lines, // one line per file started
  };
  /// The mode for stderr: Asked is --progress (true), --no-progress (false)
  /// or neither; Terminal: whether stderr is one.
  static Mode choose(std::optional<bool> Asked, bool Quiet, bool Terminal);

  /// Columns: the terminal's width (Live lines are cut to fit).
  ProgressDisplay(Mode M, llvm::raw_ostream &OS, unsigned Columns = 80);
  ~ProgressDisplay();

  /// A round of Total files begins; Again: files checked once more with
  /// what the others define.
  void startRound(size_t Total, bool Again);
  void started(const std::string &File);
  void finished(const std::string &File);
  /// Erases the live line (before anything else is printed on stderr).
  void clear();

private:
  void draw(); // with Lock held
  void tick();

  Mode M;
  llvm::raw_ostream &OS;
  unsigned Columns;
  std::chrono::steady_clock::time_point Start;
  std::mutex Lock;
  std::condition_variable Wake;
  bool Stop = false, Shown = false, Again = false;
  size_t Total = 0, Started = 0, Done = 0;
  std::vector<std::string> Running; // in the order they started
  std::thread Ticker;
};

} // namespace shapecheck

#endif
