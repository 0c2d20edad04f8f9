//===- ResultCache.cpp - Findings replayed while the inputs are unchanged -===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception

#include "Cache/ResultCache.h"
#include "Cache/CacheFiles.h"
#include "Shape/InputNesting.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Chrono.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include <algorithm>
#include <cstdlib>
#include <limits>

using namespace shapecheck;
namespace json = llvm::json;

namespace shapecheck {
// Found by argument-dependent lookup from llvm::json's mappers.
static bool fromJSON(const json::Value &V, DiagNote &N, json::Path P);
static bool fromJSON(const json::Value &V, Finding &F, json::Path P);
static bool fromJSON(const json::Value &V, FixIt &F, json::Path P);
static bool fromJSON(const json::Value &V, Diagnostic &D, json::Path P);
static bool fromJSON(const json::Value &V, CachedRun &R, json::Path P);
} // namespace shapecheck

namespace {

// 2: hints and fix-its; 3: variants with the reads of other units' results;
// 4: findings' structured reasons, notes' roles and labels; 5: BLAKE3
// content hashes, and the files looked for and not found (AbsentMark)
constexpr int64_t FormatVersion = 5;

/// The hash of an input that was looked for and not found.
constexpr const char *AbsentMark = "absent";

} // namespace

json::Value shapecheck::toJSON(const SourceLoc &L) {
  return json::Array{L.File, L.Line, L.Col, L.EndLine, L.EndCol};
}

bool shapecheck::fromJSON(const json::Value &V, SourceLoc &L, json::Path P) {
  const json::Array *A = V.getAsArray();
  if (!A || A->size() != 5) {
    P.report("expected a location");
    return false;
  }
  auto Str = (*A)[0].getAsString();
  if (!Str)
    return false;
  // Lines and columns as SourceLoc holds them: a forged -5 is no line.
  unsigned N[4];
  for (size_t I = 1; I < 5; ++I) {
    std::optional<int64_t> V = (*A)[I].getAsInteger();
    if (!V || *V < 0 || *V > std::numeric_limits<int32_t>::max()) {
      P.report("expected a line or column number");
      return false;
    }
    N[I - 1] = static_cast<unsigned>(*V);
  }
  L.File = Str->str();
  L.Line = N[0];
  L.Col = N[1];
  L.EndLine = N[2];
  L.EndCol = N[3];
  return true;
}

namespace {

int64_t levelNumber(Level L) { return static_cast<int64_t>(L); }
Level levelOf(int64_t N) {
  return N == 2 ? Level::Error : N == 1 ? Level::Warning : Level::Note;
}

json::Value toJSON(const FixIt &F) {
  return json::Object{{"loc", toJSON(F.Loc)}, {"text", F.Replacement}};
}

/// The fields every diagnostic has.
json::Object toJSON(const Diagnostic &D) {
  json::Array Notes, Hints, Fixes;
  for (const DiagNote &N : D.Notes)
    Notes.push_back(json::Object{{"loc", toJSON(N.Loc)},
                                 {"msg", N.Message},
                                 {"role", noteRoleId(N.Role)},
                                 {"label", toJSON(N.Label)}});
  for (const std::string &H : D.Hints)
    Hints.push_back(H);
  for (const FixIt &F : D.Fixes)
    Fixes.push_back(toJSON(F));
  return json::Object{{"level", levelNumber(D.Severity)},
                      {"msg", D.Message},
                      {"loc", toJSON(D.Loc)},
                      {"notes", std::move(Notes)},
                      {"hints", std::move(Hints)},
                      {"fixes", std::move(Fixes)}};
}

json::Value toJSON(const Finding &F) {
  json::Object O = toJSON(static_cast<const Diagnostic &>(F));
  O["rule"] = checkName(F.Check);
  O["oneCall"] = F.ForOneCall;
  O["reason"] = toJSON(F.Reason);
  O["expected"] = toJSON(F.Expected);
  return O;
}

} // namespace

bool shapecheck::fromJSON(const json::Value &V, DiagNote &N, json::Path P) {
  json::ObjectMapper O(V, P);
  std::string Role;
  bool Ok = O && O.map("loc", N.Loc) && O.map("msg", N.Message) &&
            O.map("role", Role) && O.map("label", N.Label);
  N.Role = parseNoteRoleId(Role);
  return Ok;
}

bool shapecheck::fromJSON(const json::Value &V, FixIt &F, json::Path P) {
  json::ObjectMapper O(V, P);
  return O && O.map("loc", F.Loc) && O.map("text", F.Replacement);
}

bool shapecheck::fromJSON(const json::Value &V, Diagnostic &D, json::Path P) {
  json::ObjectMapper O(V, P);
  int64_t L = 0;
  bool Ok = O && O.map("level", L) && O.map("msg", D.Message) &&
            O.map("loc", D.Loc) && O.map("notes", D.Notes) &&
            O.map("hints", D.Hints) && O.map("fixes", D.Fixes);
  D.Severity = levelOf(L);
  return Ok;
}

bool shapecheck::fromJSON(const json::Value &V, Finding &F, json::Path P) {
  json::ObjectMapper O(V, P);
  std::string Check;
  bool Ok = fromJSON(V, static_cast<Diagnostic &>(F), P) && O &&
            O.map("rule", Check) && O.map("oneCall", F.ForOneCall) &&
            O.map("reason", F.Reason) && O.map("expected", F.Expected);
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

struct Input {
  std::string Path, Hash;
};

bool fromJSON(const json::Value &V, Input &I, json::Path P) {
  json::ObjectMapper O(V, P);
  return O && O.map("path", I.Path) && O.map("hash", I.Hash);
}

} // namespace

/// One analysis of the unit, as stored.
bool shapecheck::fromJSON(const json::Value &V, CachedRun &Out, json::Path P) {
  json::ObjectMapper O(V, P);
  int64_t Trips = 0;
  std::vector<std::vector<std::string>> Reads;
  if (!O || !O.map("reads", Reads) || !O.map("findings", Out.Findings) ||
      !O.map("notifications", Out.Notifications) || !O.map("loopTrips", Trips))
    return false;
  if (Trips < 0) {
    P.field("loopTrips").report("expected a count");
    return false;
  }
  Out.LoopTrips = static_cast<uint64_t>(Trips);
  for (std::vector<std::string> &R : Reads) {
    if (R.size() != 2) {
      P.field("reads").report("expected a name and a digest");
      return false;
    }
    Out.Reads.push_back({std::move(R[0]), std::move(R[1])});
  }
  if (const json::Value *E = V.getAsObject()->get("exports"))
    Out.Exports = *E;
  return true;
}

namespace {

json::Value runToJSON(const CachedRun &Run) {
  json::Array Reads, Findings, Notifications;
  for (const auto &[Name, Digest] : Run.Reads)
    Reads.push_back(json::Array{Name, Digest});
  for (const Finding &F : Run.Findings)
    Findings.push_back(toJSON(F));
  for (const ToolNotification &N : Run.Notifications)
    Notifications.push_back(toJSON(N));
  return json::Object{{"reads", std::move(Reads)},
                      {"findings", std::move(Findings)},
                      {"notifications", std::move(Notifications)},
                      {"loopTrips", static_cast<int64_t>(Run.LoopTrips)},
                      {"exports", Run.Exports}};
}

/// An entry: the files the unit read, and its analyses (of those files'
/// contents), the newest first.
struct Entry {
  std::vector<Input> Inputs;
  std::vector<CachedRun> Variants;
};

/// The entry in Path; an empty one when it is missing or damaged (a
/// damaged entry is a miss, never an error).
Entry parseEntry(llvm::StringRef Text) {
  llvm::Expected<json::Value> V = parseBoundedJSON(Text);
  if (!V) {
    llvm::consumeError(V.takeError());
    return {};
  }
  json::Path::Root Root;
  json::ObjectMapper O(*V, Root);
  int64_t Version = 0;
  Entry Out;
  if (!O || !O.map("format", Version) || Version != FormatVersion ||
      !O.map("inputs", Out.Inputs) || !O.map("variants", Out.Variants)) {
    llvm::consumeError(Root.getError());
    return {};
  }
  return Out;
}

Entry readEntry(llvm::StringRef Dir, llvm::StringRef Name) {
  std::unique_ptr<llvm::MemoryBuffer> B = readCacheFile(Dir, Name);
  if (!B)
    return {};
  return parseEntry(B->getBuffer());
}

} // namespace

std::optional<std::vector<CachedRun>>
ResultCache::parseEntryVariants(llvm::StringRef Text) {
  Entry E = parseEntry(Text);
  if (E.Variants.empty())
    return std::nullopt;
  return std::move(E.Variants);
}

ResultCache::ResultCache(std::string Dir, uint64_t MaxBytes)
    : Dir(std::move(Dir)), MaxBytes(MaxBytes) {}

std::string ResultCache::key(llvm::ArrayRef<std::string> Parts) {
  return cacheKey(Parts);
}

std::string ResultCache::hashFile(llvm::StringRef Path) {
  return hashFileContents(Path);
}

std::string ResultCache::hashOnce(const std::string &Path) {
  {
    std::lock_guard<std::mutex> Lock(HashesLock);
    auto It = Hashes.find(Path);
    if (It != Hashes.end())
      return It->second;
  }
  std::string H = hashFile(Path);
  std::lock_guard<std::mutex> Lock(HashesLock);
  return Hashes.try_emplace(Path, H).first->second;
}

std::string ResultCache::entryPath(const std::string &Key) const {
  llvm::SmallString<256> P(Dir);
  llvm::sys::path::append(P, Key + ".json");
  return std::string(P);
}

bool ResultCache::isEntryName(llvm::StringRef Name) {
  return Name.consume_back(".json") && Name.size() == 64 &&
         llvm::all_of(Name, llvm::isHexDigit);
}

std::optional<CachedRun> ResultCache::lookup(const std::string &Key,
                                             ReadsNow Now) {
  std::string Path = entryPath(Key);
  Entry E = readEntry(Dir, Key + ".json");
  auto Unchanged = [&](const Input &I) {
    // A file looked for and not found: unchanged while nothing is there (a
    // directory that appears is a change: an include directory created).
    if (I.Hash == AbsentMark)
      return !llvm::sys::fs::exists(I.Path);
    return hashOnce(I.Path) == I.Hash;
  };
  if (E.Variants.empty() || !llvm::all_of(E.Inputs, Unchanged))
    return std::nullopt;
  auto Same = [&](const std::pair<std::string, std::string> &R) {
    return Now && Now(R.first) == R.second;
  };
  for (CachedRun &V : E.Variants)
    if (llvm::all_of(V.Reads, Same)) {
      markUsed(Path); // kept longest by evict()
      return std::move(V);
    }
  return std::nullopt;
}

bool ResultCache::store(const std::string &Key,
                        llvm::ArrayRef<std::string> Inputs,
                        llvm::ArrayRef<std::string> Absent,
                        const CachedRun &Run, llvm::sys::TimePoint<> Start) {
  auto Recent = Start - std::chrono::milliseconds(10);
  json::Array In;
  std::vector<Input> Hashed;
  for (const std::string &Path : Inputs) {
    llvm::sys::fs::file_status St;
    if (llvm::sys::fs::status(Path, St) ||
        St.getLastModificationTime() >= Recent)
      return false; // changed while (or just before) it was read
    std::string Hash = hashOnce(Path);
    if (Hash.empty())
      return false;
    In.push_back(json::Object{{"path", Path}, {"hash", Hash}});
    Hashed.push_back({Path, Hash});
  }
  // A file looked for and not found: an entry only while it stays absent
  // (a generated header that appears later makes it a miss).
  for (const std::string &Path : Absent) {
    if (llvm::sys::fs::exists(Path))
      return false; // appeared while (or since) the unit was read
    In.push_back(json::Object{{"path", Path}, {"hash", AbsentMark}});
    Hashed.push_back({Path, AbsentMark});
  }
  // The newest first; the older variants after it while the inputs are the
  // same.
  json::Array Variants;
  Variants.push_back(runToJSON(Run));
  Entry Old = readEntry(Dir, Key + ".json");
  bool SameInputs = Old.Inputs.size() == Hashed.size() &&
                    std::equal(Hashed.begin(), Hashed.end(), Old.Inputs.begin(),
                               [](const Input &A, const Input &B) {
                                 return A.Path == B.Path && A.Hash == B.Hash;
                               });
  for (const CachedRun &V : Old.Variants)
    if (SameInputs && Variants.size() < MaxVariants && V.Reads != Run.Reads)
      Variants.push_back(runToJSON(V));
  json::Object E{{"format", FormatVersion},
                 {"inputs", std::move(In)},
                 {"variants", std::move(Variants)}};
  std::string Text;
  llvm::raw_string_ostream OS(Text);
  OS << json::Value(std::move(E));
  OS.flush();
  if (!writeFileAtomically(Dir, Key + ".json", Text)) {
    std::lock_guard<std::mutex> Lock(HashesLock);
    WriteFailed = true;
    return false;
  }
  evict();
  return true;
}

bool ResultCache::writeFailed() {
  std::lock_guard<std::mutex> Lock(HashesLock);
  return WriteFailed;
}

void ResultCache::evict() {
  evictLeastRecentlyUsed(Dir, MaxBytes, isEntryName);
  removeStaleTemporaries(Dir);
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
