// A module sized by a config struct whose fields have default member
// initialisers: `Config cfg; Net model(cfg);` gives the instance the
// defaults, and the annotation of `forward` that names a field
// (`"b in_channels"`) binds to the instance's value, as it binds to a
// constructor parameter's. (Before, the instance's Linear took 3 features
// while the annotation's 'in_channels' stayed free: a finding inside
// `forward` and none at the call.)
//
// RUN: not %shapecheck --dump-shapes %s -- -std=c++20 %fake-torch \
// RUN:     -I %shapecheck-include > %t.out
// RUN: FileCheck %s --implicit-check-not='{{warning|error}}:' < %t.out
// RUN: FileCheck %s --check-prefix=DUMP < %t.out

#include <fake_torch.h>
#include <shapecheck/shapecheck.hpp>

struct Config {
  int64_t in_channels = 3;
  int64_t hidden = 16;
};

class NetImpl : public torch::nn::Module {
public:
  explicit NetImpl(const Config &cfg) : fc(cfg.in_channels, cfg.hidden) {}
  torch::Tensor forward(SHAPECHECK(Float, "b in_channels") torch::Tensor x) {
    return fc->forward(x);
  }
  torch::nn::Linear fc{nullptr};
};
TORCH_MODULE(Net);

void fires() {
  Config cfg;
  Net model(cfg);
  auto x = torch::randn({8, 1});
  // CHECK: config-defaults.cpp:[[@LINE+1]]:27: error: argument 'x' of call to 'NetImpl::forward', axis 1: size 1 does not match 3 required by parameter 'x' of 'NetImpl::forward' [shape-mismatch]
  auto y = model->forward(x);
}

void silent() {
  Config cfg;
  Net model(cfg);
  // DUMP: config-defaults.cpp:[[@LINE+1]]:8: 'y': Float[8 16]
  auto y = model->forward(torch::randn({8, 3}));
}

// An aggregate-initialised config, a temporary and designated initialisers
// (the fields left out take their default member initialisers): the
// instance has the fields' values. (Before, the instance's sizes stayed
// unknown and the 3 features given where 5 are taken were not reported.)
void aggregate() {
  Config wide{5, 16};
  Net model(wide);
  // CHECK: config-defaults.cpp:[[@LINE+1]]:27: error: argument 'x' of call to 'NetImpl::forward', axis 1: size 3 does not match 5 required by parameter 'x' of 'NetImpl::forward' [shape-mismatch]
  auto y = model->forward(torch::randn({8, 3}));
}

void temporary() {
  Net model(Config{5, 32});
  // DUMP: config-defaults.cpp:[[@LINE+1]]:8: 'y': Float[8 32]
  auto y = model->forward(torch::randn({8, 5}));
}

void designated() {
  Net model(Config{.hidden = 7});
  // DUMP: config-defaults.cpp:[[@LINE+1]]:8: 'y': Float[8 7]
  auto y = model->forward(torch::randn({8, 3}));
}
