// An xt::xarray or xt::xtensor built from a braced list of its elements
// has the list's sizes (`convention literal_constructor`), as a
// Savitzky-Golay filter's coefficients are written (issue 26 §6). Before,
// `filter` was Shaped[...] and a window one sample longer than the filter
// was not reported. A shape vector is not a literal: `xarray<double>
// k(shape)` stays unknown; so does a list whose rows differ in length.
//
// RUN: not %shapecheck %s -- %xtensor-flags \
// RUN:   | FileCheck %s --implicit-check-not='{{warning|error}}:'
// RUN: not %shapecheck --dump-shapes %s -- %xtensor-flags \
// RUN:   | FileCheck %s --check-prefix=DUMP

#include <shapecheck/shapecheck.hpp>
#include <vector>
#include <xtensor/xarray.hpp>
#include <xtensor/xmath.hpp>
#include <xtensor/xtensor.hpp>

float smooth(SHAPECHECK(Float, "t") const xt::xtensor<float, 1> &s) {
  // DUMP: literal.cpp:[[@LINE+1]]:21: 'filter': Shaped[8]
  xt::xarray<float> filter = {-21.0, 14.0, 39.0, 54.0, 59.0, 54.0, 39.0, 14.0};
  // DUMP: literal.cpp:[[@LINE+1]]:21: 'window': Shaped[9]
  xt::xarray<float> window = {s(0), s(1), s(2), s(3), s(4),
                              s(5), s(6), s(7), s(8)};
  // CHECK: literal.cpp:[[@LINE+1]]:18: error: call to 'operator*': broadcast: shapes [9] and [8]: sizes 9 and 8 do not broadcast [broadcast]
  return xt::sum(window * filter)();
}

void shapes() {
  // DUMP: literal.cpp:[[@LINE+1]]:22: 'g': Shaped[3 2]
  xt::xarray<double> g = {{1.0, 2.0}, {3.0, 4.0}, {5.0, 6.0}};
  // DUMP: literal.cpp:[[@LINE+1]]:26: 'h': Float64[2 2]
  xt::xtensor<double, 2> h = {{1.0, 2.0}, {3.0, 4.0}};
  // DUMP: literal.cpp:[[@LINE+1]]:26: 'n': Float64[2]
  xt::xtensor<double, 1> n{1.0, 2.0};
  std::vector<size_t> shape = {3, 4};
  // DUMP: literal.cpp:[[@LINE+1]]:22: 'k': Shaped[...]
  xt::xarray<double> k(shape);
  // DUMP: literal.cpp:[[@LINE+1]]:22: 'ragged': Shaped[...]
  xt::xarray<double> ragged = {{1.0, 2.0}, {3.0}};
  // CHECK: literal.cpp:[[@LINE+1]]:26: error: call to 'operator+': broadcast: shapes [3 2] and [2 2]: sizes 3 and 2 do not broadcast [broadcast]
  xt::xarray<double> s = g + h;
}

// A standard container copied from a shape's whole range holds its sizes
// (`std::vector<size_t> s(x.shape().begin(), x.shape().end())`). Before,
// s[1] was an unknown size.
void shapeCopy(SHAPECHECK(Float, "m n") const xt::xarray<float> &x) {
  std::vector<size_t> s(x.shape().begin(), x.shape().end());
  std::vector<size_t> t = std::vector<size_t>(std::begin(x.shape()), std::end(x.shape()));
  // DUMP: literal.cpp:[[@LINE+1]]:21: 'y': Float[n m]
  xt::xarray<float> y = xt::zeros<float>({s[1], t[0]});
  // CHECK: literal.cpp:[[@LINE+1]]:25: error: call to 'operator+': broadcast: shapes [m n] and [n m]: sizes m and n do not broadcast (distinct dimensions broadcast only if one of them is 1) [broadcast]
  xt::xarray<float> z = x + y;
}

int main() {
  xt::xtensor<float, 1> s = xt::zeros<float>({20});
  shapes();
  return smooth(s) > 0;
}
