//===- FindingFilters.cpp - Baseline and changed-lines filters ------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception

#include "FindingFilters.h"
#include "Filter/GitDiff.h"
#include "OutputFile.h"
#include "Shape/Paths.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include <set>

using namespace shapecheck;

namespace {

std::string plural(unsigned N, llvm::StringRef Word) {
  return std::to_string(N) + " " + Word.str() + (N == 1 ? "" : "s");
}

} // namespace

bool FindingFilters::load(const CliOptions &Opts, llvm::raw_ostream &Err) {
  std::string Error;
  if (!Opts.BaselineFile.empty()) {
    Base = Baseline::read(Opts.BaselineFile, Error);
    if (!Base) {
      Err << (llvm::StringRef(Error).contains(": error: ")
                  ? ""
                  : "shapecheck: error: ")
          << Error << "\n";
      return false;
    }
  }
  if (Opts.LineFilterJson) {
    Lines = LineFilter::parse(*Opts.LineFilterJson, Error);
    if (!Lines) {
      Err << Error << "\n";
      return false;
    }
  }
  if (Opts.DiffRef) {
    // The checkout of the checked files, also when the run is elsewhere.
    std::string Dir;
    if (!Opts.Driver.Files.empty()) {
      llvm::SmallString<256> P(Opts.Driver.Files.front());
      llvm::sys::fs::make_absolute(P);
      Dir = std::string(llvm::sys::path::parent_path(P));
    }
    Lines = changedLines(*Opts.DiffRef, Dir, Error);
    if (!Lines) {
      Err << "shapecheck: error: --diff: " << Error << "\n";
      return false;
    }
  }
  return true;
}

bool FindingFilters::apply(const CliOptions &Opts,
                           std::vector<Finding> &Findings,
                           LineHashCache &Hashes, Counts &C) {
  if (!Opts.WriteBaselineFile.empty()) {
    Baseline New = Baseline::fromFindings(Findings, Hashes);
    llvm::SmallString<256> Dir(absolutePath(Opts.WriteBaselineFile));
    llvm::sys::path::remove_filename(Dir);
    if (!writeFile(Opts.WriteBaselineFile, New.toJson(Dir)))
      return false;
    C.Written = static_cast<unsigned>(New.size());
    Base = std::move(New); // what was written is hidden
  }
  if (Base) {
    C.InBaseline = Base->remove(Findings, Hashes);
    if (Opts.WriteBaselineFile.empty()) {
      std::set<std::string> Checked;
      for (const std::string &F : Opts.Driver.Files)
        Checked.insert(absolutePath(F));
      C.Fixed = Base->unmatchedIn(Checked);
    }
  }
  if (Lines) {
    size_t Before = Findings.size();
    std::vector<Finding> Kept;
    for (Finding &F : Findings)
      if (F.Suppressed || Lines->keeps(F))
        Kept.push_back(std::move(F));
    Findings = std::move(Kept);
    C.OffLines = static_cast<unsigned>(Before - Findings.size());
  }
  return true;
}

std::string FindingFilters::summary(const CliOptions &Opts, const Counts &C) {
  std::string Out;
  if (!Opts.WriteBaselineFile.empty())
    Out += "Wrote " + plural(C.Written, "finding") + " to the baseline '" +
           Opts.WriteBaselineFile + "'.\n";
  if (!Opts.BaselineFile.empty()) {
    Out += "Hid " + plural(C.InBaseline, "finding") + " in the baseline";
    if (C.Fixed)
      Out += "; " + plural(C.Fixed, "baseline finding") +
             (C.Fixed == 1 ? " is" : " are") +
             " fixed (rewrite the baseline with --write-baseline)";
    Out += ".\n";
  }
  if (C.OffLines)
    Out += "Hid " + plural(C.OffLines, "finding") + " on unchanged lines.\n";
  return Out;
}
