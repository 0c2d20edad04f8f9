//===- Diagnostic.cpp - Findings and the rule registry --------------------===//
//
// Level names, the deterministic order of findings, and the rule registry
// built from DiagnosticRules.def with each rule's page docs/diagnostics/<id>.md
// (embedded at build time as RuleDocs.inc, see lib/Shape/CMakeLists.txt).
//
//===----------------------------------------------------------------------===//

#include "Shape/Diagnostic.h"
#include <algorithm>
#include <tuple>

using namespace shapecheck;

llvm::StringRef shapecheck::levelName(Level L) {
  switch (L) {
  case Level::Note:
    return "note";
  case Level::Warning:
    return "warning";
  case Level::Error:
    return "error";
  }
  return "error";
}

//===----------------------------------------------------------------------===//
// Ordering
//===----------------------------------------------------------------------===//

namespace {

/// Three-way comparison of notes: location, then message.
int compareNotes(const std::vector<DiagNote> &A,
                 const std::vector<DiagNote> &B) {
  size_t N = std::min(A.size(), B.size());
  for (size_t I = 0; I != N; ++I) {
    if (A[I].Loc < B[I].Loc)
      return -1;
    if (B[I].Loc < A[I].Loc)
      return 1;
    if (int C = A[I].Message.compare(B[I].Message))
      return C < 0 ? -1 : 1;
  }
  if (A.size() != B.size())
    return A.size() < B.size() ? -1 : 1;
  return 0;
}

/// A total order: file, line, column, rule, message, then every remaining
/// field, so that the result does not depend on the input order.
bool findingLess(const Finding &A, const Finding &B) {
  auto Key = [](const Finding &F) {
    return std::tie(F.Loc.File, F.Loc.Line, F.Loc.Col, F.RuleId, F.Message,
                    F.Loc.EndLine, F.Loc.EndCol, F.Severity);
  };
  if (Key(A) != Key(B))
    return Key(A) < Key(B);
  return compareNotes(A.Notes, B.Notes) < 0;
}

bool findingEqual(const Finding &A, const Finding &B) {
  return A.RuleId == B.RuleId && A.Severity == B.Severity &&
         A.Message == B.Message && A.Loc == B.Loc &&
         compareNotes(A.Notes, B.Notes) == 0;
}

} // namespace

void shapecheck::sortFindings(std::vector<Finding> &Findings) {
  std::sort(Findings.begin(), Findings.end(), findingLess);
  Findings.erase(std::unique(Findings.begin(), Findings.end(), findingEqual),
                 Findings.end());
}

//===----------------------------------------------------------------------===//
// Registry
//===----------------------------------------------------------------------===//

namespace {

struct RuleDoc {
  const char *Id;
  const char *Markdown;
  size_t Size; // bytes, without the terminating NUL
};

const RuleDoc RuleDocs[] = {
#define SHAPECHECK_RULE_DOC(Id, Text) {Id, Text, sizeof(Text) - 1},
#include "RuleDocs.inc"
#undef SHAPECHECK_RULE_DOC
};

llvm::StringRef docFor(llvm::StringRef Id) {
  for (const RuleDoc &D : RuleDocs)
    if (Id == D.Id)
      return llvm::StringRef(D.Markdown, D.Size);
  return ""; // unreachable: the build fails when a page is missing
}

const std::vector<RuleInfo> &registry() {
  static const std::vector<RuleInfo> Rules = [] {
    std::vector<RuleInfo> R;
#define SHAPECHECK_RULE(Id, Name, DefaultLevel, Summary)                       \
  R.push_back(RuleInfo{Id, Name, Summary, Level::DefaultLevel, docFor(Id)});
#include "Shape/DiagnosticRules.def"
    return R;
  }();
  return Rules;
}

} // namespace

llvm::ArrayRef<RuleInfo> shapecheck::allRules() { return registry(); }

const RuleInfo *shapecheck::findRule(llvm::StringRef Id) {
  int I = ruleIndex(Id);
  return I < 0 ? nullptr : &registry()[I];
}

int shapecheck::ruleIndex(llvm::StringRef Id) {
  const std::vector<RuleInfo> &Rules = registry();
  for (size_t I = 0, E = Rules.size(); I != E; ++I)
    if (Rules[I].Id == Id)
      return static_cast<int>(I);
  return -1;
}
