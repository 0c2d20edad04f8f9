//===- ReasonDescTest.cpp - Reasons and origins as data -------------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include "Shape/ReasonDesc.h"
#include <doctest/doctest.h>

using namespace shapecheck;
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
