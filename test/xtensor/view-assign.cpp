// Assignment into a view (issue 26 §2): `xt::view(a, ...) = b` broadcasts
// b into the view's shape (xtensor.rules: xview::operator= -> inplace).
// Before, it was not checked.
//
// RUN: not %shapecheck %s -- %xtensor-flags \
// RUN:   | FileCheck %s --implicit-check-not='{{warning|error}}:'

#include <shapecheck/shapecheck.hpp>
#include <xtensor/xtensor.hpp>
#include <xtensor/xview.hpp>

void fill(SHAPECHECK(Float, "n m") xt::xtensor<double, 2> &a,
          SHAPECHECK(Float, "m") const xt::xtensor<double, 1> &r,
          SHAPECHECK(Float, "n") const xt::xtensor<double, 1> &c) {
  xt::view(a, 0, xt::all()) = r;
  // CHECK: view-assign.cpp:[[@LINE+1]]:3: error: call to 'operator=': inplace: shapes [m] and [n]: sizes m and n do not broadcast
  xt::view(a, 0, xt::all()) = c;
  xt::view(a, xt::all(), 0) = c;
  xt::view(a, xt::range(0, 2), xt::all()) = r;
}
