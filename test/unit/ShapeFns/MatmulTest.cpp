//===- MatmulTest.cpp - matmul and its variants ---------------------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include "ShapeFns/Matmul.h"
#include "Fixture.h"

using namespace shapecheck;
using namespace shapecheck::shapefns;
using shapecheck::test::Fx;

TEST_CASE("matmul: numpy's 1-d, 2-d and batched rules") {
  Fx F;
  Dim N = F.rigid("n"), K = F.rigid("k"), M = F.rigid("m"), B = F.rigid("b"),
      A = F.rigid("a");
  CHECK(F.str(matmul(F.S, Fx::shape({K}), Fx::shape({K}), F.R)) == "[]");
  CHECK(F.str(matmul(F.S, Fx::shape({N, K}), Fx::shape({K, M}), F.R)) ==
        "[n m]");
  CHECK(F.str(matmul(F.S, Fx::shape({K}), Fx::shape({B, K, M}), F.R)) ==
        "[b m]");
  CHECK(F.str(matmul(F.S, Fx::shape({B, N, K}), Fx::shape({K}), F.R)) ==
        "[b n]");
  CHECK(F.str(matmul(F.S, Fx::shape({A, Fx::c(1), N, K}), Fx::shape({B, K, M}),
                     F.R)) == "[a b n m]");
  CHECK(F.str(matmul(F.S, Fx::shape({Fx::dyn(), Fx::c(3)}),
                     Fx::shape({Fx::dyn(), Fx::c(5)}), F.R)) == "[? 5]");
  CHECK_CLEAN(F);
}

TEST_CASE("matmul: inner dimensions must agree") {
  Fx F;
  CHECK_FALSE(matmul(F.S, Fx::shape({Fx::c(2), Fx::c(3)}),
                     Fx::shape({Fx::c(4), Fx::c(5)}), F.R));
  CHECK_REPORTED(F, "shape-mismatch");
  CHECK(F.msg() ==
        "call to 'f': matmul: axis -1 of the 1st operand [2 3] has size "
        "3, but axis -2 of the 2nd operand [4 5] has size 4");
  Fx G;
  Dim N = G.rigid("n"), M = G.rigid("m");
  CHECK_FALSE(matmul(G.S, Fx::shape({N}), Fx::shape({M}), G.R));
  CHECK_REPORTED(G, "shape-mismatch");
  CHECK(G.says({"axis -1 of the 1st operand [n] has size n",
                "axis -1 of the 2nd operand [m] has size m"}));
  // Notes point at the signature that declared n and m.
  CHECK(G.S.findings().back().Notes.size() == 2);
}

TEST_CASE("matmul: a flexible inner dimension is bound") {
  Fx F;
  Dim K = F.rigid("k"), J = F.flex("j");
  CHECK(F.str(matmul(F.S, Fx::shape({Fx::c(2), K}), Fx::shape({J, Fx::c(5)}),
                     F.R)) == "[2 5]");
  CHECK(F.S.str(F.S.resolve(J)) == "k");
  CHECK_CLEAN(F);
}

TEST_CASE("matmul: batch dimensions broadcast") {
  Fx F;
  CHECK_FALSE(matmul(F.S, Fx::shape({Fx::c(2), Fx::c(4), Fx::c(3)}),
                     Fx::shape({Fx::c(5), Fx::c(3), Fx::c(6)}), F.R));
  CHECK_REPORTED(F, "broadcast");
  CHECK(F.says({"matmul", "batch dimensions [2] of the 1st operand",
                "[5] of the 2nd operand", "do not broadcast"}));
}

TEST_CASE("matmul: scalars are rejected") {
  Fx F;
  CHECK_FALSE(matmul(F.S, ShapeTerm(), Fx::shape({Fx::c(3)}), F.R));
  CHECK_REPORTED(F, "rank-mismatch");
  CHECK(F.says({"at least 1-d", "the 1st operand []"}));
}

TEST_CASE("matmul: open ranks") {
  Fx F;
  Dim N = F.rigid("n"), K = F.rigid("k"), M = F.rigid("m");
  ShapeTerm BNK = F.open({}, {N, K}, VarKind::Rigid, "b");
  ShapeTerm BKM = BNK;
  BKM.Suffix = {K, M};
  CHECK(F.str(matmul(F.S, BNK, Fx::shape({K, M}), F.R)) == "[*b n m]");
  CHECK(F.str(matmul(F.S, BNK, BKM, F.R)) == "[*b n m]");
  CHECK(F.str(matmul(F.S, BNK, Fx::shape({K}), F.R)) == "[*b n]");
  // An operand that may be 1-d.
  ShapeTerm U = F.open({}, {K});
  CHECK(F.str(matmul(F.S, U, Fx::shape({K}), F.R)) == "[...]");
  CHECK(F.str(matmul(F.S, U, Fx::shape({K, M}), F.R)) == "[... m]");
  CHECK(F.str(matmul(F.S, U, Fx::shape({N, K, M}), F.R)) == "[... m]");
  CHECK(F.str(matmul(F.S, Fx::shape({N, K}), F.S.dynamicShape(), F.R)) ==
        "[...]");
  CHECK(F.str(matmul(F.S, F.S.dynamicShape(), F.S.dynamicShape(), F.R)) ==
        "[...]");
  CHECK_CLEAN(F);
  // The inner dimension is still checked where it is known.
  CHECK_FALSE(matmul(F.S, U, Fx::shape({M}), F.R));
  CHECK_REPORTED(F, "shape-mismatch");
}

TEST_CASE("mm, bmm, mv, dot, outer: exact ranks") {
  Fx F;
  Dim B = F.rigid("b"), N = F.rigid("n"), K = F.rigid("k"), M = F.rigid("m");
  CHECK(F.str(mm(F.S, Fx::shape({N, K}), Fx::shape({K, M}), F.R)) == "[n m]");
  CHECK(F.str(bmm(F.S, Fx::shape({B, N, K}), Fx::shape({B, K, M}), F.R)) ==
        "[b n m]");
  CHECK(F.str(mv(F.S, Fx::shape({N, K}), Fx::shape({K}), F.R)) == "[n]");
  CHECK(F.str(dot(F.S, Fx::shape({K}), Fx::shape({K}), F.R)) == "[]");
  CHECK(F.str(outer(F.S, Fx::shape({N}), Fx::shape({M}), F.R)) == "[n m]");
  CHECK(F.str(mm(F.S, F.S.dynamicShape(), Fx::shape({K, M}), F.R)) == "[? m]");
  CHECK_CLEAN(F);
}

TEST_CASE("mm, bmm, mv, dot: rank and size errors") {
  {
    Fx F;
    CHECK_FALSE(mm(F.S, Fx::shape({Fx::c(2), Fx::c(3), Fx::c(4)}),
                   Fx::shape({Fx::c(4), Fx::c(5)}), F.R));
    CHECK_REPORTED(F, "rank-mismatch");
    CHECK(F.msg() ==
          "call to 'f': mm: expects the 1st operand to be a matrix with "
          "2 axes, but it has 3 axes [2 3 4]");
  }
  {
    // bmm does not broadcast its batch dimension.
    Fx F;
    CHECK_FALSE(bmm(F.S, Fx::shape({Fx::c(1), Fx::c(2), Fx::c(3)}),
                    Fx::shape({Fx::c(4), Fx::c(3), Fx::c(5)}), F.R));
    CHECK_REPORTED(F, "shape-mismatch");
    CHECK(F.says({"bmm", "axis 0 (batch) of the 1st operand [1 2 3] has size "
                         "1"}));
  }
  {
    Fx F;
    CHECK_FALSE(
        mv(F.S, Fx::shape({Fx::c(2), Fx::c(3)}), Fx::shape({Fx::c(4)}), F.R));
    CHECK_REPORTED(F, "shape-mismatch");
    CHECK(F.says({"axis -1 of the matrix [2 3] has size 3",
                  "axis -1 of the vector [4] has size 4"}));
  }
  {
    Fx F;
    CHECK_FALSE(dot(F.S, Fx::shape({Fx::c(3)}), Fx::shape({Fx::c(4)}), F.R));
    CHECK_REPORTED(F, "shape-mismatch");
  }
  {
    Fx F;
    CHECK_FALSE(outer(F.S, Fx::shape({Fx::c(3), Fx::c(1)}),
                      Fx::shape({Fx::c(4)}), F.R));
    CHECK_REPORTED(F, "rank-mismatch");
  }
}

TEST_CASE("linear: [*, in] x [out, in]^T + bias") {
  Fx F;
  Dim B = F.rigid("b");
  ShapeTerm In = Fx::shape({B, Fx::c(4)});
  ShapeTerm W = Fx::shape({Fx::c(10), Fx::c(4)});
  ShapeTerm Bias = Fx::shape({Fx::c(10)});
  CHECK(F.str(linear(F.S, In, W, nullptr, F.R)) == "[b 10]");
  CHECK(F.str(linear(F.S, In, W, &Bias, F.R)) == "[b 10]");
  CHECK(F.str(linear(F.S, Fx::shape({Fx::c(4)}), W, nullptr, F.R)) == "[10]");
  CHECK(F.str(linear(F.S, In, Fx::shape({Fx::c(4)}), nullptr, F.R)) == "[b]");
  ShapeTerm Batch = F.open({}, {Fx::c(4)}, VarKind::Rigid, "batch");
  CHECK(F.str(linear(F.S, Batch, W, &Bias, F.R)) == "[*batch 10]");
  CHECK_CLEAN(F);
}

TEST_CASE("linear: errors") {
  {
    Fx F;
    CHECK_FALSE(linear(F.S, Fx::shape({Fx::c(2), Fx::c(4)}),
                       Fx::shape({Fx::c(10), Fx::c(5)}), nullptr, F.R));
    CHECK_REPORTED(F, "shape-mismatch");
    CHECK(F.msg() == "call to 'f': linear: axis -1 (in_features) of the weight "
                     "[10 5] has size 5, but axis -1 of the input [2 4] has "
                     "size 4");
  }
  {
    Fx F;
    ShapeTerm Bias = Fx::shape({Fx::c(7)});
    CHECK_FALSE(linear(F.S, Fx::shape({Fx::c(2), Fx::c(4)}),
                       Fx::shape({Fx::c(10), Fx::c(4)}), &Bias, F.R));
    CHECK_REPORTED(F, "broadcast");
  }
  {
    Fx F;
    CHECK_FALSE(linear(F.S, Fx::shape({Fx::c(4)}),
                       Fx::shape({Fx::c(1), Fx::c(10), Fx::c(4)}), nullptr,
                       F.R));
    CHECK_REPORTED(F, "rank-mismatch");
  }
}
