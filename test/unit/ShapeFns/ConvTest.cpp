//===- ConvTest.cpp - Convolution and pooling output sizes ----------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include "ShapeFns/Conv.h"
#include "Fixture.h"

using namespace shapecheck;
using namespace shapecheck::shapefns;
using shapecheck::test::Fx;

static Window win(int64_t K, int64_t S = 1, int64_t P = 0, int64_t D = 1) {
  return Window{Fx::c(K), Fx::c(S), Fx::c(P), Fx::c(D)};
}

TEST_CASE("convOutputSize: literal sizes") {
  Fx F;
  CHECK(F.str(convOutputSize(F.S, Fx::c(32), win(3, 1, 1), F.R)) == "32");
  CHECK(F.str(convOutputSize(F.S, Fx::c(32), win(3, 2, 1), F.R)) == "16");
  CHECK(F.str(convOutputSize(F.S, Fx::c(5), win(3, 1, 0, 2), F.R)) == "1");
  CHECK(F.str(convOutputSize(F.S, Fx::c(224), win(7, 2, 3), F.R)) == "112");
  CHECK(F.str(convOutputSize(F.S, Fx::dyn(), win(3), F.R)) == "?");
  CHECK_CLEAN(F);
}

TEST_CASE("convOutputSize: an input smaller than the window") {
  Fx F;
  CHECK_FALSE(convOutputSize(F.S, Fx::c(2), win(3), F.R, "conv2d", false, 1));
  CHECK_REPORTED(F, "invalid-size");
  CHECK(F.msg() ==
        "call to 'f': conv2d: the output size 0 of spatial axis 1 is not "
        "positive (input size 2, kernel size 3, stride 1, padding "
        "0, dilation 1): the input is too small");
}

TEST_CASE("convOutputSize: symbolic input sizes") {
  Fx F;
  Dim N = F.flex("n");
  CHECK(F.str(convOutputSize(F.S, N, win(3, 1, 1), F.R)) == "n");
  CHECK(F.str(convOutputSize(F.S, N, win(3, 1, 0), F.R)) == "n-2");
  auto Half = convOutputSize(F.S, N, win(3, 2, 0), F.R);
  CHECK(F.str(Half) == "(n+1)//2-1");
  CHECK_CLEAN(F);
  // Once n is known the expression evaluates: (7 - 3)//2 + 1 = 3.
  CHECK(F.S.unifyDim(N, Fx::c(7), F.R));
  CHECK(F.str(F.S.resolve(*Half)) == "3");
}

TEST_CASE("convOutputSize: ceil mode (pooling)") {
  Fx F;
  Dim N = F.rigid("n");
  CHECK(F.str(convOutputSize(F.S, Fx::c(6), win(3, 2), F.R, "pool", true)) ==
        "3");
  // The last window would start in the right padding: dropped.
  CHECK(F.str(convOutputSize(F.S, Fx::c(5), win(2, 2, 1), F.R, "pool", true)) ==
        "3");
  CHECK(F.str(convOutputSize(F.S, N, win(3, 2), F.R, "pool", true)) == "n//2");
  // Undecidable for a symbolic size: unknown.
  CHECK(F.str(convOutputSize(F.S, N, win(2, 2, 1), F.R, "pool", true)) == "?");
  CHECK_CLEAN(F);
}

TEST_CASE("convOutputSize: invalid parameters") {
  struct Case {
    Window W;
    const char *Says;
  } Cases[] = {
      {win(3, 0), "stride 0 of spatial axis 0 must be positive"},
      {win(0), "kernel size 0 of spatial axis 0 must be positive"},
      {win(3, 1, -1), "padding -1 of spatial axis 0 must be non-negative"},
      {win(3, 1, 0, 0), "dilation 0 of spatial axis 0 must be positive"},
  };
  for (const Case &C : Cases) {
    Fx F;
    INFO(std::string(C.Says));
    CHECK_FALSE(convOutputSize(F.S, Fx::c(10), C.W, F.R));
    CHECK_REPORTED(F, "invalid-size");
    CHECK(F.says({C.Says}));
  }
}

TEST_CASE("convOutputSize: overflow is reported") {
  Fx F;
  CHECK_FALSE(
      convOutputSize(F.S, Fx::c(INT64_MAX), win(3, 1, INT64_MAX / 2), F.R));
  CHECK_REPORTED(F, "arith-overflow");
}

TEST_CASE("convTransposeOutputSize") {
  Fx F;
  Dim N = F.rigid("n");
  CHECK(F.str(convTransposeOutputSize(F.S, Fx::c(16), win(4, 2, 1), Fx::c(0),
                                      F.R)) == "32");
  CHECK(F.str(convTransposeOutputSize(F.S, Fx::c(16), win(3, 2, 1), Fx::c(1),
                                      F.R)) == "32");
  CHECK(F.str(convTransposeOutputSize(F.S, N, win(4, 2, 1), Fx::c(0), F.R)) ==
        "2*n");
  CHECK_CLEAN(F);
  CHECK_FALSE(
      convTransposeOutputSize(F.S, Fx::c(16), win(3, 2, 1), Fx::c(2), F.R));
  CHECK_REPORTED(F, "invalid-size");
  CHECK(F.says({"output_padding 2", "smaller than either the stride 2 or the "
                                    "dilation 1"}));
  Fx G;
  CHECK_FALSE(
      convTransposeOutputSize(G.S, Fx::c(1), win(1, 1, 1), Fx::c(0), G.R));
  CHECK_REPORTED(G, "invalid-size");
}

TEST_CASE("conv: batched and unbatched inputs") {
  Fx F;
  Dim N = F.rigid("N"), H = F.rigid("h"), W = F.rigid("w");
  ShapeTerm Weight = Fx::shape({Fx::c(16), Fx::c(3), Fx::c(3), Fx::c(3)});
  ConvOptions O;
  O.Padding = {Fx::c(1)};
  CHECK(F.str(conv(F.S, Fx::shape({N, Fx::c(3), Fx::c(32), Fx::c(32)}), Weight,
                   nullptr, O, F.R)) == "[N 16 32 32]");
  CHECK(F.str(conv(F.S, Fx::shape({Fx::c(3), Fx::c(32), Fx::c(32)}), Weight,
                   nullptr, O, F.R)) == "[16 32 32]");
  ConvOptions Plain;
  CHECK(F.str(conv(F.S, Fx::shape({N, Fx::c(3), H, W}), Weight, nullptr, Plain,
                   F.R)) == "[N 16 h-2 w-2]");
  ConvOptions Strided;
  Strided.Stride = {Fx::c(2), Fx::c(1)};
  CHECK(F.str(conv(F.S, Fx::shape({N, Fx::c(3), Fx::c(9), Fx::c(9)}), Weight,
                   nullptr, Strided, F.R)) == "[N 16 4 7]");
  ShapeTerm Bias = Fx::shape({Fx::c(16)});
  CHECK(F.str(conv(F.S, F.open({}, {Fx::c(3), H, W}, VarKind::Rigid, "v"),
                   Weight, &Bias, Plain, F.R)) == "[*v 16 h-2 w-2]");
  CHECK(F.str(conv(F.S, F.S.dynamicShape(), Weight, nullptr, Plain, F.R)) ==
        "[... 16 ? ?]");
  CHECK_CLEAN(F);
}

TEST_CASE("conv: channels must match the weight") {
  Fx F;
  ShapeTerm Weight = Fx::shape({Fx::c(16), Fx::c(3), Fx::c(3), Fx::c(3)});
  CHECK_FALSE(conv(F.S, Fx::shape({Fx::c(8), Fx::c(4), Fx::c(32), Fx::c(32)}),
                   Weight, nullptr, ConvOptions(), F.R));
  CHECK_REPORTED(F, "shape-mismatch");
  CHECK(F.msg() == "call to 'f': conv2d: axis 1 of the weight [16 3 3 3] times "
                   "groups=1 has size 3, but axis -3 (channels) of the input "
                   "[8 4 32 32] has size 4");
}

TEST_CASE("conv: groups") {
  Fx F;
  ConvOptions O;
  O.Groups = 2;
  ShapeTerm In = Fx::shape({Fx::c(1), Fx::c(4), Fx::c(8), Fx::c(8)});
  CHECK(
      F.str(conv(F.S, In, Fx::shape({Fx::c(16), Fx::c(2), Fx::c(3), Fx::c(3)}),
                 nullptr, O, F.R)) == "[1 16 6 6]");
  CHECK_CLEAN(F);
  CHECK_FALSE(conv(F.S, In,
                   Fx::shape({Fx::c(15), Fx::c(2), Fx::c(3), Fx::c(3)}),
                   nullptr, O, F.R));
  CHECK_REPORTED(F, "shape-mismatch");
  CHECK(F.says({"output channels", "15 is not divisible by groups=2"}));
}

TEST_CASE("conv: rank, bias and padding errors") {
  ShapeTerm Weight = Fx::shape({Fx::c(16), Fx::c(3), Fx::c(3), Fx::c(3)});
  ShapeTerm In = Fx::shape({Fx::c(1), Fx::c(3), Fx::c(8), Fx::c(8)});
  {
    Fx F;
    CHECK_FALSE(conv(F.S, Fx::shape({Fx::c(8), Fx::c(8)}), Weight, nullptr,
                     ConvOptions(), F.R));
    CHECK_REPORTED(F, "rank-mismatch");
    CHECK(F.says(
        {"expects a 3-d (unbatched) or 4-d (batched) input", "2 axes [8 8]"}));
  }
  {
    Fx F;
    CHECK_FALSE(conv(F.S, In, Fx::shape({Fx::c(16), Fx::c(3), Fx::c(3)}),
                     nullptr, ConvOptions(), F.R));
    CHECK_REPORTED(F, "rank-mismatch");
  }
  {
    Fx F;
    ShapeTerm Bias = Fx::shape({Fx::c(8)});
    CHECK_FALSE(conv(F.S, In, Weight, &Bias, ConvOptions(), F.R));
    CHECK_REPORTED(F, "shape-mismatch");
    CHECK(F.says({"the bias [8] has size 8"}));
  }
  {
    Fx F;
    ConvOptions O;
    O.Stride = {Fx::c(1), Fx::c(1), Fx::c(1)};
    CHECK_FALSE(conv(F.S, In, Weight, nullptr, O, F.R));
    CHECK_REPORTED(F, "rank-mismatch");
    CHECK(F.says({"stride to be a single value or a list of 2 values"}));
  }
  {
    Fx F;
    ConvOptions O;
    O.Mode = PaddingMode::Same;
    CHECK(F.str(conv(F.S, In, Weight, nullptr, O, F.R)) == "[1 16 8 8]");
    O.Mode = PaddingMode::Valid;
    O.Padding = {Fx::c(5)};
    CHECK(F.str(conv(F.S, In, Weight, nullptr, O, F.R)) == "[1 16 6 6]");
    CHECK_CLEAN(F);
    O.Mode = PaddingMode::Same;
    O.Stride = {Fx::c(2)};
    CHECK_FALSE(conv(F.S, In, Weight, nullptr, O, F.R));
    CHECK_REPORTED(F, "invalid-size");
    CHECK(F.says({"padding='same'", "strided"}));
  }
}

TEST_CASE("conv: transposed") {
  Fx F;
  Dim N = F.rigid("N"), H = F.rigid("h");
  ConvOptions O;
  O.Transposed = true;
  O.Stride = {Fx::c(2)};
  O.Padding = {Fx::c(1)};
  ShapeTerm Weight = Fx::shape({Fx::c(16), Fx::c(8), Fx::c(4), Fx::c(4)});
  CHECK(F.str(conv(F.S, Fx::shape({N, Fx::c(16), H, Fx::c(8)}), Weight, nullptr,
                   O, F.R, "conv_transpose2d")) == "[N 8 2*h 16]");
  O.Groups = 2;
  CHECK(F.str(conv(F.S, Fx::shape({N, Fx::c(16), H, Fx::c(8)}), Weight, nullptr,
                   O, F.R)) == "[N 16 2*h 16]");
  CHECK_CLEAN(F);
  CHECK_FALSE(conv(F.S, Fx::shape({N, Fx::c(8), H, Fx::c(8)}), Weight, nullptr,
                   O, F.R));
  CHECK_REPORTED(F, "shape-mismatch");
  CHECK(F.says({"axis 0 of the weight [16 8 4 4] has size 16"}));
}

TEST_CASE("convWeight: nn::Conv2d's parameters") {
  Fx F;
  Dim C = F.rigid("c");
  CHECK(F.str(convWeight(F.S, Fx::c(3), Fx::c(16), {Fx::c(3), Fx::c(3)}, 1,
                         false, F.R)) == "[16 3 3 3]");
  CHECK(F.str(convWeight(F.S, Fx::c(4), Fx::c(16), {Fx::c(5)}, 2, false,
                         F.R)) == "[16 2 5]");
  CHECK(F.str(convWeight(F.S, Fx::c(16), Fx::c(8), {Fx::c(4), Fx::c(4)}, 2,
                         true, F.R)) == "[16 4 4 4]");
  CHECK(F.str(convWeight(F.S, C, Fx::c(8), {Fx::c(1)}, 1, false, F.R)) ==
        "[8 c 1]");
  CHECK_CLEAN(F);
  CHECK_FALSE(convWeight(F.S, Fx::c(3), Fx::c(16), {Fx::c(3)}, 2, false, F.R));
  CHECK_REPORTED(F, "invalid-size");
  CHECK(F.says({"in_channels 3 is not divisible by groups=2"}));
}

TEST_CASE("pool: windows over the spatial axes") {
  Fx F;
  Dim N = F.rigid("N"), C = F.rigid("C"), H = F.rigid("h");
  PoolOptions O;
  O.Kernel = {Fx::c(2)};
  CHECK(F.str(pool(F.S, Fx::shape({N, C, Fx::c(32), Fx::c(31)}), O, F.R)) ==
        "[N C 16 15]");
  O.CeilMode = true;
  CHECK(F.str(pool(F.S, Fx::shape({N, C, Fx::c(32), Fx::c(31)}), O, F.R)) ==
        "[N C 16 16]");
  PoolOptions P1;
  P1.SpatialDims = 1;
  P1.Kernel = {Fx::c(3)};
  P1.Stride = {Fx::c(1)};
  P1.Padding = {Fx::c(1)};
  CHECK(F.str(pool(F.S, Fx::shape({C, H}), P1, F.R, "max_pool1d")) == "[C h]");
  CHECK_CLEAN(F);
}

TEST_CASE("pool: errors") {
  {
    Fx F;
    PoolOptions O;
    O.Kernel = {Fx::c(3)};
    O.Padding = {Fx::c(2)};
    CHECK_FALSE(
        pool(F.S, Fx::shape({Fx::c(1), Fx::c(1), Fx::c(8), Fx::c(8)}), O, F.R));
    CHECK_REPORTED(F, "invalid-size");
    CHECK(F.says({"padding 2", "at most half of the effective kernel size 3"}));
  }
  {
    Fx F;
    PoolOptions O;
    O.Kernel = {Fx::c(4)};
    CHECK_FALSE(
        pool(F.S, Fx::shape({Fx::c(1), Fx::c(1), Fx::c(3), Fx::c(8)}), O, F.R));
    CHECK_REPORTED(F, "invalid-size");
    CHECK(F.says({"max_pool2d", "output size 0 of spatial axis 0"}));
  }
  {
    Fx F;
    CHECK_FALSE(pool(F.S, Fx::shape({Fx::c(1), Fx::c(8), Fx::c(8)}),
                     PoolOptions(), F.R));
    CHECK_REPORTED(F, "invalid-size");
  }
}

TEST_CASE("adaptivePool: the requested output size") {
  Fx F;
  Dim N = F.rigid("N"), H = F.rigid("h"), W = F.rigid("w");
  ShapeTerm T = Fx::shape({N, Fx::c(64), H, W});
  CHECK(F.str(adaptivePool(F.S, T, 2, {Fx::c(7), Fx::c(7)}, F.R)) ==
        "[N 64 7 7]");
  CHECK(F.str(adaptivePool(F.S, T, 2, {Fx::c(1)}, F.R)) == "[N 64 1 1]");
  CHECK(F.str(adaptivePool(F.S, T, 2, {std::nullopt, Fx::c(3)}, F.R)) ==
        "[N 64 h 3]");
  CHECK_CLEAN(F);
  CHECK_FALSE(adaptivePool(F.S, T, 2, {Fx::c(1), Fx::c(2), Fx::c(3)}, F.R));
  CHECK_REPORTED(F, "rank-mismatch");
  Fx G;
  CHECK_FALSE(
      adaptivePool(G.S, Fx::shape({Fx::c(3), Fx::c(5)}), 1, {Fx::c(-1)}, G.R));
  CHECK_REPORTED(G, "invalid-size");
}
