// Clang 19 rejects xtensor 0.24 ("ambiguous partial specializations of
// 'rebind_container'") unless given -fno-relaxed-template-template-args,
// which GCC users do not pass. rules/xtensor.rules declares the flag for
// headers under "xtensor/": shapecheck applies it from the first xtensor
// include on, so the command below parses without errors and the finding
// in f is reported. A translation unit without xtensor keeps Clang's
// relaxed matching (Inputs/relaxed-ttp.cpp needs it).
//
// Clang alone fails on this file:
// RUN: not %clangxx -std=c++17 -fsyntax-only -I %shapecheck-include %s 2> %t.clang
// RUN: FileCheck %s --check-prefix=CLANG < %t.clang
// CLANG: error: ambiguous partial specializations of 'rebind_container
//
// RUN: not %shapecheck %s -- %xtensor-flags > %t.out 2>&1
// RUN: FileCheck %s --implicit-check-not='{{warning|error}}:' < %t.out
// RUN: %shapecheck %S/Inputs/relaxed-ttp.cpp -- -std=c++17 2>&1 | count 0

#include <shapecheck/shapecheck.hpp>

#include <xtensor/xarray.hpp>
#include <xtensor/xmath.hpp>
#include <xtensor/xview.hpp>

void f(SHAPECHECK(Float, "b n") const xt::xarray<double> &x,
       SHAPECHECK(Float, "b") const xt::xarray<double> &scale) {
  // CHECK: clang-flags.cpp:[[@LINE+1]]:26: error: call to 'operator*': broadcast: shapes [b n] and [b]: sizes n and b do not broadcast (distinct dimensions broadcast only if one of them is 1) [broadcast]
  xt::xarray<double> y = x * scale;
  xt::xarray<double> z = x * xt::view(scale, xt::all(), xt::newaxis());
}
