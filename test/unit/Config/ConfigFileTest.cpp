//===- ConfigFileTest.cpp - .shapecheck.yaml parsing and merging ----------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception

#include "Config/ConfigFile.h"
#include "Config/CheckGlobs.h"
#include <doctest/doctest.h>

using namespace shapecheck;

TEST_CASE("every key is read") {
  Diagnostic Error;
  std::optional<Config> C = parseConfig("/p/.shapecheck.yaml", R"(
InheritParentConfig: true
Checks: '-*,shape-mismatch'
CheckSeverity: {broadcast: warning}
HeaderFilterRegex: 'include/.*'
Rules: [a.rules, /abs/b.rules, ../c.rules]
ExtraArgs: [-DX]
ExtraArgsBefore: [-std=c++20]
FailOn: warning
Unresolved: off
WarnUnusedSuppressions: true
)",
                                        Error);
  REQUIRE_MESSAGE(C, Error.str());
  CHECK(*C->InheritParentConfig);
  CHECK(*C->Checks == "-*,shape-mismatch");
  CHECK(C->CheckSeverity.at("broadcast") == Level::Warning);
  CHECK(*C->HeaderFilterRegex == "include/.*");
  CHECK(C->Rules ==
        std::vector<std::string>{"/p/a.rules", "/abs/b.rules", "/c.rules"});
  CHECK(C->ExtraArgs == std::vector<std::string>{"-DX"});
  CHECK(C->ExtraArgsBefore == std::vector<std::string>{"-std=c++20"});
  CHECK(*C->FailOn == FailLevel::Warning);
  CHECK(*C->Unresolved == UnresolvedLevel::Off);
  CHECK(*C->WarnUnusedSuppressions);
}

TEST_CASE("an empty file or one of comments is the empty configuration") {
  Diagnostic Error;
  CHECK(parseConfig("c.yaml", "", Error));
  CHECK(parseConfig("c.yaml", "# nothing\n", Error));
  CHECK(Error.Message.empty());
}

TEST_CASE("errors are located at the offending key or value") {
  auto Err = [](llvm::StringRef Text) {
    Diagnostic Error;
    CHECK_FALSE(parseConfig("c.yaml", Text, Error));
    return Error.str();
  };
  // The error is a located diagnostic.
  Diagnostic Unknown;
  CHECK_FALSE(parseConfig("c.yaml", "Checks: '*'\nChekcs: '*'\n", Unknown));
  CHECK(Unknown.Severity == Level::Error);
  CHECK(Unknown.Loc.File == "c.yaml");
  CHECK(Unknown.Loc.Line == 2);
  CHECK(Unknown.Loc.Col == 1);
  CHECK(Unknown.Message == "unknown key 'Chekcs'");
  CHECK(Err("Chekcs: '*'\n").find("c.yaml:1:1: error: unknown key 'Chekcs'") !=
        std::string::npos);
  CHECK(Err("FailOn: sometimes\n")
            .find("c.yaml:1:9: error: unknown enumerated "
                  "scalar") != std::string::npos);
  CHECK(Err("Checks: '-*,shape-mismach'\n")
            .find("c.yaml:1:9: error: 'shape-mismach' matches no check") !=
        std::string::npos);
  CHECK(Err("HeaderFilterRegex: '('\n")
            .find("c.yaml:1:20: error: invalid regular expression") !=
        std::string::npos);
  CHECK(Err("CheckSeverity: {nope: error}\n").find("unknown check 'nope'") !=
        std::string::npos);
  CHECK(Err("CheckSeverity: {brodcast: error}\n")
            .find("unknown check 'brodcast'; did you mean 'broadcast'?") !=
        std::string::npos);
  CHECK(
      Err("Checks: 'shape-mismach'\n").find("did you mean 'shape-mismatch'?") !=
      std::string::npos);
  CHECK(
      Err("Checks: [\n").find("c.yaml:1:10: error: Could not find closing ]") !=
      std::string::npos);
  CHECK(Err("- a\n- b\n").find("c.yaml:1:1: error:") != std::string::npos);
}

TEST_CASE("a child is merged over its parent") {
  Config P, C;
  P.Checks = "-*,shape-mismatch";
  P.CheckSeverity["broadcast"] = Level::Warning;
  P.CheckSeverity["reshape"] = Level::Warning;
  P.ExtraArgs = {"-DP"};
  P.FailOn = FailLevel::Never;
  C.Checks = "broadcast";
  C.CheckSeverity["reshape"] = Level::Note;
  C.ExtraArgs = {"-DC"};
  Config M = mergeConfigs(P, C);
  CHECK(*M.Checks == "-*,shape-mismatch,broadcast");
  CHECK(M.CheckSeverity.at("broadcast") == Level::Warning);
  CHECK(M.CheckSeverity.at("reshape") == Level::Note);
  CHECK(M.ExtraArgs == std::vector<std::string>{"-DP", "-DC"});
  CHECK(*M.FailOn == FailLevel::Never);
}

TEST_CASE("dumped configuration reads back the same") {
  Config C;
  C.Checks = "-*,shape-mismatch";
  C.CheckSeverity["broadcast"] = Level::Note;
  C.Rules = {"/x/y.rules"};
  C.Unresolved = UnresolvedLevel::Error;
  Diagnostic Error;
  std::optional<Config> Back = parseConfig("d.yaml", dumpConfig(C), Error);
  REQUIRE_MESSAGE(Back, Error.str());
  CHECK(*Back->Checks == *C.Checks);
  CHECK(Back->CheckSeverity == C.CheckSeverity);
  CHECK(Back->Rules == C.Rules);
  CHECK(*Back->Unresolved == UnresolvedLevel::Error);
}

TEST_CASE("check globs: the last match wins, from an implicit '*'") {
  std::string Error;
  CheckGlobs G = CheckGlobs::parse("-*, shape-mismatch,-shape-*,rank-*", Error);
  CHECK(Error.empty());
  CHECK(G.enabled("rank-mismatch"));
  CHECK_FALSE(G.enabled("shape-mismatch"));
  CHECK_FALSE(G.enabled("broadcast"));
  CHECK(CheckGlobs::parse("", Error).enabled("broadcast"));
  CheckGlobs Minus = CheckGlobs::parse("-broadcast", Error);
  CHECK_FALSE(Minus.enabled("broadcast"));
  CHECK(Minus.enabled("reshape"));
  CheckGlobs::parse("-*,brodcast", Error);
  CHECK(Error.find("'brodcast' matches no check") != std::string::npos);
}
