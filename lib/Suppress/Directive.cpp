//===- Directive.cpp - NOSHAPECHECK comment directives --------------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Finds the keywords in a comment's text and parses the optional rule list
// that follows each one directly.
//
//===----------------------------------------------------------------------===//

#include "Suppress/Directive.h"
#include "Shape/Diagnostic.h"
#include "Shape/Glob.h"
#include <algorithm>

using namespace shapecheck;

static constexpr llvm::StringLiteral Keyword = "NOSHAPECHECK";

llvm::StringRef shapecheck::directiveKeyword(DirectiveKind K) {
  switch (K) {
  case DirectiveKind::ThisLine:
    return "NOSHAPECHECK";
  case DirectiveKind::NextLine:
    return "NOSHAPECHECKNEXTLINE";
  case DirectiveKind::Begin:
    return "NOSHAPECHECKBEGIN";
  case DirectiveKind::End:
    return "NOSHAPECHECKEND";
  }
  return "NOSHAPECHECK";
}

bool Directive::matches(llvm::StringRef Check) const {
  if (AllRules)
    return true;
  return std::any_of(Rules.begin(), Rules.end(), [&](const std::string &R) {
    return starGlobMatch(R, Check);
  });
}

bool Directive::sameRules(const Directive &Other) const {
  return AllRules == Other.AllRules && Rules == Other.Rules;
}

namespace {

bool isWordChar(char C) {
  return (C >= 'a' && C <= 'z') || (C >= 'A' && C <= 'Z') ||
         (C >= '0' && C <= '9') || C == '_';
}

bool knownRulePattern(llvm::StringRef Pattern) {
  for (const CheckInfo &R : allChecks())
    if (starGlobMatch(Pattern, R.Id))
      return true;
  return false;
}

/// A problem at bytes [Offset, Offset + Length) of the scanned text.
TextDiagnostic problem(size_t Offset, size_t Length, std::string Message) {
  TextDiagnostic P;
  P.Offset = Offset;
  P.Length = unsigned(std::max<size_t>(1, Length));
  P.Message = std::move(Message);
  return P;
}

} // namespace

void shapecheck::parseDirectives(llvm::StringRef Text, size_t CommentOffset,
                                 std::vector<Directive> &Directives,
                                 std::vector<TextDiagnostic> &Problems) {
  size_t Pos = 0;
  while ((Pos = Text.find(Keyword, Pos)) != llvm::StringRef::npos) {
    size_t Start = Pos;
    Pos += Keyword.size();
    if (Start != 0 && isWordChar(Text[Start - 1]))
      continue;
    Directive D;
    D.Offset = CommentOffset + Start;
    llvm::StringRef Rest = Text.substr(Pos);
    for (DirectiveKind K :
         {DirectiveKind::NextLine, DirectiveKind::Begin, DirectiveKind::End}) {
      llvm::StringRef Suffix = directiveKeyword(K).substr(Keyword.size());
      if (Rest.starts_with(Suffix)) {
        D.Kind = K;
        Pos += Suffix.size();
        break;
      }
    }
    if (Pos < Text.size() && isWordChar(Text[Pos]))
      continue; // NOSHAPECHECKFOO is no directive
    std::string Spelling = directiveKeyword(D.Kind).str();
    if (Pos < Text.size() && Text[Pos] == '(') {
      size_t Close = Text.find(')', Pos);
      if (Close == llvm::StringRef::npos) {
        Problems.push_back(problem(D.Offset, Spelling.size(),
                                   "missing ')' after '" + Spelling +
                                       "('; the comment suppresses nothing"));
        continue;
      }
      llvm::SmallVector<llvm::StringRef, 4> Parts;
      Text.slice(Pos + 1, Close).split(Parts, ',');
      D.AllRules = false;
      for (llvm::StringRef Part : Parts) {
        Part = Part.trim();
        if (Part.empty())
          continue;
        if (!knownRulePattern(Part)) {
          TextDiagnostic P = problem(
              CommentOffset + size_t(Part.data() - Text.data()), Part.size(),
              "unknown check id '" + Part.str() + "' in '" + Spelling +
                  "' comment");
          if (llvm::StringRef Near = nearestCheckId(Part); !Near.empty()) {
            P.Hints.push_back("did you mean '" + Near.str() + "'?");
            P.Replacement = Near.str();
          } else {
            P.Hints.push_back("shapecheck --list-checks lists the check ids");
          }
          Problems.push_back(std::move(P));
        }
        D.Rules.push_back(Part.str());
      }
      Pos = Close + 1;
      if (D.Rules.empty()) {
        Problems.push_back(problem(D.Offset, Spelling.size(),
                                   "empty rule list in '" + Spelling +
                                       "()'; the comment suppresses nothing"));
        continue;
      }
      std::sort(D.Rules.begin(), D.Rules.end());
      D.Rules.erase(std::unique(D.Rules.begin(), D.Rules.end()), D.Rules.end());
    }
    Directives.push_back(std::move(D));
  }
}
