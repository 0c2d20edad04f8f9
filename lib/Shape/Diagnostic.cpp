//===- Diagnostic.cpp - Findings and the check registry -------------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Level names, the deterministic order of findings, and the check registry
// built from Checks.def with each check's page docs/diagnostics/<id>.md
// (embedded at build time as CheckDocs.inc, see lib/Shape/CMakeLists.txt).
//
//===----------------------------------------------------------------------===//

#include "Shape/Diagnostic.h"
#include "llvm/ADT/STLExtras.h"
#include <algorithm>
#include <cassert>
#include <functional>
#include <set>
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

static constexpr std::pair<NoteRole, llvm::StringLiteral> NoteRoleIds[] = {
    {NoteRole::Binding, "binding"},
    {NoteRole::Declaration, "declaration"},
    {NoteRole::Requirement, "requirement"},
    {NoteRole::Site, "site"},
};

llvm::StringRef shapecheck::noteRoleId(NoteRole R) {
  for (const auto &[Role, Id] : NoteRoleIds)
    if (Role == R)
      return Id;
  return "";
}

NoteRole shapecheck::parseNoteRoleId(llvm::StringRef Id) {
  for (const auto &[Role, RId] : NoteRoleIds)
    if (RId == Id)
      return Role;
  return NoteRole::None;
}

DiagNote shapecheck::requirementNote(SourceLoc Loc, ReasonDesc What) {
  std::string Message = What.str() + " is declared here";
  return DiagNote{std::move(Loc), std::move(Message), NoteRole::Requirement,
                  std::move(What)};
}

Diagnostic shapecheck::errorAt(SourceLoc Loc, std::string Message,
                               std::string Hint) {
  Diagnostic D;
  D.Loc = std::move(Loc);
  D.Message = std::move(Message);
  if (!Hint.empty())
    D.Hints.push_back(std::move(Hint));
  return D;
}

FixIt shapecheck::replaceWord(const SourceLoc &At, llvm::StringRef Old,
                              llvm::StringRef New) {
  FixIt F;
  F.Loc = At;
  F.Loc.EndLine = At.Line;
  F.Loc.EndCol = At.Col + (Old.empty() ? 0 : unsigned(Old.size()) - 1);
  F.Replacement = New.str();
  return F;
}

std::string Diagnostic::str() const {
  std::string Out;
  if (Loc.valid())
    Out = Loc.File + ":" + std::to_string(Loc.Line) + ":" +
          std::to_string(Loc.Col) + ": ";
  else if (!Loc.File.empty())
    Out = Loc.File + ": ";
  Out += levelName(Severity).str() + ": " + Message;
  for (const std::string &H : Hints)
    Out += "\n  hint: " + H;
  for (const FixIt &F : Fixes)
    Out += "\n  fix-it: replace with '" + F.Replacement + "'";
  return Out;
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

/// The fix-its as comparable values.
std::vector<std::pair<SourceLoc, std::string>> fixesKey(const Diagnostic &D) {
  std::vector<std::pair<SourceLoc, std::string>> Out;
  for (const FixIt &F : D.Fixes)
    Out.emplace_back(F.Loc, F.Replacement);
  return Out;
}

/// A total order: file, line, column, check id (by its text, so that the
/// order of Checks.def does not show in output), message, then every
/// remaining field, so that the result does not depend on the input order.
bool findingLess(const Finding &A, const Finding &B) {
  auto Key = [](const Finding &F) {
    return std::make_tuple(std::cref(F.Loc.File), F.Loc.Line, F.Loc.Col,
                           checkName(F.Check), std::cref(F.Message),
                           F.Loc.EndLine, F.Loc.EndCol, F.Severity);
  };
  if (Key(A) != Key(B))
    return Key(A) < Key(B);
  if (int C = compareNotes(A.Notes, B.Notes))
    return C < 0;
  if (A.Hints != B.Hints)
    return A.Hints < B.Hints;
  return fixesKey(A) < fixesKey(B);
}

bool findingEqual(const Finding &A, const Finding &B) {
  return A.Check == B.Check && A.Severity == B.Severity &&
         A.Message == B.Message && A.Loc == B.Loc &&
         compareNotes(A.Notes, B.Notes) == 0 && A.Hints == B.Hints &&
         fixesKey(A) == fixesKey(B);
}

} // namespace

void shapecheck::sortFindings(std::vector<Finding> &Findings) {
  std::sort(Findings.begin(), Findings.end(), findingLess);
  Findings.erase(std::unique(Findings.begin(), Findings.end(), findingEqual),
                 Findings.end());
  // A template's finding found in instances made by several files (a
  // header's class template, instantiated in two of them): once, the first
  // in this order, with its note naming the instance.
  auto InInstance = [](const Finding &F) {
    return llvm::any_of(F.Notes, [](const DiagNote &N) {
      return N.Role == NoteRole::Site &&
             N.Label.K == ReasonDesc::Kind::Instantiation;
    });
  };
  std::set<std::tuple<SourceLoc, std::string, Level>> Seen;
  Findings.erase(std::remove_if(Findings.begin(), Findings.end(),
                                [&](const Finding &F) {
                                  return InInstance(F) &&
                                         !Seen.insert({F.Loc,
                                                       checkName(F.Check).str(),
                                                       F.Severity})
                                              .second;
                                }),
                 Findings.end());
}

//===----------------------------------------------------------------------===//
// Registry
//===----------------------------------------------------------------------===//

namespace {

struct CheckDoc {
  const char *Id;
  const char *Markdown;
  size_t Size; // bytes, without the terminating NUL
};

const CheckDoc CheckDocs[] = {
#define SHAPECHECK_CHECK_DOC(Id, Text) {Id, Text, sizeof(Text) - 1},
#include "CheckDocs.inc"
#undef SHAPECHECK_CHECK_DOC
};

llvm::StringRef docFor(llvm::StringRef Id) {
  for (const CheckDoc &D : CheckDocs)
    if (Id == D.Id)
      return llvm::StringRef(D.Markdown, D.Size);
  return ""; // unreachable: the build fails when a page is missing
}

const std::vector<CheckInfo> &registry() {
  static const std::vector<CheckInfo> Checks = [] {
    std::vector<CheckInfo> R;
#define SHAPECHECK_CHECK(Name, Id, DefaultLevel, Summary)                      \
  R.push_back(CheckInfo{CheckId::Name, Id, #Name, Summary,                     \
                        Level::DefaultLevel, docFor(Id)});
#include "Shape/Checks.def"
    return R;
  }();
  return Checks;
}

} // namespace

llvm::ArrayRef<CheckInfo> shapecheck::allChecks() { return registry(); }

const CheckInfo &shapecheck::checkInfo(CheckId C) {
  const CheckInfo &I = registry()[static_cast<unsigned>(C)];
  assert(I.Kind == C && "the registry follows Checks.def");
  return I;
}

llvm::StringRef shapecheck::checkName(CheckId C) { return checkInfo(C).Id; }

std::optional<CheckId> shapecheck::parseCheckId(llvm::StringRef Id) {
  for (const CheckInfo &I : registry())
    if (I.Id == Id)
      return I.Kind;
  return std::nullopt;
}

llvm::StringRef shapecheck::nearestCheckId(llvm::StringRef Id) {
  llvm::StringRef Best;
  unsigned BestD = ~0u;
  for (const CheckInfo &R : allChecks()) {
    unsigned D = Id.edit_distance(R.Id);
    if (D < BestD) {
      BestD = D;
      Best = R.Id;
    }
  }
  return BestD <= std::max<size_t>(1, Id.size() / 3) ? Best : "";
}
