//===- LineFilter.cpp - Findings on chosen lines only ---------------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception

#include "Filter/LineFilter.h"
#include "Filter/JsonInput.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include <algorithm>

using namespace shapecheck;

namespace {

struct JsonFile {
  std::string Name;
  std::vector<std::vector<int64_t>> Lines;
};

bool fromJSON(const llvm::json::Value &V, JsonFile &F, llvm::json::Path P) {
  llvm::json::ObjectMapper O(V, P);
  if (!O || !O.map("name", F.Name) || !O.mapOptional("lines", F.Lines))
    return false;
  for (size_t I = 0; I < F.Lines.size(); ++I) {
    const std::vector<int64_t> &R = F.Lines[I];
    if (R.size() != 2 || R[0] < 1 || R[1] < R[0]) {
      P.field("lines").index(I).report(
          "expected a range [first, last] of lines, 1 <= first <= last");
      return false;
    }
  }
  return true;
}

} // namespace

std::optional<LineFilter> LineFilter::parse(llvm::StringRef Json,
                                            std::string &Error) {
  std::optional<llvm::json::Value> V =
      parseJsonInput("--line-filter", Json, Error);
  if (!V)
    return std::nullopt;
  llvm::json::Path::Root Root("line-filter");
  std::vector<JsonFile> Raw;
  if (!fromJSON(*V, Raw, Root)) {
    Error = jsonShapeError("--line-filter", Root);
    return std::nullopt;
  }
  LineFilter LF;
  for (JsonFile &J : Raw) {
    FileLines FL;
    FL.Name = std::move(J.Name);
    for (const std::vector<int64_t> &R : J.Lines)
      FL.Lines.push_back(
          {static_cast<unsigned>(std::min<int64_t>(R[0], UINT32_MAX)),
           static_cast<unsigned>(std::min<int64_t>(R[1], UINT32_MAX))});
    LF.Files.push_back(std::move(FL));
  }
  return LF;
}

LineFilter LineFilter::exactly(std::vector<FileLines> Files) {
  LineFilter LF;
  LF.Files = std::move(Files);
  LF.KeepAllWhenEmpty = false;
  LF.RealPaths = true;
  return LF;
}

bool LineFilter::keepsLine(llvm::StringRef File, unsigned Line) const {
  if (keepsSpelling(File, Line))
    return true;
  if (!RealPaths || File.empty())
    return false;
  auto It = Real.find(File);
  if (It == Real.end()) {
    llvm::SmallString<256> P;
    It = Real.emplace(File.str(), llvm::sys::fs::real_path(File, P)
                                      ? std::string()
                                      : std::string(P))
             .first;
  }
  return !It->second.empty() && It->second != File &&
         keepsSpelling(It->second, Line);
}

bool LineFilter::keepsSpelling(llvm::StringRef File, unsigned Line) const {
  for (const FileLines &F : Files) {
    if (!File.ends_with(F.Name))
      continue;
    if (F.Lines.empty())
      return true;
    for (const auto &R : F.Lines)
      if (R.first <= Line && Line <= R.second)
        return true;
  }
  return false;
}

bool LineFilter::keeps(const Finding &F) const {
  if (Files.empty())
    return KeepAllWhenEmpty;
  if (keepsLine(F.Loc.File, F.Loc.Line))
    return true;
  return std::any_of(F.Notes.begin(), F.Notes.end(), [&](const DiagNote &N) {
    return keepsLine(N.Loc.File, N.Loc.Line);
  });
}

unsigned LineFilter::remove(std::vector<Finding> &Findings) const {
  size_t Before = Findings.size();
  Findings.erase(std::remove_if(Findings.begin(), Findings.end(),
                                [&](const Finding &F) { return !keeps(F); }),
                 Findings.end());
  return static_cast<unsigned>(Before - Findings.size());
}
