//===- Directive.h - NOSHAPECHECK comment directives ------------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The suppression comments, in the style of clang-tidy's NOLINT:
//
//   // NOSHAPECHECK                    every rule, on this line
//   // NOSHAPECHECK(rank-mismatch)     the listed rules, on this line
//   // NOSHAPECHECKNEXTLINE(id1, id2)  the listed rules, on the next line
//   // NOSHAPECHECKBEGIN[(ids)]        from here ...
//   // NOSHAPECHECKEND[(ids)]          ... to here (same rule list)
//
// A check id may use '*' as a wildcard ("*" is every rule). A keyword counts
// only as a whole word inside a comment; text may surround it
// ("// ok here: NOSHAPECHECK(broadcast) because ...").
//
//===----------------------------------------------------------------------===//
#ifndef SHAPECHECK_SUPPRESS_DIRECTIVE_H
#define SHAPECHECK_SUPPRESS_DIRECTIVE_H

#include "Shape/Diagnostic.h"
#include "llvm/ADT/StringRef.h"
#include <string>
#include <vector>

namespace shapecheck {

enum class DirectiveKind { ThisLine, NextLine, Begin, End };

/// The spelling of a kind's keyword, e.g. "NOSHAPECHECKBEGIN".
llvm::StringRef directiveKeyword(DirectiveKind K);

struct Directive {
  DirectiveKind Kind = DirectiveKind::ThisLine;
  /// Byte offset of the keyword in the scanned text.
  size_t Offset = 0;
  /// No parenthesised list: every rule.
  bool AllRules = true;
  /// The listed check ids (patterns), sorted and without duplicates.
  std::vector<std::string> Rules;

  bool matches(llvm::StringRef Check) const;
  /// Whether an END closes a BEGIN: the same rule list.
  bool sameRules(const Directive &Other) const;
};

/// Parses the directives in one comment, which starts at byte CommentOffset of
/// its file. Malformed directives (a missing ')', an empty list) suppress
/// nothing and add a problem; unknown check ids add a problem but the
/// directive still applies to the others (the problem is at the id, with a
/// replacement when a check id is near).
void parseDirectives(llvm::StringRef CommentText, size_t CommentOffset,
                     std::vector<Directive> &Directives,
                     std::vector<TextDiagnostic> &Problems);

} // namespace shapecheck

#endif
