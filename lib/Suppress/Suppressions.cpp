//===- Suppressions.cpp - Dropping findings that comments suppress --------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Scans each file's comments, turns BEGIN/END pairs into line ranges and
// answers whether a (line, rule) pair is suppressed.
//
//===----------------------------------------------------------------------===//

#include "Suppress/Suppressions.h"
#include "Shape/Glob.h"
#include "Suppress/CommentScanner.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include <algorithm>

using namespace shapecheck;

FileSuppressions::FileSuppressions(llvm::StringRef File, llvm::StringRef Text)
    : File(File.str()) {
  LineTable Lines(Text);
  std::vector<Directive> Parsed;
  std::vector<TextDiagnostic> Bad;
  for (const Comment &C : scanComments(Text))
    parseDirectives(C.Text, C.Offset, Parsed, Bad);

  // A warning on bytes [Offset, Offset + Length) of the file (on one line).
  auto Warn = [&](size_t Offset, std::string Message,
                  size_t Length = 1) -> ToolNotification & {
    ToolNotification N;
    N.Severity = Level::Warning;
    N.Message = std::move(Message);
    N.Loc.File = File.str();
    N.Loc.Line = N.Loc.EndLine = Lines.line(Offset);
    N.Loc.Col = Lines.column(Offset);
    N.Loc.EndCol = N.Loc.Col + unsigned(std::max<size_t>(1, Length)) - 1;
    Problems.push_back(std::move(N));
    return Problems.back();
  };
  for (TextDiagnostic &P : Bad) {
    ToolNotification &N = Warn(P.Offset, std::move(P.Message), P.Length);
    N.Hints = std::move(P.Hints);
    if (P.Replacement)
      N.Fixes.push_back(FixIt{N.Loc, std::move(*P.Replacement)});
  }

  auto Keep = [&](Directive D) {
    Active A;
    A.Line = Lines.line(D.Offset);
    A.Col = Lines.column(D.Offset);
    A.RuleUsed.assign(D.Rules.size(), false);
    A.D = std::move(D);
    Directives.push_back(std::move(A));
    return Directives.size() - 1;
  };
  std::vector<Directive> Open; // BEGINs not yet closed
  for (Directive &D : Parsed) {
    unsigned Line = Lines.line(D.Offset);
    switch (D.Kind) {
    case DirectiveKind::ThisLine:
      ByLine.emplace(Line, Keep(std::move(D)));
      break;
    case DirectiveKind::NextLine:
      ByLine.emplace(Line + 1, Keep(std::move(D)));
      break;
    case DirectiveKind::Begin:
      Open.push_back(std::move(D));
      break;
    case DirectiveKind::End: {
      auto It =
          std::find_if(Open.rbegin(), Open.rend(),
                       [&](const Directive &B) { return B.sameRules(D); });
      if (It == Open.rend()) {
        Warn(D.Offset, "unmatched 'NOSHAPECHECKEND' comment without a "
                       "previous 'NOSHAPECHECKBEGIN' comment");
        break;
      }
      unsigned First = Lines.line(It->Offset);
      Blocks.push_back({First, Line, Keep(std::move(*It))});
      Open.erase(std::next(It).base());
      break;
    }
    }
  }
  for (const Directive &B : Open)
    Warn(B.Offset, "unmatched 'NOSHAPECHECKBEGIN' comment without a "
                   "subsequent 'NOSHAPECHECKEND' comment");
  std::stable_sort(Problems.begin(), Problems.end(),
                   [](const ToolNotification &A, const ToolNotification &B) {
                     return A.Loc < B.Loc;
                   });
}

bool FileSuppressions::use(size_t Index, llvm::StringRef Check) const {
  const Active &A = Directives[Index];
  if (!A.D.matches(Check))
    return false;
  A.Used = true;
  for (size_t I = 0; I < A.D.Rules.size(); ++I)
    if (starGlobMatch(A.D.Rules[I], Check))
      A.RuleUsed[I] = true;
  return true;
}

bool FileSuppressions::suppresses(unsigned Line, llvm::StringRef Check) const {
  // Every matching directive is marked used, not only the first.
  bool Suppressed = false;
  auto Range = ByLine.equal_range(Line);
  for (auto It = Range.first; It != Range.second; ++It)
    Suppressed |= use(It->second, Check);
  for (const Block &B : Blocks)
    if (B.First <= Line && Line <= B.Last)
      Suppressed |= use(B.Index, Check);
  return Suppressed;
}

std::vector<ToolNotification> FileSuppressions::unused() const {
  std::vector<ToolNotification> Out;
  for (const Active &A : Directives) {
    std::string Keyword = directiveKeyword(A.D.Kind).str();
    std::vector<std::string> Idle;
    for (size_t I = 0; I < A.D.Rules.size(); ++I) {
      bool Known = llvm::any_of(allChecks(), [&](const CheckInfo &R) {
        return starGlobMatch(A.D.Rules[I], R.Id);
      });
      if (Known && !A.RuleUsed[I])
        Idle.push_back(A.D.Rules[I]);
    }
    std::string Message;
    if (!A.Used && (A.D.AllRules || !Idle.empty()))
      Message = "unused suppression: this '" + Keyword +
                "' comment suppressed no finding";
    else if (A.Used && !Idle.empty())
      Message = "unused suppression: " +
                std::string(Idle.size() == 1 ? "rule " : "rules ") + "'" +
                llvm::join(Idle, "', '") + "' in this '" + Keyword +
                "' comment suppressed no finding";
    if (Message.empty())
      continue;
    ToolNotification N;
    N.Severity = Level::Warning;
    N.Message = std::move(Message);
    N.Loc.File = File;
    N.Loc.Line = N.Loc.EndLine = A.Line;
    N.Loc.Col = A.Col;
    Out.push_back(std::move(N));
  }
  std::stable_sort(Out.begin(), Out.end(),
                   [](const ToolNotification &A, const ToolNotification &B) {
                     return A.Loc < B.Loc;
                   });
  return Out;
}

SuppressionFilter::SuppressionFilter() : Read(readFromDisk) {}
SuppressionFilter::SuppressionFilter(Reader Read) : Read(std::move(Read)) {}
SuppressionFilter::~SuppressionFilter() = default;

std::optional<std::string>
SuppressionFilter::readFromDisk(const std::string &File) {
  // Only a regular file of a sane size, checked on the open file: a device
  // such as /dev/zero reports size 0 and never ends, a FIFO blocks.
  llvm::Expected<llvm::sys::fs::file_t> FD =
      llvm::sys::fs::openNativeFileForRead(File);
  if (!FD) {
    llvm::consumeError(FD.takeError());
    return std::nullopt;
  }
  std::optional<std::string> Out;
  llvm::sys::fs::file_status St;
  if (!llvm::sys::fs::status(*FD, St) &&
      St.type() == llvm::sys::fs::file_type::regular_file &&
      St.getSize() <= MaxFileSize) {
    auto Buf = llvm::MemoryBuffer::getOpenFile(
        *FD, File, St.getSize(), /*RequiresNullTerminator=*/false);
    if (Buf)
      Out = (*Buf)->getBuffer().str();
  }
  llvm::sys::fs::closeFile(*FD);
  return Out;
}

const FileSuppressions *SuppressionFilter::get(llvm::StringRef File) {
  auto Known = CanonicalNames.find(File.str());
  std::string Key;
  if (Known != CanonicalNames.end()) {
    Key = Known->second;
  } else {
    llvm::SmallString<256> Real;
    if (llvm::sys::fs::real_path(File, Real))
      Key = File.str();
    else
      Key = std::string(Real.str());
    CanonicalNames.emplace(File.str(), Key);
  }
  auto It = Files.find(Key);
  if (It == Files.end()) {
    std::unique_ptr<FileSuppressions> FS;
    if (std::optional<std::string> Text = Read(File.str()))
      FS = std::make_unique<FileSuppressions>(File, *Text);
    It = Files.emplace(Key, std::move(FS)).first;
  }
  return It->second.get();
}

void SuppressionFilter::addFile(llvm::StringRef File) { get(File); }

unsigned SuppressionFilter::filter(std::vector<Finding> &Findings) {
  size_t Before = Findings.size();
  Findings.erase(std::remove_if(Findings.begin(), Findings.end(),
                                [&](const Finding &F) {
                                  if (!F.Loc.valid() || F.Loc.File.empty())
                                    return false;
                                  const FileSuppressions *FS = get(F.Loc.File);
                                  return FS &&
                                         FS->suppresses(F.Loc.Line,
                                                        checkName(F.Check));
                                }),
                 Findings.end());
  return static_cast<unsigned>(Before - Findings.size());
}

unsigned SuppressionFilter::mark(std::vector<Finding> &Findings) {
  unsigned Marked = 0;
  for (Finding &F : Findings) {
    if (F.Suppressed || !F.Loc.valid() || F.Loc.File.empty())
      continue;
    const FileSuppressions *FS = get(F.Loc.File);
    if (FS && FS->suppresses(F.Loc.Line, checkName(F.Check))) {
      F.Suppressed = true;
      ++Marked;
    }
  }
  return Marked;
}

std::vector<ToolNotification> SuppressionFilter::unused(llvm::StringRef File) {
  const FileSuppressions *FS = get(File);
  return FS ? FS->unused() : std::vector<ToolNotification>();
}

std::vector<ToolNotification> SuppressionFilter::notifications() const {
  std::vector<ToolNotification> All;
  for (const auto &Entry : Files)
    if (Entry.second)
      All.insert(All.end(), Entry.second->problems().begin(),
                 Entry.second->problems().end());
  std::stable_sort(All.begin(), All.end(),
                   [](const ToolNotification &A, const ToolNotification &B) {
                     return A.Loc < B.Loc;
                   });
  return All;
}
