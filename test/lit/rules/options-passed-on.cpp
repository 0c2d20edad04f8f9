// A config struct handed on whole to a sub-module (`patch(cfg)`) in one
// instance's constructor names its known fields for the methods'
// annotations, as reading them there would: the annotation's `in_channels`
// is the default member initialiser's 3, which the sub-module's Conv2d
// takes. Without this, in the instance `main` builds, `in_channels` was a
// fresh dimension and the correct input gave a false finding inside
// `forward` (real-code vit).
//
// RUN: not %shapecheck %s -- -std=c++17 %fake-torch -I %shapecheck-include \
// RUN:   | FileCheck %s --implicit-check-not='{{warning|error}}:'

#include <fake_torch.h>
#include <shapecheck/shapecheck.hpp>

// --- model.h
struct Config {
  int64_t in_channels = 3;
  int64_t embed_dim = 16;
  int64_t patch_size = 4;
};

class PatchImpl : public torch::nn::Module {
public:
  explicit PatchImpl(const Config &cfg);
  torch::Tensor forward(torch::Tensor x);

private:
  torch::nn::Conv2d proj{nullptr};
};
TORCH_MODULE(Patch);

class NetImpl : public torch::nn::Module {
public:
  explicit NetImpl(const Config &cfg);
  torch::Tensor forward(SHAPECHECK(Float, "b in_channels 8 8") torch::Tensor x);

private:
  Patch patch{nullptr};
};
TORCH_MODULE(Net);

// --- model.cpp
PatchImpl::PatchImpl(const Config &cfg)
    : proj(torch::nn::Conv2dOptions(cfg.in_channels, cfg.embed_dim,
                                    cfg.patch_size)
               .stride(cfg.patch_size)) {
  register_module("proj", proj);
}

torch::Tensor PatchImpl::forward(torch::Tensor x) { return proj->forward(x); }

// NetImpl reads no field of cfg itself: it hands cfg on.
NetImpl::NetImpl(const Config &cfg) : patch(cfg) {
  register_module("patch", patch);
}

torch::Tensor NetImpl::forward(torch::Tensor x) { return patch->forward(x); }

// --- main.cpp
void train() {
  Config cfg;
  Net model(cfg);
  // Silent: 3 channels is what the annotation's in_channels is here.
  auto ok = model->forward(torch::randn({2, 3, 8, 8}));
  // CHECK: options-passed-on.cpp:[[@LINE+1]]:29: error: argument 'x' of call to 'NetImpl::forward', axis 1: size 1 does not match 3 required by parameter 'x'
  auto bad = model->forward(torch::randn({2, 1, 8, 8}));
}
