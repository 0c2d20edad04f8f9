//===- ProjectConfig.cpp - .shapecheck.yaml applied to a run --------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception

#include "ProjectConfig.h"
#include "Config/ConfigFinder.h"
#include "Fatal.h"
#include "Shape/Paths.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

using namespace shapecheck;

namespace {

/// The command line folded into a file's configuration.
Config withCommandLine(Config C, const CliOptions &Opts) {
  if (Opts.Checks)
    C.Checks = C.Checks ? *C.Checks + "," + *Opts.Checks : *Opts.Checks;
  if (Opts.HeaderFilter)
    C.HeaderFilterRegex = *Opts.HeaderFilter;
  auto Append = [](std::vector<std::string> &To,
                   const std::vector<std::string> &From) {
    To.insert(To.end(), From.begin(), From.end());
  };
  Append(C.Rules, Opts.Driver.RulesFiles);
  Append(C.ExtraArgs, Opts.Driver.ExtraArgs);
  Append(C.ExtraArgsBefore, Opts.Driver.ExtraArgsBefore);
  Append(C.RemoveFlags, Opts.Driver.RemoveFlags);
  if (Opts.FailLevelSet)
    C.FailOn = Opts.FailLevel == FailOn::Error     ? FailLevel::Error
               : Opts.FailLevel == FailOn::Warning ? FailLevel::Warning
                                                   : FailLevel::Never;
  if (Opts.Unresolved)
    C.Unresolved = *Opts.Unresolved;
  if (Opts.WarnUnusedSuppressions)
    C.WarnUnusedSuppressions = true;
  return C;
}

} // namespace

bool ProjectConfig::load(const CliOptions &Opts, llvm::raw_ostream &Err) {
  if (Opts.Checks) {
    std::string Error;
    CheckGlobs::parse(*Opts.Checks, Error);
    if (!Error.empty()) {
      Err << "shapecheck: error: --checks: " << Error << "\n";
      return false;
    }
  }
  if (Opts.HeaderFilter) {
    std::string Why;
    if (!llvm::Regex(*Opts.HeaderFilter).isValid(Why)) {
      Err << "shapecheck: error: --header-filter: invalid regular "
             "expression: "
          << Why << "\n";
      return false;
    }
  }
  ConfigFinder Finder(Opts.ConfigFile);
  std::vector<std::string> Inputs = Opts.Driver.Files;
  if (Inputs.empty())
    Inputs.push_back(".");
  for (const std::string &File : Inputs) {
    Diagnostic Error;
    std::optional<Config> C = Finder.forFile(File, Error);
    if (!C) {
      printDiagnostics(Error, Err);
      return false;
    }
    PerFile P;
    P.C = withCommandLine(std::move(*C), Opts);
    P.MainFile = absolutePath(File);
    std::string Ignored; // each part was checked where it was read
    P.Checks = CheckGlobs::parse(P.C.Checks.value_or(""), Ignored);
    if (P.C.HeaderFilterRegex)
      P.HeaderFilter = std::make_shared<llvm::Regex>(*P.C.HeaderFilterRegex);
    Files.push_back(std::move(P));
  }
  return true;
}

DriverOptions ProjectConfig::driverOptions(const CliOptions &Opts,
                                           size_t I) const {
  const Config &C = Files[I].C;
  DriverOptions D = Opts.Driver;
  D.RulesFiles = C.Rules;
  D.ExtraArgs = C.ExtraArgs;
  D.ExtraArgsBefore = C.ExtraArgsBefore;
  D.RemoveFlags = C.RemoveFlags;
  if (C.Unresolved) {
    D.Solver.ReportUnresolved = *C.Unresolved != UnresolvedLevel::Off;
    switch (*C.Unresolved) {
    case UnresolvedLevel::Error:
      D.Solver.UnresolvedLevel = Level::Error;
      break;
    case UnresolvedLevel::Warning:
      D.Solver.UnresolvedLevel = Level::Warning;
      break;
    case UnresolvedLevel::Note:
    case UnresolvedLevel::Off:
      D.Solver.UnresolvedLevel = Level::Note;
      break;
    }
  }
  return D;
}

void ProjectConfig::applyToFindings(size_t I, std::vector<Finding> &Findings,
                                    size_t From) const {
  const PerFile &P = Files[I];
  std::vector<Finding> Kept(Findings.begin(), Findings.begin() + From);
  for (size_t K = From; K < Findings.size(); ++K) {
    Finding &F = Findings[K];
    if (!P.Checks.enabled(checkName(F.Check)))
      continue;
    if (P.HeaderFilter && !F.Loc.File.empty() &&
        absolutePath(F.Loc.File) != P.MainFile &&
        !P.HeaderFilter->match(F.Loc.File))
      continue;
    auto Sev = P.C.CheckSeverity.find(checkName(F.Check).str());
    if (Sev != P.C.CheckSeverity.end())
      F.Severity = Sev->second;
    Kept.push_back(std::move(F));
  }
  Findings = std::move(Kept);
}

FailOn ProjectConfig::failLevel(const CliOptions &Opts) const {
  if (Opts.FailLevelSet)
    return Opts.FailLevel;
  FailOn Strictest = FailOn::Never;
  bool Any = false;
  for (const PerFile &P : Files) {
    FailLevel L = P.C.FailOn.value_or(FailLevel::Error);
    FailOn F = L == FailLevel::Error     ? FailOn::Error
               : L == FailLevel::Warning ? FailOn::Warning
                                         : FailOn::Never;
    if (!Any || F == FailOn::Warning ||
        (F == FailOn::Error && Strictest == FailOn::Never))
      Strictest = F;
    Any = true;
  }
  return Any ? Strictest : FailOn::Error;
}
