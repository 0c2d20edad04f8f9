//===- CliOptions.cpp - The shapecheck command line -----------------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// CLI11 does the parsing. Everything after the first `--` is split off
// beforehand and becomes the compiler flags, as clang-tidy does; CLI11's
// errors become exit code 2, its --help and --version exit code 0.
//
//===----------------------------------------------------------------------===//

#include "CliOptions.h"
#include "CompilerCommand.h"
#include "InputFiles.h"
#include "llvm/Config/llvm-config.h"
#include "llvm/Support/raw_ostream.h"
#include <CLI/CLI.hpp>
#include <algorithm>
#include <map>

using namespace shapecheck;

#ifndef SHAPECHECK_VERSION
#define SHAPECHECK_VERSION "unknown"
#endif

std::string shapecheck::versionString() {
  return std::string("shapecheck version ") + SHAPECHECK_VERSION +
         " (LLVM " LLVM_VERSION_STRING ")";
}

namespace {

const char *const Footer = R"(Configuration:
  Each file's options come from the nearest .shapecheck.yaml in its directory
  or a parent (merged with the next one up when it sets InheritParentConfig);
  options on the command line win. See --dump-config.

Compiler flags:
  Flags after `--` compile every file (no compilation database is used).
  Without `--`, the flags come from compile_commands.json: in the directory
  given with -p, else searched upwards from each file's directory.

Exit codes:
  0  nothing reached the --fail-on level
  1  a finding (or a tool notification, e.g. a compile error) reached it
  2  usage, configuration or internal error

Suppress a finding with `// NOSHAPECHECK(rule-id)` on its line; see
`--list-checks` and `--explain CHECK-ID`.)";

template <typename T>
T lookup(const std::map<std::string, T> &Map, const std::string &Key) {
  return Map.at(Key); // validated by IsMember
}

template <typename T>
std::vector<std::string> keys(const std::map<std::string, T> &M) {
  std::vector<std::string> K;
  for (const auto &E : M)
    K.push_back(E.first);
  return K;
}

} // namespace

std::optional<int>
shapecheck::parseCommandLine(const std::vector<std::string> &Args,
                             CliOptions &Opts, llvm::raw_ostream &Out,
                             llvm::raw_ostream &Err) {
  // Split at the first `--`: the rest is for the compiler.
  auto Dashes = std::find(Args.begin() + (Args.empty() ? 0 : 1), Args.end(),
                          std::string("--"));
  if (Dashes != Args.end()) {
    Opts.Driver.HaveCompilerArgs = true;
    Opts.Driver.CompilerArgs.assign(Dashes + 1, Args.end());
  }
  std::vector<std::string> Mine(Args.begin(), Dashes);

  CLI::App App("Checks the tensor shapes of C++ code against SHAPECHECK "
               "annotations.",
               "shapecheck");
  App.footer(Footer);
  App.set_version_flag("--version", versionString());
  App.option_defaults()->always_capture_default(false);

  std::string Format = "text", FailText = "error", Color = "auto", Unresolved;
  App.add_option("--exclude", Opts.Exclude,
                 "Do not check the files whose path (as given, or absolute) "
                 "matches this glob (repeatable), e.g. '*/third_party/*'")
      ->type_name("<glob>")
      ->allow_extra_args(false);
  App.add_option("files", Opts.Driver.Files,
                 "Source files to check; a directory stands for the sources "
                 "under it; none with -p: every file of the database")
      ->type_name("FILE");
  App.add_option("-p", Opts.Driver.BuildPath,
                 "Build directory holding compile_commands.json (or the file "
                 "itself)")
      ->type_name("<build-path>");
  App.add_option("--format", Format,
                 "Output format: text, json, sarif, github (workflow "
                 "commands), gitlab (Code Quality) or junit (XML)")
      ->check(
          CLI::IsMember({"text", "json", "sarif", "github", "gitlab", "junit"}))
      ->type_name("<format>");
  App.add_option("-o,--output", Opts.OutputFile,
                 "Write the report to FILE instead of stdout")
      ->type_name("FILE");
  App.add_option("--rules", Opts.Driver.RulesFiles,
                 "A rules file describing more functions (repeatable); "
                 "the shipped packs always load")
      ->type_name("FILE")
      ->allow_extra_args(false);
  App.add_flag("--report-unknown", Opts.Driver.ReportUnknown,
               "Note each call whose array result no annotation or rule "
               "describes (rule unknown-call)");
  CLI::Option *FailOpt =
      App.add_option(
             "--fail-on", FailText,
             "Lowest level that makes the exit code 1: error (default), "
             "warning or never")
          ->check(CLI::IsMember({"error", "warning", "never"}))
          ->type_name("<level>");
  App.add_flag("-q,--quiet", Opts.Quiet,
               "Print no progress or summary on stderr");
  App.add_option("--color", Color,
                 "Color text output: auto (default; a terminal, unless "
                 "NO_COLOR is set), always or never")
      ->check(CLI::IsMember({"auto", "always", "never"}))
      ->type_name("<when>");
  App.add_flag("--list-checks", Opts.ListChecks,
               "List the check ids with their default level and exit");
  // The name of 0.1, before check ids and library rules had distinct names.
  App.add_flag("--list-rules", Opts.ListChecks)->group("");
  App.add_option("--explain", Opts.Explain,
                 "Print the documentation of a check and exit")
      ->type_name("CHECK-ID");
  App.add_option("-j,--jobs", Opts.Jobs,
                 "Translation units to analyse at once (default: the number "
                 "of cores); the report is the same for any number")
      ->check(CLI::Range(1u, 1024u).description(""))
      ->type_name("N");
  bool ProgressOn = false, ProgressOff = false;
  App.add_flag("--progress", ProgressOn,
               "Show progress on stderr also when it is not a terminal "
               "(one line per file); on a terminal, a status line is "
               "the default");
  App.add_flag("--no-progress", ProgressOff, "Never show progress");
  App.add_flag("--stats", Opts.Stats,
               "Print the work the analysis did (loop trips) and what the "
               "caches did on stderr");
  // A flag with an optional value: `--dump-shapes` alone (CLI11 stores
  // "true", which names no function: it is a keyword) lists everything; a
  // value only with "=", so that a following file name stays a file.
  std::string DumpShapes;
  CLI::Option *DumpOpt =
      App.add_flag("--dump-shapes", DumpShapes,
                   "Print each function's signature and its locals' shapes; "
                   "--dump-shapes=NAME or =FILE:LINE: only that function's");
  DumpOpt->type_name("[=NAME|FILE:LINE]");
  App.add_option("--extra-arg", Opts.Driver.ExtraArgs,
                 "A compiler flag to append (repeatable)")
      ->type_name("<flag>")
      ->allow_extra_args(false);
  App.add_option("--extra-arg-before", Opts.Driver.ExtraArgsBefore,
                 "A compiler flag to prepend (repeatable)")
      ->type_name("<flag>")
      ->allow_extra_args(false);
  App.add_option("--remove-flag", Opts.Driver.RemoveFlags,
                 "A glob over the compile command's flags: each flag it "
                 "matches is removed, with its value (repeatable; as the "
                 "configuration's RemoveFlags)")
      ->type_name("<glob>")
      ->allow_extra_args(false);
  App.add_option("--resource-dir", Opts.Driver.ResourceDir,
                 "Clang's resource directory (builtin headers)")
      ->type_name("DIR");
  static const std::map<std::string, UnresolvedLevel> UnresolvedLevels = {
      {"error", UnresolvedLevel::Error},
      {"warning", UnresolvedLevel::Warning},
      {"note", UnresolvedLevel::Note},
      {"off", UnresolvedLevel::Off}};
  App.add_option("--unresolved", Unresolved,
                 "Level of unresolved-constraint findings: error, warning "
                 "(default), note or off")
      ->check(CLI::IsMember(keys(UnresolvedLevels)))
      ->type_name("<level>");
  App.add_option("--source-root", Opts.SourceRoot,
                 "Directory that SARIF and GitLab locations are relative to "
                 "(default: the current directory)")
      ->type_name("DIR");
  App.add_option("--sarif-category", Opts.SarifCategory,
                 "SARIF automationDetails.id, which tells runs apart in "
                 "code scanning (default: shapecheck/)")
      ->type_name("<id>");
  App.add_option("--export-fixes", Opts.ExportFixes,
                 "Also write the findings as clang-tidy --export-fixes YAML "
                 "to FILE")
      ->type_name("FILE");
  App.add_option("--config-file", Opts.ConfigFile,
                 "Use this configuration file for every file instead of the "
                 ".shapecheck.yaml found upwards from each")
      ->type_name("PATH");
  App.add_option("--checks", Opts.Checks,
                 "Comma-separated globs over the check ids, a '-' prefix "
                 "disabling, appended to the configuration's Checks "
                 "(e.g. '-*,shape-mismatch')")
      ->type_name("<globs>");
  App.add_option("--header-filter", Opts.HeaderFilter,
                 "Report findings in headers only when their path matches "
                 "this regular expression (overrides HeaderFilterRegex)")
      ->type_name("<regex>");
  App.add_flag("--dump-config", Opts.DumpConfig,
               "Print the configuration of the first file (or of the current "
               "directory) as YAML and exit");
  App.add_flag("--warn-unused-suppressions", Opts.WarnUnusedSuppressions,
               "Warn about NOSHAPECHECK comments (or check ids in them) that "
               "suppressed no finding");
  App.add_option("--baseline", Opts.BaselineFile,
                 "Report only the findings not in this baseline (written by "
                 "--write-baseline)")
      ->type_name("FILE");
  App.add_option("--write-baseline", Opts.WriteBaselineFile,
                 "Write the findings to FILE as a baseline and report none "
                 "of them")
      ->type_name("FILE");
  App.add_option("--line-filter", Opts.LineFilterJson,
                 "Report only findings on these lines, as clang-tidy: "
                 "'[{\"name\":\"file.cpp\",\"lines\":[[1,3]]},...]'")
      ->type_name("<json>");
  std::string DiffRef;
  CLI::Option *DiffOpt =
      App.add_flag("--diff", DiffRef,
                   "Report only findings on lines changed since REF "
                   "(default HEAD) as `git diff` shows them, on their "
                   "primary or a note's line");
  DiffOpt->type_name("[=REF]");
  App.add_option("--file-timeout", Opts.Driver.FileTimeoutSeconds,
                 "Stop checking a file after this many seconds, with an "
                 "error that says so (exit code 2), so that no file can hang "
                 "a run; 0: no limit (default: 600)")
      ->type_name("SECONDS")
      ->check(CLI::NonNegativeNumber);
  App.add_option("--cache-dir", Opts.CacheDir,
                 "Keep each file's results in DIR and replay them while "
                 "no file it read, and nothing it read of the other files' "
                 "functions, has changed, and the files' parsed preambles "
                 "(their leading #includes) in DIR/preamble (default: "
                 "$XDG_CACHE_HOME/shapecheck)")
      ->type_name("DIR");
  App.add_flag("--no-cache", Opts.NoCache,
               "Neither read nor write the result cache nor the preamble "
               "cache");
  App.add_flag("--no-preamble-cache", Opts.NoPreambleCache,
               "Parse every file whole: neither read nor write the "
               "preamble cache (the result cache stays on)");

  std::vector<const char *> Argv;
  Argv.push_back(Mine.empty() ? "shapecheck" : Mine[0].c_str());
  for (size_t I = 1; I < Mine.size(); ++I)
    Argv.push_back(Mine[I].c_str());
  try {
    App.parse(static_cast<int>(Argv.size()), Argv.data());
  } catch (const CLI::CallForHelp &) {
    Out << App.help();
    return ExitClean;
  } catch (const CLI::CallForAllHelp &) {
    Out << App.help("", CLI::AppFormatMode::All);
    return ExitClean;
  } catch (const CLI::CallForVersion &V) {
    Out << V.what() << "\n";
    return ExitClean;
  } catch (const CLI::ParseError &E) {
    Err << "shapecheck: error: " << E.what() << "\n"
        << "Run 'shapecheck --help' for usage.\n";
    return ExitUsage;
  }

  Opts.Format = lookup<OutputFormat>({{"text", OutputFormat::Text},
                                      {"json", OutputFormat::Json},
                                      {"sarif", OutputFormat::Sarif},
                                      {"github", OutputFormat::Github},
                                      {"gitlab", OutputFormat::Gitlab},
                                      {"junit", OutputFormat::Junit}},
                                     Format);
  Opts.FailLevel = lookup<FailOn>({{"error", FailOn::Error},
                                   {"warning", FailOn::Warning},
                                   {"never", FailOn::Never}},
                                  FailText);
  Opts.Color = lookup<ColorMode>({{"auto", ColorMode::Auto},
                                  {"always", ColorMode::Always},
                                  {"never", ColorMode::Never}},
                                 Color);
  if (DumpOpt->count()) {
    Opts.Driver.DumpShapes = true;
    if (!DumpShapes.empty() && DumpShapes != "true" && DumpShapes != "*")
      Opts.Driver.DumpShapesFilter = DumpShapes;
  }
  if (!Unresolved.empty())
    Opts.Unresolved = UnresolvedLevels.at(Unresolved);
  Opts.FailLevelSet = FailOpt->count() != 0;
  if (ProgressOn && ProgressOff) {
    Err << "shapecheck: error: --progress and --no-progress cannot be used "
           "together\n";
    return ExitUsage;
  }
  if (ProgressOn || ProgressOff)
    Opts.Progress = ProgressOn;
  if (DiffOpt->count())
    Opts.DiffRef = (DiffRef.empty() || DiffRef == "true") ? "HEAD" : DiffRef;
  if (Opts.DiffRef && Opts.LineFilterJson) {
    Err << "shapecheck: error: --diff and --line-filter cannot be used "
           "together\n";
    return ExitUsage;
  }
  if (!Opts.BaselineFile.empty() && !Opts.WriteBaselineFile.empty()) {
    Err << "shapecheck: error: --baseline and --write-baseline cannot be "
           "used together\n";
    return ExitUsage;
  }

  // A whole compile command (CMake's CXX_CLANG_TIDY): flags only.
  stripCompilerAndSources(Opts.Driver.CompilerArgs, Opts.Driver.Files);
  if (!Opts.Driver.BuildPath.empty() && Opts.Driver.HaveCompilerArgs) {
    // One would silently win over the other.
    Err << "shapecheck: error: -p and '--' cannot be used together: the "
           "flags come either from the compilation database or from after "
           "'--' (use --extra-arg to add flags to the database's commands)\n";
    return ExitUsage;
  }
  if (!Opts.ListChecks && !Opts.Explain && !Opts.DumpConfig &&
      Opts.Driver.Files.empty() && Opts.Driver.BuildPath.empty()) {
    Err << "shapecheck: error: no input files\n"
        << "Run 'shapecheck --help' for usage.\n";
    return ExitUsage;
  }
  // Directories, the whole database (-p without files), --exclude.
  if (!Opts.ListChecks && !Opts.Explain && !Opts.DumpConfig &&
      !expandInputFiles(Opts, Err))
    return ExitUsage;
  return std::nullopt;
}
