//===- ResultCache.cpp - Findings replayed while the inputs are unchanged -===//

#include "Cache/ResultCache.h"
#include "Cache/CacheFiles.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/Chrono.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include <cstdlib>

using namespace shapecheck;
namespace json = llvm::json;

namespace shapecheck {
// Found by argument-dependent lookup from llvm::json's mappers.
static bool fromJSON(const json::Value &V, SourceLoc &L, json::Path P);
static bool fromJSON(const json::Value &V, DiagNote &N, json::Path P);
static bool fromJSON(const json::Value &V, Finding &F, json::Path P);
static bool fromJSON(const json::Value &V, ToolNotification &N, json::Path P);
} // namespace shapecheck

namespace {

constexpr int64_t FormatVersion = 1;

json::Value toJSON(const SourceLoc &L) {
  return json::Array{L.File, L.Line, L.Col, L.EndLine, L.EndCol};
}

} // namespace

bool shapecheck::fromJSON(const json::Value &V, SourceLoc &L, json::Path P) {
  const json::Array *A = V.getAsArray();
  if (!A || A->size() != 5) {
    P.report("expected a location");
    return false;
  }
  auto Str = (*A)[0].getAsString();
  auto Num = [&](size_t I) { return (*A)[I].getAsInteger().value_or(0); };
  if (!Str)
    return false;
  L.File = Str->str();
  L.Line = Num(1);
  L.Col = Num(2);
  L.EndLine = Num(3);
  L.EndCol = Num(4);
  return true;
}

namespace {

int64_t levelNumber(Level L) { return static_cast<int64_t>(L); }
Level levelOf(int64_t N) {
  return N == 2 ? Level::Error : N == 1 ? Level::Warning : Level::Note;
}

json::Value toJSON(const Finding &F) {
  json::Array Notes;
  for (const DiagNote &N : F.Notes)
    Notes.push_back(json::Object{{"loc", toJSON(N.Loc)}, {"msg", N.Message}});
  return json::Object{
      {"rule", checkName(F.Check)}, {"level", levelNumber(F.Severity)},
      {"msg", F.Message},           {"loc", toJSON(F.Loc)},
      {"notes", std::move(Notes)},  {"oneCall", F.ForOneCall}};
}

} // namespace

bool shapecheck::fromJSON(const json::Value &V, DiagNote &N, json::Path P) {
  json::ObjectMapper O(V, P);
  return O && O.map("loc", N.Loc) && O.map("msg", N.Message);
}

bool shapecheck::fromJSON(const json::Value &V, Finding &F, json::Path P) {
  json::ObjectMapper O(V, P);
  int64_t L = 0;
  std::string Check;
  bool Ok = O && O.map("rule", Check) && O.map("level", L) &&
            O.map("msg", F.Message) && O.map("loc", F.Loc) &&
            O.map("notes", F.Notes) && O.map("oneCall", F.ForOneCall);
  F.Severity = levelOf(L);
  std::optional<CheckId> Id = parseCheckId(Check);
  if (Ok && !Id) {
    P.field("rule").report("unknown check id");
    return false;
  }
  if (Id)
    F.Check = *Id;
  return Ok;
}

namespace {

json::Value toJSON(const ToolNotification &N) {
  return json::Object{{"level", levelNumber(N.Severity)},
                      {"msg", N.Message},
                      {"loc", toJSON(N.Loc)}};
}

} // namespace

bool shapecheck::fromJSON(const json::Value &V, ToolNotification &N,
                          json::Path P) {
  json::ObjectMapper O(V, P);
  int64_t L = 0;
  bool Ok =
      O && O.map("level", L) && O.map("msg", N.Message) && O.map("loc", N.Loc);
  N.Severity = levelOf(L);
  return Ok;
}

namespace {

struct Input {
  std::string Path, Hash;
};

bool fromJSON(const json::Value &V, Input &I, json::Path P) {
  json::ObjectMapper O(V, P);
  return O && O.map("path", I.Path) && O.map("sha256", I.Hash);
}

} // namespace

ResultCache::ResultCache(std::string Dir, uint64_t MaxBytes)
    : Dir(std::move(Dir)), MaxBytes(MaxBytes) {}

std::string ResultCache::key(llvm::ArrayRef<std::string> Parts) {
  return cacheKey(Parts);
}

std::string ResultCache::hashFile(llvm::StringRef Path) {
  return hashFileContents(Path);
}

std::string ResultCache::entryPath(const std::string &Key) const {
  llvm::SmallString<256> P(Dir);
  llvm::sys::path::append(P, Key + ".json");
  return std::string(P);
}

std::optional<CachedRun> ResultCache::lookup(const std::string &Key) {
  std::string Path = entryPath(Key);
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> B =
      llvm::MemoryBuffer::getFile(Path);
  if (!B)
    return std::nullopt;
  llvm::Expected<json::Value> V = json::parse((*B)->getBuffer());
  if (!V) { // a damaged entry is a miss, never an error
    llvm::consumeError(V.takeError());
    return std::nullopt;
  }
  json::Path::Root Root;
  json::ObjectMapper O(*V, Root);
  int64_t Version = 0;
  std::vector<Input> Inputs;
  CachedRun Run;
  int64_t Trips = 0;
  if (!O || !O.map("format", Version) || Version != FormatVersion ||
      !O.map("inputs", Inputs) || !O.map("findings", Run.Findings) ||
      !O.map("notifications", Run.Notifications) ||
      !O.map("loopTrips", Trips)) {
    llvm::consumeError(Root.getError());
    return std::nullopt;
  }
  for (const Input &I : Inputs)
    if (hashFile(I.Path) != I.Hash)
      return std::nullopt;
  Run.LoopTrips = static_cast<uint64_t>(Trips);
  markUsed(Path); // kept longest by evict()
  return Run;
}

bool ResultCache::store(const std::string &Key,
                        llvm::ArrayRef<std::string> Inputs,
                        const CachedRun &Run, llvm::sys::TimePoint<> Start) {
  auto Recent = Start - std::chrono::milliseconds(10);
  json::Array In;
  for (const std::string &Path : Inputs) {
    llvm::sys::fs::file_status St;
    if (llvm::sys::fs::status(Path, St) ||
        St.getLastModificationTime() >= Recent)
      return false; // changed while (or just before) it was read
    std::string Hash = hashFile(Path);
    if (Hash.empty())
      return false;
    In.push_back(json::Object{{"path", Path}, {"sha256", Hash}});
  }
  json::Array Findings, Notifications;
  for (const Finding &F : Run.Findings)
    Findings.push_back(toJSON(F));
  for (const ToolNotification &N : Run.Notifications)
    Notifications.push_back(toJSON(N));
  json::Object Entry{{"format", FormatVersion},
                     {"inputs", std::move(In)},
                     {"findings", std::move(Findings)},
                     {"notifications", std::move(Notifications)},
                     {"loopTrips", static_cast<int64_t>(Run.LoopTrips)}};
  std::string Text;
  llvm::raw_string_ostream OS(Text);
  OS << json::Value(std::move(Entry));
  OS.flush();
  if (!writeFileAtomically(Dir, Key + ".json", Text))
    return false;
  evict();
  return true;
}

void ResultCache::evict() {
  evictLeastRecentlyUsed(Dir, MaxBytes, [](llvm::StringRef Name) {
    return Name.ends_with(".json");
  });
}

std::string shapecheck::defaultCacheDir() {
  llvm::SmallString<256> P;
  if (const char *X = std::getenv("XDG_CACHE_HOME"); X && *X) {
    P = X;
  } else if (const char *H = std::getenv("HOME"); H && *H) {
    P = H;
    llvm::sys::path::append(P, ".cache");
  } else {
    return "";
  }
  llvm::sys::path::append(P, "shapecheck");
  return std::string(P);
}
