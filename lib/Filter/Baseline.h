//===- Baseline.h - Known findings, hidden until they change ----*- C++ -*-===//
//
// A baseline lists the findings a code base already has, so that a run
// reports only new ones:
//
//   {"version": 1, "findings": [
//     {"file": "src/net.cpp", "rule": "shape-mismatch",
//      "fingerprint": "5e7f0c1d2a3b4c5d:1", "line": 12, "message": "..."}]}
//
// A finding matches an entry with the same file, rule and fingerprint: the
// SARIF primaryLocationLineHash of its line (LineHash.h), which depends on
// the line's text and the lines after it, not on its number, so a finding
// that moved with its code is still matched. Each entry matches at most one
// finding. "file" is relative to the baseline's directory when the file is
// under it; "line" and "message" are for people reading the file.
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
