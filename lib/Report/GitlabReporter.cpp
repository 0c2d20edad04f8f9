//===- GitlabReporter.cpp - GitLab Code Quality report --------------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception

#include "Report/GitlabReporter.h"
#include "Report/FileUri.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/MD5.h"
#include "llvm/Support/raw_ostream.h"
#include <nlohmann/json.hpp>

using namespace shapecheck;
using Json = nlohmann::ordered_json;

llvm::StringRef GitlabReporter::severity(Level L) {
  switch (L) {
  case Level::Error:
    return "major";
  case Level::Warning:
    return "minor";
  case Level::Note:
    return "info";
  }
  return "major";
}

std::string GitlabReporter::path(llvm::StringRef File) const {
  if (std::optional<std::string> Rel =
          relativePath(File, Opts.SourceRoot.empty() ? "." : Opts.SourceRoot))
    return *Rel;
  return File.str();
}

std::string GitlabReporter::fingerprint(const Finding &F) {
  std::string Where = Hashes.get(F.Loc.File, F.Loc.Line);
  if (Where.empty()) // unreadable file: the line number instead
    Where = "line " + std::to_string(F.Loc.Line);
  std::string Path = path(F.Loc.File);
  llvm::MD5 Hash;
  for (llvm::StringRef Part :
       {checkName(F.Check), llvm::StringRef(Path), llvm::StringRef(F.Message),
        llvm::StringRef(Where)}) {
    Hash.update(Part);
    Hash.update(llvm::ArrayRef<uint8_t>{0}); // a separator
  }
  llvm::MD5::MD5Result Result;
  Hash.final(Result);
  return Result.digest().str().str();
}

void GitlabReporter::write(const ReportData &Data, llvm::raw_ostream &OS) {
  Json Issues = Json::array();
  for (const Finding &F : sortedFindings(Data.Findings)) {
    if (F.Suppressed)
      continue;
    std::string Description = F.Message;
    for (const DiagNote &N : F.Notes) {
      Description += "\n";
      if (N.Loc.valid())
        Description +=
            path(N.Loc.File) + ":" + std::to_string(N.Loc.Line) + ": ";
      Description += "note: " + N.Message;
    }
    Json Issue{{"description", Description},
               {"check_name", checkName(F.Check).str()},
               {"fingerprint", fingerprint(F)},
               {"severity", severity(F.Severity).str()}};
    // GitLab requires a location; a finding without one points at line 1 of
    // the file it names (findings always name one in practice).
    Issue["location"] =
        Json{{"path", path(F.Loc.File)},
             {"lines", Json{{"begin", F.Loc.valid() ? F.Loc.Line : 1u}}}};
    Issues.push_back(std::move(Issue));
  }
  OS << Issues.dump(Opts.Indent, ' ', /*ensure_ascii=*/false,
                    Json::error_handler_t::replace)
     << '\n';
}
