//===- ProjectConfig.h - .shapecheck.yaml applied to a run ------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Each input file's configuration (Config/ConfigFinder.h) combined with the
// command line, which wins: --checks globs come after the file's Checks,
// --extra-arg(-before) after its ExtraArgs(Before), --rules after its Rules;
// --fail-on, --unresolved and --header-filter replace the file's values.
//
//===----------------------------------------------------------------------===//
#ifndef SHAPECHECK_TOOL_PROJECTCONFIG_H
#define SHAPECHECK_TOOL_PROJECTCONFIG_H

#include "CliOptions.h"
#include "Config/CheckGlobs.h"
#include "Config/ConfigFile.h"
#include "llvm/Support/Regex.h"
#include <memory>
#include <vector>

namespace shapecheck {

class ProjectConfig {
public:
  /// Finds and reads the configuration of each input file (of the current
  /// directory when there is none). False after printing an error to Err.
  bool load(const CliOptions &Opts, llvm::raw_ostream &Err);

  /// The effective configuration of input I, command line folded in.
  const Config &config(size_t I) const { return Files[I].C; }

  /// The driver's options for input I.
  DriverOptions driverOptions(const CliOptions &Opts, size_t I) const;

  /// Applies input I's Checks, CheckSeverity and HeaderFilterRegex to the
  /// findings of its translation unit, Findings[From...].
  void applyToFindings(size_t I, std::vector<Finding> &Findings,
                       size_t From) const;

  /// --fail-on, else the strictest FailOn of the inputs' configurations.
  FailOn failLevel(const CliOptions &Opts) const;

  bool warnUnusedSuppressions(size_t I) const {
    return Files[I].C.WarnUnusedSuppressions.value_or(false);
  }

private:
  struct PerFile {
    Config C;
    std::string MainFile; // absolute
    CheckGlobs Checks;
    std::shared_ptr<llvm::Regex> HeaderFilter;
  };
  std::vector<PerFile> Files;
};

} // namespace shapecheck

#endif
