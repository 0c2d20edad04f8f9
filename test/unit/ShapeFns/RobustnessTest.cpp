//===- RobustnessTest.cpp - Random inputs and unknown shapes --------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
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
#include <functional>
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

namespace {
/// A dimension described independently of a solver, so that the same input
/// can be built in two solvers, once as is and once with less known.
struct DimSpec {
  enum Kind { Const, Rigid, Flex, Dyn } K = Const;
  int64_t Value = 0; // the constant, or the variable's index
};
struct ShapeSpec {
  std::vector<DimSpec> Dims;
  bool Open = false; // Dims[0..Split) prefix, the rest suffix
  size_t Split = 0;
};

struct World {
  Fx F;
  std::vector<Dim> Vars;
  World() {
    for (const char *N : {"a", "b"})
      Vars.push_back(F.rigid(N));
    for (const char *N : {"x", "y"})
      Vars.push_back(F.flex(N));
  }
  Dim dim(const DimSpec &D) {
    switch (D.K) {
    case DimSpec::Const:
      return Fx::c(D.Value);
    case DimSpec::Rigid:
      return Vars[D.Value];
    case DimSpec::Flex:
      return Vars[2 + D.Value];
    case DimSpec::Dyn:
      return Fx::dyn();
    }
    return Fx::dyn();
  }
  ShapeTerm shape(const ShapeSpec &S) {
    std::vector<Dim> Ds;
    for (const DimSpec &D : S.Dims)
      Ds.push_back(dim(D));
    if (!S.Open)
      return ShapeTerm::fixed(Ds);
    ShapeTerm T = F.S.dynamicShape();
    T.Prefix.assign(Ds.begin(), Ds.begin() + S.Split);
    T.Suffix.assign(Ds.begin() + S.Split, Ds.end());
    return T;
  }
  std::vector<Dim> dims(const std::vector<DimSpec> &L) {
    std::vector<Dim> Out;
    for (const DimSpec &D : L)
      Out.push_back(dim(D));
    return Out;
  }
};
} // namespace

TEST_CASE("robustness: knowing less never adds findings") {
  std::mt19937_64 Rng(envOr("SHAPEFNS_FUZZ_SEED", 12345) + 1);
  auto Pick = [&](std::initializer_list<int64_t> L) {
    return *(L.begin() + Rng() % L.size());
  };
  auto GenDim = [&]() {
    DimSpec D;
    switch (Rng() % 5) {
    case 0:
      D.K = DimSpec::Rigid;
      D.Value = int64_t(Rng() % 2);
      break;
    case 1:
      D.K = DimSpec::Flex;
      D.Value = int64_t(Rng() % 2);
      break;
    default:
      D.Value = Pick({0, 1, 2, 3, 4, 6, 12});
    }
    return D;
  };
  auto GenShape = [&]() {
    ShapeSpec S;
    size_t N = Rng() % 5;
    for (size_t I = 0; I < N; ++I)
      S.Dims.push_back(GenDim());
    return S;
  };
  auto GenList = [&](size_t N) {
    std::vector<DimSpec> L;
    for (size_t I = 0; I < N; ++I)
      L.push_back(Rng() % 4 ? GenDim() : DimSpec{DimSpec::Const, -1});
    return L;
  };
  // Less known: some sizes Dynamic, or the middle of a shape unknown.
  auto Weaken = [&](ShapeSpec S) {
    for (DimSpec &D : S.Dims)
      if (Rng() % 3 == 0)
        D.K = DimSpec::Dyn;
    if (Rng() % 3 == 0 && !S.Dims.empty()) {
      size_t Drop = Rng() % S.Dims.size() + 1,
             At = Rng() % (S.Dims.size() - Drop + 1);
      S.Dims.erase(S.Dims.begin() + At, S.Dims.begin() + At + Drop);
      S.Open = true;
      S.Split = At;
    }
    return S;
  };
  const char *Equations[] = {"ij,jk->ik", "...ij,...jk", "ii->i",
                             "i...->...", "bij,bjk",     "a,b->ab"};
  using Fn = std::function<void(World &, const ShapeTerm &, const ShapeTerm &)>;
  int Iters = int(envOr("SHAPEFNS_FUZZ_ITERS", 1500));
  for (int Iter = 0; Iter < Iters; ++Iter) {
    ShapeSpec A = GenShape(), B = GenShape();
    int64_t X = Pick({0, 1, 2, -1, -2, 3}), Y = Pick({0, 1, -1, -3});
    std::vector<DimSpec> L1 = GenList(Rng() % 4), L2 = GenList(Rng() % 4);
    DimSpec D1 = GenDim(), D2 = GenDim();
    const char *Eq = Equations[Rng() % 6];
    std::vector<std::pair<const char *, Fn>> Fns = {
        {"broadcast",
         [&](World &W, auto &A, auto &B) { broadcast(W.F.S, {A, B}, W.F.R); }},
        {"reduce", [&](World &W, auto &A,
                       auto &) { reduce(W.F.S, A, {X}, true, W.F.R); }},
        {"reshape", [&](World &W, auto &A,
                        auto &) { reshape(W.F.S, A, W.dims(L1), W.F.R); }},
        {"flatten",
         [&](World &W, auto &A, auto &) { flatten(W.F.S, A, X, Y, W.F.R); }},
        {"unflatten",
         [&](World &W, auto &A, auto &) {
           unflatten(W.F.S, A, X, W.dims(L1), W.F.R);
         }},
        {"transpose",
         [&](World &W, auto &A, auto &) { transpose(W.F.S, A, X, Y, W.F.R); }},
        {"squeeze",
         [&](World &W, auto &A, auto &) { squeeze(W.F.S, A, {X}, W.F.R); }},
        {"expand", [&](World &W, auto &A,
                       auto &) { expand(W.F.S, A, W.dims(L1), W.F.R); }},
        {"repeat", [&](World &W, auto &A,
                       auto &) { repeat(W.F.S, A, W.dims(L2), W.F.R); }},
        {"select", [&](World &W, auto &A,
                       auto &) { select(W.F.S, A, X, W.dim(D1), W.F.R); }},
        {"slice",
         [&](World &W, auto &A, auto &) {
           slice(W.F.S, A, X, W.dim(D1), W.dim(D2), Fx::c(1), W.F.R);
         }},
        {"narrow",
         [&](World &W, auto &A, auto &) {
           narrow(W.F.S, A, X, W.dim(D1), W.dim(D2), W.F.R);
         }},
        {"concat",
         [&](World &W, auto &A, auto &B) { concat(W.F.S, {A, B}, X, W.F.R); }},
        {"stack",
         [&](World &W, auto &A, auto &B) { stack(W.F.S, {A, B}, X, W.F.R); }},
        {"matmul",
         [&](World &W, auto &A, auto &B) { matmul(W.F.S, A, B, W.F.R); }},
        {"linear", [&](World &W, auto &A,
                       auto &B) { linear(W.F.S, A, B, nullptr, W.F.R); }},
        {"einsum",
         [&](World &W, auto &A, auto &B) { einsum(W.F.S, Eq, {A, B}, W.F.R); }},
        {"conv",
         [&](World &W, auto &A, auto &B) {
           ConvOptions O;
           O.SpatialDims = 1;
           conv(W.F.S, A, B, nullptr, O, W.F.R);
         }},
        {"pool",
         [&](World &W, auto &A, auto &) {
           PoolOptions O;
           O.SpatialDims = 1;
           O.Kernel = {W.dim(D1)};
           pool(W.F.S, A, O, W.F.R);
         }},
    };
    ShapeSpec WA = Weaken(A), WB = Weaken(B);
    auto WeakenList = [&](std::vector<DimSpec> L) {
      for (DimSpec &D : L)
        if (Rng() % 4 == 0)
          D.K = DimSpec::Dyn;
      return L;
    };
    std::vector<DimSpec> KL1 = L1, KL2 = L2, WL1 = WeakenList(L1),
                         WL2 = WeakenList(L2);
    DimSpec KD1 = D1, KD2 = D2;
    DimSpec WD1 = Rng() % 4 ? D1 : DimSpec{DimSpec::Dyn, 0};
    DimSpec WD2 = Rng() % 4 ? D2 : DimSpec{DimSpec::Dyn, 0};
    for (auto &[Name, F] : Fns) {
      World Known, Less;
      L1 = KL1, L2 = KL2, D1 = KD1, D2 = KD2;
      F(Known, Known.shape(A), Known.shape(B));
      if (Known.F.count())
        continue;
      L1 = WL1, L2 = WL2, D1 = WD1, D2 = WD2;
      F(Less, Less.shape(WA), Less.shape(WB));
      INFO(Name, ": ", Less.F.msg());
      CHECK(Less.F.count() == 0);
    }
  }
}
