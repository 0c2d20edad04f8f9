// The operations of rules/xtensor.rules on the real xtensor 0.24 headers,
// one function per family: every operation has passing cases, whose
// inferred shapes are checked (DUMP lines), and failing cases, each caught
// at its line with its rule id (CHECK lines); nothing else is reported.
// The command has no -fno-relaxed-template-template-args (the pack's
// `flags` add it).
//
// RUN: not %shapecheck --dump-shapes %s -- %xtensor-flags > %t.out
// RUN: FileCheck %s --check-prefix=DUMP < %t.out
// RUN: FileCheck %s --implicit-check-not='{{warning|error}}:' < %t.out
#include <shapecheck/shapecheck.hpp>

#include <cstddef>
#include <xtensor/xarray.hpp>
#include <xtensor/xbuilder.hpp>
#include <xtensor/xfixed.hpp>
#include <xtensor/xmanipulation.hpp>
#include <xtensor/xmath.hpp>
#include <xtensor/xsort.hpp>
#include <xtensor/xstrided_view.hpp>
#include <xtensor/xtensor.hpp>
#include <xtensor/xview.hpp>

using xt::xarray;
using xt::xtensor;

//===--- Container types and expression results ---------------------------===//

// DUMP: ops.cpp:[[@LINE+1]]:6: 'types': (x: Float[b n], w: Float[n]) -> void
void types(SHAPECHECK(Float, "b n") const xarray<double> &x,
           SHAPECHECK(Float, "n") const xtensor<float, 1> &w) {
  // DUMP: ops.cpp:[[@LINE+1]]:22: 't3': Float64[? ? ?]
  xtensor<double, 3> t3;
  // DUMP: ops.cpp:[[@LINE+1]]:47: 'fx': Float64[3 4]
  xt::xtensor_fixed<double, xt::xshape<3, 4>> fx;
  // DUMP: ops.cpp:[[@LINE+1]]:15: 'any': Shaped[...]
  xarray<int> any;
  // DUMP: ops.cpp:[[@LINE+1]]:8: 'f': Float[b n]
  auto f = x * w;
  // DUMP: ops.cpp:[[@LINE+1]]:8: 'v': Float[n]
  auto v = xt::view(x, 0);
  // DUMP: ops.cpp:[[@LINE+1]]:8: 'r': Float[n]
  auto r = xt::sum(x, {0});
  // DUMP: ops.cpp:[[@LINE+1]]:8: 'bc': Float[4 n]
  auto bc = xt::broadcast(w, {std::size_t(4), x.shape()[1]});
  // DUMP: ops.cpp:[[@LINE+2]]:22: 'bad': Float64[? ? ?]
  // CHECK: ops.cpp:[[@LINE+1]]:28: error: initializer of 'bad' has 2 axes [b n], but the sizes of its type requires 3 axes [? ? ?] [rank-mismatch]
  xtensor<double, 3> bad = x;
  // DUMP: ops.cpp:[[@LINE+1]]:47: 'badfix': Float64[4 3]
  xt::xtensor_fixed<double, xt::xshape<3, 4>> badfix =
      // CHECK: ops.cpp:[[@LINE+2]]:7: error: initializer of 'badfix', axis 0: size 4 does not match 3 required by the sizes of its type [shape-mismatch]
      // CHECK: ops.cpp:[[@LINE+1]]:7: error: initializer of 'badfix', axis 1: size 3 does not match 4 required by the sizes of its type [shape-mismatch]
      xt::zeros<double>({4, 3});
}

//===--- Broadcasting
//--------------------------------------------------------===//

// DUMP: ops.cpp:[[@LINE+1]]:6: 'broadcasting': (x: Float[b n], w: Float[n], col: Float[b 1]) -> void
void broadcasting(SHAPECHECK(Float, "b n") const xarray<double> &x,
                  SHAPECHECK(Float, "n") const xarray<double> &w,
                  SHAPECHECK(Float, "b 1") const xarray<double> &col) {
  // DUMP: ops.cpp:[[@LINE+1]]:8: 'a': Float[b n]
  auto a = x + w;
  // DUMP: ops.cpp:[[@LINE+1]]:8: 's': Float[b n]
  auto s = 2.0 * x - 1.0;
  // DUMP: ops.cpp:[[@LINE+1]]:8: 'c': Float[b n]
  auto c = x / col;
  // DUMP: ops.cpp:[[@LINE+1]]:8: 'outer': Float[n n]
  auto outer = xt::view(w, xt::all(), xt::newaxis()) * w;
  // DUMP: ops.cpp:[[@LINE+1]]:8: 'e': Float[b n]
  auto e = xt::exp(x) + xt::sqrt(xt::abs(w));
  // DUMP: ops.cpp:[[@LINE+1]]:8: 'p': Float[b n]
  auto p = xt::pow(x, col);
  // DUMP: ops.cpp:[[@LINE+1]]:8: 'm': Float[b n]
  auto m = xt::maximum(x, 0.0);
  // DUMP: ops.cpp:[[@LINE+1]]:8: 'wh': Float[b n]
  auto wh = xt::where(x > 0.0, x, col);
  // DUMP: ops.cpp:[[@LINE+2]]:8: 'bad': Shaped[...]
  // CHECK: ops.cpp:[[@LINE+1]]:14: error: call to 'operator+': broadcast: shapes [b n] and [b 3]: sizes n and 3 do not broadcast (distinct dimensions broadcast only if one of them is 1) [broadcast]
  auto bad = x + col * xt::ones<double>({3});
  // DUMP: ops.cpp:[[@LINE+1]]:8: 'rowTimesCol': Float[b n]
  auto rowTimesCol = xt::view(x, 0) * col;
}

//===--- Reductions
//----------------------------------------------------------===//

// DUMP: ops.cpp:[[@LINE+1]]:6: 'reductions': (x: Float[b t n]) -> void
void reductions(SHAPECHECK(Float, "b t n") const xarray<double> &x) {
  // DUMP: ops.cpp:[[@LINE+1]]:8: 'all': Float[]
  auto all = xt::sum(x);
  // DUMP: ops.cpp:[[@LINE+1]]:8: 's0': Float[t n]
  auto s0 = xt::sum(x, {0});
  // DUMP: ops.cpp:[[@LINE+1]]:8: 's12': Float[b]
  auto s12 = xt::mean(x, {1, 2});
  // DUMP: ops.cpp:[[@LINE+1]]:8: 'neg': Float[b t]
  auto neg = xt::prod(x, {-1});
  // DUMP: ops.cpp:[[@LINE+1]]:8: 'keep': Float[b 1 n]
  auto keep = xt::amax(x, {1}, xt::keep_dims);
  // DUMP: ops.cpp:[[@LINE+1]]:8: 'keepAll': Float[1 1 1]
  auto keepAll = xt::sum(x, xt::keep_dims);
  // DUMP: ops.cpp:[[@LINE+1]]:8: 'mn': Float[1 t 1]
  auto mn =
      xt::amin(x, {0, 2}, xt::keep_dims | xt::evaluation_strategy::immediate);
  // DUMP: ops.cpp:[[@LINE+1]]:8: 'lazy': Float[b t]
  auto lazy = xt::sum(x, {2}, xt::evaluation_strategy::immediate);
  // DUMP: ops.cpp:[[@LINE+1]]:8: 'am': Int64[b n]
  auto am = xt::argmax(x, 1);
  // DUMP: ops.cpp:[[@LINE+1]]:8: 'centred': Float[b t n]
  auto centred = x - xt::mean(x, {2}, xt::keep_dims);
  // DUMP: ops.cpp:[[@LINE+2]]:8: 'bad': Shaped[...]
  // CHECK: ops.cpp:[[@LINE+1]]:14: error: call to 'xt::sum': reduce: dim 3 is out of range for 3 axes [b t n]; valid: -3 to 2 [axis-range]
  auto bad = xt::sum(x, {3});
  // DUMP: ops.cpp:[[@LINE+2]]:8: 'bad2': Shaped[...]
  // CHECK: ops.cpp:[[@LINE+1]]:15: error: call to 'operator-': broadcast: shapes [b t n] and [b n]: sizes t and b do not broadcast (distinct dimensions broadcast only if one of them is 1) [broadcast]
  auto bad2 = x - xt::mean(x, {1});
}

//===--- Views
//----------------------------------------------------------------===//

// DUMP: ops.cpp:[[@LINE+1]]:6: 'views': (x: Float[b t n]) -> void
void views(SHAPECHECK(Float, "b t n") const xarray<double> &x) {
  // DUMP: ops.cpp:[[@LINE+1]]:8: 'first': Float[t n]
  auto first = xt::view(x, 0);
  // DUMP: ops.cpp:[[@LINE+1]]:8: 'r': Float[2 t]
  auto r = xt::view(x, xt::range(1, 3), xt::all(), 2);
  // DUMP: ops.cpp:[[@LINE+1]]:8: 'stepped': Float[b 4 n]
  auto stepped = xt::view(x, xt::all(), xt::range(0, 8, 2));
  // DUMP: ops.cpp:[[@LINE+1]]:8: 'na': Float[b 1 t n]
  auto na = xt::view(x, xt::all(), xt::newaxis(), xt::all(), xt::all());
  // DUMP: ops.cpp:[[@LINE+1]]:8: 'last': Float[b t]
  auto last = xt::view(x, xt::ellipsis(), 0);
  // DUMP: ops.cpp:[[@LINE+1]]:8: 'mid': Float[t]
  auto mid = xt::view(x, 0, xt::ellipsis(), 1);
  // DUMP: ops.cpp:[[@LINE+1]]:8: 'row': Float[n]
  auto row = xt::row(xt::view(x, 0), 1);
  // DUMP: ops.cpp:[[@LINE+2]]:8: 'bad': Shaped[...]
  // CHECK: ops.cpp:[[@LINE+1]]:14: error: call to 'xt::view': index: too many indices (4) for an array with 3 axes [b t n] [axis-range]
  auto bad = xt::view(x, 0, 0, 0, 0);
  // DUMP: ops.cpp:[[@LINE+2]]:8: 'badEll': Shaped[...]
  // CHECK: ops.cpp:[[@LINE+1]]:17: error: call to 'xt::view': index: an index can only have a single ellipsis [axis-range]
  auto badEll = xt::view(x, xt::ellipsis(), 0, xt::ellipsis());
  // DUMP: ops.cpp:[[@LINE+1]]:22: 'fixed': Float64[2 5 4]
  xtensor<double, 3> fixed = xt::zeros<double>({2, 5, 4});
  // DUMP: ops.cpp:[[@LINE+1]]:8: 'clamped': Float64[1 5 4]
  auto clamped = xt::view(fixed, xt::range(1, 3));
  // DUMP: ops.cpp:[[@LINE+2]]:8: 'badIndex': Shaped[...]
  // CHECK: ops.cpp:[[@LINE+1]]:19: error: call to 'xt::view': index: index 5 is out of range for dim 0 of size 5 in [5]; valid: -5 to 4 [axis-range]
  auto badIndex = xt::view(fixed, xt::all(), 5);
}

//===--- Reshape, transpose, concatenate, stack --------------------------===//

// DUMP: ops.cpp:[[@LINE+1]]:6: 'shapes': (x: Float[b t n], y: Float[b s n]) -> void
void shapes(SHAPECHECK(Float, "b t n") const xarray<double> &x,
            SHAPECHECK(Float, "b s n") const xarray<double> &y) {
  // DUMP: ops.cpp:[[@LINE+1]]:8: 'flat': Float[b*t*n]
  auto flat = xt::reshape_view(x, {-1});
  // DUMP: ops.cpp:[[@LINE+1]]:8: 'rows': Float[b t*n]
  auto rows = xt::reshape_view(x, {int(x.shape()[0]), -1});
  // DUMP: ops.cpp:[[@LINE+1]]:18: 'c': Float[b t n]
  xarray<double> c = x;
  c.reshape({-1, int(x.shape()[2])});
  // DUMP: ops.cpp:[[@LINE+1]]:8: 'reshaped': Float[b*t n]
  auto reshaped = c;
  // DUMP: ops.cpp:[[@LINE+1]]:8: 't': Float[n t b]
  auto t = xt::transpose(x);
  // DUMP: ops.cpp:[[@LINE+1]]:8: 'p': Float[t b n]
  auto p = xt::transpose(x, {1, 0, 2});
  // DUMP: ops.cpp:[[@LINE+1]]:8: 'cat': Float[b t+s n]
  auto cat = xt::concatenate(xt::xtuple(x, y), 1);
  // DUMP: ops.cpp:[[@LINE+1]]:8: 'st': Float[b 2 t n]
  auto st = xt::stack(xt::xtuple(x, x), 1);
  // DUMP: ops.cpp:[[@LINE+1]]:8: 'fl': Float[b*t*n]
  auto fl = xt::flatten(x);
  // DUMP: ops.cpp:[[@LINE+1]]:8: 'ex': Float[1 b t n]
  auto ex = xt::expand_dims(x, 0);
  // DUMP: ops.cpp:[[@LINE+1]]:8: 'sq': Float[b t n]
  auto sq = xt::squeeze(xt::view(x, xt::all(), xt::newaxis()));
  // DUMP: ops.cpp:[[@LINE+2]]:8: 'badReshape': Shaped[...]
  // CHECK: ops.cpp:[[@LINE+1]]:21: error: call to 'xt::reshape_view': reshape: only one dimension can be inferred, but (-1, -1) has -1 at positions 0 and 1 [reshape]
  auto badReshape = xt::reshape_view(x, {-1, -1});
  // DUMP: ops.cpp:[[@LINE+2]]:8: 'badPerm': Shaped[...]
  // CHECK: ops.cpp:[[@LINE+1]]:18: error: call to 'xt::transpose': permute: the permutation (0, 1) has 2 entries, but [b t n] has 3 axes [rank-mismatch]
  auto badPerm = xt::transpose(x, {0, 1});
  // DUMP: ops.cpp:[[@LINE+2]]:8: 'badCat': Shaped[...]
  // CHECK: ops.cpp:[[@LINE+1]]:17: error: call to 'xt::concatenate': cat: axis 1 of the 1st tensor [b t n] has size t, but axis 1 of the 2nd tensor [b s n] has size s [shape-mismatch]
  auto badCat = xt::concatenate(xt::xtuple(x, y), 2);
  // DUMP: ops.cpp:[[@LINE+2]]:8: 'badStack': Shaped[...]
  // CHECK: ops.cpp:[[@LINE+1]]:19: error: call to 'xt::stack': axis 1 of the 1st tensor [b t n] has size t, but axis 1 of the 2nd tensor [b s n] has size s [shape-mismatch]
  auto badStack = xt::stack(xt::xtuple(x, y));
}

//===--- Factories, sizes -------------------------------------------------===//

// DUMP: ops.cpp:[[@LINE+1]]:6: 'factories': (x: Float[b n]) -> void
void factories(SHAPECHECK(Float, "b n") const xarray<double> &x) {
  // DUMP: ops.cpp:[[@LINE+1]]:8: 'z': Float[2 3]
  auto z = xt::zeros<double>({2, 3});
  // DUMP: ops.cpp:[[@LINE+1]]:8: 'o': Float[b n]
  auto o = xt::ones<float>({x.shape()[0], x.shape()[1]});
  // DUMP: ops.cpp:[[@LINE+1]]:18: 'e': Float64[4]
  xarray<double> e = xt::empty<double>({4});
  // DUMP: ops.cpp:[[@LINE+1]]:8: 'ar': Int64[10]
  auto ar = xt::arange(10);
  // DUMP: ops.cpp:[[@LINE+1]]:8: 'ar2': Int64[4]
  auto ar2 = xt::arange(2, 10, 2);
  // DUMP: ops.cpp:[[@LINE+1]]:8: 'ls': Float[11]
  auto ls = xt::linspace(0.0, 1.0, 11);
  // DUMP: ops.cpp:[[@LINE+1]]:8: 'ls50': Float[50]
  auto ls50 = xt::linspace(0.0, 1.0);
  // DUMP: ops.cpp:[[@LINE+1]]:8: 'eye': Float[n n]
  auto eye = xt::eye(x.shape()[1]);
  // DUMP: ops.cpp:[[@LINE+1]]:8: 'zl': Float[b n]
  auto zl = xt::zeros_like(x);
  std::size_t d = x.dimension();
  std::size_t n = x.size();
  // DUMP: ops.cpp:[[@LINE+1]]:8: 'byDim': Float[2]
  auto byDim = xt::zeros<double>({d});
  // DUMP: ops.cpp:[[@LINE+1]]:8: 'bySize': Float[b*n]
  auto bySize = xt::zeros<double>({n});
  // DUMP: ops.cpp:[[@LINE+2]]:8: 'bad': Shaped[...]
  // CHECK: ops.cpp:[[@LINE+1]]:14: error: call to 'operator+': broadcast: shapes [b n] and [b]: sizes n and b do not broadcast (distinct dimensions broadcast only if one of them is 1) [broadcast]
  auto bad = x + xt::zeros<double>({x.shape()[0]});
  // DUMP: ops.cpp:[[@LINE+2]]:8: 'badEye': Shaped[...]
  // CHECK: ops.cpp:[[@LINE+1]]:17: error: call to 'operator+': broadcast: shapes [3 3] and [4 4]: sizes 3 and 4 do not broadcast [broadcast]
  auto badEye = xt::eye(3) + xt::eye(4);
}

//===--- Assignment -------------------------------------------------------===//

// DUMP: ops.cpp:[[@LINE+1]]:6: 'assignment': (x: Float[b n], w: Float[n]) -> void
void assignment(SHAPECHECK(Float, "b n") const xarray<double> &x,
                SHAPECHECK(Float, "n") const xarray<double> &w) {
  // DUMP: ops.cpp:[[@LINE+1]]:18: 'acc': Float[3]
  xarray<double> acc = xt::zeros<double>({3});
  acc = x * w;
  // DUMP: ops.cpp:[[@LINE+1]]:8: 'accAfter': Float[b n]
  auto accAfter = acc;
  // DUMP: ops.cpp:[[@LINE+1]]:22: 't2': Float64[1 1]
  xtensor<double, 2> t2 = xt::zeros<double>({1, 1});
  t2 = x;
  // DUMP: ops.cpp:[[@LINE+1]]:8: 't2After': Float64[b n]
  auto t2After = t2;
  // DUMP: ops.cpp:[[@LINE+1]]:18: 'grow': Float[n]
  xarray<double> grow = w;
  grow += x;
  // DUMP: ops.cpp:[[@LINE+1]]:8: 'grown': Float[b n]
  auto grown = grow;
  // DUMP: ops.cpp:[[@LINE+1]]:47: 'f2': Float64[2 2]
  xt::xtensor_fixed<double, xt::xshape<2, 2>> f2;
  f2 = xt::ones<double>({2, 2});
  // DUMP: ops.cpp:[[@LINE+2]]:22: 'bad': Float64[?]
  // CHECK: ops.cpp:[[@LINE+1]]:28: error: initializer of 'bad' has 2 axes [2 2], but the sizes of its type requires 1 axis [?] [rank-mismatch]
  xtensor<double, 1> bad = xt::zeros<double>({2, 2});
  // DUMP: ops.cpp:[[@LINE+2]]:47: 'badFix': Float64[3 2]
  // CHECK: ops.cpp:[[@LINE+1]]:56: error: initializer of 'badFix', axis 0: size 3 does not match 2 required by the sizes of its type [shape-mismatch]
  xt::xtensor_fixed<double, xt::xshape<2, 2>> badFix = xt::ones<double>({3, 2});
}
