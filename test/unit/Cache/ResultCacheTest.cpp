//===- ResultCacheTest.cpp - Stored, replayed, invalidated, evicted -------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception

#include "Cache/ResultCache.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include <doctest/doctest.h>
#include <map>
#include <thread>

using namespace shapecheck;

namespace {

/// A fresh directory, removed at the end.
struct TempDir {
  llvm::SmallString<128> Path;
  TempDir() { llvm::sys::fs::createUniqueDirectory("cache-test", Path); }
  ~TempDir() { llvm::sys::fs::remove_directories(Path); }
  std::string file(llvm::StringRef Name) const {
    llvm::SmallString<128> P(Path);
    llvm::sys::path::append(P, Name);
    return std::string(P);
  }
};

void write(const std::string &File, llvm::StringRef Text) {
  std::error_code EC;
  llvm::raw_fd_ostream OS(File, EC);
  OS << Text;
}

/// An entry's key for a short name.
std::string key(const char *Name) { return ResultCache::key({Name}); }

CachedRun sample() {
  CachedRun R;
  Finding F;
  F.Check = CheckId::Broadcast;
  F.Severity = Level::Warning;
  F.Message = "m";
  F.Loc = {"/x/a.cpp", 3, 4, 3, 9};
  F.Notes.push_back({{"/x/a.h", 1, 2, 1, 2}, "n"});
  F.Notes.push_back(
      {{"/x/a.h", 2, 1, 2, 1},
       "n2",
       NoteRole::Declaration,
       ReasonDesc::objectDim("din",
                             ReasonDesc::named(ReasonDesc::Kind::Field, "l"))});
  F.Reason = ReasonDesc::part(ReasonDesc::callArgument("torch::add", "other"),
                              "broadcast", ReasonDesc::Kind::Operands,
                              {"[2 3]", "[4]"});
  F.Expected = ReasonDesc::rnnState("lstm->forward", 1);
  F.Hints.push_back("h");
  F.Fixes.push_back(FixIt{{"/x/a.cpp", 3, 4, 3, 6}, "r"});
  R.Findings.push_back(F);
  ToolNotification N;
  N.Message = "e";
  N.Hints.push_back("nh");
  N.Fixes.push_back(FixIt{{"/x/b.cpp", 1, 1, 1, 1}, "nr"});
  R.Notifications.push_back(N);
  R.LoopTrips = 7;
  return R;
}

} // namespace

TEST_CASE("stored runs are replayed until an input changes") {
  TempDir D;
  std::string In = D.file("a.h");
  write(In, "v1");
  std::this_thread::sleep_for(std::chrono::milliseconds(20));
  ResultCache C(D.file("c"), 1u << 20);
  std::string K = ResultCache::key({"a", "b"});
  CHECK(K != ResultCache::key({"ab"}));
  CHECK_FALSE(C.lookup(K));
  REQUIRE(C.store(K, {In}, {}, sample(), std::chrono::system_clock::now()));
  std::optional<CachedRun> Hit = C.lookup(K);
  REQUIRE(Hit);
  REQUIRE(Hit->Findings.size() == 1);
  CHECK(Hit->Findings[0].Check == CheckId::Broadcast);
  CHECK(Hit->Findings[0].Severity == Level::Warning);
  CHECK(Hit->Findings[0].Loc == sample().Findings[0].Loc);
  CHECK(Hit->Findings[0].Notes[0].Loc.File == "/x/a.h");
  // The structured reason and the notes' labels come back as they were.
  CHECK(Hit->Findings[0].Reason == sample().Findings[0].Reason);
  CHECK(Hit->Findings[0].Expected == sample().Findings[0].Expected);
  CHECK(Hit->Findings[0].Notes[0].Role == NoteRole::None);
  CHECK(Hit->Findings[0].Notes[0].Label.empty());
  REQUIRE(Hit->Findings[0].Notes.size() == 2);
  CHECK(Hit->Findings[0].Notes[1].Role == NoteRole::Declaration);
  CHECK(Hit->Findings[0].Notes[1].Label == sample().Findings[0].Notes[1].Label);
  CHECK(Hit->Findings[0].Hints == std::vector<std::string>{"h"});
  REQUIRE(Hit->Findings[0].Fixes.size() == 1);
  CHECK(Hit->Findings[0].Fixes[0].Loc == sample().Findings[0].Fixes[0].Loc);
  CHECK(Hit->Findings[0].Fixes[0].Replacement == "r");
  CHECK(Hit->Notifications[0].Severity == Level::Error);
  CHECK(Hit->Notifications[0].Hints == std::vector<std::string>{"nh"});
  REQUIRE(Hit->Notifications[0].Fixes.size() == 1);
  CHECK(Hit->Notifications[0].Fixes[0].Replacement == "nr");
  CHECK(Hit->LoopTrips == 7);
  write(In, "v2");
  // The next run (a cache object hashes each file once).
  ResultCache Next(D.file("c"), 1u << 20);
  CHECK_FALSE(Next.lookup(K));
}

TEST_CASE("a variant is replayed while what it read of the others is the "
          "same") {
  TempDir D;
  std::string In = D.file("a.cpp");
  write(In, "v1");
  std::this_thread::sleep_for(std::chrono::milliseconds(20));
  auto Now = [] { return std::chrono::system_clock::now(); };
  ResultCache C(D.file("c"), 1u << 20);
  CachedRun First = sample(), Second = sample();
  First.Reads = {{"s:f", "1"}};
  First.Exports = llvm::json::Object{{"x", 1}};
  Second.Reads = {{"s:f", "2"}, {"r:g", "3"}};
  Second.LoopTrips = 8;
  REQUIRE(C.store("k", {In}, {}, First, Now()));
  REQUIRE(C.store("k", {In}, {}, Second, Now()));
  std::map<std::string, std::string> Current = {{"s:f", "1"}, {"r:g", "3"}};
  auto Reads = [&](llvm::StringRef Name) { return Current[Name.str()]; };
  std::optional<CachedRun> Hit = C.lookup("k", Reads);
  REQUIRE(Hit);
  CHECK(Hit->LoopTrips == 7);
  CHECK(Hit->Reads == First.Reads);
  CHECK(Hit->Exports == llvm::json::Value(llvm::json::Object{{"x", 1}}));
  Current["s:f"] = "2";
  Hit = C.lookup("k", Reads);
  REQUIRE(Hit);
  CHECK(Hit->LoopTrips == 8);
  Current["r:g"] = "4";
  CHECK_FALSE(C.lookup("k", Reads));
  CHECK_FALSE(C.lookup("k")); // both read something

  // Stored with other contents of its inputs: the older variants go.
  write(In, "v2");
  std::this_thread::sleep_for(std::chrono::milliseconds(20));
  ResultCache Next(D.file("c"), 1u << 20);
  REQUIRE(Next.store("k", {In}, {}, Second, Now()));
  Current["r:g"] = "3";
  Current["s:f"] = "1";
  CHECK_FALSE(Next.lookup("k", Reads));
  Current["s:f"] = "2";
  CHECK(Next.lookup("k", Reads));
}

TEST_CASE("an input modified after the run began is not stored") {
  TempDir D;
  auto Start = std::chrono::system_clock::now();
  std::string In = D.file("a.h");
  write(In, "new");
  ResultCache C(D.file("c"), 1u << 20);
  CHECK_FALSE(C.store("k", {In}, {}, sample(), Start));
  CHECK_FALSE(C.lookup("k"));
}

TEST_CASE("the least recently used entries go beyond the size bound") {
  TempDir D;
  std::string In = D.file("a.h");
  write(In, "x");
  std::this_thread::sleep_for(std::chrono::milliseconds(20));
  auto Now = [] { return std::chrono::system_clock::now(); };
  // A bound of three and a half entries.
  uint64_t Size = 0;
  {
    ResultCache Probe(D.file("probe"), 1u << 20);
    REQUIRE(Probe.store(key("k0"), {In}, {}, sample(), Now()));
    REQUIRE(!llvm::sys::fs::file_size(D.file("probe/" + key("k0") + ".json"),
                                      Size));
  }
  uint64_t Bound = Size * 7 / 2;
  ResultCache C(D.file("c"), Bound);
  for (const char *K : {"k1", "k2", "k3"}) {
    REQUIRE(C.store(key(K), {In}, {}, sample(), Now()));
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  REQUIRE(C.lookup(key("k1"))); // used: now the most recent
  std::this_thread::sleep_for(std::chrono::milliseconds(20));
  for (const char *K : {"k4", "k5"}) {
    REQUIRE(C.store(key(K), {In}, {}, sample(), Now()));
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  CHECK_FALSE(C.lookup(key("k2")));
  CHECK(C.lookup(key("k5")));
  uint64_t Total = 0;
  std::error_code EC;
  for (llvm::sys::fs::directory_iterator It(D.file("c"), EC), End;
       It != End && !EC; It.increment(EC)) {
    llvm::sys::fs::file_status St;
    llvm::sys::fs::status(It->path(), St);
    Total += St.getSize();
  }
  CHECK(Total <= Bound);
}

TEST_CASE("a file looked for and not found is an input: its appearing is a "
          "miss") {
  TempDir D;
  std::string In = D.file("a.cpp"), Gen = D.file("gen.h");
  write(In, "v1");
  std::this_thread::sleep_for(std::chrono::milliseconds(20));
  auto Now = [] { return std::chrono::system_clock::now(); };
  ResultCache C(D.file("c"), 1u << 20);
  REQUIRE(C.store(key("k"), {In}, {Gen}, sample(), Now()));
  CHECK(C.lookup(key("k")));
  write(Gen, "int g;");
  ResultCache Next(D.file("c"), 1u << 20);
  CHECK_FALSE(Next.lookup(key("k")));
  // Nor is it stored while the file it did not find is there.
  CHECK_FALSE(Next.store(key("k"), {In}, {Gen}, sample(), Now()));
}

TEST_CASE("eviction counts and removes only the cache's entries") {
  TempDir D;
  std::string In = D.file("a.h");
  write(In, "x");
  std::this_thread::sleep_for(std::chrono::milliseconds(20));
  llvm::sys::fs::create_directories(D.file("c"));
  // A user's files in the directory, older and larger than the bound.
  std::string Mine = D.file("c/compile_commands.json");
  write(Mine, std::string(4096, ' '));
  ResultCache C(D.file("c"), 1024);
  REQUIRE(
      C.store(key("k1"), {In}, {}, sample(), std::chrono::system_clock::now()));
  CHECK(llvm::sys::fs::exists(Mine));
  CHECK(ResultCache::isEntryName(key("k1") + ".json"));
  CHECK_FALSE(ResultCache::isEntryName("compile_commands.json"));
  CHECK_FALSE(ResultCache::isEntryName(key("k1") + ".json.bak"));
}
