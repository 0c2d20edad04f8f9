// Element access `a(i, j, ...)` is checked as xtensor reads it (issue 26,
// the CNN layers' output writes): the indices address the last axes (fewer
// indices than axes: the leading ones are 0; more: the first indices are
// dropped), and an index must be below its axis's size unless that size is
// 1 (a broadcast axis). Only sizes known to differ from 1 are checked, so a
// symbolic size is never an error here. Before, no element access of an
// xtensor container was checked. A loop that goes past an axis on several
// trips is one finding, on its first such trip.
//
// RUN: not %shapecheck %s -- %xtensor-flags \
// RUN:   | FileCheck %s --implicit-check-not='{{warning|error}}:'

#include <shapecheck/shapecheck.hpp>
#include <vector>
#include <xtensor/xarray.hpp>
#include <xtensor/xtensor.hpp>
#include <xtensor/xview.hpp>

void literal() {
  xt::xarray<float> a = xt::zeros<float>({3, 4});
  a(2, 3) = 1;
  // CHECK: element-access.cpp:[[@LINE+1]]:3: error: call to 'a': element: index 4 is out of range for axis 1 of size 4 (index 2 of 2) [axis-range]
  a(0, 4) = 1;
  // One index: the last axis.
  a(3) = 1;
  // CHECK: element-access.cpp:[[@LINE+1]]:3: error: call to 'a': element: index 4 is out of range for axis 1 of size 4 (index 1 of 1) [axis-range]
  a(4) = 1;
  // More indices than axes: the first is dropped.
  a(7, 2, 3) = 1;
  // CHECK: element-access.cpp:[[@LINE+1]]:3: error: call to 'a': element: index 3 is out of range for axis 0 of size 3 (index 2 of 3) [axis-range]
  a(0, 3, 0) = 1;
}

void broadcastAxis() {
  // An axis of size 1 takes any index.
  xt::xarray<double> col = xt::ones<double>({3, 1});
  col(2, 5) = 0;
}

void symbolic(SHAPECHECK(Float, "n c") const xt::xarray<float> &x) {
  // c may be 1, and 7 may be below n: nothing is known to be wrong.
  float v = x(7, 7);
  (void)v;
}

// A layer that allocates its output with the input's channels but writes
// one channel per filter: wrong for every call with more filters.
xt::xarray<float> conv1x1(const xt::xarray<float> &in, std::size_t filters) {
  std::size_t b = in.shape()[0], c = in.shape()[1];
  std::vector<std::size_t> shape = {b, c};
  xt::xarray<float> out = xt::zeros<float>(shape);
  for (std::size_t i = 0; i < b; ++i)
    for (std::size_t f = 0; f < filters; ++f)
      // CHECK: element-access.cpp:[[@LINE+1]]:7: error: call to 'out': element: index 3 is out of range for axis 1 of size 3 (index 2 of 2) [axis-range]
      out(i, f) = in(i, f % c);
  return out;
}

int main() {
  xt::xarray<float> x = xt::zeros<float>({2, 3});
  // CHECK: element-access.cpp:[[@LINE+1]]:25: note: in the call of 'conv1x1' here
  xt::xarray<float> y = conv1x1(x, 5);
  // The same layer with as many filters as channels is right.
  xt::xarray<float> z = conv1x1(x, 3);
  literal();
  broadcastAxis();
}
