//===- Baseline.cpp - Known findings, hidden until they change ------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception

#include "Filter/Baseline.h"
#include "Filter/JsonInput.h"
#include "Report/SourceCache.h"
#include "Shape/Paths.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Support/xxhash.h"
#include <limits>
#include <map>

using namespace shapecheck;

namespace {

std::string baseDir(llvm::StringRef BaselinePath) {
  std::string Abs = absolutePath(BaselinePath);
  return std::string(llvm::sys::path::parent_path(Abs));
}

struct JsonEntry {
  std::string File, Rule, Fingerprint, Message;
  int64_t Line = 0;
};

bool fromJSON(const llvm::json::Value &V, JsonEntry &E, llvm::json::Path P) {
  llvm::json::ObjectMapper O(V, P);
  return O && O.map("file", E.File) && O.map("rule", E.Rule) &&
         O.map("fingerprint", E.Fingerprint) && O.mapOptional("line", E.Line) &&
         O.mapOptional("message", E.Message);
}

} // namespace

/// Version 1's fingerprint: GitHub's line hash, which depends on the lines
/// that follow the finding's (a comment added below it changed it).
static std::string lineFingerprint(const Finding &F, LineHashCache &Hashes) {
  std::string H = Hashes.get(F.Loc.File, F.Loc.Line);
  return H.empty() ? "line:" + std::to_string(F.Loc.Line) : H;
}

std::string shapecheck::findingFingerprint(const Finding &F,
                                           LineHashCache &Hashes) {
  // The finding's own content: its check, its message with numbers
  // normalised (a size that changed elsewhere), and its line's text without
  // indentation. Edits above, below or around it keep it; the file's
  // findings of one fingerprint are matched by count.
  std::string Message;
  for (size_t I = 0; I < F.Message.size(); ++I) {
    if (llvm::isDigit(F.Message[I])) {
      Message += '#';
      while (I + 1 < F.Message.size() && llvm::isDigit(F.Message[I + 1]))
        ++I;
    } else {
      Message += F.Message[I];
    }
  }
  std::optional<llvm::StringRef> Line =
      Hashes.sources().line(F.Loc.File, F.Loc.Line);
  std::string Text =
      Line ? Line->trim(" \t").str() : "line:" + std::to_string(F.Loc.Line);
  std::string Key = checkName(F.Check).str() + '\0' + Message + '\0' + Text;
  return "v2:" + llvm::utohexstr(llvm::xxh3_64bits(Key), /*LowerCase=*/true,
                                 /*Width=*/16);
}

std::optional<Baseline> Baseline::read(llvm::StringRef Path,
                                       std::string &Error) {
  std::optional<std::string> Text = readInputFile(Path, "baseline", Error);
  if (!Text)
    return std::nullopt;
  return parse(Path, *Text, Error);
}

std::optional<Baseline> Baseline::parse(llvm::StringRef Path,
                                        llvm::StringRef Text,
                                        std::string &Error) {
  std::optional<llvm::json::Value> V = parseJsonInput(Path, Text, Error);
  if (!V)
    return std::nullopt;
  llvm::json::Path::Root Root("baseline");
  std::vector<JsonEntry> Raw;
  int64_t Version = 0;
  llvm::json::ObjectMapper O(*V, Root);
  if (!O || !O.map("version", Version) || !O.map("findings", Raw)) {
    Error = jsonShapeError(Path, Root);
    return std::nullopt;
  }
  if (Version != 1 && Version != 2) {
    Error =
        (Path + ": error: unsupported baseline version " +
         std::to_string(Version) + " (this shapecheck reads versions 1 and 2)")
            .str();
    return std::nullopt;
  }
  std::string Dir = baseDir(Path);
  Baseline B;
  for (JsonEntry &J : Raw) {
    BaselineEntry E;
    llvm::SmallString<256> F(J.File);
    if (!llvm::sys::path::is_absolute(F)) {
      F = Dir;
      llvm::sys::path::append(F, J.File);
    }
    llvm::sys::path::remove_dots(F, /*remove_dot_dot=*/true);
    E.File = std::string(F);
    E.Rule = std::move(J.Rule);
    E.Fingerprint = std::move(J.Fingerprint);
    E.Line = J.Line > 0 && J.Line <= std::numeric_limits<unsigned>::max()
                 ? static_cast<unsigned>(J.Line)
                 : 0;
    E.Message = std::move(J.Message);
    B.Entries.push_back(std::move(E));
  }
  B.Matched.assign(B.Entries.size(), false);
  return B;
}

Baseline Baseline::fromFindings(llvm::ArrayRef<Finding> Findings,
                                LineHashCache &Hashes) {
  Baseline B;
  for (const Finding &F : Findings) {
    if (F.Suppressed || !F.Loc.valid() || F.Loc.File.empty())
      continue;
    BaselineEntry E;
    E.File = absolutePath(F.Loc.File);
    E.Rule = checkName(F.Check).str();
    E.Fingerprint = findingFingerprint(F, Hashes);
    E.Line = F.Loc.Line;
    E.Message = F.Message;
    B.Entries.push_back(std::move(E));
  }
  B.Matched.assign(B.Entries.size(), false);
  return B;
}

std::string Baseline::toJson(llvm::StringRef Dir) const {
  std::string Out;
  llvm::raw_string_ostream OS(Out);
  llvm::json::OStream J(OS, 2);
  std::string Prefix = absolutePath(Dir);
  if (!Prefix.empty() && Prefix.back() != '/')
    Prefix += '/';
  J.object([&] {
    J.attribute("version", 2);
    J.attributeArray("findings", [&] {
      for (const BaselineEntry &E : Entries) {
        llvm::StringRef File = E.File;
        File.consume_front(Prefix);
        J.object([&] {
          J.attribute("file", File);
          J.attribute("rule", E.Rule);
          J.attribute("fingerprint", E.Fingerprint);
          J.attribute("line", E.Line);
          J.attribute("message", E.Message);
        });
      }
    });
  });
  OS << "\n";
  OS.flush();
  return Out;
}

unsigned Baseline::remove(std::vector<Finding> &Findings,
                          LineHashCache &Hashes) {
  // Unmatched entries by key, each key's entries in file order.
  std::map<std::tuple<std::string, std::string, std::string>,
           std::vector<size_t>>
      Free;
  for (size_t I = Entries.size(); I-- > 0;)
    if (!Matched[I])
      Free[{Entries[I].File, Entries[I].Rule, Entries[I].Fingerprint}]
          .push_back(I);
  unsigned Removed = 0;
  std::vector<Finding> Kept;
  for (Finding &F : Findings) {
    if (!F.Suppressed && F.Loc.valid() && !F.Loc.File.empty()) {
      // A version-2 entry by content; an entry of a version-1 baseline by
      // its line hash.
      std::string File = absolutePath(F.Loc.File),
                  Rule = checkName(F.Check).str();
      auto It = Free.find({File, Rule, findingFingerprint(F, Hashes)});
      if (It == Free.end() || It->second.empty())
        It = Free.find({File, Rule, lineFingerprint(F, Hashes)});
      if (It != Free.end() && !It->second.empty()) {
        Matched[It->second.back()] = true;
        It->second.pop_back();
        ++Removed;
        continue;
      }
    }
    Kept.push_back(std::move(F));
  }
  Findings = std::move(Kept);
  return Removed;
}

unsigned Baseline::unmatchedIn(const std::set<std::string> &Checked) const {
  unsigned N = 0;
  for (size_t I = 0; I < Entries.size(); ++I)
    if (!Matched[I] && Checked.count(Entries[I].File))
      ++N;
  return N;
}
