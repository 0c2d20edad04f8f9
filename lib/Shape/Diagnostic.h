//===- Diagnostic.h - Findings and the rule registry ------------*- C++ -*-===//
//
// A finding is a value: a rule id, a level, a message, a primary location and
// secondary notes that say where each side of a conflict came from. Reporters
// (text, JSON, SARIF) render findings; they depend on this header only.
//
//===----------------------------------------------------------------------===//
#ifndef SHAPECHECK_SHAPE_DIAGNOSTIC_H
#define SHAPECHECK_SHAPE_DIAGNOSTIC_H

#include "Shape/SourceLoc.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <string>
#include <vector>

namespace shapecheck {

enum class Level { Note, Warning, Error };

llvm::StringRef levelName(Level L); // "note", "warning", "error"

/// A secondary location: where one side of a conflict came from.
struct DiagNote {
  SourceLoc Loc;
  std::string Message;
};

struct Finding {
  std::string RuleId; // a registered rule id, e.g. "shape-mismatch"
  Level Severity = Level::Error;
  std::string Message;
  SourceLoc Loc;
  std::vector<DiagNote> Notes;
  /// Found while a body was analysed for one call's values (a module's
  /// method on one instance): the body's own analysis, with its symbolic
  /// dimensions, supersedes it where both report the same place.
  bool ForOneCall = false;
  /// Suppressed by a NOSHAPECHECK comment. Only SARIF shows such findings
  /// (with an inSource suppression); other reporters, counts and exit codes
  /// ignore them.
  bool Suppressed = false;
};

/// A message about the run rather than the code's shapes: a compile error
/// in the analysed TU, a file that could not be read. SARIF reports these as
/// toolExecutionNotifications.
struct ToolNotification {
  Level Severity = Level::Error;
  std::string Message;
  SourceLoc Loc; // may be invalid
};

/// Sorts findings by location, then rule, then message, and drops exact
/// duplicates, so that output is deterministic.
void sortFindings(std::vector<Finding> &Findings);

/// Static description of a rule. The long text is docs/diagnostics/<id>.md,
/// compiled into the binary.
struct RuleInfo {
  llvm::StringRef Id;
  llvm::StringRef Name;    // PascalCase, for SARIF's `name`
  llvm::StringRef Summary; // one sentence
  Level DefaultLevel;
  llvm::StringRef Markdown; // docs/diagnostics/<id>.md
};

llvm::ArrayRef<RuleInfo> allRules();
/// Null when the id is unknown.
const RuleInfo *findRule(llvm::StringRef Id);
/// Index in allRules(), or -1.
int ruleIndex(llvm::StringRef Id);

} // namespace shapecheck

#endif
