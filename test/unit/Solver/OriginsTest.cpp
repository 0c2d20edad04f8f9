//===- OriginsTest.cpp - Reasons and origins in the solver's findings -----===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include "SolverTestUtil.h"

using namespace shapecheck;
using namespace shapecheck::test;
using Kind = ReasonDesc::Kind;

TEST_CASE("a reason that names no requirement reads \"the annotation\"") {
  Reason R;
  CHECK(R.expectedStr() == "the annotation");
  R.Expected = ReasonDesc::functionResult("g");
  CHECK(R.expectedStr() == "the result of 'g'");
}

TEST_CASE("an origin is kept as data and written in the note") {
  Solver S;
  VarId N = S.freshDimVar("n", VarKind::Flexible, Origin{});
  Reason R = why("f", 4);
  R.Context = ReasonDesc::callArgument("f", "x");
  CHECK(S.unifyDim(Dim::var(N), Dim::constant(3), R));
  std::vector<DiagNote> Notes;
  S.explain(Dim::var(N), Notes);
  REQUIRE(Notes.size() == 1);
  CHECK(Notes[0].Role == NoteRole::Binding);
  CHECK(Notes[0].Label == ReasonDesc::callArgument("f", "x"));
  CHECK(Notes[0].Message == "'n' = 3 was bound by argument 'x' of call to 'f'");
}

TEST_CASE("variables of one name are told apart by their structured origin") {
  // Inside Net, the field l's own 'din' was bound to Net's 'din'; Net's
  // 'dout' then conflicts with it. Neither variable was given a scope: the
  // origins say whose each is.
  Solver S;
  VarId NetDin = S.freshDimVar(
      "din", VarKind::Rigid, Origin{loc(2), ReasonDesc::classDim("Net", "v")});
  VarId NetDout = S.freshDimVar(
      "dout", VarKind::Rigid, Origin{loc(2), ReasonDesc::classDim("Net", "v")});
  VarId LDin = S.freshDimVar(
      "din", VarKind::Flexible,
      Origin{loc(3), ReasonDesc::objectDim(
                         "din", ReasonDesc::named(Kind::Field, "l"))});
  CHECK(S.dimVarScope(NetDin) == "Net");
  CHECK(S.dimVarScope(LDin) == "l");
  CHECK(S.unifyDim(Dim::var(LDin), Dim::var(NetDin), why("forward", 5)));
  CHECK_FALSE(S.unifyDim(Dim::var(LDin), Dim::var(NetDout), why("forward", 6)));
  REQUIRE(S.findings().size() == 1);
  const Finding &F = S.findings()[0];
  CHECK(F.Message.find("size 'dout' does not match 'l.din' = Net::din") !=
        std::string::npos);
  CHECK(F.Message.find("'dout' and 'Net::din' are distinct") !=
        std::string::npos);
  bool Bound = false, NetDims = false;
  for (const DiagNote &N : F.Notes) {
    Bound |= N.Message == "'l.din' = Net::din was bound by call to 'forward'" &&
             N.Role == NoteRole::Binding &&
             N.Label == ReasonDesc::call("forward");
    // Net's own dimensions were declared by the class's annotation.
    NetDims |= N.Role == NoteRole::Declaration &&
               N.Label == ReasonDesc::classDim("Net", "v");
  }
  CHECK(Bound);
  CHECK(NetDims);

  // One name in one scope only: nothing to tell apart.
  Solver T;
  VarId A = T.freshDimVar("a", VarKind::Rigid,
                          Origin{loc(2), ReasonDesc::classDim("Net", "v")});
  VarId B = T.freshDimVar("b", VarKind::Rigid,
                          Origin{loc(2), ReasonDesc::classDim("Net", "v")});
  CHECK_FALSE(T.unifyDim(Dim::var(A), Dim::var(B), why("forward", 6)));
  REQUIRE(T.findings().size() == 1);
  CHECK(T.findings()[0].Message.find("size 'b' does not match 'a' required") !=
        std::string::npos);
}
