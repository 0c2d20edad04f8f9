//===- CachedPreamble.cpp - Parsing a file with its stored preamble -------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception

#include "Frontend/CachedPreamble.h"
#include "Cache/CacheFiles.h"
#include "Frontend/DiagnosticCollector.h"
#include "Frontend/HeaderFlags.h"
#include "Rules/RuleAst.h"
#include "Rules/RuleSet.h"
#include "Shape/InputNesting.h"
#include "clang/Basic/FileManager.h"
#include "clang/Basic/Version.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/CompilerInvocation.h"
#include "clang/Frontend/FrontendActions.h"
#include "clang/Lex/Lexer.h"
#include "clang/Lex/PreprocessorOptions.h"
#include "clang/Serialization/PCHContainerOperations.h"
#include "llvm/ADT/ScopeExit.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Chrono.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Signals.h"
#include "llvm/Support/VirtualFileSystem.h"
#include "llvm/Support/xxhash.h"
#include <chrono>
#include <optional>

using namespace shapecheck;
using namespace clang;
namespace json = llvm::json;

namespace {

/// Bumped whenever what is stored, or how it is built, changes.
/// 3: inputs by content, and the files looked for and not found.
constexpr int64_t FormatVersion = 3;

/// One file the preamble read, as it was when the header was built: its
/// size and the hash of its contents (an edit that keeps the size and the
/// modification time, as `touch -r` or some checkouts do, is an edit).
struct Stamp {
  std::string Path;
  uint64_t Size = 0;
  std::string Hash;
};

struct Entry {
  /// The header's file name in the directory; empty: a small preamble,
  /// parsed without one.
  std::string Header;
  std::vector<Stamp> Inputs;
  /// The files the preamble looked for and did not find (MissingFiles.h).
  std::vector<std::string> Absent;
  std::vector<std::string> HeaderFlags;
};

json::Value toJSON(const Entry &E) {
  json::Array Inputs;
  for (const Stamp &S : E.Inputs)
    Inputs.push_back(json::Array{S.Path, static_cast<int64_t>(S.Size), S.Hash});
  json::Array Flags;
  for (const std::string &F : E.HeaderFlags)
    Flags.push_back(F);
  json::Array Absent;
  for (const std::string &P : E.Absent)
    Absent.push_back(P);
  return json::Object{{"format", FormatVersion},
                      {"header", E.Header},
                      {"inputs", std::move(Inputs)},
                      {"absent", std::move(Absent)},
                      {"headerFlags", std::move(Flags)}};
}

std::optional<Entry> parseEntry(llvm::StringRef Text) {
  llvm::Expected<json::Value> V = parseBoundedJSON(Text);
  if (!V) {
    llvm::consumeError(V.takeError());
    return std::nullopt;
  }
  const json::Object *O = V->getAsObject();
  if (!O || O->getInteger("format") != FormatVersion)
    return std::nullopt;
  Entry E;
  std::optional<llvm::StringRef> Header = O->getString("header");
  const json::Array *Inputs = O->getArray("inputs");
  const json::Array *Flags = O->getArray("headerFlags");
  const json::Array *Absent = O->getArray("absent");
  if (!Header || !Inputs || !Flags || !Absent)
    return std::nullopt;
  E.Header = Header->str();
  for (const json::Value &I : *Inputs) {
    const json::Array *A = I.getAsArray();
    if (!A || A->size() != 3)
      return std::nullopt;
    std::optional<llvm::StringRef> Path = (*A)[0].getAsString();
    std::optional<int64_t> Size = (*A)[1].getAsInteger();
    std::optional<llvm::StringRef> Hash = (*A)[2].getAsString();
    if (!Path || !Size || !Hash || *Size < 0 || Hash->empty())
      return std::nullopt;
    E.Inputs.push_back(
        {Path->str(), static_cast<uint64_t>(*Size), Hash->str()});
  }
  for (const json::Value &P : *Absent) {
    std::optional<llvm::StringRef> S = P.getAsString();
    if (!S)
      return std::nullopt;
    E.Absent.push_back(S->str());
  }
  for (const json::Value &F : *Flags) {
    std::optional<llvm::StringRef> S = F.getAsString();
    if (!S)
      return std::nullopt;
    E.HeaderFlags.push_back(S->str());
  }
  return E;
}

bool unchanged(llvm::vfs::FileSystem &FS, const Stamp &S) {
  llvm::ErrorOr<llvm::vfs::Status> St = FS.status(S.Path);
  return St && St->getSize() == S.Size && hashFileContents(S.Path) == S.Hash;
}

/// Whether every input is unchanged and every absent file still absent.
bool unchanged(llvm::vfs::FileSystem &FS, const Entry &E) {
  return llvm::all_of(E.Inputs,
                      [&](const Stamp &S) { return unchanged(FS, S); }) &&
         llvm::none_of(E.Absent, [&](const std::string &P) {
           return bool(FS.status(P));
         });
}

std::string inDir(llvm::StringRef Dir, llvm::StringRef Name) {
  llvm::SmallString<256> P(Dir);
  llvm::sys::path::append(P, Name);
  return std::string(P);
}

/// Path made absolute against FS's working directory. ".." stays: Clang's
/// paths to the standard library climb out of symbolic links
/// (/usr/bin/../lib/gcc/...), which a lexical ".." removal would get wrong.
std::string absoluteIn(llvm::vfs::FileSystem &FS, llvm::StringRef Path) {
  llvm::SmallString<256> P(Path);
  FS.makeAbsolute(P);
  llvm::sys::path::remove_dots(P, /*remove_dot_dot=*/false);
  return std::string(P);
}

/// The header's file name: the key and the XXH64 hash of its bytes, so
/// that a file of that name always holds those bytes (30 ms for the 120 MB
/// of a <torch/torch.h> preamble).
std::string headerName(llvm::StringRef Key, llvm::StringRef Bytes) {
  return (Key + "-" + llvm::utohexstr(llvm::xxHash64(Bytes), true, 16) + ".pch")
      .str();
}

/// The key: everything the header's contents depend on. The invocation is
/// taken as Clang's own command line, less what only changes how
/// diagnostics look or whether memory is freed.
std::string preambleKey(const PreambleCache &Cache,
                        const CompilerInvocation &Invocation,
                        llvm::StringRef MainFile, llvm::StringRef Cwd,
                        llvm::StringRef Preamble, bool EndsAtStartOfLine,
                        const RuleSet &Rules) {
  CompilerInvocation Plain(Invocation);
  Plain.getFrontendOpts().DisableFree = false;
  DiagnosticOptions &DO = Plain.getDiagnosticOpts();
  DO.MessageLength = 0;
  DO.ShowColors = false;
  DO.ShowCarets = false;
  std::vector<std::string> Parts = {std::to_string(FormatVersion),
                                    Cache.salt(),
                                    getClangFullVersion(),
                                    MainFile.str(),
                                    Cwd.str(),
                                    Preamble.str(),
                                    EndsAtStartOfLine ? "eol" : "mid-line"};
  for (const rules::HeaderFlags *F : Rules.headerFlags()) {
    Parts.push_back(F->PathFragment);
    Parts.push_back(llvm::join(F->Flags, " "));
  }
  Parts.push_back("cc1");
  for (std::string &A : Plain.getCC1CommandLine())
    Parts.push_back(std::move(A));
  return cacheKey(Parts);
}

/// A precompiled header of a preamble, as GeneratePCHAction writes one, with
/// the packs' header flags applied as a parse would apply them.
class BuildAction : public GeneratePCHAction {
public:
  BuildAction(const RuleSet &Rules, std::vector<std::string> &Fired)
      : Rules(Rules), Fired(Fired) {}

protected:
  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &CI,
                                                 llvm::StringRef In) override {
    installHeaderFlags(CI, Rules, {}, &Fired);
    return GeneratePCHAction::CreateASTConsumer(CI, In);
  }

private:
  const RuleSet &Rules;
  std::vector<std::string> &Fired;
};

/// Runs Action with PI, whose main file is cut to its preamble Text, and
/// returns every other file it read, stamped. Nothing when the preamble has
/// errors, or one of its inputs changed while it was read.
std::optional<std::vector<Stamp>>
runOnPreamble(std::shared_ptr<CompilerInvocation> PI, llvm::StringRef MainFile,
              llvm::StringRef Text, llvm::vfs::OverlayFileSystem &FS,
              std::shared_ptr<PCHContainerOperations> PCHOps,
              FrontendAction &Action) {
  FrontendOptions &FO = PI->getFrontendOpts();
  FO.DisableFree = false;
  PI->getHeaderSearchOpts().Verbose = false; // -v prints once, for the parse
  PI->getDiagnosticOpts().ShowCarets = false;
  PreprocessorOptions &PPO = PI->getPreprocessorOpts();
  PPO.PrecompiledPreambleBytes = {0, false};
  PPO.addRemappedFile(
      FO.Inputs[0].getFile(),
      llvm::MemoryBuffer::getMemBufferCopy(Text, FO.Inputs[0].getFile())
          .release());
  std::vector<Stamp> Inputs;
  auto Start = std::chrono::system_clock::now();
  {
    CompilerInstance CI(std::move(PCHOps));
    CI.setInvocation(std::move(PI));
    DiagnosticCollector Errors;
    CI.createDiagnostics(&Errors, /*ShouldOwnClient=*/false);
    if (!CI.hasDiagnostics())
      return std::nullopt;
    auto Files = llvm::makeIntrusiveRefCnt<FileManager>(
        FileSystemOptions(),
        llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem>(&FS));
    CI.setFileManager(Files.get());
    CI.createSourceManager(*Files);
    if (!CI.ExecuteAction(Action) || Errors.numErrors())
      return std::nullopt;
    llvm::SmallVector<OptionalFileEntryRef, 64> Opened;
    Files->GetUniqueIDMapping(Opened);
    for (OptionalFileEntryRef F : Opened)
      if (F) {
        std::string P = absoluteIn(FS, F->getName());
        if (P != MainFile)
          Inputs.push_back({P, 0, ""});
      }
  }
  // Stamped after the run: an input modified since it began may have been
  // read before the change.
  auto Recent = Start - std::chrono::milliseconds(10);
  for (Stamp &S : Inputs) {
    llvm::ErrorOr<llvm::vfs::Status> St = FS.status(S.Path);
    if (!St || St->getLastModificationTime() >= Recent)
      return std::nullopt;
    S.Size = St->getSize();
    S.Hash = hashFileContents(S.Path);
    if (S.Hash.empty())
      return std::nullopt; // not a regular file: nothing to compare later
  }
  std::sort(Inputs.begin(), Inputs.end(),
            [](const Stamp &A, const Stamp &B) { return A.Path < B.Path; });
  return Inputs;
}

uint64_t sourceBytes(const std::vector<Stamp> &Inputs) {
  uint64_t N = 0;
  for (const Stamp &S : Inputs)
    N += S.Size;
  return N;
}

/// The files the preamble Text of Invocation's main file reads, found by
/// preprocessing it (a few percent of a parse).
std::optional<std::vector<Stamp>>
preambleInputs(const CompilerInvocation &Invocation, llvm::StringRef MainFile,
               llvm::StringRef Text, llvm::vfs::OverlayFileSystem &FS,
               std::shared_ptr<PCHContainerOperations> PCHOps) {
  auto PI = std::make_shared<CompilerInvocation>(Invocation);
  PI->getFrontendOpts().ProgramAction = frontend::RunPreprocessorOnly;
  PreprocessOnlyAction Action;
  return runOnPreamble(std::move(PI), MainFile, Text, FS, std::move(PCHOps),
                       Action);
}

/// Builds the header of the preamble Text of Invocation's main file into
/// Output. Nothing (and Output removed) when it cannot.
std::optional<Entry> buildHeader(const CompilerInvocation &Invocation,
                                 llvm::StringRef MainFile, llvm::StringRef Text,
                                 llvm::vfs::OverlayFileSystem &FS,
                                 std::shared_ptr<PCHContainerOperations> PCHOps,
                                 const RuleSet &Rules,
                                 const std::string &Output) {
  auto PI = std::make_shared<CompilerInvocation>(Invocation);
  FrontendOptions &FO = PI->getFrontendOpts();
  FO.ProgramAction = frontend::GeneratePCH;
  FO.OutputFile = Output;
  // The templates the headers' inline code uses are instantiated into the
  // header (as -fpch-instantiate-templates does, CMake's default for its
  // precompiled headers), not again by every parse: most of what a parse
  // of <torch/torch.h> costs after its declarations.
  PI->getLangOpts().PCHInstantiateTemplates = true;
  PI->getPreprocessorOpts().GeneratePreamble = true; // records the preamble's
                                                     // open conditionals
  Entry E;
  BuildAction Action(Rules, E.HeaderFlags);
  std::optional<std::vector<Stamp>> Inputs = runOnPreamble(
      std::move(PI), MainFile, Text, FS, std::move(PCHOps), Action);
  if (!Inputs) {
    llvm::sys::fs::remove(Output);
    return std::nullopt;
  }
  E.Inputs = std::move(*Inputs);
  return E;
}

bool storeEntry(const PreambleCache &Cache, const std::string &Key,
                const Entry &E) {
  std::string Text;
  llvm::raw_string_ostream OS(Text);
  OS << toJSON(E);
  OS.flush();
  return writeFileAtomically(Cache.dir(), Key + ".json", Text);
}

/// Whether Name may be the header of the entry Key: the key, a dash, 16 hex
/// digits, ".pch". A damaged entry's name ("../../victim.txt") is neither
/// read nor removed.
bool isHeaderNameOf(llvm::StringRef Key, llvm::StringRef Name) {
  return Name.consume_front(Key) && Name.consume_front("-") &&
         Name.consume_back(".pch") && Name.size() == 16 &&
         llvm::all_of(Name, llvm::isHexDigit);
}

/// Whether Name is one of the cache's own files: an entry, a header, a
/// temporary file.
bool isPreambleCacheName(llvm::StringRef Name) {
  auto IsKey = [](llvm::StringRef K) {
    return K.size() == 64 && llvm::all_of(K, llvm::isHexDigit);
  };
  if (isTemporaryName(Name))
    return true;
  if (Name.consume_back(".json"))
    return IsKey(Name);
  return Name.size() > 64 && IsKey(Name.take_front(64)) &&
         isHeaderNameOf(Name.take_front(64), Name);
}

/// The header's bytes when Name in Dir holds what its name says; nothing
/// when it is missing or damaged.
std::unique_ptr<llvm::MemoryBuffer>
readHeader(llvm::StringRef Key, llvm::StringRef Dir, llvm::StringRef Name) {
  std::unique_ptr<llvm::MemoryBuffer> B = readCacheFile(Dir, Name);
  if (!B || headerName(Key, B->getBuffer()) != Name)
    return nullptr;
  return B;
}

} // namespace

/// Whether the parse uses Clang's modules (-fmodules): module maps and an
/// implicit module cache, which a stored preamble cannot hold. C++20 turns
/// LangOptions::Modules on for its own modules (CPlusPlusModules) without
/// that: its preamble is stored as any other, with no module built
/// (clearOutputFiles turns implicit module builds off).
static bool clangModules(const LangOptions &LO) {
  return LO.Modules && !LO.CPlusPlusModules;
}

PreambleForTU
shapecheck::usePreamble(PreambleCache &Cache, CompilerInvocation &Invocation,
                        llvm::vfs::OverlayFileSystem &FS,
                        std::shared_ptr<PCHContainerOperations> PCHOps,
                        const RuleSet &Rules,
                        const MissRecordingFileSystem *Misses) {
  using Outcome = PreambleCache::Outcome;
  PreambleForTU Result;
  FrontendOptions &FO = Invocation.getFrontendOpts();
  PreprocessorOptions &PPO = Invocation.getPreprocessorOpts();
  const LangOptions &LO = Invocation.getLangOpts();
  bool Applicable = FO.Inputs.size() == 1 && FO.Inputs[0].isFile() &&
                    FO.Inputs[0].getKind().getFormat() == InputKind::Source &&
                    !FO.Inputs[0].getKind().isPreprocessed() &&
                    (FO.Inputs[0].getKind().getLanguage() == Language::C ||
                     FO.Inputs[0].getKind().getLanguage() == Language::CXX) &&
                    PPO.ImplicitPCHInclude.empty() && PPO.Includes.empty() &&
                    PPO.MacroIncludes.empty() && PPO.ChainedIncludes.empty() &&
                    PPO.RemappedFiles.empty() &&
                    PPO.RemappedFileBuffers.empty() &&
                    PPO.PrecompiledPreambleBytes.first == 0 &&
                    !clangModules(LO) && FO.ModuleFiles.empty();
  if (!Applicable) {
    Cache.count(Outcome::None);
    return Result;
  }
  std::string Main = FO.Inputs[0].getFile().str();
  std::string MainAbs = absoluteIn(FS, Main);
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> MainBuf =
      FS.getBufferForFile(Main);
  if (!MainBuf) {
    Cache.count(Outcome::None);
    return Result;
  }
  llvm::StringRef Source = (*MainBuf)->getBuffer();
  PreambleBounds Bounds = Lexer::ComputePreamble(Source, LO);
  if (Bounds.Size == 0) {
    Cache.count(Outcome::None);
    return Result;
  }
  llvm::ErrorOr<std::string> Cwd = FS.getCurrentWorkingDirectory();
  std::string Key = preambleKey(Cache, Invocation, MainAbs, Cwd ? *Cwd : "",
                                Source.take_front(Bounds.Size),
                                Bounds.PreambleEndsAtStartOfLine, Rules);
  std::string EntryPath = inDir(Cache.dir(), Key + ".json");

  // The stored entry, when it is sound and its inputs are unchanged.
  Outcome Miss = Outcome::Built;
  std::optional<Entry> E;
  std::unique_ptr<llvm::MemoryBuffer> Header;
  if (std::unique_ptr<llvm::MemoryBuffer> Text =
          readCacheFile(Cache.dir(), Key + ".json")) {
    E = parseEntry(Text->getBuffer());
    if (E && !E->Header.empty() && !isHeaderNameOf(Key, E->Header))
      E.reset();
    if (!E)
      Miss = Outcome::Damaged;
  } else if (llvm::sys::fs::exists(EntryPath)) {
    Miss = Outcome::Damaged; // not a regular file, or too large
  }
  if (E && !unchanged(FS, *E)) {
    Miss = Outcome::Stale;
    if (!E->Header.empty())
      llvm::sys::fs::remove(inDir(Cache.dir(), E->Header));
    E.reset();
  }
  // A small preamble's entry holds while it is below the bound (which
  // SHAPECHECK_PREAMBLE_MIN_BYTES may have lowered since).
  if (E && E->Header.empty()) {
    if (sourceBytes(E->Inputs) < Cache.minSourceBytes()) {
      markUsed(EntryPath);
      Cache.count(Outcome::Small);
      return Result;
    }
    E.reset();
  }
  if (E) {
    std::string Path = inDir(Cache.dir(), E->Header);
    Header = readHeader(Key, Cache.dir(), E->Header);
    if (Header) {
      markUsed(EntryPath);
      markUsed(Path);
      Result.Counted = Outcome::Hit;
    } else {
      llvm::sys::fs::remove(Path);
      Miss = Outcome::Damaged;
      E.reset();
    }
  }

  if (!E) {
    // Built here, for this parse and the next ones.
    if (!Cache.writable() || !Cache.mayStore()) {
      Cache.count(Outcome::None);
      return Result;
    }
    // A preamble that reads little source is parsed with the file: its
    // entry records only that (and what it read, to notice when it grows).
    llvm::StringRef Text = Source.take_front(Bounds.Size);
    size_t MissMark = Misses ? Misses->missing().size() : 0;
    auto MissedSince = [&] {
      return Misses ? std::vector<std::string>(Misses->missing().begin() +
                                                   MissMark,
                                               Misses->missing().end())
                    : std::vector<std::string>();
    };
    std::optional<std::vector<Stamp>> Read =
        preambleInputs(Invocation, MainAbs, Text, FS, PCHOps);
    if (!Read) {
      Cache.count(Outcome::None);
      return Result;
    }
    if (sourceBytes(*Read) < Cache.minSourceBytes()) {
      Entry Small;
      Small.Inputs = std::move(*Read);
      Small.Absent = MissedSince();
      storeEntry(Cache, Key, Small);
      Cache.count(Outcome::Small);
      return Result;
    }
    llvm::SmallString<256> Temp;
    int FD;
    if (llvm::sys::fs::createUniqueFile(inDir(Cache.dir(), "tmp-%%%%%%%%.part"),
                                        FD, Temp)) {
      Cache.warn("cannot write the preamble cache in '" + Cache.dir() +
                 "'; files are parsed without it");
      Cache.count(Outcome::None);
      return Result;
    }
    llvm::sys::fs::closeFile(FD);
    // Removed should the build end in a fatal error (a full disk), which
    // leaves the file's check (tool/shapecheck.cpp).
    llvm::sys::RemoveFileOnSignal(Temp);
    auto Forget =
        llvm::make_scope_exit([&] { llvm::sys::DontRemoveFileOnSignal(Temp); });
    std::optional<Entry> B = buildHeader(Invocation, MainAbs, Text, FS, PCHOps,
                                         Rules, std::string(Temp));
    if (!B) {
      Cache.count(Outcome::None);
      return Result;
    }
    llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> Bytes =
        llvm::MemoryBuffer::getFile(Temp, /*IsText=*/false,
                                    /*RequiresNullTerminator=*/false);
    if (!Bytes) {
      llvm::sys::fs::remove(Temp);
      Cache.count(Outcome::None);
      return Result;
    }
    Header = std::move(*Bytes);
    B->Header = headerName(Key, Header->getBuffer());
    B->Absent = MissedSince();
    Cache.stored(Header->getBufferSize());
    if (!renameIntoPlace(Temp, Cache.dir(), B->Header) ||
        !storeEntry(Cache, Key, *B)) {
      Cache.warn("cannot write the preamble cache in '" + Cache.dir() +
                 "'; files are parsed without it");
      Cache.count(Outcome::None);
      return Result;
    }
    evictLeastRecentlyUsed(Cache.dir(), Cache.maxBytes(), isPreambleCacheName);
    removeStaleTemporaries(Cache.dir());
    E = std::move(B);
    Result.Counted = Miss;
  }
  Cache.count(Result.Counted);

  // Parsed as clang::PrecompiledPreamble parses with a preamble: the header
  // is loaded implicitly, the preamble's bytes are skipped, and the header's
  // inputs are not checked again. The main file is the buffer the preamble
  // was computed from.
  Result.Used = true;
  Result.Key = Key;
  Result.Header = inDir(Cache.dir(), E->Header);
  for (Stamp &S : E->Inputs)
    Result.Files.push_back(std::move(S.Path));
  Result.Missing = std::move(E->Absent);
  Result.HeaderFlags = std::move(E->HeaderFlags);
  PPO.ImplicitPCHInclude = Result.Header;
  PPO.PrecompiledPreambleBytes = {Bounds.Size,
                                  Bounds.PreambleEndsAtStartOfLine};
  PPO.DisablePCHOrModuleValidation = DisableValidationForModuleKind::PCH;
  PPO.UsePredefines = false; // the header holds them
  PPO.addRemappedFile(Main, MainBuf->release());
  auto Memory = llvm::makeIntrusiveRefCnt<llvm::vfs::InMemoryFileSystem>();
  Memory->addFile(Result.Header, 0, std::move(Header));
  FS.pushOverlay(Memory);
  return Result;
}

void shapecheck::dropPreamble(PreambleCache &Cache, const PreambleForTU &P) {
  Cache.recount(P.Counted, PreambleCache::Outcome::Unusable);
  llvm::sys::fs::remove(inDir(Cache.dir(), P.Key + ".json"));
  llvm::sys::fs::remove(P.Header);
}
