//===- PipelineTest.cpp - Shape functions composed as in a model ----------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Chains several families through ShapeFns.h the way library rules will:
// a small CNN and an attention block with symbolic sizes.
//
//===----------------------------------------------------------------------===//
#include "Fixture.h"
#include "ShapeFns/ShapeFns.h"

using namespace shapecheck;
using namespace shapecheck::shapefns;
using shapecheck::test::Fx;

TEST_CASE("pipeline: conv, pool, flatten, linear") {
  Fx F;
  Dim B = F.rigid("b");
  ShapeTerm X = Fx::shape({B, Fx::c(3), Fx::c(32), Fx::c(32)});
  auto W =
      convWeight(F.S, Fx::c(3), Fx::c(16), {Fx::c(3), Fx::c(3)}, 1, false, F.R);
  REQUIRE(W);
  ConvOptions CO;
  CO.Padding = {Fx::c(1)};
  auto Y = conv(F.S, X, *W, nullptr, CO, F.R);
  PoolOptions PO;
  PO.Kernel = {Fx::c(2)};
  auto P = pool(F.S, *Y, PO, F.R);
  auto Flat = flatten(F.S, *P, 1, -1, F.R);
  CHECK(F.str(Flat) == "[b 4096]");
  auto Out =
      linear(F.S, *Flat, Fx::shape({Fx::c(10), Fx::c(4096)}), nullptr, F.R);
  CHECK(F.str(Out) == "[b 10]");
  CHECK_CLEAN(F);
  // The classic bug: a linear layer sized for the wrong input.
  CHECK_FALSE(
      linear(F.S, *Flat, Fx::shape({Fx::c(10), Fx::c(1024)}), nullptr, F.R));
  CHECK_REPORTED(F, "shape-mismatch");
}

TEST_CASE("pipeline: multi-head attention with symbolic sizes") {
  Fx F;
  Dim B = F.rigid("b"), T = F.rigid("t"), H = F.rigid("h");
  Dim D = Fx::expr(DimExpr::constant(64) * H.E); // model width 64*h
  ShapeTerm X = Fx::shape({B, T, D});
  // q = x.view(b, t, h, 64).transpose(1, 2)
  auto Q = reshape(F.S, X, {B, T, H, Fx::c(-1)}, F.R, "view");
  CHECK(F.str(Q) == "[b t h 64]");
  Q = transpose(F.S, *Q, 1, 2, F.R);
  CHECK(F.str(Q) == "[b h t 64]");
  auto KT = transpose(F.S, *Q, -2, -1, F.R);
  auto Scores = matmul(F.S, *Q, *KT, F.R);
  CHECK(F.str(Scores) == "[b h t t]");
  auto Att = matmul(F.S, *Scores, *Q, F.R);
  CHECK(F.str(Att) == "[b h t 64]");
  auto Merged =
      reshape(F.S, *transpose(F.S, *Att, 1, 2, F.R), {B, T, Fx::c(-1)}, F.R);
  CHECK(F.str(Merged) == "[b t 64*h]");
  CHECK(F.str(einsum(F.S, "bhqd,bhkd->bhqk", {*Q, *Q}, F.R)) == "[b h t t]");
  CHECK_CLEAN(F);
}
