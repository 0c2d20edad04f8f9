// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#pragma once
#include "state.h"
#include <shapecheck/shapecheck.hpp>
#include <xtensor/xmath.hpp>
#include <xtensor/xtensor.hpp>

struct Settings {
  unsigned int batch_size = 0;
  unsigned int time_steps = 0;
  float dt = 0.1f;
};

// Header-only, as such libraries often are: the methods are defined in
// the class. initialize() reads its settings (here literals; a config
// file in the real thing) through a reference, then sizes the state.
class Optimizer {
public:
  void initialize() {
    getParams();
    reset();
  }

  float step() {
    score();
    return xt::amin(costs_)();
  }

  void reset() {
    state_.reset(settings_.batch_size, settings_.time_steps);
#ifdef BUG_COSTS
    costs_ = xt::zeros<float>({settings_.time_steps});
#else
    costs_ = xt::zeros<float>({settings_.batch_size});
#endif
  }

private:
  void getParams() {
    auto &s = settings_;
    s.batch_size = 400;
    s.time_steps = 30;
  }

  void score() {
    costs_ += xt::sum(state_.vx * settings_.dt, {1});
  }

  Settings settings_;
  State state_;
  SHAPECHECK(Float, "batch") xt::xtensor<float, 1> costs_;
};
