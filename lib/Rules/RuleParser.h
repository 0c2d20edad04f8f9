//===- RuleParser.h - Parsing rules files -----------------------*- C++ -*-===//
//
// A line-oriented recursive-descent parser for the rules language
// (docs/rules.md). Newlines end declarations, except inside parentheses,
// brackets and braces, so long parameter lists may span lines. Shapes inside
// `Category[...]` are parsed by the annotation language's parseShape, and
// their errors are mapped back to the file's columns.
//
//===----------------------------------------------------------------------===//
#ifndef SHAPECHECK_RULES_RULEPARSER_H
#define SHAPECHECK_RULES_RULEPARSER_H

#include "Rules/RuleAst.h"
#include "llvm/ADT/StringRef.h"
#include <string>
#include <vector>

namespace shapecheck {

/// A malformed rules file: where, what, and how to fix it.
struct RuleError {
  SourceLoc Loc;
  std::string Message;
  std::string Hint; // may be empty

  /// "file:line:col: error: message" and, if any, "\n  hint: ...".
  std::string str() const;
};

namespace rules {

/// Parses Text, the contents of the file Path, into Out. Errors are
/// appended (at most one per declaration; parsing resumes at the next
/// declaration); returns whether there were none.
bool parseRules(llvm::StringRef Text, llvm::StringRef Path, RuleFile &Out,
                std::vector<RuleError> &Errors);

} // namespace rules
} // namespace shapecheck

#endif
