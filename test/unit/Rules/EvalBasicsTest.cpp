//===- EvalBasicsTest.cpp - Signatures, overloads, coercions, options -----===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include "RulesTestUtil.h"

using namespace shapecheck;
using namespace shapecheck::test;

TEST_CASE("a signature rule instantiates fresh variables per call") {
  RuleSet R;
  loadOk(R, "array at::Tensor\n"
            "def at::mm(a: Num[n k], b: Num[k m]) -> Num[n m]\n");
  Solver S;
  CHECK(eval(R, S, call("at::mm", {arr({2, 3}), arr({3, 4})})) == "Num[2 4]");
  CHECK(eval(R, S, call("at::mm", {arr({5, 6}), arr({6, 7})})) == "Num[5 7]");
  CHECK(S.findings().empty());
}

TEST_CASE("a failing argument names the op and notes the rule's location") {
  RuleSet R;
  loadOk(R,
         "array at::Tensor\n"
         "def at::mm(a: Num[n k], b: Num[k m]) -> Num[n m]\n",
         "mm.rules");
  Solver S;
  RuleCall C = call("at::mm", {arr({2, 3}), arr({4, 5})}, 7);
  C.DisplayName = "torch::mm";
  R.evaluate(C, S);
  REQUIRE(S.findings().size() == 1);
  const Finding &F = S.findings()[0];
  CHECK(F.Check == CheckId::ShapeMismatch);
  CHECK(F.Loc.Line == 7);
  CHECK(F.Loc.Col == 15); // the second argument
  CHECK(F.Reason == ReasonDesc::callArgument("torch::mm", "b"));
  CHECK(F.Expected == ReasonDesc::parameter("at::mm", "b"));
  bool AtRule = false;
  for (const DiagNote &N : F.Notes)
    AtRule |= N.Loc.File == "mm.rules" && N.Loc.Line == 2 && N.Loc.Col == 32 &&
              N.Role == NoteRole::Requirement && N.Label == F.Expected;
  CHECK_MESSAGE(AtRule, messages(S));
}

TEST_CASE("a shape function's error points at the rule's result") {
  RuleSet R;
  loadOk(R, "def f(x: Tensor, s: ints) -> reshape(x, s)\n", "f.rules");
  Solver S;
  R.evaluate(call("f", {arr({2, 3}), RuleValue::ints({4, 2})}), S);
  REQUIRE(S.findings().size() == 1);
  CHECK(S.findings()[0].Check == CheckId::Reshape);
  // The call of the rule was checked; the rule demanded it.
  CHECK(S.findings()[0].Reason == ReasonDesc::call("f"));
  CHECK(S.findings()[0].Expected == ReasonDesc::rule("f"));
}

TEST_CASE("a user stub for a third-party function") {
  RuleSet R;
  std::vector<Diagnostic> Errs;
  REQUIRE(R.loadBuiltin(Errs));
  loadOk(R,
         "# Stubs for a library whose headers shapecheck cannot annotate.\n"
         "def vision::nms(boxes: Float[n 4], scores: Float[n], iou: float) "
         "-> Int64[_]\n"
         "def vision::patchify(img: Float[c h w], p: int) -> "
         "Float[(h//{p})*(w//{p}) c*{p}*{p}]\n"
         "def vision::resize(img: Float[*b c h w], size: ints[2]) -> "
         "Float[*b c {size}]\n",
         "vision.rules");
  Solver S;
  RuleValue F = RuleValue::scalar(*DtypeSet::fromCategory("Float"));
  CHECK(eval(R, S, call("vision::nms", {arr({7, 4}), arr({7}), F})) ==
        "Int64[?]");
  CHECK(eval(R, S,
             call("vision::patchify",
                  {arr({3, 32, 32}), RuleValue::integer(8)})) ==
        "Float[16 192]");
  CHECK(eval(R, S,
             call("vision::resize",
                  {arr({2, 3, 64, 64}), RuleValue::integer(32)})) ==
        "Float[2 3 32 32]");
  CHECK(S.findings().empty());
  eval(R, S, call("vision::nms", {arr({7, 4}), arr({8}), F}));
  CHECK(hasRule(S, "shape-mismatch"));
}

TEST_CASE("a later file's overloads take precedence") {
  RuleSet R;
  std::vector<Diagnostic> Errs;
  REQUIRE(R.loadBuiltin(Errs));
  loadOk(R, "def at::relu(self: Tensor) -> Float[1]\n");
  Solver S;
  CHECK(eval(R, S, call("torch::relu", {arr({2, 3})})) == "Float[1]");
}

TEST_CASE("lookup: aliases and the Impl spelling of module classes") {
  RuleSet R;
  loadOk(R, "array at::Tensor\n"
            "alias torch = at\n"
            "alias my::Old = my::New\n"
            "convention impl_suffix = Impl\n"
            "convention module_method = forward\n"
            "def at::neg(x: Tensor) -> same(x)\n"
            "def my::New::f(x: Tensor) -> same(x)\n"
            "module my::Layer(n: int) {\n"
            "  forward(x: Float[{n}]) -> same(x)\n"
            "}\n");
  CHECK(R.knows("at::neg"));
  CHECK(R.knows("torch::neg"));
  CHECK(R.knows("my::Old::f"));
  CHECK(R.knows("my::LayerImpl"));
  CHECK(R.knows("my::LayerImpl::forward"));
  CHECK_FALSE(R.knows("other::neg"));
  Solver S;
  std::optional<RuleValue> M =
      R.evaluate(call("my::Layer", {RuleValue::integer(3)}), S);
  REQUIRE(M);
  CHECK(eval(R, S, method("my::LayerImpl::forward", *M, {arr({3})})) ==
        "Float32[3]");
  // Through the holder's operator().
  CHECK(eval(R, S,
             method("torch::nn::ModuleHolder<my::LayerImpl>::operator()", *M,
                    {arr({3})})) == "Float32[3]");
  CHECK(S.findings().empty());
}

TEST_CASE("integer results, int list splicing, arithmetic and if") {
  RuleSet R;
  loadOk(R, "def f(x: Tensor, k: int) -> (size(x, 0) * k + 1, dim(x))\n"
            "def g(n: ints, flag: bool) -> if(flag, Float[{n} 1], Int64[{n}])\n"
            "def h(x: Float[a b], y: Float[b c]) -> Tensor[a c]\n");
  Solver S;
  CHECK(eval(R, S, call("f", {arr({4, 2}), RuleValue::integer(3)})) ==
        "(13, 2)");
  CHECK(eval(R, S,
             call("g", {RuleValue::ints({2, 5}), RuleValue::boolean(true)})) ==
        "Float[2 5 1]");
  CHECK(eval(R, S,
             call("g", {RuleValue::ints({2, 5}), RuleValue::boolean(false)})) ==
        "Int64[2 5]");
  CHECK(eval(R, S, call("g", {RuleValue::ints({2}), RuleValue()})) == "?");
  // An int condition is tested as C++ tests one; an unknown int is unknown.
  loadOk(R, "def p(n: int) -> if(n, Float[{n}], Int64[2])\n");
  CHECK(eval(R, S, call("p", {RuleValue::integer(3)})) == "Float[3]");
  CHECK(eval(R, S, call("p", {RuleValue::integer(0)})) == "Int64[2]");
  CHECK(eval(R, S, call("p", {RuleValue::integer(Dim::dynamic())})) == "?");
  // Tensor[...] results take the promoted dtype of the array arguments.
  CHECK(
      eval(R, S, call("h", {arr({2, 3}, "Float16"), arr({3, 4}, "Float64")})) ==
      "Float64[2 4]");
  CHECK(S.findings().empty());
}

TEST_CASE("kinds: ints[N] expansion, scalars as 0-d arrays, star parameters") {
  RuleSet R;
  loadOk(R, "def k(s: ints[3]) -> Float[{s}]\n"
            "def add(a: Tensor, b: Tensor) -> broadcast(a, b)\n"
            "def many(*xs: Tensor) -> cat(xs, 0)\n"
            "def opt(x: Tensor, b: Tensor? = none) -> same(x)\n");
  Solver S;
  CHECK(eval(R, S, call("k", {RuleValue::integer(2)})) == "Float[2 2 2]");
  CHECK(eval(R, S, call("k", {RuleValue::ints({1, 2, 3})})) == "Float[1 2 3]");
  CHECK(eval(R, S, call("k", {RuleValue::ints({1, 2})})) == "<no rule>");
  CHECK(eval(R, S, call("add", {RuleValue::integer(1), arr({2}, "Int32")})) ==
        "Int32[2]");
  CHECK(eval(R, S, call("many", {arr({1, 2}), arr({3, 2}), arr({1, 2})})) ==
        "Float32[5 2]");
  CHECK(eval(R, S, call("opt", {arr({1}), RuleValue::none()})) == "Float32[1]");
  CHECK(eval(R, S, call("add", {RuleValue::str("x"), arr({1})})) ==
        "<no rule>");
  CHECK(S.findings().empty());
}

TEST_CASE("chain asks the frontend about modules no rule describes") {
  RuleSet R;
  std::vector<Diagnostic> Errs;
  REQUIRE(R.loadBuiltin(Errs));
  RuleValue User;
  User.K = RuleValue::Module;
  User.Name = "Net::Block";
  int Calls = 0;
  R.ForeignModule = [&](const RuleValue &M, const RuleValue &X,
                        const RuleCall &,
                        Solver &) -> std::optional<RuleValue> {
    ++Calls;
    return X; // the user's block keeps the shape
  };
  Solver S;
  std::optional<RuleValue> Seq = R.evaluate(
      call("torch::nn::Sequential",
           {User,
            *R.evaluate(call("torch::nn::Linear",
                             {RuleValue::integer(4), RuleValue::integer(2)}),
                        S)}),
      S);
  REQUIRE(Seq);
  CHECK(eval(R, S,
             method("torch::nn::SequentialImpl::forward", *Seq,
                    {arr({3, 4})})) == "Float32[3 2]");
  CHECK(Calls == 1);
  R.ForeignModule = nullptr;
  CHECK(eval(R, S,
             method("torch::nn::SequentialImpl::forward", *Seq,
                    {arr({3, 4})})) == "?");
}
