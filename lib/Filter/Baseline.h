//===- Baseline.h - Known findings, hidden until they change ----*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// A baseline lists the findings a code base already has, so that a run
// reports only new ones:
//
//   {"version": 2, "findings": [
//     {"file": "src/net.cpp", "rule": "shape-mismatch",
//      "fingerprint": "v2:5e7f0c1d2a3b4c5d", "line": 12, "message": "..."}]}
//
// A finding matches an entry with the same file, rule and fingerprint: a
// hash of the finding's own content (its check, its message with numbers
// normalised, the text of its line without indentation), not of its line
// number nor of the lines around it, so that a finding that moved with its
// code, or whose neighbourhood was edited, is still matched. Each entry
// matches at most one finding. A version-1 baseline's entries (GitHub's
// line hash, which depends on the lines after the finding's) still match.
// "file" is relative to the baseline's directory when the file is under it;
// "line" and "message" are for people reading the file.
//
//===----------------------------------------------------------------------===//
#ifndef SHAPECHECK_FILTER_BASELINE_H
#define SHAPECHECK_FILTER_BASELINE_H

#include "Report/LineHash.h"
#include "Shape/Diagnostic.h"
#include <optional>
#include <set>
#include <string>
#include <tuple>
#include <vector>

namespace shapecheck {

struct BaselineEntry {
  std::string File; // absolute once read
  std::string Rule;
  std::string Fingerprint;
  unsigned Line = 0;
  std::string Message;
};

class Baseline {
public:
  /// Reads the baseline at Path; Error (located) on failure.
  static std::optional<Baseline> read(llvm::StringRef Path, std::string &Error);
  /// The baseline in Text, read from Path (relative file names are under
  /// Path's directory); Error (located) on failure.
  static std::optional<Baseline>
  parse(llvm::StringRef Path, llvm::StringRef Text, std::string &Error);

  const std::vector<BaselineEntry> &entries() const { return Entries; }

  /// The entries for Findings (suppressed ones excluded), in their order.
  static Baseline fromFindings(llvm::ArrayRef<Finding> Findings,
                               LineHashCache &Hashes);

  /// The baseline as JSON, file names relative to Dir when under it.
  std::string toJson(llvm::StringRef Dir) const;

  /// Removes the findings that match an entry (each entry matches once);
  /// returns how many were removed.
  unsigned remove(std::vector<Finding> &Findings, LineHashCache &Hashes);

  /// Entries no finding matched whose file is one of Checked (absolute
  /// paths): findings that were fixed.
  unsigned unmatchedIn(const std::set<std::string> &Checked) const;

  size_t size() const { return Entries.size(); }

private:
  std::vector<BaselineEntry> Entries;
  std::vector<bool> Matched;
};

/// The fingerprint of a finding's primary line ("" when its file cannot be
/// read: then "line:N").
std::string findingFingerprint(const Finding &F, LineHashCache &Hashes);

} // namespace shapecheck

#endif
