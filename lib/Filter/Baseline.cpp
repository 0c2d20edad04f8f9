//===- Baseline.cpp - Known findings, hidden until they change ------------===//

#include "Filter/Baseline.h"
#include "Filter/JsonInput.h"
#include "Shape/Paths.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
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

std::string shapecheck::findingFingerprint(const Finding &F,
                                           LineHashCache &Hashes) {
  std::string H = Hashes.get(F.Loc.File, F.Loc.Line);
  return H.empty() ? "line:" + std::to_string(F.Loc.Line) : H;
}

std::optional<Baseline> Baseline::read(llvm::StringRef Path,
                                       std::string &Error) {
  std::optional<std::string> Text = readInputFile(Path, "baseline", Error);
  if (!Text)
    return std::nullopt;
  std::optional<llvm::json::Value> V = parseJsonInput(Path, *Text, Error);
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
  if (Version != 1) {
    Error = (Path + ": error: unsupported baseline version " +
             std::to_string(Version) + " (this shapecheck reads version 1)")
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
    J.attribute("version", 1);
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
      auto It = Free.find({absolutePath(F.Loc.File), checkName(F.Check).str(),
                           findingFingerprint(F, Hashes)});
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
