//===- ReasonDescTest.cpp - Reasons and origins as data -------------------===//
#include "SolverTestUtil.h"

using namespace shapecheck;
using namespace shapecheck::test;
using Kind = ReasonDesc::Kind;

TEST_CASE("ReasonDesc: sites fill fields, str() writes the English") {
  ReasonDesc A = ReasonDesc::callArgument("f", "x");
  CHECK(A.K == Kind::CallArgument);
  CHECK(A.Callee == "f");
  CHECK(A.Param == "x");
  CHECK(A.str() == "argument 'x' of call to 'f'");
  CHECK(ReasonDesc::call("torch::matmul").str() == "call to 'torch::matmul'");
  CHECK(ReasonDesc::rnnState("lstm->forward", 0).str() ==
        "the initial state of 'lstm->forward'");
  CHECK(ReasonDesc::rnnState("lstm->forward", 1).str() ==
        "the initial cell state of 'lstm->forward'");
  CHECK(ReasonDesc::named(Kind::AssignedValue, "w").str() ==
        "value assigned to 'w'");
  CHECK(ReasonDesc::named(Kind::Initializer, "h").str() ==
        "initializer of 'h'");
  CHECK(ReasonDesc::named(Kind::FieldInitializer, "w").str() ==
        "initializer of field 'w'");
  CHECK(ReasonDesc::of(Kind::ReturnedValue).str() == "returned value");
  CHECK(ReasonDesc::of(Kind::ConvertedValue).str() == "converted value");
  CHECK(ReasonDesc().str().empty());
}

TEST_CASE("ReasonDesc: requirements") {
  CHECK(ReasonDesc::parameter("f", "x").str() == "parameter 'x' of 'f'");
  CHECK(ReasonDesc::parameter("", "x").str() == "parameter 'x'");
  CHECK(ReasonDesc::named(Kind::Annotation, "w").str() ==
        "the annotation of 'w'");
  CHECK(ReasonDesc::of(Kind::Annotation).str() == "the annotation");
  CHECK(ReasonDesc::functionResult("f").str() == "the result of 'f'");
  CHECK(ReasonDesc::rule("torch::sum").str() == "the rule for 'torch::sum'");
  CHECK(ReasonDesc::module("torch::nn::Linear").str() ==
        "the module 'torch::nn::Linear'");
  CHECK(ReasonDesc::of(Kind::DeclaredSizes).str() == "the sizes of its type");
  // A reason that names no requirement reads "the annotation".
  Reason R;
  CHECK(R.expectedStr() == "the annotation");
  R.Expected = ReasonDesc::functionResult("g");
  CHECK(R.expectedStr() == "the result of 'g'");
}

TEST_CASE("ReasonDesc: origins of variables and their scopes") {
  ReasonDesc Sig = ReasonDesc::signature("f");
  CHECK(Sig.str() == "the signature of 'f'");
  CHECK(Sig.scope() == "f");
  ReasonDesc Ctor = ReasonDesc::ofClass(Kind::CtorParameter, "Net");
  CHECK(Ctor.str() == "'Net', a parameter of its constructor");
  CHECK(Ctor.scope() == "Net");
  ReasonDesc Opt =
      ReasonDesc::ctorParamPart(Kind::CtorOptionsField, "Net", "opts");
  CHECK(Opt.str() == "'Net', a field of its constructor's parameter 'opts'");
  CHECK(ReasonDesc::classDim("Layer", "w").str() ==
        "'Layer', named in the annotation of its field 'w'");
  CHECK(ReasonDesc::classDim("Layer", "").str() == "'Layer'");
  ReasonDesc Obj =
      ReasonDesc::objectDim("din", ReasonDesc::named(Kind::Field, "l"));
  CHECK(Obj.str() == "'din' of the field 'l'");
  CHECK(Obj.scope() == "l");
  CHECK(ReasonDesc::objectDim("n", ReasonDesc::parameter("", "m")).scope() ==
        "m");
  ReasonDesc New =
      ReasonDesc::objectDim("n", ReasonDesc::ofClass(Kind::NewObject, "L"));
  CHECK(New.str() == "'n' of an object of 'L'");
  CHECK(New.scope().empty()); // not L's own 'n'

  // Descriptions of values name no scope.
  CHECK(ReasonDesc::callArgument("f", "x").scope().empty());
}

TEST_CASE("ReasonDesc: a part of an operation keeps its site") {
  ReasonDesc Site = ReasonDesc::call("torch::add");
  ReasonDesc P = ReasonDesc::part(Site, "broadcast", Kind::Operands,
                                  {"[2 3]", "[4]", "[1 3]"});
  bool HasSite = P.Within != nullptr;
  REQUIRE(HasSite);
  CHECK(P.Within->K == Kind::Call);
  CHECK(P.Op == "broadcast");
  CHECK(P.Operands.size() == 3);
  CHECK(P.str() ==
        "call to 'torch::add': broadcast: shapes [2 3], [4] and [1 3]");
  // The operation is left out when the site names it.
  ReasonDesc M = ReasonDesc::part(ReasonDesc::call("torch::matmul"), "matmul",
                                  Kind::BatchDims, {"[2]", "a", "[3]", "b"});
  CHECK(M.str() == "call to 'torch::matmul': the batch dimensions [2] of a "
                   "and [3] of b");
  // Without a site, the operation starts it; without either, the part.
  CHECK(ReasonDesc::part(ReasonDesc(), "view", Kind::ElementCount, {"(2, 3)"})
            .str() == "view: the element count of (2, 3)");
  CHECK(ReasonDesc::part(Kind::ExactDivision).str() == "an exact division");
  CHECK(leadText(ReasonDesc::call("cumsum"), "sum") ==
        "call to 'cumsum': sum: ");
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
  bool Bound = false;
  for (const DiagNote &N : F.Notes)
    Bound |= N.Message == "'l.din' = Net::din was bound by call to 'forward'";
  CHECK(Bound);

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
