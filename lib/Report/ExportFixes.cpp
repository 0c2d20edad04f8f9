//===- ExportFixes.cpp - clang-tidy's --export-fixes YAML -----------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The mapping mirrors clang/Tooling/DiagnosticsYaml.h and ReplacementsYaml.h
// (which this layer may not include): the same keys, in the same order.
//
//===----------------------------------------------------------------------===//

#include "Report/ExportFixes.h"
#include "Report/FileUri.h"
#include "llvm/Support/YAMLTraits.h"
#include "llvm/Support/raw_ostream.h"

using namespace shapecheck;

namespace {

struct YamlReplacement {
  std::string FilePath;
  unsigned Offset = 0, Length = 0;
  std::string ReplacementText;
};

struct YamlMessage {
  std::string Message, FilePath;
  unsigned FileOffset = 0;
  std::vector<YamlReplacement> Replacements;
};

struct YamlDiagnostic {
  std::string DiagnosticName;
  YamlMessage DiagnosticMessage;
  std::vector<YamlMessage> Notes;
  std::string Level;
  std::string BuildDirectory;
};

struct YamlDocument {
  std::string MainSourceFile;
  std::vector<YamlDiagnostic> Diagnostics;
};

} // namespace

LLVM_YAML_IS_SEQUENCE_VECTOR(YamlReplacement)
LLVM_YAML_IS_SEQUENCE_VECTOR(YamlMessage)
LLVM_YAML_IS_SEQUENCE_VECTOR(YamlDiagnostic)

namespace llvm::yaml {

template <> struct MappingTraits<YamlReplacement> {
  static void mapping(IO &Io, YamlReplacement &R) {
    Io.mapRequired("FilePath", R.FilePath);
    Io.mapRequired("Offset", R.Offset);
    Io.mapRequired("Length", R.Length);
    Io.mapRequired("ReplacementText", R.ReplacementText);
  }
};

template <> struct MappingTraits<YamlMessage> {
  static void mapping(IO &Io, YamlMessage &M) {
    Io.mapRequired("Message", M.Message);
    Io.mapOptional("FilePath", M.FilePath);
    Io.mapOptional("FileOffset", M.FileOffset);
    // Written even when empty: clang-tidy's readers expect the key.
    Io.mapRequired("Replacements", M.Replacements);
  }
};

template <> struct MappingTraits<YamlDiagnostic> {
  static void mapping(IO &Io, YamlDiagnostic &D) {
    Io.mapRequired("DiagnosticName", D.DiagnosticName);
    Io.mapRequired("DiagnosticMessage", D.DiagnosticMessage);
    Io.mapOptional("Notes", D.Notes);
    Io.mapOptional("Level", D.Level);
    Io.mapOptional("BuildDirectory", D.BuildDirectory);
  }
};

template <> struct MappingTraits<YamlDocument> {
  static void mapping(IO &Io, YamlDocument &Doc) {
    Io.mapRequired("MainSourceFile", Doc.MainSourceFile);
    Io.mapRequired("Diagnostics", Doc.Diagnostics);
  }
};

} // namespace llvm::yaml

/// clang-tidy's level names (clang::tooling::Diagnostic::Level).
static const char *yamlLevel(Level L) {
  switch (L) {
  case Level::Error:
    return "Error";
  case Level::Warning:
    return "Warning";
  case Level::Note:
    return "Remark";
  }
  return "Error";
}

static YamlMessage message(SourceCache &Sources, const std::string &Text,
                           const SourceLoc &L) {
  YamlMessage M;
  M.Message = Text;
  if (L.File.empty())
    return M;
  M.FilePath = absolutePath(L.File);
  const std::string *Contents = Sources.contents(L.File);
  std::optional<llvm::StringRef> Line =
      L.valid() ? Sources.line(L.File, L.Line) : std::nullopt;
  if (Contents && Line) {
    size_t Begin = Line->data() - Contents->data();
    size_t Col = L.Col ? std::min<size_t>(L.Col - 1, Line->size()) : 0;
    M.FileOffset = static_cast<unsigned>(Begin + Col);
  }
  return M;
}

/// The byte offset in its file of the column Col of Line, if both exist.
static std::optional<size_t> fileOffset(SourceCache &Sources,
                                        const std::string &File, unsigned Line,
                                        unsigned Col) {
  const std::string *Contents = Sources.contents(File);
  std::optional<llvm::StringRef> Text = Sources.line(File, Line);
  if (!Contents || !Text || Col == 0 || Col - 1 > Text->size())
    return std::nullopt;
  return size_t(Text->data() - Contents->data()) + Col - 1;
}

/// A fix-it as clang-apply-replacements reads it; none when its range is not
/// in the file.
static std::optional<YamlReplacement> replacement(SourceCache &Sources,
                                                  const FixIt &F) {
  const SourceLoc &L = F.Loc;
  if (L.File.empty() || !L.valid() || L.EndLine < L.Line)
    return std::nullopt;
  std::optional<size_t> Begin = fileOffset(Sources, L.File, L.Line, L.Col);
  std::optional<size_t> Last = fileOffset(Sources, L.File, L.EndLine, L.EndCol);
  if (!Begin || !Last || *Last < *Begin)
    return std::nullopt;
  YamlReplacement R;
  R.FilePath = absolutePath(L.File);
  R.Offset = unsigned(*Begin);
  R.Length = unsigned(*Last - *Begin + 1); // EndCol is inclusive
  R.ReplacementText = F.Replacement;
  return R;
}

void ExportFixesWriter::write(const ReportData &Data, llvm::raw_ostream &OS) {
  YamlDocument Doc;
  std::string BuildDirectory = absolutePath(".");
  if (!Data.Files.empty())
    Doc.MainSourceFile = absolutePath(Data.Files.front());
  for (const Finding &F : sortedFindings(Data.Findings)) {
    if (F.Suppressed)
      continue;
    YamlDiagnostic D;
    D.DiagnosticName = checkName(F.Check).str();
    D.DiagnosticMessage = message(Sources, F.Message, F.Loc);
    for (const FixIt &Fix : F.Fixes)
      if (std::optional<YamlReplacement> R = replacement(Sources, Fix))
        D.DiagnosticMessage.Replacements.push_back(std::move(*R));
    for (const DiagNote &N : F.Notes)
      D.Notes.push_back(message(Sources, N.Message, N.Loc));
    D.Level = yamlLevel(F.Severity);
    D.BuildDirectory = BuildDirectory;
    Doc.Diagnostics.push_back(std::move(D));
  }
  llvm::yaml::Output Out(OS);
  Out << Doc;
}
