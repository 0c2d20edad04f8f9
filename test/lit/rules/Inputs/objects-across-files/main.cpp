#include "model.h"

void defaults() {
  Config cfg;
  Net model(cfg);
  // CHECK: main.cpp:[[@LINE+1]]:27: error: argument 'x' of call to 'NetImpl::forward', axis 1: size 1 does not match 3 required by parameter 'x' of 'NetImpl::forward' [shape-mismatch]
  auto y = model->forward(torch::randn({8, 1}));
}

void aggregate() {
  Config wide{5, 32};
  Net model(wide);
  torch::Tensor h, total;
  // DUMP: main.cpp:[[@LINE-1]]:17: 'h': Float[8 32]
  // DUMP: main.cpp:[[@LINE-2]]:20: 'total': Float[8]
  std::tie(h, total) = model->forward(torch::randn({8, 5}));
  // The per-sample totals [8] against the features [8 32].
  // CHECK: main.cpp:[[@LINE+1]]:12: error: {{.*}}[broadcast]
  auto s = h + total;
}
