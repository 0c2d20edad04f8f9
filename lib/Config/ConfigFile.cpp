//===- ConfigFile.cpp - One .shapecheck.yaml file -------------------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// LLVM's YAML I/O reads the file. Values that can be wrong in more ways than
// their type (check globs, a regular expression, check ids) are checked while
// they are read, so that each error points at the offending value.
//
//===----------------------------------------------------------------------===//

#include "Config/ConfigFile.h"
#include "Config/CheckGlobs.h"
#include "Shape/InputNesting.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Regex.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/YAMLTraits.h"
#include "llvm/Support/raw_ostream.h"

using namespace shapecheck;

namespace {

/// The YAML view of Config: validated wrappers for the checked strings.
struct ChecksText {
  std::string S;
};
struct RegexText {
  std::string S;
};
struct YamlConfig {
  std::optional<bool> InheritParentConfig;
  std::optional<ChecksText> Checks;
  std::map<std::string, Level> CheckSeverity;
  std::optional<RegexText> HeaderFilterRegex;
  std::vector<std::string> Rules, ExtraArgs, ExtraArgsBefore, RemoveFlags;
  std::optional<FailLevel> FailOn;
  std::optional<UnresolvedLevel> Unresolved;
  std::optional<bool> WarnUnusedSuppressions;
};

/// The message of the last failed validation: YAML I/O copies it at once.
std::string &lastError() {
  static std::string E;
  return E;
}

} // namespace

namespace llvm {
namespace yaml {

template <> struct ScalarTraits<ChecksText> {
  static void output(const ChecksText &V, void *, raw_ostream &OS) {
    OS << V.S;
  }
  static StringRef input(StringRef S, void *, ChecksText &V) {
    lastError().clear();
    CheckGlobs::parse(S, lastError());
    V.S = S.str();
    return lastError();
  }
  static QuotingType mustQuote(StringRef) { return QuotingType::Single; }
};

template <> struct ScalarTraits<RegexText> {
  static void output(const RegexText &V, void *, raw_ostream &OS) { OS << V.S; }
  static StringRef input(StringRef S, void *, RegexText &V) {
    lastError().clear();
    std::string Why;
    if (!Regex(S).isValid(Why))
      lastError() = "invalid regular expression: " + Why;
    V.S = S.str();
    return lastError();
  }
  static QuotingType mustQuote(StringRef) { return QuotingType::Single; }
};

template <> struct ScalarEnumerationTraits<Level> {
  static void enumeration(IO &IO, Level &V) {
    IO.enumCase(V, "error", Level::Error);
    IO.enumCase(V, "warning", Level::Warning);
    IO.enumCase(V, "note", Level::Note);
  }
};

template <> struct ScalarEnumerationTraits<FailLevel> {
  static void enumeration(IO &IO, FailLevel &V) {
    IO.enumCase(V, "error", FailLevel::Error);
    IO.enumCase(V, "warning", FailLevel::Warning);
    IO.enumCase(V, "never", FailLevel::Never);
  }
};

template <> struct ScalarEnumerationTraits<UnresolvedLevel> {
  static void enumeration(IO &IO, UnresolvedLevel &V) {
    IO.enumCase(V, "error", UnresolvedLevel::Error);
    IO.enumCase(V, "warning", UnresolvedLevel::Warning);
    IO.enumCase(V, "note", UnresolvedLevel::Note);
    IO.enumCase(V, "off", UnresolvedLevel::Off);
  }
};

template <> struct CustomMappingTraits<std::map<std::string, Level>> {
  static void inputOne(IO &IO, StringRef Key, std::map<std::string, Level> &M) {
    if (!parseCheckId(Key)) {
      llvm::StringRef Near = nearestCheckId(Key);
      IO.setError("CheckSeverity: unknown check '" + Key + "'" +
                  (Near.empty() ? " (see 'shapecheck --list-checks')"
                                : "; did you mean '" + Near + "'?"));
      return;
    }
    IO.mapRequired(Key.str().c_str(), M[Key.str()]);
  }
  static void output(IO &IO, std::map<std::string, Level> &M) {
    for (auto &E : M)
      IO.mapRequired(E.first.c_str(), E.second);
  }
};

template <> struct MappingTraits<YamlConfig> {
  static void mapping(IO &IO, YamlConfig &C) {
    IO.mapOptional("InheritParentConfig", C.InheritParentConfig);
    IO.mapOptional("Checks", C.Checks);
    IO.mapOptional("CheckSeverity", C.CheckSeverity);
    IO.mapOptional("HeaderFilterRegex", C.HeaderFilterRegex);
    IO.mapOptional("Rules", C.Rules);
    IO.mapOptional("ExtraArgs", C.ExtraArgs);
    IO.mapOptional("ExtraArgsBefore", C.ExtraArgsBefore);
    IO.mapOptional("RemoveFlags", C.RemoveFlags);
    IO.mapOptional("FailOn", C.FailOn);
    IO.mapOptional("Unresolved", C.Unresolved);
    IO.mapOptional("WarnUnusedSuppressions", C.WarnUnusedSuppressions);
  }
};

} // namespace yaml
} // namespace llvm

namespace {

/// Keeps the first of YAML I/O's diagnostics, located.
void collectDiag(const llvm::SMDiagnostic &D, void *Ctx) {
  auto &Out = *static_cast<std::optional<Diagnostic> *>(Ctx);
  if (Out)
    return;
  Out.emplace();
  Out->Severity = D.getKind() == llvm::SourceMgr::DK_Warning ? Level::Warning
                                                             : Level::Error;
  Out->Message = D.getMessage().str();
  Out->Loc.File = D.getFilename().str();
  if (D.getLineNo() > 0) {
    Out->Loc.Line = Out->Loc.EndLine = unsigned(D.getLineNo());
    Out->Loc.Col = Out->Loc.EndCol = unsigned(D.getColumnNo()) + 1;
  }
}

/// An error about File as a whole.
Diagnostic fileError(std::string Message) {
  Diagnostic D;
  D.Message = std::move(Message);
  return D;
}

YamlConfig toYaml(const Config &C) {
  YamlConfig Y;
  Y.InheritParentConfig = C.InheritParentConfig;
  if (C.Checks)
    Y.Checks = ChecksText{*C.Checks};
  Y.CheckSeverity = C.CheckSeverity;
  if (C.HeaderFilterRegex)
    Y.HeaderFilterRegex = RegexText{*C.HeaderFilterRegex};
  Y.Rules = C.Rules;
  Y.ExtraArgs = C.ExtraArgs;
  Y.ExtraArgsBefore = C.ExtraArgsBefore;
  Y.RemoveFlags = C.RemoveFlags;
  Y.FailOn = C.FailOn;
  Y.Unresolved = C.Unresolved;
  Y.WarnUnusedSuppressions = C.WarnUnusedSuppressions;
  return Y;
}

} // namespace

std::optional<Config> shapecheck::parseConfig(llvm::StringRef File,
                                              llvm::StringRef Text,
                                              Diagnostic &Error) {
  // LLVM's YAML parser recurses per level: a deep one is refused first.
  if (std::optional<size_t> At = tooDeeplyNested(Text, NestingSyntax::YAML)) {
    auto [Line, Col] = lineAndColumn(Text, *At);
    Error = fileError("nested more than " + std::to_string(MaxInputNesting) +
                      " levels deep");
    Error.Loc.File = File.str();
    Error.Loc.Line = Error.Loc.EndLine = Line;
    Error.Loc.Col = Error.Loc.EndCol = Col;
    return std::nullopt;
  }
  YamlConfig Y;
  std::optional<Diagnostic> Diag;
  llvm::yaml::Input In(llvm::MemoryBufferRef(Text, File), nullptr, collectDiag,
                       &Diag);
  In >> Y;
  if (In.error()) {
    Error =
        Diag ? std::move(*Diag)
             : fileError(("malformed configuration file '" + File + "'").str());
    return std::nullopt;
  }
  Config C;
  C.InheritParentConfig = Y.InheritParentConfig;
  if (Y.Checks)
    C.Checks = Y.Checks->S;
  C.CheckSeverity = std::move(Y.CheckSeverity);
  if (Y.HeaderFilterRegex)
    C.HeaderFilterRegex = Y.HeaderFilterRegex->S;
  llvm::SmallString<256> Dir(File);
  llvm::sys::fs::make_absolute(Dir);
  llvm::sys::path::remove_filename(Dir);
  for (const std::string &R : Y.Rules) {
    llvm::SmallString<256> P(R);
    if (!llvm::sys::path::is_absolute(P)) {
      P = Dir;
      llvm::sys::path::append(P, R);
    }
    llvm::sys::path::remove_dots(P, /*remove_dot_dot=*/true);
    C.Rules.push_back(std::string(P));
  }
  C.ExtraArgs = std::move(Y.ExtraArgs);
  C.ExtraArgsBefore = std::move(Y.ExtraArgsBefore);
  C.RemoveFlags = std::move(Y.RemoveFlags);
  C.FailOn = Y.FailOn;
  C.Unresolved = Y.Unresolved;
  C.WarnUnusedSuppressions = Y.WarnUnusedSuppressions;
  return C;
}

std::optional<Config> shapecheck::readConfigFile(llvm::StringRef File,
                                                 Diagnostic &Error) {
  constexpr uint64_t MaxSize = 1u << 20;
  llvm::sys::fs::file_status St;
  if (std::error_code EC = llvm::sys::fs::status(File, St)) {
    Error = fileError(
        ("cannot read the configuration file '" + File + "': " + EC.message())
            .str());
    return std::nullopt;
  }
  if (St.type() != llvm::sys::fs::file_type::regular_file ||
      St.getSize() > MaxSize) {
    Error = fileError(
        ("the configuration file '" + File + "' is " +
         (St.getSize() > MaxSize ? "larger than 1 MiB" : "not a regular file"))
            .str());
    return std::nullopt;
  }
  auto Buf = llvm::MemoryBuffer::getFile(File, /*IsText=*/true);
  if (!Buf) {
    Error = fileError(("cannot read the configuration file '" + File +
                       "': " + Buf.getError().message())
                          .str());
    return std::nullopt;
  }
  return parseConfig(File, (*Buf)->getBuffer(), Error);
}

Config shapecheck::mergeConfigs(const Config &Parent, const Config &Child) {
  Config M = Parent;
  M.InheritParentConfig = Child.InheritParentConfig;
  if (Child.Checks)
    M.Checks =
        Parent.Checks ? *Parent.Checks + "," + *Child.Checks : *Child.Checks;
  for (const auto &E : Child.CheckSeverity)
    M.CheckSeverity[E.first] = E.second;
  auto Append = [](std::vector<std::string> &To,
                   const std::vector<std::string> &From) {
    To.insert(To.end(), From.begin(), From.end());
  };
  Append(M.Rules, Child.Rules);
  Append(M.ExtraArgs, Child.ExtraArgs);
  Append(M.ExtraArgsBefore, Child.ExtraArgsBefore);
  Append(M.RemoveFlags, Child.RemoveFlags);
  if (Child.HeaderFilterRegex)
    M.HeaderFilterRegex = Child.HeaderFilterRegex;
  if (Child.FailOn)
    M.FailOn = Child.FailOn;
  if (Child.Unresolved)
    M.Unresolved = Child.Unresolved;
  if (Child.WarnUnusedSuppressions)
    M.WarnUnusedSuppressions = Child.WarnUnusedSuppressions;
  return M;
}

std::string shapecheck::dumpConfig(const Config &C) {
  YamlConfig Y = toYaml(C);
  std::string Out;
  llvm::raw_string_ostream OS(Out);
  llvm::yaml::Output YO(OS);
  YO << Y;
  OS.flush();
  return Out;
}
