//===- Diagnostic.h - Findings and the check registry -----------*- C++ -*-===//
//
// A finding is a value: the check that found it (a CheckId, so that a typo is
// a compile error), a level, a message, a primary location and secondary
// notes that say where each side of a conflict came from. Reporters (text,
// JSON, SARIF) render findings; they depend on this header only. "Check" is
// what a finding is an instance of, as in clang-tidy; "rules" are the library
// packs in rules/.
//
//===----------------------------------------------------------------------===//
#ifndef SHAPECHECK_SHAPE_DIAGNOSTIC_H
#define SHAPECHECK_SHAPE_DIAGNOSTIC_H

#include "Shape/SourceLoc.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <optional>
#include <string>
#include <vector>

namespace shapecheck {

enum class Level { Note, Warning, Error };

/// The checks, in the order of Shape/Checks.def.
enum class CheckId : unsigned char {
#define SHAPECHECK_CHECK(Name, Id, DefaultLevel, Summary) Name,
#include "Shape/Checks.def"
};

llvm::StringRef levelName(Level L); // "note", "warning", "error"

/// A secondary location: where one side of a conflict came from.
struct DiagNote {
  SourceLoc Loc;
  std::string Message;
};

struct Finding {
  CheckId Check = CheckId::ShapeMismatch;
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

/// Sorts findings by location, then check id, then message, and drops exact
/// duplicates, so that output is deterministic.
void sortFindings(std::vector<Finding> &Findings);

/// Static description of a check. The long text is
/// docs/diagnostics/<id>.md, compiled into the binary.
struct CheckInfo {
  CheckId Kind;
  llvm::StringRef Id;      // kebab-case, e.g. "shape-mismatch"
  llvm::StringRef Name;    // PascalCase, for SARIF's `name`
  llvm::StringRef Summary; // one sentence
  Level DefaultLevel;
  llvm::StringRef Markdown; // docs/diagnostics/<id>.md
};

/// Every check, in the order of Checks.def (allChecks()[unsigned(C)] is C's).
llvm::ArrayRef<CheckInfo> allChecks();
const CheckInfo &checkInfo(CheckId C);
/// The kebab-case id users write: "shape-mismatch".
llvm::StringRef checkName(CheckId C);
/// The check with this kebab-case id, if there is one.
std::optional<CheckId> parseCheckId(llvm::StringRef Id);

} // namespace shapecheck

#endif
