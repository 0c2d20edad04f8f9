//===- LanguageTest.cpp - Parsing every construct of the rules language ---===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include "Rules/RuleParser.h"
#include "Rules/RuleSet.h"
#include "RulesTestUtil.h"

using namespace shapecheck;
using namespace shapecheck::rules;
using namespace shapecheck::test;

namespace {
RuleFile parseOk(const std::string &Text) {
  RuleFile F;
  std::vector<Diagnostic> Errs;
  bool Ok = parseRules(Text, "t.rules", F, Errs);
  REQUIRE_MESSAGE(Ok, (Errs.empty() ? "" : Errs[0].str()));
  return F;
}
} // namespace

TEST_CASE("array, alias and comments") {
  RuleFile F = parseOk("# a comment\n"
                       "\n"
                       "array at::Tensor, my::Matrix   # trailing comment\n"
                       "alias torch = at\n");
  REQUIRE(F.ArrayTypes.size() == 2);
  CHECK(F.ArrayTypes[1].first == "my::Matrix");
  REQUIRE(F.Aliases.size() == 1);
  CHECK(F.Aliases[0].From == "torch");
  CHECK(F.Aliases[0].To == "at");
  CHECK(F.Aliases[0].Loc.Line == 4);
  CHECK(F.Aliases[0].Loc.Col == 7);
}

TEST_CASE("def: names, operators, templates, parameters and results") {
  RuleFile F = parseOk(
      "def at::operator+, at::Tensor::operator[], at::Tensor::operator()"
      "(a: Tensor, b: Tensor?) -> broadcast(a, b)\n"
      "def ns::Opts<2>::f(x: Float[*b n], k: ints[2] = 1, *rest: any) -> "
      "(Float[*b {k}], size(x, -1) * 2 + 1)\n"
      "def f(\n"
      "    x: Num[n k],   # parameters may span lines\n"
      "    y: Num[k m]) -> Num[n m]\n"
      "def g(s: str = \"ij->ji\", t: float = 1e-5, u: bool = false, v: any = "
      "none, w: ints = {1, -2}) -> Float[]\n");
  REQUIRE(F.Defs.size() == 4);
  CHECK(F.Defs[0].Names == std::vector<std::string>{"at::operator+",
                                                    "at::Tensor::operator[]",
                                                    "at::Tensor::operator()"});
  CHECK(F.Defs[0].Params[1].Ty.Optional);
  const Def &D1 = F.Defs[1];
  CHECK(D1.Names[0] == "ns::Opts<2>::f");
  CHECK(D1.Params[0].Ty.Which == Kind::Array);
  REQUIRE(bool(D1.Params[0].Ty.Ann));
  CHECK(printShape(D1.Params[0].Ty.Ann->Shape) == "*b n");
  CHECK(D1.Params[1].Ty.Which == Kind::Ints);
  CHECK(D1.Params[1].Ty.Length == 2);
  CHECK(D1.Params[2].Star);
  CHECK(D1.Result.K == Expr::Tuple);
  CHECK(D1.Result.Args[1].K == Expr::Binary);
  CHECK(D1.Result.Args[1].Op == "+");
  CHECK(F.Defs[2].Params.size() == 2);
  CHECK(F.Defs[2].Params[1].Loc.Line == 5);
  const Def &G = F.Defs[3];
  CHECK(G.Params[0].Default->K == Expr::Str);
  CHECK(G.Params[1].Default->K == Expr::Float);
  CHECK(G.Params[2].Default->K == Expr::Bool);
  CHECK(G.Params[3].Default->K == Expr::NoneV);
  CHECK(G.Params[4].Default->K == Expr::List);
  CHECK(G.Params[4].Default->Args[1].IntV == -2);
}

TEST_CASE("options and module bodies") {
  RuleFile F = parseOk(
      "options my::Opts, my::OptsAlias(a: int, k: ints[2]) {\n"
      "  stride: ints[2] = k   # defaults may use constructor parameters\n"
      "\n"
      "  flag: bool = true\n"
      "}\n"
      "options my::Empty()\n"
      "module my::Net(opts: my::Opts) {\n"
      "  forward(x: Float[n {opts.a}]) -> Float[n 1]\n"
      "  operator()(x: Tensor) -> same(x)\n"
      "}\n"
      "module my::Holder(*mods: module)\n");
  REQUIRE(F.Options.size() == 2);
  CHECK(F.Options[0].Names.size() == 2);
  CHECK(F.Options[0].Ctor.size() == 2);
  CHECK(F.Options[0].Fields.size() == 2);
  CHECK(F.Options[0].Fields[0].Default->K == Expr::Name);
  REQUIRE(F.Modules.size() == 2);
  CHECK(F.Modules[0].Methods.size() == 2);
  CHECK(F.Modules[0].Methods[1].Names[0] == "operator()");
  CHECK(F.Modules[1].Methods.empty());
}

namespace {
/// The single error of a text: its line, column and message.
Diagnostic oneError(const std::string &Text) {
  std::vector<Diagnostic> Errs = loadErrors(Text);
  REQUIRE(!Errs.empty());
  return Errs[0];
}
void checkError(const std::string &Text, unsigned Line, unsigned Col,
                const std::string &Part) {
  CAPTURE(Text);
  Diagnostic E = oneError(Text);
  CHECK(E.Loc.File == "bad.rules");
  CHECK(E.Loc.Line == Line);
  CHECK(E.Loc.Col == Col);
  CHECK_MESSAGE(E.Message.find(Part) != std::string::npos, E.str());
}
} // namespace

TEST_CASE("syntax errors are located") {
  checkError("frobnicate x\n", 1, 1, "expected a declaration");
  checkError("def f(x: Tensor) same(x)\n", 1, 18, "expected '->'");
  checkError("def f(x Tensor) -> same(x)\n", 1, 9, "expected ':'");
  checkError("def f(x: Float[n k) -> same(x)\n", 1, 16, "unterminated shape");
  checkError("def f(x: Float[n ** k]) -> same(x)\n", 1, 19, "in shape");
  checkError("def f(x: int) -> same(x) extra\n", 1, 26, "expected end of line");
  checkError("def f(x: int, x: int) -> x\n", 1, 15, "duplicate parameter");
  checkError("def f(x: int = 1, y: int) -> x\n", 1, 19, "without a default");
  checkError("def f(*x: any, y: int) -> y\n", 1, 16, "follows the star");
  checkError("def f(x: ints[0]) -> x\n", 1, 15, "length");
  checkError("def f(x: int) -> \"abc\n", 1, 18, "unterminated string");
  checkError("def f(x: int) -> 99999999999999999999\n", 1, 18, "64 bits");
  checkError("alias a = a\n", 1, 7, "to itself");
  checkError("def at::operator(x: int) -> x\n", 1, 17, "operator symbol");
  checkError("options o(a: int) {\n  b: int\n}\n", 2, 3, "needs a default");
  checkError("options o(a: int) {\n  b: int = 1\n", 3, 1, "unterminated body");
  checkError("module m() {\n  a::forward(x: Tensor) -> same(x)\n}\n", 2, 3,
             "without a scope");
  checkError("def f(x: int) -> ()\n", 1, 18, "empty tuple");
  checkError("def f(x: int) -> opts.k(x)\n", 1, 18, "is a field");
}

TEST_CASE("errors found when a file is loaded are located") {
  checkError("def f(x: Flaot[n]) -> same(x)\n", 1, 10,
             "unknown dtype category or array type 'Flaot'");
  Diagnostic Flaot = oneError("def f(x: Flaot[n]) -> same(x)\n");
  CHECK(Flaot.Hints == std::vector<std::string>{"did you mean 'Float'?"});
  // The fix-it replaces the misspelt name, and only it.
  REQUIRE(Flaot.Fixes.size() == 1);
  CHECK(Flaot.Fixes[0].Replacement == "Float");
  CHECK(Flaot.Fixes[0].Loc.Col == 10);
  CHECK(Flaot.Fixes[0].Loc.EndCol == 14);
  checkError("def f(x: Tensr) -> same(x)\n", 1, 10,
             "unknown parameter kind 'Tensr'");
  checkError("def f(x: Tensor) -> same(y)\n", 1, 26, "unknown name 'y'");
  CHECK(oneError("def f(x: Tensor) -> same(y)\n").Hints ==
        std::vector<std::string>{"parameters in scope: x"});
  CHECK(oneError("def f(x: Tensor) -> same(y)\n").Fixes.empty());
  checkError("def f(x: Tensor) -> resahpe(x, {1})\n", 1, 21,
             "unknown shape function 'resahpe'");
  Diagnostic Resahpe = oneError("def f(x: Tensor) -> resahpe(x, {1})\n");
  CHECK(Resahpe.Hints == std::vector<std::string>{"did you mean 'reshape'?"});
  REQUIRE(Resahpe.Fixes.size() == 1);
  CHECK(Resahpe.Fixes[0].Replacement == "reshape");
  CHECK(Resahpe.Fixes[0].Loc.Col == 21);
  CHECK(Resahpe.Fixes[0].Loc.EndCol == 27);
  checkError("def f(x: Tensor) -> reshape(x)\n", 1, 21,
             "'reshape' takes 2 arguments, not 1");
  checkError("def f(x: Tensor, b: bool) -> reshape(x, b)\n", 1, 41,
             "argument 2 of 'reshape' must be an int list, not a bool");
  checkError("def f(x: Tensor) -> Float[n {k}]\n", 1, 29, "unknown name 'k'");
  checkError("def f(x: Tensor) -> Foo[n]\n", 1, 21,
             "unknown dtype category or array type 'Foo'");
  checkError("options o(a: int)\ndef f(p: o) -> Float[{p.b}]\n", 2, 22,
             "'o' has no field 'b'");
  checkError("def f(x: str) -> if(x, 1, 2)\n", 1, 21,
             "the condition of 'if' must be a bool or an int");
  checkError("def f(x: Tensor) -> Int64(x, x)\n", 1, 21, "takes one argument");
}

TEST_CASE("several errors: one per declaration, parsing resumes") {
  std::vector<Diagnostic> Errs = loadErrors("def f(x) -> x\n"
                                            "array ok::T\n"
                                            "def g(y: int) -> \n"
                                            "bogus\n");
  REQUIRE(Errs.size() == 3);
  CHECK(Errs[0].Loc.Line == 1);
  CHECK(Errs[1].Loc.Line == 3);
  CHECK(Errs[2].Loc.Line == 4);
  CHECK(Errs[0].str().rfind("bad.rules:1:8: error: expected ':'", 0) == 0);
}

TEST_CASE("a missing file is an error naming it") {
  RuleSet R;
  std::vector<Diagnostic> Errs;
  CHECK_FALSE(R.load("/nonexistent/x.rules", Errs));
  REQUIRE(Errs.size() == 1);
  CHECK(Errs[0].Loc.File == "/nonexistent/x.rules");
  CHECK(Errs[0].Message.find("cannot read") != std::string::npos);
}

TEST_CASE("hostile input is bounded") {
  std::string Deep = "def f(x: int) -> " + std::string(200, '(') + "x" +
                     std::string(200, ')') + "\n";
  std::vector<Diagnostic> Errs = loadErrors(Deep);
  REQUIRE_FALSE(Errs.empty());
  CHECK(Errs[0].Message.find("nested too deeply") != std::string::npos);
  std::string Many;
  for (int I = 0; I < 200; ++I)
    Many += "bogus\n";
  CHECK(loadErrors(Many).size() <= 50);
}

TEST_CASE("random and truncated input never crashes the loader") {
  // Every prefix of the shipped pack, and random mixtures of its bytes.
  auto Packs = RuleSet::builtinPacks();
  REQUIRE_FALSE(Packs.empty());
  std::string Text = Packs[0].second.str().substr(0, 6000);
  for (size_t N = 0; N < Text.size(); N += 97) {
    RuleSet R;
    std::vector<Diagnostic> Errs;
    R.loadText(Text.substr(0, N), "prefix.rules", Errs);
    for (const Diagnostic &E : Errs)
      CHECK(E.Loc.Line >= 1);
  }
  uint32_t Seed = 12345;
  auto Next = [&] {
    Seed = Seed * 1103515245u + 12345u;
    return (Seed >> 16) & 0x7fff;
  };
  for (int Round = 0; Round < 300; ++Round) {
    std::string Junk;
    size_t Len = Next() % 200;
    for (size_t I = 0; I < Len; ++I)
      Junk += Text[Next() % Text.size()];
    RuleSet R;
    std::vector<Diagnostic> Errs;
    R.loadText(Junk, "junk.rules", Errs);
  }
}

TEST_CASE("undescribed: names and a reason, checked") {
  RuleFile F = parseOk("undescribed data {\n"
                       "  at::Tensor::bincount, at::Tensor::nonzero_numpy,\n"
                       "  # a comment between names\n"
                       "  torch::nn::FunctionalImpl\n"
                       "}\n");
  REQUIRE(F.UndescribedNames.size() == 3);
  CHECK(F.UndescribedNames[0].Name == "at::Tensor::bincount");
  CHECK(F.UndescribedNames[0].Reason == "data");
  CHECK(F.UndescribedNames[2].Name == "torch::nn::FunctionalImpl");
  CHECK(F.UndescribedNames[2].Loc.Line == 4);
  CHECK(F.UndescribedNames[2].Loc.Col == 3);
  checkError("undescribed vague {\n  f\n}\n", 1, 13, "unknown reason 'vague'");
  checkError("undescribed data f\n", 1, 18, "expected '{'");
  checkError("undescribed data {\n  f g\n}\n", 2, 5, "expected end of line");
}

TEST_CASE("undescribed: found as rules names are, never described") {
  RuleSet R;
  std::vector<Diagnostic> Errs;
  REQUIRE(R.loadText("convention impl_suffix = Impl\n"
                     "alias torch = at\n"
                     "undescribed named {\n"
                     "  at::Tensor::rename, torch::nn::Functional\n"
                     "}\n",
                     "u.rules", Errs));
  CHECK_FALSE(R.knows("at::Tensor::rename"));
  auto U = R.undescribed("torch::Tensor::rename"); // through the alias
  REQUIRE(U);
  CHECK(U->Reason == "named");
  CHECK(U->Loc == "u.rules:4:3");
  REQUIRE(R.undescribed("torch::nn::FunctionalImpl")); // the Impl suffix
  CHECK_FALSE(R.undescribed("at::Tensor::item"));
  CHECK(R.undescribedNames().size() == 2);
}
