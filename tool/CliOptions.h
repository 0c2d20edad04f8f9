//===- CliOptions.h - The shapecheck command line ---------------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Parses `shapecheck [options] <files...> [-- <compiler flags>]` into the
// driver's options and the tool's own (output format, fail level, color).
// Parsing either yields options to run with or an exit code: 0 after --help
// or --version, 2 after a usage error.
//
//===----------------------------------------------------------------------===//
#ifndef SHAPECHECK_TOOL_CLIOPTIONS_H
#define SHAPECHECK_TOOL_CLIOPTIONS_H

#include "Config/ConfigFile.h"
#include "Frontend/Driver.h"
#include "OwnHeader.h"
#include <optional>
#include <string>
#include <vector>

namespace llvm {
class raw_ostream;
} // namespace llvm

namespace shapecheck {

enum class OutputFormat { Text, Json, Sarif, Github, Gitlab, Junit };
enum class FailOn { Error, Warning, Never };
enum class ColorMode { Auto, Always, Never };

/// The exit codes of the tool.
enum ExitCode : int {
  ExitClean = 0,    // nothing reached the fail level
  ExitFindings = 1, // a finding or notification reached the fail level
  ExitUsage = 2,    // usage, configuration or internal error
};

struct CliOptions {
  DriverOptions Driver;
  OutputFormat Format = OutputFormat::Text;
  std::string OutputFile; // empty: stdout
  FailOn FailLevel = FailOn::Error;
  bool Quiet = false;
  ColorMode Color = ColorMode::Auto;
  bool ListChecks = false;
  std::optional<std::string> Explain;        // --explain CHECK-ID
  std::string SourceRoot;                    // empty: the current directory
  std::string ExportFixes;                   // --export-fixes FILE; empty: none
  std::string SarifCategory = "shapecheck/"; // automationDetails.id
  /// --exclude: globs over the paths of the files to check.
  std::vector<std::string> Exclude;
  /// Where the tool's own shapecheck/shapecheck.hpp was looked for.
  OwnHeaderSearch OwnHeader;
  bool Stats = false; // --stats: the work done, on stderr
  /// -j: translation units analysed at once; 0: one per core.
  unsigned Jobs = 0;
  /// --progress / --no-progress; unset: a live status line when stderr is
  /// a terminal, nothing otherwise.
  std::optional<bool> Progress;

  // Set only when given on the command line, which then overrides the
  // configuration files (ProjectConfig.h).
  bool FailLevelSet = false;
  std::optional<UnresolvedLevel> Unresolved;
  std::optional<std::string> Checks;       // --checks, after the file's
  std::optional<std::string> HeaderFilter; // --header-filter
  bool WarnUnusedSuppressions = false;
  std::string ConfigFile; // --config-file; empty: .shapecheck.yaml upwards
  bool DumpConfig = false;

  std::string BaselineFile;                  // --baseline
  std::string WriteBaselineFile;             // --write-baseline
  std::optional<std::string> LineFilterJson; // --line-filter
  std::optional<std::string> DiffRef;        // --diff[=REF]

  std::string CacheDir; // --cache-dir; empty: $XDG_CACHE_HOME/shapecheck
  bool NoCache = false; // --no-cache
  bool NoPreambleCache = false; // --no-preamble-cache
};

/// The version line printed by --version.
std::string versionString();

/// Parses Args (Args[0] is the program name). On success fills Opts and
/// returns nullopt; otherwise returns the exit code after printing help or
/// version to Out, or a usage error to Err.
std::optional<int> parseCommandLine(const std::vector<std::string> &Args,
                                    CliOptions &Opts, llvm::raw_ostream &Out,
                                    llvm::raw_ostream &Err);

} // namespace shapecheck

#endif
