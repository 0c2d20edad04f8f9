//===- RobustnessTest.cpp - Random inputs and unknown shapes --------------===//
//
// Two properties over many generated inputs:
//  * no shape function crashes or overflows on any input, including extreme
//    axes and sizes (run under sanitizers to check for UB), and none returns
//    std::nullopt without reporting a finding;
//  * unknown shapes never cause findings: with an unknown-rank input, or a
//    fixed rank whose sizes are all Dynamic, only argument errors that do
//    not depend on sizes (such as an axis out of range) may be reported.
//
//===----------------------------------------------------------------------===//
#include "Fixture.h"
#include "ShapeFns/ShapeFns.h"
#include <cstdlib>
#include <random>

using namespace shapecheck;
using namespace shapecheck::shapefns;
using shapecheck::test::Fx;

namespace {
/// SHAPEFNS_FUZZ_SEED / SHAPEFNS_FUZZ_ITERS override the defaults, e.g. for
/// a long run under sanitizers.
uint64_t envOr(const char *Name, uint64_t Default) {
  const char *V = std::getenv(Name);
  return V ? std::strtoull(V, nullptr, 10) : Default;
}

struct Gen {
  std::mt19937_64 Rng{envOr("SHAPEFNS_FUZZ_SEED", 12345)};
  Fx &F;
  std::vector<Dim> Vars;

  explicit Gen(Fx &F) : F(F) {
    for (const char *N : {"a", "b", "c"})
      Vars.push_back(F.rigid(N));
    for (const char *N : {"x", "y"})
      Vars.push_back(F.flex(N));
  }
  int64_t pick(std::initializer_list<int64_t> L) {
    return *(L.begin() + Rng() % L.size());
  }
  int64_t axis() {
    return pick({0, 1, 2, -1, -2, -3, 5, -7, INT64_MIN, INT64_MAX});
  }
  Dim dim() {
    switch (Rng() % 6) {
    case 0:
      return Fx::dyn();
    case 1:
      return Vars[Rng() % Vars.size()];
    case 2:
      return Fx::c(pick({INT64_MAX, INT64_MIN, int64_t(1) << 40, -1, -5}));
    default:
      return Fx::c(pick({0, 1, 2, 3, 4, 6}));
    }
  }
  ShapeTerm shape() {
    size_t N = Rng() % 5;
    std::vector<Dim> Pre, Suf;
    for (size_t I = 0; I < N; ++I)
      Pre.push_back(dim());
    if (Rng() % 3 == 0) {
      ShapeTerm T = F.S.dynamicShape();
      T.Prefix.assign(Pre.begin(), Pre.begin() + N / 2);
      T.Suffix.assign(Pre.begin() + N / 2, Pre.end());
      return T;
    }
    return ShapeTerm::fixed(Pre);
  }
  std::vector<Dim> dims(size_t N) {
    std::vector<Dim> D;
    for (size_t I = 0; I < N; ++I)
      D.push_back(dim());
    return D;
  }
};

bool noBcast(const std::optional<ShapeTerm> &T) {
  if (!T)
    return true;
  for (const Dim &D : T->Prefix)
    if (D.Bcast)
      return false;
  for (const Dim &D : T->Suffix)
    if (D.Bcast)
      return false;
  return true;
}
} // namespace

/// Runs one shape function: no '#' in results, and no std::nullopt without
/// a finding.
#define RUN(Call)                                                              \
  do {                                                                         \
    size_t Before = F.count();                                                 \
    std::optional<ShapeTerm> Res = (Call);                                     \
    CHECK(noBcast(Res));                                                       \
    if (!Res) {                                                                \
      INFO(#Call);                                                             \
      CHECK(F.count() > Before);                                               \
    }                                                                          \
  } while (0)

TEST_CASE("robustness: random inputs never crash") {
  Fx F;
  Gen G(F);
  const char *Equations[] = {"ij,jk->ik", "...ij,...jk", "ii",
                             "i...->...", "bij",         "a,b->ab"};
  int Iters = int(envOr("SHAPEFNS_FUZZ_ITERS", 1500));
  for (int Iter = 0; Iter < Iters; ++Iter) {
    ShapeTerm A = G.shape(), B = G.shape();
    int64_t X = G.axis(), Y = G.axis();
    RUN(broadcast(F.S, {A, B}, F.R));
    RUN(reduce(F.S, A, {X, Y}, Iter % 2, F.R));
    RUN(reshape(F.S, A, G.dims(Iter % 4), F.R));
    RUN(flatten(F.S, A, X, Y, F.R));
    RUN(unflatten(F.S, A, X, G.dims(2), F.R));
    RUN(transpose(F.S, A, X, Y, F.R));
    RUN(permute(F.S, A, {X, Y, 0}, F.R));
    RUN(moveAxes(F.S, A, {X}, {Y}, F.R));
    RUN(unsqueeze(F.S, A, X, F.R));
    RUN(expandDims(F.S, A, {X, Y}, F.R));
    RUN(squeeze(F.S, A, {X}, F.R));
    RUN(squeezeAll(F.S, A, F.R));
    RUN(expand(F.S, A, G.dims(Iter % 5), F.R));
    RUN(repeat(F.S, A, G.dims(Iter % 5), F.R));
    RUN(tile(F.S, A, G.dims(Iter % 3), F.R));
    RUN(select(F.S, A, X, G.dim(), F.R));
    RUN(slice(F.S, A, X, G.dim(), G.dim(), G.dim(), F.R));
    RUN(narrow(F.S, A, X, G.dim(), G.dim(), F.R));
    RUN(indexSelect(F.S, A, X, B, F.R));
    RUN(concat(F.S, {A, B}, X, F.R));
    RUN(stack(F.S, {A, B}, X, F.R));
    RUN(matmul(F.S, A, B, F.R));
    RUN(bmm(F.S, A, B, F.R));
    RUN(linear(F.S, A, B, nullptr, F.R));
    RUN(einsum(F.S, Equations[Iter % 6], {A, B}, F.R));
    RUN(einsum(F.S, Equations[Iter % 6], {A}, F.R));
    ConvOptions CO;
    CO.Stride = {G.dim()};
    CO.Padding = {G.dim()};
    RUN(conv(F.S, A, B, nullptr, CO, F.R));
    PoolOptions PO;
    PO.Kernel = {G.dim()};
    PO.CeilMode = Iter % 2;
    RUN(pool(F.S, A, PO, F.R));
    RUN(adaptivePool(F.S, A, 2, {G.dim()}, F.R));
    F.S.takeFindings();
  }
}

TEST_CASE("robustness: unknown-rank inputs never cause findings") {
  Fx F;
  Gen G(F);
  for (int Iter = 0; Iter < 200; ++Iter) {
    ShapeTerm A = F.S.dynamicShape(), B = F.S.dynamicShape();
    int64_t X = G.axis(), Y = G.axis();
    broadcast(F.S, {A, B}, F.R);
    reduce(F.S, A, {X}, Iter % 2, F.R);
    flatten(F.S, A, X, Y, F.R);
    transpose(F.S, A, X, Y, F.R);
    unsqueeze(F.S, A, X, F.R);
    squeeze(F.S, A, {X}, F.R);
    squeezeAll(F.S, A, F.R);
    select(F.S, A, X, Fx::c(5), F.R);
    slice(F.S, A, X, Fx::c(2), Fx::c(9), Fx::c(2), F.R);
    narrow(F.S, A, X, Fx::c(1), Fx::c(3), F.R);
    concat(F.S, {A, B}, X, F.R);
    stack(F.S, {A, B}, X, F.R);
    matmul(F.S, A, B, F.R);
    linear(F.S, A, B, nullptr, F.R);
    einsum(F.S, "bij,bjk->bik", {A, B}, F.R);
    einsum(F.S, "...ij,...jk", {A, B}, F.R);
    reshape(F.S, A, {Fx::c(-1), Fx::c(7)}, F.R);
    conv(F.S, A, B, nullptr, ConvOptions(), F.R);
    expand(F.S, A, {Fx::c(3), Fx::c(-1)}, F.R);
    repeat(F.S, A, {Fx::c(2), Fx::c(2), Fx::c(2), Fx::c(2)}, F.R);
    INFO(F.msg());
    CHECK(F.count() == 0);
    F.S.takeFindings();
  }
}

TEST_CASE("robustness: Dynamic sizes never cause size findings") {
  Fx F;
  auto Dyn = [](size_t N) {
    return ShapeTerm::fixed(std::vector<Dim>(N, Dim::dynamic()));
  };
  for (size_t N = 1; N <= 4; ++N) {
    ShapeTerm A = Dyn(N), B = Dyn(N);
    int64_t Last = -1;
    broadcast(F.S, {A, Dyn(N + 1)}, F.R);
    reduce(F.S, A, {Last}, false, F.R);
    reshape(F.S, A, {Fx::c(-1), Fx::c(7)}, F.R);
    unflatten(F.S, A, Last, {Fx::c(3), Fx::c(-1)}, F.R);
    squeeze(F.S, A, {Last}, F.R);
    expand(F.S, A, std::vector<Dim>(N, Fx::c(5)), F.R);
    select(F.S, A, Last, Fx::c(100), F.R);
    slice(F.S, A, Last, Fx::c(2), Fx::c(9), Fx::c(1), F.R);
    narrow(F.S, A, Last, Fx::c(3), Fx::c(4), F.R);
    concat(F.S, {A, B}, Last, F.R);
    stack(F.S, {A, B}, 0, F.R);
    matmul(F.S, A, B, F.R);
    linear(F.S, A, Dyn(2), nullptr, F.R);
    if (N == 3)
      einsum(F.S, "bij,bjk->bik", {A, B}, F.R);
    if (N >= 3) {
      ConvOptions CO;
      CO.SpatialDims = unsigned(N - 2);
      conv(F.S, A, Dyn(N), nullptr, CO, F.R);
      PoolOptions PO;
      PO.SpatialDims = unsigned(N - 2);
      PO.Kernel = {Fx::c(3)};
      pool(F.S, A, PO, F.R);
    }
    INFO(F.msg());
    CHECK(F.count() == 0);
  }
}
