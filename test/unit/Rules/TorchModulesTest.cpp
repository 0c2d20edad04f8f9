//===- TorchModulesTest.cpp - nn modules, options builders, Sequential ----===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include "RulesTestUtil.h"

using namespace shapecheck;
using namespace shapecheck::test;

namespace {
RuleValue construct(Solver &S, const std::string &Name,
                    std::vector<RuleValue> Args, unsigned Line = 5) {
  std::optional<RuleValue> M = torch().evaluate(call(Name, Args, Line), S);
  REQUIRE(M);
  return *M;
}
std::string forward(Solver &S, const RuleValue &M, std::vector<RuleValue> Args,
                    unsigned Line = 20) {
  return eval(
      torch(), S,
      method("torch::nn::LinearImpl::forward", M, std::move(Args), Line));
}
} // namespace

TEST_CASE("Linear: forward maps the last axis from in to out features") {
  Solver S;
  RuleValue Fc = construct(S, "torch::nn::Linear",
                           {RuleValue::integer(784), RuleValue::integer(64)});
  CHECK(Fc.is(RuleValue::Module));
  CHECK(forward(S, Fc, {arr({32, 784})}) == "Float32[32 64]");
  CHECK(S.findings().empty());
  // Wrong in-features: reported at the argument, noting the construction.
  // The result is unknown, so that the error does not cascade.
  CHECK(forward(S, Fc, {arr({32, 320})}, 21) == "?");
  REQUIRE(S.findings().size() == 1);
  const Finding &F = S.findings()[0];
  CHECK(F.Check == CheckId::ShapeMismatch);
  CHECK(F.Loc.Line == 21);
  CHECK(F.Message.find("320") != std::string::npos);
  CHECK(F.Message.find("784") != std::string::npos);
  // The module, not its rule's parameter, demands it: the note at its
  // construction says so as data.
  CHECK(F.Reason.K == ReasonDesc::Kind::CallArgument);
  CHECK(F.Expected == ReasonDesc::module("torch::nn::Linear"));
  bool NotesConstruction = false;
  for (const DiagNote &N : F.Notes)
    NotesConstruction |= N.Loc.Line == 5 && N.Role == NoteRole::Requirement &&
                         N.Label == ReasonDesc::module("torch::nn::Linear");
  CHECK(NotesConstruction);
}

TEST_CASE("Linear from an options object with a builder setter") {
  Solver S;
  RuleValue Opts = construct(S, "torch::nn::LinearOptions",
                             {RuleValue::integer(10), RuleValue::integer(3)});
  CHECK(Opts.is(RuleValue::Options));
  std::optional<RuleValue> Set =
      torch().evaluate(method("torch::nn::LinearOptions::bias", Opts,
                              {RuleValue::boolean(false)}),
                       S);
  REQUIRE(Set);
  REQUIRE(Set->field("bias"));
  CHECK(Set->field("bias")->str(S) == "false");
  RuleValue Fc = construct(S, "torch::nn::Linear", {*Set});
  CHECK(forward(S, Fc, {arr({2, 7, 10})}) == "Float32[2 7 3]");
  CHECK(S.findings().empty());
}

TEST_CASE("Conv2d with options builders: stride and padding") {
  Solver S;
  RuleValue Opts = construct(
      S, "torch::nn::Conv2dOptions",
      {RuleValue::integer(1), RuleValue::integer(10), RuleValue::integer(5)});
  auto Set = [&](const char *Field, int64_t V) {
    std::optional<RuleValue> R = torch().evaluate(
        method(std::string("torch::nn::ConvOptions<2>::") + Field, Opts,
               {RuleValue::integer(V)}),
        S);
    REQUIRE(R);
    Opts = *R;
  };
  Set("stride", 2);
  Set("padding", 1);
  RuleValue Conv = construct(S, "torch::nn::Conv2d", {Opts});
  // (28 + 2 - 4 - 1) // 2 + 1 = 13
  CHECK(forward(S, Conv, {arr({8, 1, 28, 28})}) == "Float32[8 10 13 13]");
  CHECK(S.findings().empty());
  // Three input channels where the layer expects one.
  forward(S, Conv, {arr({8, 3, 28, 28})});
  CHECK(hasRule(S, "shape-mismatch"));
}

TEST_CASE("Conv2d(in, out, kernel) and MaxPool2d") {
  Solver S;
  RuleValue Conv = construct(
      S, "torch::nn::Conv2d",
      {RuleValue::integer(3), RuleValue::integer(16), RuleValue::ints({3, 3})});
  RuleValue Pool =
      construct(S, "torch::nn::MaxPool2d", {RuleValue::integer(2)});
  CHECK(forward(S, Conv, {arr({4, 3, 32, 32})}) == "Float32[4 16 30 30]");
  CHECK(forward(S, Pool, {arr({4, 16, 30, 30})}) == "Float32[4 16 15 15]");
  CHECK(S.findings().empty());
  // A kernel larger than the input.
  forward(S, Conv, {arr({4, 3, 2, 2})});
  CHECK(hasRule(S, "invalid-size"));
}

TEST_CASE("Sequential applies its modules in order") {
  Solver S;
  RuleValue Seq =
      construct(S, "torch::nn::Sequential",
                {construct(S, "torch::nn::Linear",
                           {RuleValue::integer(8), RuleValue::integer(4)}),
                 construct(S, "torch::nn::ReLU", {}),
                 construct(S, "torch::nn::Linear",
                           {RuleValue::integer(4), RuleValue::integer(2)})});
  CHECK(eval(torch(), S,
             method("torch::nn::SequentialImpl::forward", Seq,
                    {arr({5, 8})})) == "Float32[5 2]");
  CHECK(S.findings().empty());
  RuleValue Bad =
      construct(S, "torch::nn::Sequential",
                {construct(S, "torch::nn::Linear",
                           {RuleValue::integer(8), RuleValue::integer(4)}),
                 construct(S, "torch::nn::Linear",
                           {RuleValue::integer(5), RuleValue::integer(2)})});
  eval(torch(), S,
       method("torch::nn::SequentialImpl::forward", Bad, {arr({5, 8})}));
  CHECK(hasRule(S, "shape-mismatch"));
}

TEST_CASE("LSTM: (output, (h, c)) with batch_first and bidirectional") {
  Solver S;
  RuleValue Opts = construct(S, "torch::nn::LSTMOptions",
                             {RuleValue::integer(10), RuleValue::integer(20)});
  for (const char *F : {"batch_first", "bidirectional"})
    Opts = *torch().evaluate(method(std::string("torch::nn::LSTMOptions::") + F,
                                    Opts, {RuleValue::boolean(true)}),
                             S);
  Opts = *torch().evaluate(method("torch::nn::LSTMOptions::num_layers", Opts,
                                  {RuleValue::integer(2)}),
                           S);
  RuleValue Lstm = construct(S, "torch::nn::LSTM", {Opts});
  CHECK(forward(S, Lstm, {arr({3, 7, 10})}) ==
        "(Float32[3 7 40], (Float32[4 3 20], Float32[4 3 20]))");
  CHECK(S.findings().empty());
  forward(S, Lstm, {arr({3, 7, 11})});
  CHECK(hasRule(S, "shape-mismatch"));
}

TEST_CASE("GRU and RNN return (output, h_n)") {
  Solver S;
  RuleValue Gru = construct(S, "torch::nn::GRU",
                            {RuleValue::integer(4), RuleValue::integer(6)});
  CHECK(forward(S, Gru, {arr({9, 2, 4})}) ==
        "(Float32[9 2 6], Float32[1 2 6])");
  forward(S, Gru, {arr({9, 2, 4, 1})});
  CHECK(hasRule(S, "rank-mismatch"));
}

TEST_CASE("Embedding, BatchNorm2d, LayerNorm, GroupNorm, Dropout") {
  Solver S;
  RuleValue Emb = construct(S, "torch::nn::Embedding",
                            {RuleValue::integer(100), RuleValue::integer(16)});
  CHECK(forward(S, Emb, {arr({4, 9}, "Int64")}) == "Float[4 9 16]");
  forward(S, Emb, {arr({4, 9}, "Float32")});
  CHECK(hasRule(S, "dtype-mismatch"));

  Solver S2;
  RuleValue Bn =
      construct(S2, "torch::nn::BatchNorm2d", {RuleValue::integer(16)});
  CHECK(forward(S2, Bn, {arr({2, 16, 5, 5})}) == "Float32[2 16 5 5]");
  RuleValue Ln =
      construct(S2, "torch::nn::LayerNorm", {RuleValue::ints({5, 5})});
  CHECK(forward(S2, Ln, {arr({2, 16, 5, 5})}) == "Float32[2 16 5 5]");
  RuleValue Gn = construct(S2, "torch::nn::GroupNorm",
                           {RuleValue::integer(4), RuleValue::integer(16)});
  CHECK(forward(S2, Gn, {arr({2, 16, 5})}) == "Float32[2 16 5]");
  RuleValue Dr =
      construct(S2, "torch::nn::Dropout",
                {RuleValue::scalar(*DtypeSet::fromCategory("Float"))});
  CHECK(forward(S2, Dr, {arr({2, 3})}) == "Float32[2 3]");
  CHECK(S2.findings().empty());
  forward(S2, Bn, {arr({2, 8, 5, 5})});
  forward(S2, Ln, {arr({2, 16, 5, 4})});
  CHECK(S2.findings().size() == 2);
}

TEST_CASE("Flatten, Unflatten, AdaptiveAvgPool2d, Softmax modules") {
  Solver S;
  RuleValue Fl = construct(S, "torch::nn::Flatten", {});
  CHECK(forward(S, Fl, {arr({2, 3, 4, 5})}) == "Float32[2 60]");
  RuleValue Un = construct(S, "torch::nn::Unflatten",
                           {RuleValue::integer(1), RuleValue::ints({3, 20})});
  CHECK(forward(S, Un, {arr({2, 60})}) == "Float32[2 3 20]");
  RuleValue Ap =
      construct(S, "torch::nn::AdaptiveAvgPool2d", {RuleValue::ints({1, 1})});
  CHECK(forward(S, Ap, {arr({2, 8, 7, 7})}) == "Float32[2 8 1 1]");
  RuleValue Sm = construct(S, "torch::nn::Softmax", {RuleValue::integer(1)});
  CHECK(forward(S, Sm, {arr({2, 8})}) == "Float32[2 8]");
  CHECK(S.findings().empty());
  forward(S, Un, {arr({2, 61})});
  CHECK(hasRule(S, "reshape"));
  forward(S, Sm, {arr({2})});
  CHECK(hasRule(S, "axis-range"));
}

TEST_CASE("MultiheadAttention and Bilinear") {
  Solver S;
  RuleValue Mha = construct(S, "torch::nn::MultiheadAttention",
                            {RuleValue::integer(16), RuleValue::integer(4)});
  CHECK(forward(S, Mha, {arr({5, 2, 16}), arr({7, 2, 16}), arr({7, 2, 16})}) ==
        "(Float32[5 2 16], Float32[2 5 7])");
  CHECK(S.findings().empty());
  forward(S, Mha, {arr({5, 2, 16}), arr({7, 3, 16}), arr({7, 2, 16})});
  CHECK(hasRule(S, "shape-mismatch"));
  Solver S2;
  RuleValue Bl = construct(
      S2, "torch::nn::Bilinear",
      {RuleValue::integer(3), RuleValue::integer(4), RuleValue::integer(5)});
  CHECK(forward(S2, Bl, {arr({2, 3}), arr({2, 4})}) == "Float32[2 5]");
  forward(S2, Bl, {arr({2, 3}), arr({2, 3})});
  CHECK(hasRule(S2, "shape-mismatch"));
}

TEST_CASE("ConvTranspose2d") {
  Solver S;
  RuleValue Ct = construct(
      S, "torch::nn::ConvTranspose2d",
      {RuleValue::integer(8), RuleValue::integer(4), RuleValue::integer(2)});
  Ct.Fields[0].second.setField("stride", RuleValue::ints({2, 2}));
  CHECK(forward(S, Ct, {arr({1, 8, 5, 5})}) == "Float32[1 4 10 10]");
  forward(S, Ct, {arr({1, 4, 5, 5})});
  CHECK(hasRule(S, "shape-mismatch"));
}
