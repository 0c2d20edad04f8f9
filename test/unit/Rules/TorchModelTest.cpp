//===- TorchModelTest.cpp - A small CNN's forward, clean and mutated ------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The LibTorch MNIST example's forward, as the frontend would describe it
// call by call, with a symbolic batch size (a rigid variable: the forward's
// annotated input Float[b 1 28 28]); then mutated copies, each caught at
// the call that goes wrong.
//
//===----------------------------------------------------------------------===//
#include "RulesTestUtil.h"

using namespace shapecheck;
using namespace shapecheck::test;

namespace {
struct Net {
  int64_t Conv2In = 10, Fc1In = 320, Stride = 1, ViewCols = 320;

  /// Runs forward; returns the result's text and the line of the first
  /// finding (0 when clean).
  std::pair<std::string, unsigned> run() {
    RuleSet &R = torch();
    Solver S;
    auto Ctor = [&](const char *Name, std::vector<RuleValue> Args,
                    unsigned Line) {
      std::optional<RuleValue> M = R.evaluate(call(Name, Args, Line), S);
      REQUIRE(M);
      return *M;
    };
    auto I = [](int64_t V) { return RuleValue::integer(V); };
    RuleValue Opts1 = Ctor("torch::nn::Conv2dOptions", {I(1), I(10), I(5)}, 2);
    Opts1 = *R.evaluate(
        method("torch::nn::ConvOptions<2>::stride", Opts1, {I(Stride)}, 2), S);
    RuleValue Conv1 = Ctor("torch::nn::Conv2d", {Opts1}, 2);
    RuleValue Conv2 = Ctor("torch::nn::Conv2d", {I(Conv2In), I(20), I(5)}, 3);
    RuleValue Fc1 = Ctor("torch::nn::Linear", {I(Fc1In), I(50)}, 4);
    RuleValue Fc2 = Ctor("torch::nn::Linear", {I(50), I(10)}, 5);

    Instantiation Body(S, VarKind::Rigid, "Net::forward");
    RuleValue X = sym(S, Body, "b 1 28 28");
    auto Fwd = [&](const RuleValue &M, RuleValue In, unsigned Line) {
      std::optional<RuleValue> V =
          R.evaluate(method("torch::nn::ModuleHolder::operator()", M,
                            {std::move(In)}, Line),
                     S);
      REQUIRE(V);
      return *V;
    };
    auto Call = [&](const char *Name, std::vector<RuleValue> Args,
                    unsigned Line) {
      std::optional<RuleValue> V = R.evaluate(call(Name, Args, Line), S);
      REQUIRE(V);
      return *V;
    };
    auto Pool = [&](RuleValue In, unsigned Line) {
      return Call("torch::max_pool2d", {std::move(In), I(2)}, Line);
    };
    X = Call("torch::relu", {Pool(Fwd(Conv1, X, 10), 10)}, 10);
    X = Call("torch::relu", {Pool(Fwd(Conv2, X, 11), 11)}, 11);
    X = *R.evaluate(
        method("at::Tensor::view", X, {RuleValue::ints({-1, ViewCols})}, 12),
        S);
    X = Call("torch::relu", {Fwd(Fc1, X, 13)}, 13);
    X = Fwd(Fc2, X, 14);
    X = Call("torch::log_softmax", {X, I(1)}, 15);
    S.finish();
    unsigned Line = S.findings().empty() ? 0 : S.findings()[0].Loc.Line;
    return {X.str(S), Line};
  }
};
} // namespace

TEST_CASE("the MNIST CNN is clean") {
  auto [Out, Line] = Net().run();
  CHECK(Out == "Float32[b 10]");
  CHECK(Line == 0);
}

TEST_CASE("mutated CNNs are caught where they go wrong") {
  Net WrongChannels;
  WrongChannels.Conv2In = 12;
  CHECK(WrongChannels.run().second == 11);
  Net WrongFeatures;
  WrongFeatures.Fc1In = 300;
  CHECK(WrongFeatures.run().second == 13);
  Net WrongView;
  WrongView.ViewCols = 300;
  CHECK(WrongView.run().second == 12);
  // stride 2 makes conv1 [b 10 12 12]; the flattened size is then
  // 20*1*1 per sample, and the view's 320 no longer divides it.
  Net WrongStride;
  WrongStride.Stride = 2;
  CHECK(WrongStride.run().second == 12);
}
