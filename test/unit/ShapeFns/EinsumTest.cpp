//===- EinsumTest.cpp - einsum from a literal equation --------------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include "ShapeFns/Einsum.h"
#include "Fixture.h"

using namespace shapecheck;
using namespace shapecheck::shapefns;
using shapecheck::test::Fx;

TEST_CASE("einsum: explicit output") {
  Fx F;
  Dim B = F.rigid("b"), N = F.rigid("n"), K = F.rigid("k"), M = F.rigid("m");
  CHECK(F.str(einsum(F.S, "bij,bjk->bik",
                     {Fx::shape({B, N, K}), Fx::shape({B, K, M})}, F.R)) ==
        "[b n m]");
  CHECK(F.str(einsum(F.S, "ij -> ji", {Fx::shape({N, M})}, F.R)) == "[m n]");
  CHECK(F.str(einsum(F.S, "ij->", {Fx::shape({N, M})}, F.R)) == "[]");
  CHECK(F.str(einsum(F.S, "i,j->ij", {Fx::shape({N}), Fx::shape({M})}, F.R)) ==
        "[n m]");
  CHECK_CLEAN(F);
}

TEST_CASE("einsum: implicit output is the letters used once, sorted") {
  Fx F;
  Dim N = F.rigid("n"), K = F.rigid("k"), M = F.rigid("m");
  CHECK(F.str(einsum(F.S, "ij,jk", {Fx::shape({N, K}), Fx::shape({K, M})},
                     F.R)) == "[n m]");
  // 'ji' is a transpose: the output is 'ij'.
  CHECK(F.str(einsum(F.S, "ji", {Fx::shape({N, M})}, F.R)) == "[m n]");
  CHECK(F.str(einsum(F.S, "i,i", {Fx::shape({N}), Fx::shape({N})}, F.R)) ==
        "[]");
  // Upper case sorts first (ASCII).
  CHECK(F.str(einsum(F.S, "aB", {Fx::shape({N, M})}, F.R)) == "[m n]");
  CHECK_CLEAN(F);
}

TEST_CASE("einsum: repeated letters in one operand take the diagonal") {
  Fx F;
  Dim N = F.rigid("n");
  CHECK(F.str(einsum(F.S, "ii->i", {Fx::shape({N, N})}, F.R)) == "[n]");
  CHECK(F.str(einsum(F.S, "ii", {Fx::shape({N, N})}, F.R)) == "[]");
  CHECK_CLEAN(F);
  CHECK_FALSE(einsum(F.S, "ii->i", {Fx::shape({Fx::c(2), Fx::c(3)})}, F.R));
  CHECK_REPORTED(F, "shape-mismatch");
  CHECK(F.says({"subscript 'i' (axis 0) of operand 0 ('ii', [2 3]) has size "
                "2",
                "subscript 'i' (axis 1) of operand 0 ('ii', [2 3]) has size "
                "3"}));
}

TEST_CASE("einsum: a letter's sizes must agree across operands") {
  Fx F;
  CHECK_FALSE(einsum(
      F.S, "ij,jk->ik",
      {Fx::shape({Fx::c(2), Fx::c(3)}), Fx::shape({Fx::c(4), Fx::c(5)})}, F.R));
  CHECK_REPORTED(F, "shape-mismatch");
  CHECK(F.msg() ==
        "call to 'f': einsum: subscript 'j' (axis 1) of operand 0 ('ij', "
        "[2 3]) has size 3, but subscript 'j' (axis 0) of operand "
        "1 ('jk', [4 5]) has size 4");
  // A size of 1 broadcasts (PyTorch).
  Fx G;
  CHECK(G.str(einsum(G.S, "i,i->i",
                     {Fx::shape({Fx::c(1)}), Fx::shape({Fx::c(3)})}, G.R)) ==
        "[3]");
  CHECK_CLEAN(G);
}

TEST_CASE("einsum: flexible sizes are bound") {
  Fx F;
  Dim J = F.flex("j");
  CHECK(
      F.str(einsum(F.S, "ij,jk->ik",
                   {Fx::shape({Fx::c(2), Fx::c(3)}), Fx::shape({J, Fx::c(5)})},
                   F.R)) == "[2 5]");
  CHECK(F.S.str(F.S.resolve(J)) == "3");
  CHECK_CLEAN(F);
}

TEST_CASE("einsum: ellipsis axes broadcast") {
  Fx F;
  ShapeTerm X = Fx::shape({Fx::c(2), Fx::c(1), Fx::c(3), Fx::c(4)});
  ShapeTerm Y = Fx::shape({Fx::c(5), Fx::c(4), Fx::c(6)});
  CHECK(F.str(einsum(F.S, "...ij,...jk->...ik", {X, Y}, F.R)) == "[2 5 3 6]");
  CHECK(F.str(einsum(F.S, "...ij,...jk", {X, Y}, F.R)) == "[2 5 3 6]");
  CHECK(F.str(einsum(F.S, "i...->...i", {X}, F.R)) == "[1 3 4 2]");
  // Without '...' in an explicit output, the ellipsis axes are summed.
  CHECK(F.str(einsum(F.S, "...ij->ij", {X}, F.R)) == "[3 4]");
  Dim N = F.rigid("n");
  ShapeTerm BN = F.open({}, {N}, VarKind::Rigid, "batch");
  CHECK(F.str(einsum(F.S, "...i->...", {BN}, F.R)) == "[*batch]");
  CHECK(F.str(einsum(F.S, "...i,i->...", {BN, Fx::shape({N})}, F.R)) ==
        "[*batch]");
  CHECK_CLEAN(F);
  CHECK_FALSE(einsum(
      F.S, "...i,...i->...",
      {Fx::shape({Fx::c(2), Fx::c(3)}), Fx::shape({Fx::c(4), Fx::c(3)})}, F.R));
  CHECK_REPORTED(F, "broadcast");
  CHECK(F.says({"einsum", "'...'"}));
}

TEST_CASE("einsum: operand ranks") {
  Fx F;
  CHECK_FALSE(einsum(F.S, "ijk->i", {Fx::shape({Fx::c(2), Fx::c(3)})}, F.R));
  CHECK_REPORTED(F, "rank-mismatch");
  CHECK(F.says({"gives 3 subscripts to operand 0, which has 2 axes [2 3]"}));
  Fx G;
  CHECK_FALSE(einsum(G.S, "ij...k->i", {Fx::shape({Fx::c(2), Fx::c(3)})}, G.R));
  CHECK_REPORTED(G, "rank-mismatch");
  // Open ranks: only a known excess is an error.
  Fx H;
  CHECK(H.str(einsum(H.S, "ij->ji", {H.S.dynamicShape()}, H.R)) == "[? ?]");
  CHECK(H.str(einsum(H.S, "ij->ji", {H.open({Fx::c(2)}, {})}, H.R)) == "[? 2]");
  CHECK_CLEAN(H);
  CHECK_FALSE(einsum(H.S, "i->i", {H.open({Fx::c(2)}, {Fx::c(3)})}, H.R));
  CHECK_REPORTED(H, "rank-mismatch");
}

TEST_CASE("einsum: malformed equations") {
  ShapeTerm M = Fx::shape({Fx::c(2), Fx::c(3)});
  struct Case {
    const char *Eq;
    const char *Says;
  } Cases[] = {
      {"ij,jk->ik", "it has 2 operands, but 1 was given"},
      {"i1->i", "invalid subscript '1'"},
      {"i...j...", "more than one ellipsis"},
      {"i.j", "must be part of an ellipsis"},
      {"ij->k", "output subscript 'k' does not appear"},
      {"ij->ii", "output subscript 'i' appears more than once"},
      {"ij->i->j", "more than one '->'"},
  };
  for (const Case &C : Cases) {
    Fx F;
    INFO(std::string(C.Eq));
    CHECK_FALSE(einsum(F.S, C.Eq, {M}, F.R));
    CHECK_REPORTED(F, "invalid-argument");
    CHECK(F.says({"einsum", C.Says}));
  }
}
