//===- Driver.h - Running shapecheck over translation units -----*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The frontend's whole interface to the command line tool: options in,
// findings, notifications and shape dumps out. No Clang type appears here.
//
//===----------------------------------------------------------------------===//
#ifndef SHAPECHECK_FRONTEND_DRIVER_H
#define SHAPECHECK_FRONTEND_DRIVER_H

#include "Shape/Diagnostic.h"
#include "Solver/Solver.h"
#include <set>
#include <string>
#include <vector>

namespace shapecheck {

class PreambleCache;
class ProgramSummaries;

struct DriverOptions {
  std::vector<std::string> Files;
  /// -p: a directory holding compile_commands.json (or the file itself).
  /// Empty: use CompilerArgs when given (the flags after `--`), else search
  /// compile_commands.json upwards from the first file's directory.
  std::string BuildPath;
  bool HaveCompilerArgs = false;         // `--` was given
  std::vector<std::string> CompilerArgs; // the flags after `--`
  std::vector<std::string> ExtraArgs, ExtraArgsBefore;
  /// --remove-flag and the configuration's RemoveFlags: globs over the
  /// compile command's flags, each removed with its value.
  std::vector<std::string> RemoveFlags;
  /// Clang's resource directory; empty: the one recorded at configure time.
  std::string ResourceDir;
  /// Rules files given with --rules, loaded after the shipped packs (so
  /// their declarations take precedence).
  std::vector<std::string> RulesFiles;
  /// --report-unknown: a note (rule unknown-call) for each call whose
  /// array result no annotation or rule describes.
  bool ReportUnknown = false;
  bool DumpShapes = false;
  /// --dump-shapes=NAME or =FILE:LINE: only that function (ShapeDump.h).
  std::string DumpShapesFilter;
  /// The process exits right after this run: the last file's AST is left to
  /// the exit instead of being freed, as `clang -fsyntax-only` does (saves
  /// a few percent on a large TU). Never set it when runDriver is called
  /// again in the same process: each such AST would stay in memory.
  bool FastExit = false;
  /// --file-timeout: the seconds one file's check may take (FileDeadline.h);
  /// 0: no limit.
  double FileTimeoutSeconds = 600;
  SolverOptions Solver;
  /// The interfaces of the run's functions, shared by the runDriver calls
  /// of one run (ProgramSummaries.h); null: these Files only.
  ProgramSummaries *Program = nullptr;
  /// Where the files' preambles are stored and found (PreambleCache.h),
  /// shared by the runDriver calls of a run; null: every file is parsed
  /// whole.
  PreambleCache *Preambles = nullptr;
};

struct DriverResult {
  std::vector<Finding> Findings;
  std::vector<ToolNotification> Notifications;
  /// --dump-shapes output: each function's signature and its locals' shapes.
  std::string ShapeDump;
  /// False when a file could not be processed at all.
  bool ExecutionSuccessful = true;
  /// A configuration error (bad compile database, unreadable rules file):
  /// the CLI exits with code 2 and prints this.
  std::string FatalError;
  /// Errors in rules files (located, with hints and fix-its), printed
  /// before FatalError.
  std::vector<Diagnostic> RulesErrors;
  /// Work done, for --stats: trips through loop bodies.
  uint64_t LoopTrips = 0;
  /// Functions the files declare but that no summary described when they
  /// were analysed (by USR): worth analysing them again once the files
  /// defining them have been (ProgramSummaries.h).
  std::set<std::string> Wanted;
  /// The summaries the files read: analysing them again is worth it when
  /// one of those changes.
  std::set<std::string> Used;
  /// The constructors, functions and methods the files define, and the
  /// instances and calls other files requested that were answered
  /// (ProgramSummaries.h).
  std::set<std::string> Constructors, Served;
  /// Every file Clang opened for the files (sources and headers, absolute),
  /// for the result cache.
  std::vector<std::string> FilesRead;
  /// Every path Clang looked for and did not find (MissingFiles.h), for the
  /// result cache: a file that appears there may change the results.
  std::vector<std::string> FilesMissing;
  /// A file's check passed its time limit (--file-timeout): exit code 2.
  bool TimedOut = false;
};

DriverResult runDriver(const DriverOptions &Opts);

} // namespace shapecheck

#endif
