// `xt::noalias(x) = e` (issue 26 §2, §6), as an MPPI planner integrates its
// controls: into a view, e broadcasts into the view as it does without
// noalias; to a container, the container takes e's value (it resizes, as
// `x = e` does). `xt::xtensor<T, N>::from_shape({...})` has the sizes it is
// given. Before, the noalias assignment was an unknown call (never
// checked) and from_shape's result unknown.
//
// RUN: not %shapecheck %s -- %xtensor-flags \
// RUN:   | FileCheck %s --implicit-check-not='{{warning|error}}:'
// RUN: not %shapecheck --dump-shapes %s -- %xtensor-flags \
// RUN:   | FileCheck %s --check-prefix=DUMP

#include <shapecheck/shapecheck.hpp>
#include <xtensor/xmath.hpp>
#include <xtensor/xnoalias.hpp>
#include <xtensor/xtensor.hpp>
#include <xtensor/xview.hpp>

using namespace xt::placeholders;

void predict(SHAPECHECK(Float, "batch time") xt::xtensor<float, 2> &vx,
             SHAPECHECK(Float, "batch time") const xt::xtensor<float, 2> &cvx) {
  xt::noalias(xt::view(vx, xt::all(), xt::range(1, _))) =
      xt::view(cvx, xt::all(), xt::range(0, -1));
  // CHECK: noalias.cpp:[[@LINE+1]]:3: error: call to 'operator=': inplace: shapes [batch time-1] and [batch time]
  xt::noalias(xt::view(vx, xt::all(), xt::range(1, _))) =
      xt::view(cvx, xt::all(), xt::range(0, _));
}

void integrate(SHAPECHECK(Float, "b t") const xt::xtensor<float, 2> &yaws) {
  // DUMP: noalias.cpp:[[@LINE+1]]:10: 'yaw_cos': Float32[b t]
  auto &&yaw_cos = xt::xtensor<float, 2>::from_shape(yaws.shape());
  // DUMP: noalias.cpp:[[@LINE+1]]:8: 'cut': Float32[b t-1]
  auto cut = xt::xtensor<float, 2>::from_shape({yaws.shape(0), yaws.shape(1) - 1});
  xt::view(yaw_cos, xt::all(), xt::range(1, _)) = xt::cos(xt::view(yaws, xt::all(), xt::range(0, -1)));
  // CHECK: noalias.cpp:[[@LINE+1]]:3: error: call to 'operator=': inplace: shapes [b t-2] and [b t-1]
  xt::view(cut, xt::all(), xt::range(1, _)) = xt::cos(xt::view(yaws, xt::all(), xt::range(0, -1)));
  // A container takes the value it is given: no finding.
  xt::xtensor<float, 2> acc = xt::zeros<float>({2, 2});
  xt::noalias(acc) = yaws * 2.0f;
  // DUMP: noalias.cpp:[[@LINE+1]]:8: 'total': {{.*}}[b t]
  auto total = acc + yaws;
  (void)total;
}

int main() {
  xt::xtensor<float, 2> vx = xt::zeros<float>({4, 6}), cvx = vx;
  predict(vx, cvx);
  xt::xtensor<float, 2> y = xt::zeros<float>({4, 6});
  integrate(y);
}
