//===- TorchOpsTest.cpp - torch.rules: functions, methods, operators ------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Each op family with a passing and a failing case, evaluated on the solver
// with hand-built calls (no Clang).
//
//===----------------------------------------------------------------------===//
#include "RulesTestUtil.h"

using namespace shapecheck;
using namespace shapecheck::test;

namespace {
RuleValue I(int64_t V) { return RuleValue::integer(V); }
RuleValue L(std::initializer_list<int64_t> Vs) { return RuleValue::ints(Vs); }
RuleValue B(bool V) { return RuleValue::boolean(V); }
RuleValue F() { return RuleValue::scalar(*DtypeSet::fromCategory("Float")); }
std::string ev(Solver &S, const RuleCall &C) { return eval(torch(), S, C); }
std::string m(Solver &S, const char *Name, RuleValue Self,
              std::vector<RuleValue> Args) {
  return ev(S, method(std::string("at::Tensor::") + Name, std::move(Self),
                      std::move(Args)));
}
} // namespace

TEST_CASE("factories") {
  Solver S;
  CHECK(ev(S, call("torch::zeros", {L({2, 3})})) == "Float[2 3]");
  CHECK(ev(S, call("torch::ones", {I(4)})) == "Float[4]");
  CHECK(ev(S,
           call("torch::zeros",
                {L({2}), RuleValue::dtype(DtypeSet::of(ScalarType::Int64))})) ==
        "Int64[2]");
  CHECK(ev(S, call("torch::randn", {L({2, 3}), RuleValue()})) == "Float[2 3]");
  CHECK(ev(S, call("torch::full", {L({2, 2}), F()})) == "Float[2 2]");
  CHECK(ev(S, call("torch::randint", {I(10), L({5})})) == "Int64[5]");
  CHECK(ev(S, call("torch::arange", {I(10)})) == "Int64[10]");
  CHECK(ev(S, call("torch::arange", {I(2), I(10), I(3)})) == "Int64[3]");
  CHECK(ev(S, call("torch::linspace", {F(), F(), I(7)})) == "Float[7]");
  CHECK(ev(S, call("torch::eye", {I(3)})) == "Float[3 3]");
  CHECK(ev(S, call("torch::zeros_like", {arr({2, 5})})) == "Float32[2 5]");
  CHECK(ev(S, call("torch::from_blob", {RuleValue(), L({4, 4})})) ==
        "Float[4 4]");
  CHECK(ev(S, call("torch::tensor", {L({1, 2, 3})})) == "Int64[3]");
  CHECK(ev(S, call("at::zeros", {L({1})})) == "Float[1]");
  CHECK(S.findings().empty());
  // An unknown size list: the rank is unknown, not a guess.
  CHECK(ev(S, call("torch::zeros", {RuleValue()})) == "Float[...]");
  CHECK(ev(S, call("torch::arange", {I(5), I(2)})) == "?");
  CHECK(hasRule(S, "invalid-size"));
}

TEST_CASE("pointwise operators broadcast, compare to Bool, promote") {
  Solver S;
  CHECK(ev(S, call("at::operator+", {arr({4, 1, 3}), arr({5, 1})})) ==
        "Float32[4 5 3]");
  CHECK(ev(S, call("at::operator*", {arr({2, 3}), F()})) == "Float32[2 3]");
  CHECK(ev(S, call("at::operator*", {arr({2, 3}, "Int64"), F()})) ==
        "Float32[2 3]");
  CHECK(ev(S, call("at::operator+", {arr({2}, "Int32"), I(1)})) == "Int32[2]");
  CHECK(ev(S, call("at::operator+", {arr({2}, "Int32"), arr({2})})) ==
        "Float32[2]");
  CHECK(ev(S, call("at::operator<", {arr({2, 3}), arr({3})})) == "Bool[2 3]");
  CHECK(ev(S, method("at::Tensor::operator-", arr({7}), {})) == "Float32[7]");
  CHECK(ev(S, call("at::where", {arr({2, 1}, "Bool"), arr({3}), F()})) ==
        "Float32[2 3]");
  CHECK(m(S, "add", arr({2, 3}), {arr({3})}) == "Float32[2 3]");
  CHECK(m(S, "clamp", arr({2, 3}), {F(), F()}) == "Float32[2 3]");
  CHECK(ev(S, call("torch::pow", {arr({3}), I(2)})) == "Float32[3]");
  CHECK(S.findings().empty());
  CHECK(ev(S, call("at::operator+", {arr({2, 3}), arr({4})})) == "?");
  CHECK(hasRule(S, "broadcast"));
}

TEST_CASE("in-place forms keep self's shape") {
  Solver S;
  CHECK(m(S, "operator+=", arr({2, 3}), {arr({3})}) == "Float32[2 3]");
  CHECK(m(S, "mul_", arr({2, 3}), {F()}) == "Float32[2 3]");
  CHECK(m(S, "masked_fill", arr({2, 3}), {arr({2, 1}, "Bool"), F()}) ==
        "Float32[2 3]");
  CHECK(S.findings().empty());
  m(S, "operator+=", arr({3}), {arr({2, 3})});
  CHECK(S.findings().size() == 1);
}

TEST_CASE("unary functions and activations keep the shape") {
  Solver S;
  for (const char *Fn : {"at::relu", "at::sigmoid", "at::exp", "at::gelu",
                         "torch::tanh", "torch::nn::functional::relu"})
    CHECK(ev(S, call(Fn, {arr({2, 3})})) == "Float32[2 3]");
  CHECK(m(S, "sqrt", arr({5}), {}) == "Float32[5]");
  CHECK(m(S, "to", arr({5}),
          {RuleValue::dtype(DtypeSet::of(ScalarType::Float64))}) ==
        "Float64[5]");
  CHECK(m(S, "long", arr({5}), {}) == "Int64[5]");
  CHECK(ev(S, call("at::softmax", {arr({2, 3}), I(-1)})) == "Float32[2 3]");
  CHECK(S.findings().empty());
  ev(S, call("at::softmax", {arr({2, 3}), I(2)}));
  CHECK(hasRule(S, "axis-range"));
}

TEST_CASE("linear algebra") {
  Solver S;
  CHECK(ev(S, call("torch::matmul", {arr({7, 2, 3}), arr({3, 4})})) ==
        "Float32[7 2 4]");
  CHECK(ev(S, call("at::mm", {arr({2, 3}), arr({3, 4})})) == "Float32[2 4]");
  CHECK(m(S, "bmm", arr({5, 2, 3}), {arr({5, 3, 4})}) == "Float32[5 2 4]");
  CHECK(ev(S, call("at::mv", {arr({2, 3}), arr({3})})) == "Float32[2]");
  CHECK(ev(S, call("at::dot", {arr({3}), arr({3})})) == "Float32[]");
  CHECK(ev(S, call("at::outer", {arr({2}), arr({3})})) == "Float32[2 3]");
  CHECK(ev(S, call("at::addmm", {arr({4}), arr({2, 3}), arr({3, 4})})) ==
        "Float32[2 4]");
  CHECK(ev(S, call("at::baddbmm", {arr({1, 2, 4}), arr({5, 2, 3}),
                                   arr({5, 3, 4})})) == "Float32[5 2 4]");
  CHECK(ev(S, call("torch::nn::functional::linear",
                   {arr({8, 3}), arr({5, 3}), arr({5})})) == "Float32[8 5]");
  CHECK(ev(S, call("torch::einsum",
                   {RuleValue::str("bij,bjk->bik"),
                    RuleValue::list({arr({2, 3, 4}), arr({2, 4, 5})})})) ==
        "Float32[2 3 5]");
  CHECK(S.findings().empty());
  ev(S, call("at::mm", {arr({2, 3}), arr({4, 5})}));
  CHECK(hasRule(S, "shape-mismatch"));
  Solver S2;
  ev(S2, call("at::addmm", {arr({3}), arr({2, 3}), arr({3, 4})}));
  CHECK(hasRule(S2, "broadcast"));
  Solver S3;
  ev(S3, call("torch::einsum", {RuleValue::str("ij,jk->ik"),
                                RuleValue::list({arr({2, 3}), arr({4, 5})})}));
  CHECK_FALSE(S3.findings().empty());
}

TEST_CASE("reductions with dim and keepdim") {
  Solver S;
  CHECK(m(S, "sum", arr({2, 3, 4}), {}) == "Float32[]");
  CHECK(m(S, "sum", arr({2, 3, 4}), {I(1)}) == "Float32[2 4]");
  CHECK(m(S, "sum", arr({2, 3, 4}), {L({-1, 0}), B(true)}) == "Float32[1 3 1]");
  CHECK(m(S, "mean", arr({2, 3}), {I(0), B(true)}) == "Float32[1 3]");
  CHECK(m(S, "max", arr({2, 3}), {I(1)}) == "(Float32[2], Int64[2])");
  CHECK(m(S, "max", arr({2, 3}), {}) == "Float32[]");
  CHECK(m(S, "max", arr({2, 3}), {arr({3})}) == "Float32[2 3]");
  CHECK(m(S, "argmax", arr({2, 3}), {I(1)}) == "Int64[2]");
  CHECK(m(S, "argmax", arr({2, 3}), {}) == "Int64[]");
  CHECK(m(S, "std", arr({2, 3}), {L({1}), B(true), B(true)}) == "Float32[2 1]");
  CHECK(m(S, "norm", arr({2, 3}), {I(2), L({1})}) == "Float32[2]");
  CHECK(m(S, "logsumexp", arr({2, 3}), {I(-1)}) == "Float32[2]");
  CHECK(m(S, "all", arr({2, 3}, "Bool"), {I(0)}) == "Bool[3]");
  CHECK(m(S, "topk", arr({2, 10}), {I(3)}) == "(Float32[2 3], Int64[2 3])");
  CHECK(S.findings().empty());
  // An unknown dim: sum(dtype) and sum(dim) both fit; no guess.
  CHECK(m(S, "sum", arr({2, 3}), {RuleValue()}) == "?");
  m(S, "sum", arr({2, 3}), {I(2)});
  CHECK(hasRule(S, "axis-range"));
}

TEST_CASE("shape operations") {
  Solver S;
  CHECK(m(S, "view", arr({4, 20, 4, 4}), {L({-1, 320})}) == "Float32[4 320]");
  CHECK(m(S, "reshape", arr({6}), {L({2, 3})}) == "Float32[2 3]");
  CHECK(m(S, "flatten", arr({2, 3, 4}), {I(1)}) == "Float32[2 12]");
  CHECK(m(S, "unflatten", arr({2, 12}), {I(1), L({3, 4})}) == "Float32[2 3 4]");
  CHECK(m(S, "squeeze", arr({2, 1, 3}), {}) == "Float32[2 3]");
  CHECK(m(S, "unsqueeze", arr({2, 3}), {I(0)}) == "Float32[1 2 3]");
  CHECK(m(S, "permute", arr({2, 3, 4}), {L({2, 0, 1})}) == "Float32[4 2 3]");
  CHECK(m(S, "transpose", arr({2, 3, 4}), {I(0), I(2)}) == "Float32[4 3 2]");
  CHECK(m(S, "t", arr({2, 3}), {}) == "Float32[3 2]");
  CHECK(m(S, "contiguous", arr({2, 3}), {}) == "Float32[2 3]");
  CHECK(m(S, "expand", arr({3, 1}), {L({-1, 4})}) == "Float32[3 4]");
  CHECK(m(S, "expand_as", arr({3, 1}), {arr({3, 4})}) == "Float32[3 4]");
  CHECK(m(S, "repeat", arr({2, 3}), {L({2, 1, 3})}) == "Float32[2 2 9]");
  CHECK(m(S, "view_as", arr({6}), {arr({3, 2})}) == "Float32[3 2]");
  CHECK(ev(S, call("torch::cat", {RuleValue::list({arr({2, 3}), arr({4, 3})}),
                                  I(0)})) == "Float32[6 3]");
  CHECK(ev(S, call("torch::stack", {RuleValue::list({arr({2, 3}), arr({2, 3})}),
                                    I(1)})) == "Float32[2 2 3]");
  CHECK(m(S, "chunk", arr({10, 3}), {I(3)}) ==
        "[Float32[4 3], Float32[4 3], Float32[2 3]]");
  CHECK(m(S, "split", arr({5, 2}), {I(2)}) ==
        "[Float32[2 2], Float32[2 2], Float32[1 2]]");
  CHECK(m(S, "split", arr({5, 2}), {L({1, 4})}) ==
        "[Float32[1 2], Float32[4 2]]");
  CHECK(m(S, "narrow", arr({5, 2}), {I(0), I(1), I(3)}) == "Float32[3 2]");
  CHECK(m(S, "select", arr({5, 2}), {I(1), I(0)}) == "Float32[5]");
  CHECK(m(S, "slice", arr({10, 2}), {I(0), I(2), I(8), I(2)}) ==
        "Float32[3 2]");
  CHECK(m(S, "index_select", arr({5, 2}), {I(0), arr({3}, "Int64")}) ==
        "Float32[3 2]");
  CHECK(m(S, "gather", arr({5, 2}), {I(1), arr({5, 1}, "Int64")}) ==
        "Float32[5 1]");
  CHECK(m(S, "operator[]", arr({5, 2}), {I(4)}) == "Float32[2]");
  CHECK(S.findings().empty());

  Solver S2;
  m(S2, "view", arr({4, 20, 4, 4}), {L({-1, 300})});
  CHECK(hasRule(S2, "reshape"));
  Solver S3;
  ev(S3,
     call("torch::cat", {RuleValue::list({arr({2, 3}), arr({4, 5})}), I(0)}));
  CHECK(hasRule(S3, "shape-mismatch"));
  // A list of arrays of unknown length (its first item known) is not read
  // as that item alone: the concatenation is unknown, never guessed.
  Solver S3b;
  RuleValue Open = RuleValue::list({arr({2, 3})});
  Open.Open = true;
  Open.Rest = {arr({2, 3})};
  CHECK(ev(S3b, call("torch::cat", {Open, I(0)})) == "?");
  CHECK(S3b.findings().empty());
  Solver S4;
  m(S4, "split", arr({5, 2}), {L({1, 3})});
  CHECK(hasRule(S4, "shape-mismatch"));
  Solver S5;
  m(S5, "narrow", arr({5, 2}), {I(0), I(3), I(3)});
  CHECK_FALSE(S5.findings().empty());
  Solver S6;
  m(S6, "permute", arr({2, 3}), {L({0, 0})});
  CHECK_FALSE(S6.findings().empty());
}

TEST_CASE("Tensor::index with Slice, None, Ellipsis and integers") {
  Solver S;
  std::optional<RuleValue> Sl = torch().evaluate(
      call("torch::indexing::Slice", {I(1), RuleValue::none()}), S);
  REQUIRE(Sl);
  RuleValue Idx =
      RuleValue::list({RuleValue::str("..."), *Sl, RuleValue::none(), I(0)});
  CHECK(m(S, "index", arr({2, 3, 10, 4}), {Idx}) == "Float32[2 3 9 1]");
  CHECK(S.findings().empty());
  m(S, "index", arr({2}), {RuleValue::list({I(0), I(0)})});
  CHECK(hasRule(S, "axis-range"));
}

TEST_CASE("integer results: size, sizes, dim, numel") {
  Solver S;
  Instantiation Body(S, VarKind::Rigid, "f");
  RuleValue X = sym(S, Body, "b 3 n");
  CHECK(ev(S, method("at::TensorBase::size", X, {I(0)})) == "b");
  CHECK(ev(S, method("at::TensorBase::size", X, {I(-1)})) == "n");
  CHECK(ev(S, method("at::TensorBase::sizes", X, {})) == "{b, 3, n}");
  CHECK(ev(S, method("at::TensorBase::dim", X, {})) == "3");
  CHECK(ev(S, method("at::TensorBase::numel", X, {})) == "3*b*n");
  CHECK(S.findings().empty());
  ev(S, method("at::TensorBase::size", X, {I(3)}));
  CHECK(hasRule(S, "axis-range"));
}

TEST_CASE("functional forms: conv2d, max_pool2d, pad, one_hot, losses") {
  Solver S;
  CHECK(ev(S, call("torch::nn::functional::conv2d",
                   {arr({1, 3, 8, 8}), arr({6, 3, 3, 3})})) ==
        "Float32[1 6 6 6]");
  std::optional<RuleValue> PoolOpts = torch().evaluate(
      call("torch::nn::functional::MaxPool2dFuncOptions", {I(2)}), S);
  REQUIRE(PoolOpts);
  CHECK(ev(S, call("torch::nn::functional::max_pool2d",
                   {arr({1, 6, 6, 6}), *PoolOpts})) == "Float32[1 6 3 3]");
  CHECK(ev(S, call("torch::nn::functional::pad",
                   {arr({1, 6, 6}), L({1, 1, 2, 0})})) == "Float32[1 8 8]");
  CHECK(ev(S, call("torch::nn::functional::one_hot",
                   {arr({4}, "Int64"), I(10)})) == "Int64[4 10]");
  CHECK(ev(S, call("torch::nn::functional::cross_entropy",
                   {arr({4, 10}), arr({4}, "Int64")})) == "Float32[]");
  CHECK(ev(S, call("torch::nn::functional::cross_entropy",
                   {arr({4, 10}), arr({4, 10})})) == "Float32[]");
  CHECK(S.findings().empty());
  ev(S, call("torch::nn::functional::conv2d",
             {arr({1, 4, 8, 8}), arr({6, 3, 3, 3})}));
  CHECK(hasRule(S, "shape-mismatch"));
  Solver S2;
  ev(S2, call("torch::nn::functional::cross_entropy",
              {arr({4, 10}), arr({5}, "Int64")}));
  CHECK(hasRule(S2, "shape-mismatch"));
}

TEST_CASE("unknown calls and unknown inputs") {
  Solver S;
  CHECK_FALSE(torch().evaluate(call("torch::frobnicate", {arr({2})}), S));
  CHECK_FALSE(torch().knows("torch::frobnicate"));
  CHECK(torch().knows("torch::matmul"));
  CHECK(torch().knows("torch::nn::LinearImpl::forward"));
  // Known callee, unknown argument: an unknown result, no finding.
  CHECK(ev(S, call("at::matmul", {RuleValue(), arr({2, 3})})) == "?");
  CHECK(S.findings().empty());
}
