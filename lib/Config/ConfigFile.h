//===- ConfigFile.h - One .shapecheck.yaml file -----------------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The project configuration, as clang-tidy's .clang-tidy:
//
//   InheritParentConfig: true          # merge with the parent directory's
//   Checks: '-*,shape-mismatch'        # globs over the check ids
//   CheckSeverity: {broadcast: error}  # a rule's level
//   HeaderFilterRegex: 'include/.*'    # headers whose findings are shown
//   Rules: [third_party.rules]         # relative to the config file
//   ExtraArgs: [-DNDEBUG]
//   ExtraArgsBefore: [-std=c++20]
//   RemoveFlags: ['-fconcepts-*']      # globs over the compile command's
//                                      # flags, removed with their values
//   FailOn: warning                    # error, warning or never
//   Unresolved: note                   # error, warning, note or off
//   WarnUnusedSuppressions: true
//
// Every key is optional; an unset key takes the parent's value (with
// InheritParentConfig) or the default.
//
//===----------------------------------------------------------------------===//
#ifndef SHAPECHECK_CONFIG_CONFIGFILE_H
#define SHAPECHECK_CONFIG_CONFIGFILE_H

#include "Shape/Diagnostic.h"
#include "llvm/ADT/StringRef.h"
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace shapecheck {

enum class FailLevel { Error, Warning, Never };
enum class UnresolvedLevel { Error, Warning, Note, Off };

struct Config {
  std::optional<bool> InheritParentConfig;
  std::optional<std::string> Checks;
  std::map<std::string, Level> CheckSeverity; // by check id
  std::optional<std::string> HeaderFilterRegex;
  std::vector<std::string> Rules; // absolute once loaded
  std::vector<std::string> ExtraArgs, ExtraArgsBefore;
  /// Globs over the flags of the compile command (as clangd's
  /// CompileFlags: Remove), each removed with its value.
  std::vector<std::string> RemoveFlags;
  std::optional<FailLevel> FailOn;
  std::optional<UnresolvedLevel> Unresolved;
  std::optional<bool> WarnUnusedSuppressions;
};

/// Parses Text, the contents of File. An error is located at the offending
/// key or value; relative Rules paths are made absolute against File's
/// directory.
std::optional<Config> parseConfig(llvm::StringRef File, llvm::StringRef Text,
                                  Diagnostic &Error);

/// Reads and parses File (a regular file of at most 1 MiB).
std::optional<Config> readConfigFile(llvm::StringRef File, Diagnostic &Error);

/// Child over Parent: Checks are appended (the child's globs come last and
/// win), lists are appended, the child's CheckSeverity entries and scalars
/// replace the parent's.
Config mergeConfigs(const Config &Parent, const Config &Child);

/// The configuration as YAML (--dump-config).
std::string dumpConfig(const Config &C);

} // namespace shapecheck

#endif
