//===- Suppressions.h - Dropping findings that comments suppress -*- C++
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//-*-===//
//
// A post-filter on findings: each finding's file is read (once) and its
// NOSHAPECHECK comments decide whether the finding is dropped. A finding is
// suppressed when the line of its primary location
//
//   * carries NOSHAPECHECK naming the rule (or naming no rule),
//   * follows a line carrying NOSHAPECHECKNEXTLINE naming the rule, or
//   * lies between NOSHAPECHECKBEGIN and the NOSHAPECHECKEND with the same rule
//     list (both lines included), and that list names the rule.
//
// An END closes the innermost open BEGIN with the same list. An unmatched
// BEGIN or END suppresses nothing and is reported as a warning, as clang-tidy
// does; so are malformed directives and unknown check ids.
//
//===----------------------------------------------------------------------===//
#ifndef SHAPECHECK_SUPPRESS_SUPPRESSIONS_H
#define SHAPECHECK_SUPPRESS_SUPPRESSIONS_H

#include "Shape/Diagnostic.h"
#include "Suppress/Directive.h"
#include "llvm/ADT/StringRef.h"
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace shapecheck {

/// The suppressions of one file.
class FileSuppressions {
public:
  /// Scans Text, the contents of File (File only names locations).
  FileSuppressions(llvm::StringRef File, llvm::StringRef Text);

  /// Whether a finding of Check on Line (1-based) is suppressed.
  bool suppresses(unsigned Line, llvm::StringRef Check) const;

  /// Malformed or unmatched directives, in file order, as warnings.
  const std::vector<ToolNotification> &problems() const { return Problems; }

  /// The directives (or the check ids in their lists) that suppressed no
  /// finding so far, in file order, as warnings. Ids that name no rule are
  /// left out: problems() reports them already.
  std::vector<ToolNotification> unused() const;

private:
  /// A directive that applies to some lines, and which of its rule
  /// patterns (or, without a list, the directive) suppressed a finding.
  struct Active {
    Directive D;
    unsigned Line, Col;                 // of the keyword
    mutable std::vector<bool> RuleUsed; // parallel to D.Rules
    mutable bool Used = false;
  };
  struct Block {
    unsigned First, Last; // lines, inclusive
    size_t Index;         // in Directives
  };
  /// Whether Directives[Index] matches Check; records the use.
  bool use(size_t Index, llvm::StringRef Check) const;

  std::string File;
  std::vector<Active> Directives;
  /// ThisLine and NextLine directives (indexes) by the line they apply to.
  std::multimap<unsigned, size_t> ByLine;
  std::vector<Block> Blocks;
  std::vector<ToolNotification> Problems;
};

/// Filters findings by the comments of the files they point into.
class SuppressionFilter {
public:
  /// Returns a file's contents, or nullopt when it cannot be read.
  using Reader =
      std::function<std::optional<std::string>(const std::string &File)>;

  /// Reads files from disk (relative paths against the current directory).
  SuppressionFilter();
  explicit SuppressionFilter(Reader Read);
  ~SuppressionFilter();

  /// Scans File now, so that its problems are reported even when no finding
  /// points into it (the analysed files).
  void addFile(llvm::StringRef File);

  /// Removes the suppressed findings, keeping the others in order. Returns
  /// how many were removed. Findings without a valid location stay.
  unsigned filter(std::vector<Finding> &Findings);

  /// Sets Finding::Suppressed on the suppressed findings instead of removing
  /// them (for reporters that show suppressions, SARIF). Returns how many
  /// were newly marked.
  unsigned mark(std::vector<Finding> &Findings);

  /// The problems of every file scanned so far, by file then position.
  std::vector<ToolNotification> notifications() const;

  /// The unused directives of File (see FileSuppressions::unused), after
  /// filter() or mark() saw all findings.
  std::vector<ToolNotification> unused(llvm::StringRef File);

  /// Reads a file from disk; nullopt when missing, unreadable, not a
  /// regular file (a device, a FIFO) or larger than MaxFileSize.
  static std::optional<std::string> readFromDisk(const std::string &File);
  static constexpr uint64_t MaxFileSize = 256u << 20;

private:
  const FileSuppressions *get(llvm::StringRef File);

  Reader Read;
  /// By the file's canonical path, so that two spellings share one entry.
  std::map<std::string, std::unique_ptr<FileSuppressions>> Files;
  std::map<std::string, std::string> CanonicalNames;
};

} // namespace shapecheck

#endif
