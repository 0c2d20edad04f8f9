// Elements of a constructor's `const std::vector<int64_t> &` parameter
// (U-Net channel widths): in the generic instance `features[1]` is a fixed
// unknown integer, a symbol equal only to itself (issue 15.3), so a layer
// that takes `features[2]` features after one that gives `features[1]` is a
// finding; an instance built with a literal list has the literal values.
//
// RUN: not %shapecheck --dump-shapes %s -- -std=c++17 %fake-torch \
// RUN:     -I %shapecheck-include > %t.out
// RUN: FileCheck %s --implicit-check-not='{{warning|error}}:' < %t.out
// RUN: FileCheck %s --check-prefix=DUMP < %t.out

#include <fake_torch.h>
#include <shapecheck/shapecheck.hpp>

#include <vector>

class NetImpl : public torch::nn::Module {
public:
  NetImpl(int64_t in, const std::vector<int64_t> &features)
      : fc1(in, features[0]), fc2(features[0], features[1]) {}
  torch::Tensor forward(SHAPECHECK(Float, "b in") torch::Tensor x) {
    // DUMP: vector-param-elements.cpp:[[@LINE+1]]:10: 'h': Float[b features[0]]
    auto h = fc1->forward(x);
    return fc2->forward(h);
  }
  torch::nn::Linear fc1{nullptr}, fc2{nullptr};
};
TORCH_MODULE(Net);

class BadImpl : public torch::nn::Module {
public:
  BadImpl(int64_t n, const std::vector<int64_t> &features)
      : fc1(n, features[1]), fc2(features[2], features[0]) {}
  torch::Tensor forward(SHAPECHECK(Float, "b n") torch::Tensor x) {
    auto h = fc1->forward(x);
    // CHECK: vector-param-elements.cpp:[[@LINE+2]]:25: warning: {{.*}}size 'features[1]' does not match 'features[2]'{{.*}}none in the analysed code decides it) [shape-mismatch]
    // CHECK: note: 'features[{{[12]}}]' is a dimension of 'BadImpl', an element of its constructor's parameter 'features'
    return fc2->forward(h);
  }
  torch::nn::Linear fc1{nullptr}, fc2{nullptr};
};
TORCH_MODULE(Bad);

void silent() {
  Net net(4, std::vector<int64_t>{8, 16});
  // DUMP: vector-param-elements.cpp:[[@LINE+1]]:8: 'y': Float[2 16]
  auto y = net->forward(torch::randn({2, 4}));
}

void fires() {
  const std::vector<int64_t> widths{8, 16};
  Net net(4, widths);
  // The instance gives 16 features, not 32.
  // CHECK: vector-param-elements.cpp:[[@LINE+1]]:47: error: initializer of 'y', axis 1: size 16 does not match 32 required by the annotation of 'y' [shape-mismatch]
  SHAPECHECK(Float, "2 32") torch::Tensor y = net->forward(torch::randn({2, 4}));
}
