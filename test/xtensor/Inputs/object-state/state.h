// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#pragma once
#include <shapecheck/shapecheck.hpp>
#include <xtensor/xbuilder.hpp>
#include <xtensor/xtensor.hpp>

// A model's state, sized by its owner through reset() (as a sampling
// planner's is): no constructor gives it sizes.
struct State {
  SHAPECHECK(Float, "batch time") xt::xtensor<float, 2> vx;
  SHAPECHECK(Float, "batch time") xt::xtensor<float, 2> wz;

  void reset(unsigned int batch_size, unsigned int time_steps) {
#ifdef BUG_SWAP
    vx = xt::zeros<float>({time_steps, batch_size});
#else
    vx = xt::zeros<float>({batch_size, time_steps});
#endif
    wz = xt::zeros<float>({batch_size, time_steps});
  }
};
