// A base's method that calls a virtual method runs, on an object of a
// derived class, the derived class's override: the analysis of the
// inherited forward with a derived object's state calls the derived
// class's head, never the base's (which would state the base's shape).
//
// RUN: %shapecheck --dump-shapes=main %s -- -std=c++17 %fake-torch \
// RUN:     -I %shapecheck-include \
// RUN:   | FileCheck %s --implicit-check-not='{{warning|error}}:'
// On the base's own generic object, which may be a classifier, head() has
// no known result: the forward's result is unknown, never the base's.
// RUN: %shapecheck --dump-shapes=BaseImpl::forward %s -- -std=c++17 \
// RUN:     %fake-torch -I %shapecheck-include \
// RUN:   | FileCheck %s --check-prefix=GENERIC --implicit-check-not='{{warning|error}}:'
// GENERIC: 'BaseImpl::forward': (x: Float[*b in]) -> Shaped[...]

#include <fake_torch.h>
#include <shapecheck/shapecheck.hpp>

struct BaseImpl : torch::nn::Module {
  explicit BaseImpl(int64_t in) : body(in, 16) {}
  virtual torch::Tensor head(torch::Tensor h) { return h; }
  torch::Tensor forward(torch::Tensor x) { return head(body->forward(x)); }
  torch::nn::Linear body;
};

struct ClassifierImpl : BaseImpl {
  ClassifierImpl(int64_t in, int64_t classes)
      : BaseImpl(in), fc(16, classes) {}
  torch::Tensor head(torch::Tensor h) override { return fc->forward(h); }
  torch::nn::Linear fc;
};
TORCH_MODULE(Classifier);

int main() {
  Classifier net(8, 3);
  // CHECK: virtual-dispatch.cpp:[[@LINE+1]]:8: 'y': Float[2 3]
  auto y = net->forward(torch::randn({2, 8}));
  BaseImpl plain(8);
  // CHECK: virtual-dispatch.cpp:[[@LINE+1]]:8: 'z': Float[2 16]
  auto z = plain.forward(torch::randn({2, 8}));
  return 0;
}
