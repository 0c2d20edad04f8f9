//===- GithubReporter.cpp - GitHub Actions workflow commands --------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception

#include "Report/GithubReporter.h"
#include "Report/FileUri.h"
#include "llvm/Support/raw_ostream.h"

using namespace shapecheck;

std::string shapecheck::escapeGithubData(llvm::StringRef S) {
  std::string Out;
  for (char C : S) {
    switch (C) {
    case '%':
      Out += "%25";
      break;
    case '\r':
      Out += "%0D";
      break;
    case '\n':
      Out += "%0A";
      break;
    default:
      Out += C;
    }
  }
  return Out;
}

std::string shapecheck::escapeGithubProperty(llvm::StringRef S) {
  std::string Out;
  for (char C : escapeGithubData(S)) {
    if (C == ':')
      Out += "%3A";
    else if (C == ',')
      Out += "%2C";
    else
      Out += C;
  }
  return Out;
}

std::string GithubReporter::displayPath(llvm::StringRef File,
                                        const DisplayPaths *Paths) const {
  if (!Opts.Workspace.empty())
    if (std::optional<std::string> Rel = relativePath(File, Opts.Workspace))
      return *Rel;
  return Paths ? (*Paths)(File) : File.str();
}

static llvm::StringRef command(Level L) {
  switch (L) {
  case Level::Error:
    return "error";
  case Level::Warning:
    return "warning";
  case Level::Note:
    return "notice";
  }
  return "error";
}

namespace {

struct Annotation {
  Level Severity;
  const SourceLoc *Loc;
  llvm::StringRef Title;
  std::string Message;
  const DisplayPaths *Paths;
};

} // namespace

static void writeAnnotation(const GithubReporter &R, const Annotation &A,
                            llvm::raw_ostream &OS) {
  OS << "::" << command(A.Severity);
  std::vector<std::string> Props;
  const SourceLoc &L = *A.Loc;
  if (!L.File.empty()) {
    Props.push_back("file=" +
                    escapeGithubProperty(R.displayPath(L.File, A.Paths)));
    if (L.valid()) {
      Props.push_back("line=" + std::to_string(L.Line));
      if (L.Col)
        Props.push_back("col=" + std::to_string(L.Col));
      if (L.EndLine >= L.Line) {
        Props.push_back("endLine=" + std::to_string(L.EndLine));
        if (L.EndCol && (L.EndLine > L.Line || L.EndCol >= L.Col))
          Props.push_back("endColumn=" + std::to_string(L.EndCol));
      }
    }
  }
  Props.push_back("title=" + escapeGithubProperty(A.Title));
  for (size_t I = 0; I != Props.size(); ++I)
    OS << (I ? "," : " ") << Props[I];
  OS << "::" << escapeGithubData(A.Message) << '\n';
}

void GithubReporter::write(const ReportData &Data, llvm::raw_ostream &OS) {
  for (const ToolNotification &N : Data.Notifications)
    writeAnnotation(
        *this, {N.Severity, &N.Loc, "shapecheck", N.Message, Data.Paths}, OS);
  for (const Finding &F : sortedFindings(Data.Findings)) {
    if (F.Suppressed)
      continue;
    std::string Message = F.Message;
    for (const DiagNote &N : F.Notes) {
      Message += '\n';
      if (N.Loc.valid()) {
        Message += displayPath(N.Loc.File, Data.Paths) + ":" +
                   std::to_string(N.Loc.Line);
        if (N.Loc.Col)
          Message += ":" + std::to_string(N.Loc.Col);
        Message += ": ";
      }
      Message += "note: " + N.Message;
    }
    writeAnnotation(
        *this, {F.Severity, &F.Loc, checkName(F.Check), Message, Data.Paths},
        OS);
  }
}
