//===- Diagnostic.h - Findings and the check registry -----------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
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

#include "Shape/ReasonDesc.h"
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

/// What a secondary span is to its finding.
enum class NoteRole : unsigned char {
  None,        // a note in words only
  Binding,     // a variable got its value here; Label: by what
  Declaration, // a variable was declared here; Label: its origin
  Requirement, // what demanded the check was written here; Label: that
  Site,        // the finding arose in a body analysed for this call or
               // instance; Label: the call or the object
};

/// The kebab-case id of a role ("binding"); "" for None.
llvm::StringRef noteRoleId(NoteRole R);
/// The role with this id; None for "" or an unknown id.
NoteRole parseNoteRoleId(llvm::StringRef Id);

/// A labelled secondary span: where one side of a conflict came from. The
/// label says it as data (reporters other than text show it); Message says
/// it in words.
struct DiagNote {
  SourceLoc Loc;
  std::string Message;
  NoteRole Role = NoteRole::None;
  ReasonDesc Label;

  DiagNote() = default;
  DiagNote(SourceLoc Loc, std::string Message, NoteRole Role = NoteRole::None,
           ReasonDesc Label = {})
      : Loc(std::move(Loc)), Message(std::move(Message)), Role(Role),
        Label(std::move(Label)) {}
};

/// "<What> is declared here": where the requirement a check enforces (a
/// parameter, an annotation, a module) was written.
DiagNote requirementNote(SourceLoc Loc, ReasonDesc What);

/// A replacement of the text at Loc (Loc.EndCol inclusive) by Replacement:
/// rendered by the text reporter, SARIF's `fixes` and --export-fixes.
struct FixIt {
  SourceLoc Loc;
  std::string Replacement;
};

/// The one diagnostic type: a level, a message, a primary span, labelled
/// secondary spans, hints and fix-its. The checker's findings, the tool's
/// notifications about the run and the errors of every parser (annotations,
/// rules files, configuration files, suppression comments) are all
/// Diagnostics, so that every reporter shows the same structure.
struct Diagnostic {
  Level Severity = Level::Error;
  std::string Message;
  SourceLoc Loc; // the primary span; invalid for a message about the run
  std::vector<DiagNote> Notes;
  /// How to fix it, in words ("use a dtype such as Float"); no location.
  std::vector<std::string> Hints;
  std::vector<FixIt> Fixes;

  /// "file:line:col: error: message", then "  hint: ..." for each hint: the
  /// plain form used where no reporter runs (stderr before a run starts).
  std::string str() const;
};

/// An error at Loc, with a hint unless Hint is empty.
Diagnostic errorAt(SourceLoc Loc, std::string Message, std::string Hint = {});
/// The fix-it that replaces the word Old, which starts at At, by New.
FixIt replaceWord(const SourceLoc &At, llvm::StringRef Old,
                  llvm::StringRef New);

/// A diagnostic of a check on the analysed code.
struct Finding : Diagnostic {
  CheckId Check = CheckId::ShapeMismatch;
  /// What was checked (argument 'x' of call to 'f') and what demanded it
  /// (parameter 'x' of 'f'), as data; None where the finding has no such
  /// reason. The message says the same in words.
  ReasonDesc Reason;
  ReasonDesc Expected;
  /// Found while a body was analysed for one call's values (a module's
  /// method on one instance): the body's own analysis, with its symbolic
  /// dimensions, supersedes it where both report the same place.
  bool ForOneCall = false;
  /// Suppressed by a NOSHAPECHECK comment. Only SARIF shows such findings
  /// (with an inSource suppression); other reporters, counts and exit codes
  /// ignore them.
  bool Suppressed = false;
};

/// A diagnostic about the run rather than the code's shapes: a compile error
/// in the analysed TU, a file that could not be read, an error in a rules or
/// configuration file. SARIF reports these as toolExecutionNotifications.
using ToolNotification = Diagnostic;

/// A parser's diagnostic on a text it was given without a file position (a
/// shape string, a comment): Offset and Length are bytes in that text. The
/// caller, which knows where the text is, locates it as a Diagnostic.
struct TextDiagnostic {
  size_t Offset = 0;
  unsigned Length = 1;
  std::string Message;
  std::vector<std::string> Hints;
  /// A replacement of the bytes [Offset, Offset + Length), if any.
  std::optional<std::string> Replacement;
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
/// The check id nearest to Id when it is near enough to be a misspelling
/// of it (for "did you mean"); "" otherwise.
llvm::StringRef nearestCheckId(llvm::StringRef Id);

} // namespace shapecheck

#endif
