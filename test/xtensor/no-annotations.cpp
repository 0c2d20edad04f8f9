// A correct program that uses xtensor and has no annotation: no finding, no
// note, exit code 0, also with --report-unknown; its shapes are inferred
// all the same (a NumPy-style normalisation of a batch of samples).
//
// RUN: %shapecheck %s -- %xtensor-flags 2>&1 | count 0
// RUN: %shapecheck --report-unknown %s -- %xtensor-flags 2>&1 | count 0
// RUN: %shapecheck --dump-shapes %s -- %xtensor-flags > %t.dump
// RUN: FileCheck %s --implicit-check-not='{{warning|error|note}}:' < %t.dump

#include <cstddef>
#include <iostream>
#include <xtensor/xarray.hpp>
#include <xtensor/xbuilder.hpp>
#include <xtensor/xio.hpp>
#include <xtensor/xmath.hpp>
#include <xtensor/xview.hpp>

static xt::xarray<double> standardize(const xt::xarray<double> &x) {
  auto mu = xt::mean(x, {0}, xt::keep_dims);
  auto sd = xt::sqrt(xt::mean(xt::square(x - mu), {0}, xt::keep_dims));
  return (x - mu) / (sd + 1e-8);
}

int main() {
  const std::size_t n = 8, d = 3;
  xt::xarray<double> x = xt::arange<double>(n * d);
  x.reshape({n, d});
  // CHECK: no-annotations.cpp:[[@LINE+1]]:22: 'y': Float[8 3]
  xt::xarray<double> y = xt::ones<double>({n, d}) * 2.0 + x;
  // CHECK: no-annotations.cpp:[[@LINE+1]]:8: 'firstRows': Float[2 3]
  auto firstRows = xt::view(y, xt::range(0, 2), xt::all());
  // CHECK: no-annotations.cpp:[[@LINE+1]]:8: 'rowSums': Float[8]
  auto rowSums = xt::sum(y, {1});
  xt::xarray<double> z = standardize(y);
  std::cout << firstRows << "\n" << rowSums << "\n" << z << "\n";
  return 0;
}
