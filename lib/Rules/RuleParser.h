//===- RuleParser.h - Parsing rules files -----------------------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
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
#include "Shape/Diagnostic.h"
#include "llvm/ADT/StringRef.h"
#include <string>
#include <vector>

namespace shapecheck {

namespace rules {

/// Parses Text, the contents of the file Path, into Out. Errors (located
/// Diagnostics with hints and, for a misspelt name, a fix-it) are
/// appended (at most one per declaration; parsing resumes at the next
/// declaration); returns whether there were none.
bool parseRules(llvm::StringRef Text, llvm::StringRef Path, RuleFile &Out,
                std::vector<Diagnostic> &Errors);

} // namespace rules
} // namespace shapecheck

#endif
