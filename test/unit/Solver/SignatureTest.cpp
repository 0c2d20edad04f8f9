//===- SignatureTest.cpp - Let-polymorphism and inferred schemes ----------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include "Solver/Scheme.h"
#include "SolverTestUtil.h"

using namespace shapecheck;
using namespace shapecheck::test;

namespace {
FunctionSig matmulSig() {
  FunctionSig F;
  F.Name = "mm";
  F.Params.push_back({"a", ann("Float", "n k"), loc(1, 10), false});
  F.Params.push_back({"b", ann("Float", "k m"), loc(1, 30), false});
  F.Result = ann("Float", "n m");
  F.ResultLoc = loc(1, 50);
  return F;
}
CallArg arg(ShapeTerm T, unsigned Line, const char *Cat = "Float32") {
  return CallArg{ArrayType{T, *DtypeSet::fromCategory(Cat)}, std::nullopt,
                 loc(Line, 5)};
}
} // namespace

TEST_CASE("each call instantiates fresh variables") {
  Solver S;
  FunctionSig F = matmulSig();
  auto R1 =
      checkCall(S, F, {arg(fixed({2, 3}), 5), arg(fixed({3, 4}), 5)}, loc(5));
  auto R2 =
      checkCall(S, F, {arg(fixed({7, 8}), 6), arg(fixed({8, 9}), 6)}, loc(6));
  REQUIRE(R1);
  REQUIRE(R2);
  CHECK(S.str(R1->Shape) == "[2 4]");
  CHECK(S.str(R2->Shape) == "[7 9]");
  CHECK(S.findings().empty());
}

TEST_CASE("a call with mismatched inner dimensions names both sources") {
  Solver S;
  auto R = checkCall(S, matmulSig(),
                     {arg(fixed({2, 4}), 5), arg(fixed({5, 3}), 6)}, loc(5));
  REQUIRE(S.findings().size() == 1);
  const Finding &F = S.findings()[0];
  CHECK(F.Check == CheckId::ShapeMismatch);
  CHECK(F.Loc.Line == 6);
  // What was checked and what demanded it, as data.
  CHECK(F.Reason == ReasonDesc::callArgument("mm", "b"));
  CHECK(F.Expected == ReasonDesc::parameter("mm", "b"));
  CHECK(F.Message.find("size 5") != std::string::npos);
  CHECK(F.Message.find("'k' = 4") != std::string::npos);
  // 'k' got its value from the argument 'a' on line 5; the parameter 'b'
  // that demands it was written at 1:30.
  bool BoundByA = false, Required = false;
  for (const DiagNote &N : F.Notes) {
    BoundByA |= N.Loc.Line == 5 && N.Role == NoteRole::Binding &&
                N.Label == ReasonDesc::callArgument("mm", "a");
    Required |= N.Loc == loc(1, 30) && N.Role == NoteRole::Requirement &&
                N.Label == ReasonDesc::parameter("mm", "b");
  }
  CHECK(BoundByA);
  CHECK(Required);
}

TEST_CASE("integer parameters are referenced as {param}") {
  Solver S;
  FunctionSig F;
  F.Name = "full";
  F.Params.push_back({"size", std::nullopt, loc(1), true});
  F.Result = ann("Float", "{size}+3");
  auto R = checkCall(S, F, {CallArg{std::nullopt, Dim::constant(4), loc(2)}},
                     loc(2));
  REQUIRE(R);
  CHECK(S.str(R->Shape) == "[7]");

  FunctionSig G;
  G.Name = "take";
  G.Params.push_back({"n", std::nullopt, loc(1), true});
  G.Params.push_back({"x", ann("Float", "{n}"), loc(1), false});
  checkCall(
      S, G,
      {CallArg{std::nullopt, Dim::constant(4), loc(3)}, arg(fixed({5}), 3)},
      loc(3));
  CHECK(hasRule(S, "shape-mismatch"));
}

TEST_CASE("dtype of an argument is checked against the category") {
  Solver S;
  checkCall(S, matmulSig(),
            {arg(fixed({2, 3}), 5, "Int64"), arg(fixed({3, 4}), 5)}, loc(5));
  CHECK(hasRule(S, "dtype-mismatch"));
}

TEST_CASE("inside a body, the signature's variables are rigid") {
  Solver S;
  FunctionSig F;
  F.Name = "f";
  F.Params.push_back({"x", ann("Float", "m n"), loc(1, 10), false});
  F.Result = ann("Float", "n m");
  BodyScope B = enterBody(S, F);
  REQUIRE(B.Params[0]);
  REQUIRE(B.Result);
  CHECK_FALSE(S.unifyArray(*B.Result, *B.Params[0], why("return value")));
  REQUIRE(S.findings().size() >= 1);
  const Finding &Found = S.findings()[0];
  CHECK(Found.Reason == ReasonDesc::call("return value"));
  // Nothing named what demands it: the annotation.
  CHECK(Found.Expected == ReasonDesc::of(ReasonDesc::Kind::Annotation));
  bool Rigid = false;
  for (const DiagNote &N : Found.Notes)
    Rigid |= N.Role == NoteRole::Declaration &&
             N.Label == ReasonDesc::signature("f");
  CHECK(Rigid);

  Solver S2;
  FunctionSig G = F;
  G.Result = ann("Float", "m n");
  BodyScope B2 = enterBody(S2, G);
  CHECK(S2.unifyArray(*B2.Result, *B2.Params[0], why("return value")));
}

TEST_CASE("an inferred signature is generalized and instantiated per call") {
  Solver S;
  // A helper whose body maps [a b] to [b a], inferred with flexible vars.
  Instantiation Infer(S, VarKind::Flexible, "helper");
  ShapeTerm P = term(Infer, "a b"), Res = term(Infer, "b a");
  Scheme Sc = generalize(S, {ArrayType{P, DtypeSet::any()}},
                         ArrayType{Res, DtypeSet::any()});
  CHECK(Sc.DimVars.size() == 2);
  CHECK(printScheme(S, Sc) == "(Shaped[a b]) -> Shaped[b a]");
  for (int Call = 0; Call < 2; ++Call) {
    std::vector<std::optional<ArrayType>> Ps;
    std::optional<ArrayType> R;
    instantiate(S, Sc, Ps, R);
    ShapeTerm Actual = Call == 0 ? fixed({2, 3}) : fixed({5, 7});
    CHECK(S.unifyShape(Ps[0]->Shape, Actual, why("arg")));
    CHECK(S.str(R->Shape) == (Call == 0 ? "[3 2]" : "[7 5]"));
  }
  CHECK(S.findings().empty());
}

TEST_CASE("a call with an error gives an unknown result, not a cascade") {
  Solver S;
  auto R = checkCall(S, matmulSig(),
                     {arg(fixed({2, 4}), 5), arg(fixed({5, 3}), 6)}, loc(5));
  REQUIRE(R);
  CHECK(S.str(R->Shape) == "[...]");
  CHECK(S.unifyShape(fixed({9, 9, 9}), R->Shape, why("later use")));
  CHECK(S.findings().size() == 1);
}
