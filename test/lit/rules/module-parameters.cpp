// A library module's parameters read as fields (`conv2d->weight`,
// `fc->bias`): the rules give each module its `weight` and `bias` from its
// options (Conv's [out in/groups *kernel], Linear's [out in], a bias of
// `out` or none). Before, a parameter was unknown: reshaping a trained
// kernel to the wrong size was missed (Dive into Deep Learning's
// convolutional layers). A function that replaces a parameter (`=`,
// `set_data`) has it unknown there; an in-place update keeps its shape.
//
// RUN: not %shapecheck --dump-shapes %s -- -std=c++17 %fake-torch 2>&1 \
// RUN:     | FileCheck %s --implicit-check-not='{{warning|error}}:'

#include <fake_torch.h>

struct Config {
  int64_t in = 784, out = 10;
};

void learnKernel() {
  auto conv2d = torch::nn::Conv2d(torch::nn::Conv2dOptions(1, 1, {1, 2}).bias(false));
  auto X = torch::randn({1, 1, 6, 8});
  for (int i = 0; i < 10; i++) {
    auto Y_hat = conv2d->forward(X);
    conv2d->weight.add_(Y_hat.sum()); // in place: the same shape
  }
  // CHECK-DAG: module-parameters.cpp:[[@LINE+1]]:8: 'kernel': Float[1 2]
  auto kernel = conv2d->weight.clone().reshape({1, 2});
  // CHECK-DAG: module-parameters.cpp:[[@LINE+1]]:16: error: call to 'conv2d->weight.clone().reshape': [1 1 1 2] has 2 elements, but (2, 2) has 4 [reshape]
  auto wrong = conv2d->weight.clone().reshape({2, 2});
}

void linearByHand(const Config &c) {
  torch::nn::Linear fc(c.in, c.out);
  auto x = torch::randn({3, 784});
  // (Generic in c; main's call gives [3 10].)
  // CHECK-DAG: module-parameters.cpp:[[@LINE+1]]:8: 'y': Float[3 ?]
  auto y = torch::matmul(x, fc->weight.t()) + fc->bias;
  // CHECK-DAG: module-parameters.cpp:[[@LINE+2]]:12: error: call to 'torch::matmul': axis -1 of the 1st operand [3 784] has size 784, but axis -2 of the 2nd operand [10 784] has size 10 [shape-mismatch]
  // CHECK-DAG: note: in the call of 'linearByHand' here
  auto z = torch::matmul(x, fc->weight) + fc->bias;
}

void replaced() {
  torch::nn::Linear g(4, 2);
  g->weight = torch::randn({5, 5});
  // CHECK-DAG: module-parameters.cpp:[[@LINE+1]]:8: 'w': Shaped[...]
  auto w = g->weight;
}

int main() {
  learnKernel();
  linearByHand(Config{});
  replaced();
}
