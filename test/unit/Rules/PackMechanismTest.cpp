//===- PackMechanismTest.cpp - What a pack declares besides shapes --------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Array patterns, arrays through a base class, mutators, conventions,
// wrapper objects constructed by a result, and the lookup of names with
// template arguments and of methods declared in base classes.
//
//===----------------------------------------------------------------------===//
#include "Rules/RuleParser.h"
#include "Rules/RuleSetImpl.h"
#include "RulesTestUtil.h"

using namespace shapecheck;
using namespace shapecheck::rules;
using namespace shapecheck::test;

TEST_CASE("array patterns read sizes and dtype from template arguments") {
  RuleSet R;
  loadOk(R, "array my::Mat<dtype, dim, dim>, my::View<shape, _>\n"
            "array my::Vec<3>\n"
            "array derived my::Base\n");
  const ArrayPattern *P = R.arrayPattern("my::Mat");
  REQUIRE(P);
  CHECK(P->Tags == std::vector<ArrayPattern::Tag>{ArrayPattern::Dtype,
                                                  ArrayPattern::Dim,
                                                  ArrayPattern::Dim});
  REQUIRE(R.arrayPattern("my::View"));
  CHECK(R.arrayPattern("my::View")->Tags[1] == ArrayPattern::Ignore);
  // A template's name covers its specializations; a specialization with
  // arguments that are not tags is one class.
  CHECK(R.isArrayType("my::Mat"));
  CHECK(R.isArrayType("my::Vec<3>"));
  CHECK_FALSE(R.arrayPattern("my::Vec"));
  CHECK(R.isArrayBase("my::Base"));
  CHECK_FALSE(R.isArrayBase("my::Mat"));
}

TEST_CASE("array patterns: a rank, a pack of sizes, a pattern without sizes") {
  RuleSet R;
  loadOk(R, "array my::Tensor<dtype, rank, _>, my::Extents<_, dim...>\n"
            "array my::Dyn<dtype, _>\n");
  REQUIRE(R.arrayPattern("my::Tensor"));
  CHECK(R.arrayPattern("my::Tensor")->Tags[1] == ArrayPattern::Rank);
  REQUIRE(R.arrayPattern("my::Extents"));
  CHECK(
      R.arrayPattern("my::Extents")->Tags ==
      std::vector<ArrayPattern::Tag>{ArrayPattern::Ignore, ArrayPattern::Dims});
  CHECK(R.isArrayType("my::Dyn"));

  auto Errs = loadErrors("array my::E<dim..., _>\n");
  REQUIRE(Errs.size() == 1);
  CHECK(Errs[0].Message == "'dim...' must be the last template argument");
}

TEST_CASE("flags: Clang options for the headers under a path") {
  RuleSet R;
  loadOk(R, "flags \"xtensor/\" = \"-fno-a\", \"-fb\"\n");
  REQUIRE(R.headerFlags().size() == 1);
  CHECK(R.headerFlags()[0]->PathFragment == "xtensor/");
  CHECK(R.headerFlags()[0]->Flags == std::vector<std::string>{"-fno-a", "-fb"});

  auto Bare = loadErrors("flags xtensor = \"-fno-a\"\n");
  REQUIRE(Bare.size() == 1);
  CHECK(Bare[0].Loc.Col == 7);
  auto Empty = loadErrors("flags \"\" = \"-fno-a\"\n");
  REQUIRE(Empty.size() == 1);
  CHECK(Empty[0].Message == "the header path of 'flags' is empty");
  auto NoFlag = loadErrors("flags \"x/\" = -fno-a\n");
  REQUIRE(NoFlag.size() == 1);
}

TEST_CASE(
    "conventions: lists of the packs add up, a single value is replaced") {
  RuleSet R;
  loadOk(R,
         "convention assign_through = A::noalias\n"
         "convention module_method = forward\n",
         "a.rules");
  loadOk(R,
         "convention assign_through = B::noalias\n"
         "convention module_method = call\n"
         "convention true_tag = B::keep_dims_type\n",
         "b.rules");
  CHECK(R.hasConvention("assign_through", "A::noalias"));
  CHECK(R.hasConvention("assign_through", "B::noalias"));
  REQUIRE(R.convention("module_method").size() == 1);
  CHECK(R.convention("module_method")[0] == "call");
  CHECK(R.hasConvention("true_tag", "B::keep_dims_type"));
}

TEST_CASE("a pattern mixing tags and other arguments is a located error") {
  auto Errs = loadErrors("array my::Mat<dtype, 3>\n");
  REQUIRE(Errs.size() == 1);
  CHECK(Errs[0].Loc.Line == 1);
  CHECK(Errs[0].Loc.Col == 7);
  CHECK(Errs[0].Message.find("must all be") != std::string::npos);
}

TEST_CASE("conventions: known keys with values, unknown keys are errors") {
  RuleSet R;
  loadOk(R, "convention inplace_suffix = \"_\"\n"
            "convention register_module = a::M::reg, a::M::reg2\n");
  REQUIRE(R.convention("inplace_suffix").size() == 1);
  CHECK(R.convention("inplace_suffix")[0] == "_");
  CHECK(R.hasConvention("register_module", "a::M::reg2"));
  CHECK_FALSE(R.hasConvention("register_module", "a::M::other"));
  CHECK(R.convention("module_method").empty());

  auto Errs = loadErrors("convention inplace_sufix = \"_\"\n");
  REQUIRE(Errs.size() == 1);
  CHECK(Errs[0].Loc.Col == 12);
  CHECK(Errs[0].Message == "unknown convention 'inplace_sufix'");
  auto Two = loadErrors("convention module_method = forward, call\n");
  REQUIRE(Two.size() == 1);
  CHECK(Two[0].Message == "convention 'module_method' takes one value");
}

TEST_CASE("dtype declarations name constants that are dtypes") {
  RuleSet R;
  loadOk(R, "dtype my::Kind::Long = Int64\n"
            "dtype my::Kind::Half = Float16\n");
  REQUIRE(R.dtypeNamed("my::Kind::Long"));
  CHECK(*R.dtypeNamed("my::Kind::Long") == DtypeSet::of(ScalarType::Int64));
  CHECK(*R.dtypeNamed("my::Kind::Half") == DtypeSet::of(ScalarType::Float16));
  CHECK_FALSE(R.dtypeNamed("my::Kind::Short"));
  auto Errs = loadErrors("dtype my::Kind::Long = Flaot16\n");
  REQUIRE(Errs.size() == 1);
  CHECK(Errs[0].Loc.Col == 24);
  CHECK(Errs[0].Hints == std::vector<std::string>{"did you mean 'Float16'?"});
  REQUIRE(Errs[0].Fixes.size() == 1);
  CHECK(Errs[0].Fixes[0].Replacement == "Float16");
  CHECK(Errs[0].Fixes[0].Loc.Col == 24);
  CHECK(Errs[0].Fixes[0].Loc.EndCol == 30);
}

TEST_CASE("accessors and container fields come from the declarations") {
  RuleSet R;
  loadOk(R,
         "array my::Grid\n"
         "def my::Grid::extent(self: Tensor, axis: int) -> size(self, axis)\n"
         "def my::Grid::rows(self: Tensor) -> size(self, 0)\n"
         "def my::Grid::last(self: Tensor) -> size(self, -1)\n"
         "def my::Grid::shape(self: Tensor) -> sizes(self)\n"
         "def my::Grid::ndim(self: Tensor) -> dim(self)\n"
         "def my::Grid::count(self: Tensor) -> numel(self)\n"
         "module my::Stack(*layers: module) {\n"
         "  forward(x: Tensor) -> chain(layers, x)\n"
         "}\n");
  auto Acc = [&](const char *Name, size_t N) {
    RuleCall C;
    C.QualifiedName = Name;
    return R.accessor(C, N);
  };
  auto E = Acc("my::Grid::extent", 2);
  REQUIRE(E);
  CHECK(E->K == RuleSet::Accessor::Size);
  CHECK(E->Array == 0);
  CHECK(E->AxisParam == std::optional<unsigned>(1));
  CHECK_FALSE(Acc("my::Grid::extent", 1)); // too few arguments
  REQUIRE(Acc("my::Grid::rows", 1));
  CHECK(Acc("my::Grid::rows", 1)->Axis == std::optional<int64_t>(0));
  CHECK(Acc("my::Grid::last", 1)->Axis == std::optional<int64_t>(-1));
  CHECK(Acc("my::Grid::shape", 1)->K == RuleSet::Accessor::Sizes);
  CHECK(Acc("my::Grid::ndim", 1)->K == RuleSet::Accessor::Rank);
  CHECK_FALSE(Acc("my::Grid::count", 1));
  CHECK(R.moduleItems("my::Stack") == "layers");
  CHECK(R.moduleItems("my::Grid").empty());
}

TEST_CASE("a convention value matches a name with template arguments") {
  RuleSet R;
  loadOk(R, "convention assign_through = E::Base::noalias\n");
  CHECK(R.hasConvention("assign_through", "E::Base<E::M<float,-1>>::noalias"));
  CHECK_FALSE(R.hasConvention("assign_through", "E::Other<int>::noalias"));
}

TEST_CASE("names are found without their classes' template arguments") {
  RuleSet R;
  loadOk(R, "def E::Base::t(self: Tensor[r c]) -> Tensor[c r]\n"
            "def E::Base::operator<(a: Tensor, b: Tensor) -> Bool(same(a))\n");
  Solver S;
  CHECK(eval(R, S, method("E::Base<E::M<float,-1,-1>>::t", arr({2, 3}), {})) ==
        "Float32[3 2]");
  // The `<` of an operator's name is not a template argument list.
  CHECK(eval(R, S, call("E::Base<int>::operator<", {arr({2}), arr({2})})) ==
        "Bool[2]");
  CHECK(eval(R, S, method("E::Other<int>::t", arr({2, 3}), {})) == "<no rule>");
}

TEST_CASE("a method is looked up in the bases of its class") {
  RuleSet R;
  loadOk(R, "def E::Root::rows(self: Tensor) -> size(self, 0)\n");
  Solver S;
  RuleCall C = method("E::Plain<E::M<float>>::rows", arr({4, 5}), {});
  CHECK(eval(R, S, C) == "<no rule>");
  C.BaseNames = {"E::Mid<E::M<float>>::rows", "E::Root<E::M<float>>::rows"};
  CHECK(eval(R, S, C) == "4");
}

TEST_CASE("a mutator is known as one; other defs are not") {
  RuleSet R;
  loadOk(R, "mutator E::M::resize(self: Tensor, r: int, c: int) -> "
            "Tensor[{r} {c}]\n"
            "def E::M::rows(self: Tensor) -> size(self, 0)\n");
  RuleCall Resize = method("E::M<float>::resize", arr({2, 2}),
                           {RuleValue::integer(3), RuleValue::integer(4)});
  CHECK(R.mutates(Resize));
  CHECK_FALSE(R.mutates(method("E::M<float>::rows", arr({2, 2}), {})));
  Solver S;
  CHECK(eval(R, S, Resize) == "Float32[3 4]");
}

TEST_CASE("a result constructs a wrapper object that a later call consumes") {
  RuleSet R;
  loadOk(R, "def E::M::rowwise(self: Tensor) -> E::Rowwise(self, "
            "size(self, 0), size(self, 1))\n"
            "module E::Rowwise(m: Tensor, rows: int, cols: int) {\n"
            "  operator+(v: Tensor[1 {cols}]) -> Tensor[{rows} {cols}]\n"
            "  sum() -> Tensor[{rows} 1]\n"
            "}\n");
  Solver S;
  std::optional<RuleValue> W =
      R.evaluate(method("E::M<float>::rowwise", arr({3, 4}), {}), S);
  REQUIRE(W);
  REQUIRE(W->is(RuleValue::Module));
  CHECK(W->Name == "E::Rowwise");
  CHECK(eval(R, S, method("E::VectorwiseOp<X>::sum", *W, {})) == "Float[3 1]");
  CHECK(
      eval(R, S, method("E::VectorwiseOp<X>::operator+", *W, {arr({1, 4})})) ==
      "Float32[3 4]");
  CHECK(S.findings().empty());
  eval(R, S, method("E::VectorwiseOp<X>::operator+", *W, {arr({4, 1})}));
  CHECK(hasRule(S, "shape-mismatch"));
}

TEST_CASE("a qualified call in a result must name a module") {
  auto Errs = loadErrors("def f(x: Tensor) -> E::Nothing(x)\n");
  REQUIRE(Errs.size() == 1);
  CHECK(Errs[0].Message == "'E::Nothing' is not a module declared so far");
  auto Arity = loadErrors("module E::W(m: Tensor, k: int) {\n"
                          "  sum() -> same(m)\n"
                          "}\n"
                          "def f(x: Tensor) -> E::W(x)\n");
  REQUIRE(Arity.size() == 1);
  CHECK(Arity[0].Loc.Line == 4);
}

TEST_CASE("the Impl suffix is a convention of the pack") {
  RuleSet Plain;
  loadOk(Plain, "def nn::Linear::forward(x: Tensor) -> same(x)\n");
  Solver S;
  CHECK(eval(Plain, S, call("nn::LinearImpl::forward", {arr({2})})) ==
        "<no rule>");
  loadOk(Plain, "convention impl_suffix = Impl\n", "conv.rules");
  CHECK(eval(Plain, S, call("nn::LinearImpl::forward", {arr({2})})) ==
        "Float32[2]");
}
