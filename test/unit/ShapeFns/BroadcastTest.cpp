//===- BroadcastTest.cpp - broadcast of several shapes --------------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include "ShapeFns/Broadcast.h"
#include "Fixture.h"

using namespace shapecheck;
using namespace shapecheck::shapefns;
using shapecheck::test::Fx;

TEST_CASE("broadcast: numpy rules") {
  Fx F;
  Dim N = F.rigid("n");
  ShapeTerm A = Fx::shape({Fx::c(4), Fx::c(1), N});
  ShapeTerm B = Fx::shape({Fx::c(3), Fx::c(1)});
  CHECK(F.str(broadcast(F.S, {A, B}, F.R)) == "[4 3 n]");
  CHECK(F.str(broadcast(F.S, {}, F.R)) == "[]");
  CHECK_CLEAN(F);
}

TEST_CASE("broadcast: a conflict names the operation and the shapes") {
  Fx F;
  ShapeTerm A = Fx::shape({Fx::c(2), Fx::c(3)});
  ShapeTerm B = Fx::shape({Fx::c(4)});
  CHECK_FALSE(broadcast(F.S, {A, B}, F.R, "add"));
  CHECK_REPORTED(F, "broadcast");
  CHECK(F.says({"3", "4", "do not broadcast"}));
  // What was checked, as data: the operands of the operation at the call.
  const ReasonDesc &Why = F.S.findings()[0].Reason;
  CHECK(Why.K == ReasonDesc::Kind::Operands);
  CHECK(Why.Op == "add");
  CHECK(Why.Operands == std::vector<std::string>{"[2 3]", "[4]"});
  bool AtCall = Why.Within && *Why.Within == ReasonDesc::call("f");
  CHECK(AtCall);
}

TEST_CASE("broadcast: unknown dims and ranks never fail") {
  Fx F;
  ShapeTerm A = Fx::shape({Fx::dyn(), Fx::c(3)});
  ShapeTerm B = F.open({}, {Fx::c(5), Fx::c(1)});
  CHECK(F.str(broadcast(F.S, {A, B}, F.R)) == "[... 5 3]");
  CHECK_CLEAN(F);
}

TEST_CASE("broadcast: results carry no '#' flags") {
  Fx F;
  Dim D = Fx::c(3);
  D.Bcast = true;
  auto Out = broadcast(F.S, {Fx::shape({D})}, F.R);
  REQUIRE(Out);
  CHECK_FALSE(Out->Prefix[0].Bcast);
}
