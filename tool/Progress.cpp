//===- Progress.cpp - Progress of a run on stderr -------------------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include "Progress.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/Format.h"

using namespace shapecheck;

ProgressDisplay::Mode ProgressDisplay::choose(std::optional<bool> Asked,
                                              bool Quiet, bool Terminal) {
  if (Quiet || (Asked && !*Asked))
    return Mode::Off;
  if (Terminal)
    return Mode::Live;
  return Asked ? Mode::Lines : Mode::Off;
}

ProgressDisplay::ProgressDisplay(Mode M, llvm::raw_ostream &OS,
                                 unsigned Columns)
    : M(M), OS(OS), Columns(Columns ? std::max(Columns, 20u) : 80),
      Start(std::chrono::steady_clock::now()) {
  if (M == Mode::Live)
    Ticker = std::thread([this] { tick(); });
}

ProgressDisplay::~ProgressDisplay() {
  {
    std::lock_guard<std::mutex> G(Lock);
    Stop = true;
  }
  Wake.notify_all();
  if (Ticker.joinable())
    Ticker.join();
  clear();
}

void ProgressDisplay::tick() {
  std::unique_lock<std::mutex> G(Lock);
  while (!Stop) {
    Wake.wait_for(G, std::chrono::seconds(1));
    if (!Stop && !Running.empty())
      draw();
  }
}

void ProgressDisplay::startRound(size_t N, bool A) {
  std::lock_guard<std::mutex> G(Lock);
  Total = N;
  Started = Done = 0;
  Again = A;
  Running.clear();
}

void ProgressDisplay::started(const std::string &File) {
  if (M == Mode::Off)
    return;
  std::lock_guard<std::mutex> G(Lock);
  ++Started;
  if (M == Mode::Lines) {
    OS << "[" << Started << "/" << Total << "] Processing file " << File
       << (Again ? " again, with what the other files define.\n" : ".\n");
    OS.flush();
    return;
  }
  Running.push_back(File);
  draw();
}

void ProgressDisplay::finished(const std::string &File) {
  if (M != Mode::Live)
    return;
  std::lock_guard<std::mutex> G(Lock);
  ++Done;
  auto It = llvm::find(Running, File);
  if (It != Running.end())
    Running.erase(It);
  draw();
}

void ProgressDisplay::draw() {
  auto Secs = std::chrono::duration_cast<std::chrono::seconds>(
                  std::chrono::steady_clock::now() - Start)
                  .count();
  std::string Line, File, More;
  llvm::raw_string_ostream L(Line);
  L << "[" << Done << "/" << Total << (Again ? " again" : "") << "] "
    << Secs / 60 << ":" << llvm::format("%02d", int(Secs % 60));
  L.flush();
  if (!Running.empty()) {
    File = " " + Running.back();
    if (Running.size() > 1)
      More = " (+" + std::to_string(Running.size() - 1) + ")";
  }
  // The line must not reach the last column (some terminals wrap there):
  // a long file name loses its beginning.
  size_t Room =
      Columns - 1 - std::min<size_t>(Columns - 1, Line.size() + More.size());
  if (File.size() > Room)
    File = Room > 4 ? " ..." + File.substr(File.size() - (Room - 4)) : "";
  Line += File + More;
  // Carriage return, the line, then erase what a longer line left.
  OS << "\r" << Line << "\x1b[K";
  OS.flush();
  Shown = true;
}

void ProgressDisplay::clear() {
  if (M != Mode::Live)
    return;
  std::lock_guard<std::mutex> G(Lock);
  if (!Shown)
    return;
  OS << "\r\x1b[K";
  OS.flush();
  Shown = false;
}
