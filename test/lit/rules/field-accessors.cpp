// A method that only reads a container field through a non-const accessor
// (`layers_.rbegin()`, `layers_.front()`: the non-const twin of a const
// method, picked because the object is not const) does not change it, so
// the other methods still see what the constructor left, as in a RealNVP
// whose `sample` walks its coupling layers backwards. Writing through an
// accessor (`layers_[0] = ...`, `*layers_.begin() = ...`) does change it.
// And a method called on an object of unknown state (a layer of the
// generic instance, whose number of layers is unknown) has its class's
// sizes unknown, not the class's own distinct dimensions: `inverse` on
// `[n dim]` is not a mismatch of FlowImpl's `dim` with LayerImpl's.
// Before, any non-const call on the field counted as a write: the layers
// were unknown in forward and no bug in them was found.
//
// RUN: not %shapecheck --dump-shapes=main %s -- -std=c++17 %fake-torch \
// RUN:     -I %shapecheck-include > %t.out
// RUN: FileCheck %s --implicit-check-not='{{warning|error}}:' < %t.out
// RUN: FileCheck %s --check-prefix=DUMP < %t.out

#include <fake_torch.h>
#include <shapecheck/shapecheck.hpp>

#include <vector>

class LayerImpl : public torch::nn::Module {
public:
  LayerImpl(int64_t dim, torch::Tensor mask);
  torch::Tensor forward(torch::Tensor x);
  torch::Tensor inverse(torch::Tensor y);

private:
  torch::Tensor mask_;
  torch::nn::Linear fc{nullptr};
};
TORCH_MODULE(Layer);

class FlowImpl : public torch::nn::Module {
public:
  FlowImpl(int64_t dim, int64_t num_layers);
  torch::Tensor forward(SHAPECHECK(Float, "batch dim") torch::Tensor x);
  torch::Tensor sample(int64_t n);
  torch::Tensor first(torch::Tensor x);

private:
  int64_t dim_;
  std::vector<Layer> layers_;
};
TORCH_MODULE(Flow);

// The same, with a method that replaces a layer through operator[].
class RebuiltImpl : public torch::nn::Module {
public:
  RebuiltImpl(int64_t dim, int64_t num_layers);
  torch::Tensor forward(SHAPECHECK(Float, "batch dim") torch::Tensor x);
  void reset(int64_t dim);

private:
  std::vector<Layer> layers_;
};
TORCH_MODULE(Rebuilt);

LayerImpl::LayerImpl(int64_t dim, torch::Tensor mask) : fc(dim, dim) {
  mask_ = register_buffer("mask", mask);
}

torch::Tensor LayerImpl::forward(torch::Tensor x) {
  return x + fc->forward(x * mask_);
}

torch::Tensor LayerImpl::inverse(torch::Tensor y) {
  return fc->forward(y) * mask_;
}

FlowImpl::FlowImpl(int64_t dim, int64_t num_layers) : dim_(dim) {
  auto checkerboard = torch::arange(dim).to(torch::kFloat);
  for (int64_t i = 0; i < num_layers; ++i)
    layers_.push_back(Layer(dim, i % 2 == 0 ? checkerboard : 1 - checkerboard));
}

torch::Tensor FlowImpl::forward(torch::Tensor x) {
  auto z = x;
  auto log_det = torch::zeros({x.size(0)});
  for (auto &layer : layers_) {
    z = layer->forward(z);
    // A log-determinant summed over the batch instead of the features.
    // CHECK: field-accessors.cpp:[[@LINE+1]]:15: error: call to 'operator+': broadcast: shapes [batch] and [6]{{.*}}[broadcast]
    log_det = log_det + z.sum(0);
  }
  return z;
}

torch::Tensor FlowImpl::sample(int64_t n) {
  auto z = torch::randn({n, dim_});
  for (auto it = layers_.rbegin(); it != layers_.rend(); ++it)
    z = (*it)->inverse(z);
  return z;
}

torch::Tensor FlowImpl::first(torch::Tensor x) {
  return layers_.front()->forward(x);
}

RebuiltImpl::RebuiltImpl(int64_t dim, int64_t num_layers) {
  for (int64_t i = 0; i < num_layers; ++i)
    layers_.push_back(Layer(dim, torch::ones({dim})));
}

torch::Tensor RebuiltImpl::forward(torch::Tensor x) {
  auto z = x;
  for (auto &layer : layers_)
    z = layer->forward(z);
  return z;
}

void RebuiltImpl::reset(int64_t dim) {
  layers_[0] = Layer(dim, torch::ones({dim}));
}

int main() {
  Flow flow(6, 4);
  // CHECK: field-accessors.cpp:[[@LINE+1]]:12: note: in the call of 'flow->forward' here
  auto z = flow->forward(torch::randn({32, 6}));
  // DUMP: field-accessors.cpp:[[@LINE-1]]:8: 'z': {{.*}}[32 6]
  // reset() replaces a layer through `layers_[0] = ...`: what it leaves
  // in the list is not followed, so the object's layers are unknown after
  // it. (Without the call, `rebuilt` is what its constructor built: [32 6].)
  Rebuilt rebuilt(6, 2);
  rebuilt->reset(6);
  auto r = rebuilt->forward(torch::randn({32, 6}));
  // DUMP: field-accessors.cpp:[[@LINE-1]]:8: 'r': Shaped[...]
}
