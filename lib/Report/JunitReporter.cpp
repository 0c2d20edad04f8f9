//===- JunitReporter.cpp - JUnit XML for CI test reports ------------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception

#include "Report/JunitReporter.h"
#include "Report/FileUri.h"
#include "Report/Utf8.h"
#include "llvm/Support/raw_ostream.h"
#include <map>

using namespace shapecheck;

std::string shapecheck::escapeXml(llvm::StringRef S, bool Attribute) {
  std::string Out;
  const char *const Replacement = "\xEF\xBF\xBD"; // U+FFFD
  for (size_t I = 0; I < S.size();) {
    unsigned char C = S[I];
    if (C < 0x80) {
      ++I;
      switch (C) {
      case '&':
        Out += "&amp;";
        break;
      case '<':
        Out += "&lt;";
        break;
      case '>':
        Out += "&gt;";
        break;
      case '"':
        Out += Attribute ? "&quot;" : "\"";
        break;
      case '\'':
        Out += Attribute ? "&apos;" : "'";
        break;
      case '\n':
        Out += Attribute ? "&#10;" : "\n";
        break;
      case '\t':
        Out += Attribute ? "&#9;" : "\t";
        break;
      case '\r':
        Out += "&#13;";
        break;
      default:
        if (C < 0x20 || C == 0x7F)
          Out += Replacement;
        else
          Out += char(C);
      }
      continue;
    }
    Utf8Char U = decodeUtf8(S, I);
    // XML 1.0's Char excludes U+FFFE and U+FFFF (surrogates are not valid
    // UTF-8, so decodeUtf8 already rejects them).
    bool Allowed = U.Valid && U.CodePoint != 0xFFFE && U.CodePoint != 0xFFFF;
    if (Allowed)
      Out.append(S.data() + I, U.Length);
    else
      Out += Replacement;
    I += U.Length;
  }
  return Out;
}

namespace {

/// Names files as the user sees them (Data.Paths).
struct Namer {
  const DisplayPaths *Paths;
  std::string operator()(const std::string &File) const {
    return Paths ? (*Paths)(File) : File;
  }
};

std::string position(const SourceLoc &L, const Namer &Name) {
  std::string S = Name(L.File) + ":" + std::to_string(L.Line);
  if (L.Col)
    S += ":" + std::to_string(L.Col);
  return S;
}

/// The clang-style text of a finding and its notes.
std::string findingText(const Finding &F, const Namer &Name) {
  std::string S;
  if (F.Loc.valid())
    S += position(F.Loc, Name) + ": ";
  S += levelName(F.Severity).str() + ": " + F.Message + " [" +
       checkName(F.Check).str() + "]";
  for (const DiagNote &N : F.Notes) {
    S += "\n";
    if (N.Loc.valid())
      S += position(N.Loc, Name) + ": ";
    S += "note: " + N.Message;
  }
  return S;
}

struct Case {
  std::string Name, File;
  unsigned Line = 0;
  enum Kind { Pass, Failure, Error } K = Pass;
  std::string Type, Message, Text;
};

struct Suite {
  std::vector<Case> Cases;
  unsigned count(Case::Kind K) const {
    unsigned N = 0;
    for (const Case &C : Cases)
      N += C.K == K;
    return N;
  }
};

void writeCase(const Case &C, const std::string &Suite, llvm::raw_ostream &OS) {
  OS << "    <testcase name=\"" << escapeXml(C.Name) << "\" classname=\""
     << escapeXml(Suite) << "\"";
  if (!C.File.empty())
    OS << " file=\"" << escapeXml(C.File) << "\"";
  if (C.Line)
    OS << " line=\"" << C.Line << "\"";
  if (C.K == Case::Pass && C.Text.empty()) {
    OS << "/>\n";
    return;
  }
  OS << ">\n";
  if (C.K == Case::Pass) {
    OS << "      <system-out>" << escapeXml(C.Text, /*Attribute=*/false)
       << "</system-out>\n";
  } else {
    const char *Tag = C.K == Case::Failure ? "failure" : "error";
    OS << "      <" << Tag << " type=\"" << escapeXml(C.Type) << "\" message=\""
       << escapeXml(C.Message) << "\">"
       << escapeXml(C.Text, /*Attribute=*/false) << "</" << Tag << ">\n";
  }
  OS << "    </testcase>\n";
}

} // namespace

void JunitReporter::write(const ReportData &Data, llvm::raw_ostream &OS) {
  // Suites in order: checked files, then other files by name, then the tool.
  std::vector<std::string> Order;
  std::map<std::string, Suite> Suites;
  auto suite = [&](const std::string &Name) -> Suite & {
    auto [It, New] = Suites.try_emplace(Name);
    if (New)
      Order.push_back(Name);
    return It->second;
  };
  Namer Name{Data.Paths};
  for (const std::string &File : Data.Files)
    suite(Data.Paths ? Name(absolutePath(File)) : File);
  std::vector<Finding> Findings = sortedFindings(Data.Findings);
  std::map<std::string, bool> Others; // files outside Data.Files, sorted
  for (const Finding &F : Findings)
    if (!F.Suppressed && !Suites.count(Name(F.Loc.File)))
      Others[Name(F.Loc.File)] = true;
  for (const ToolNotification &N : Data.Notifications)
    if ((N.Severity == Level::Error ||
         (N.Severity == Level::Warning && fails(Level::Warning))) &&
        !Suites.count(Name(N.Loc.File)))
      Others[Name(N.Loc.File)] = true;
  for (const auto &O : Others)
    if (!O.first.empty())
      suite(O.first);
  if (Others.count(""))
    suite("");

  for (const ToolNotification &N : Data.Notifications) {
    // A tool message the run fails on (a compile error; with
    // --fail-on=warning, an unused suppression) is a failing case.
    if (N.Severity == Level::Note ||
        (N.Severity == Level::Warning && !fails(Level::Warning)))
      continue;
    Case C;
    C.Name = N.Severity == Level::Error ? "compile" : "shapecheck";
    if (N.Loc.valid())
      C.Name +=
          " at " + std::to_string(N.Loc.Line) + ":" + std::to_string(N.Loc.Col);
    C.File = Name(N.Loc.File);
    C.Line = N.Loc.Line;
    C.K = !fails(N.Severity)           ? Case::Pass
          : N.Severity == Level::Error ? Case::Error
                                       : Case::Failure;
    C.Type = "shapecheck";
    C.Message = N.Message;
    std::string Lvl = levelName(N.Severity).str();
    C.Text = N.Loc.valid()
                 ? position(N.Loc, Name) + ": " + Lvl + ": " + N.Message
                 : Lvl + ": " + N.Message;
    suite(C.File).Cases.push_back(std::move(C));
  }
  for (const Finding &F : Findings) {
    if (F.Suppressed)
      continue;
    Case C;
    C.Name = checkName(F.Check).str();
    if (F.Loc.valid())
      C.Name +=
          " at " + std::to_string(F.Loc.Line) + ":" + std::to_string(F.Loc.Col);
    C.File = Name(F.Loc.File);
    C.Line = F.Loc.Line;
    C.K = fails(F.Severity) ? Case::Failure : Case::Pass;
    C.Type = checkName(F.Check).str();
    C.Message = F.Message;
    C.Text = findingText(F, Name);
    suite(C.File).Cases.push_back(std::move(C));
  }

  // Two findings at one place (two checks, or one check twice) are two
  // tests: the second name gets " (2)", and so on.
  for (auto &[SuiteName, S] : Suites) {
    std::map<std::string, unsigned> Seen;
    for (Case &C : S.Cases)
      if (unsigned N = ++Seen[C.Name]; N > 1)
        C.Name += " (" + std::to_string(N) + ")";
  }

  unsigned Tests = 0, Failures = 0, Errors = 0;
  for (auto &[Name, S] : Suites) {
    if (S.Cases.empty()) {
      Case C;
      C.Name = "shapecheck";
      C.File = Name;
      S.Cases.push_back(std::move(C));
    }
    Tests += S.Cases.size();
    Failures += S.count(Case::Failure);
    Errors += S.count(Case::Error);
  }

  OS << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
  OS << "<testsuites name=\"shapecheck\" tests=\"" << Tests << "\" failures=\""
     << Failures << "\" errors=\"" << Errors << "\">\n";
  for (const std::string &Name : Order) {
    const Suite &S = Suites[Name];
    std::string Shown = Name.empty() ? "shapecheck" : Name;
    OS << "  <testsuite name=\"" << escapeXml(Shown) << "\" tests=\""
       << S.Cases.size() << "\" failures=\"" << S.count(Case::Failure)
       << "\" errors=\"" << S.count(Case::Error) << "\">\n";
    for (const Case &C : S.Cases)
      writeCase(C, Shown, OS);
    OS << "  </testsuite>\n";
  }
  OS << "</testsuites>\n";
}
