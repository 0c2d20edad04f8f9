// A library method the rules describe as a function that is not a mutator
// (`def torch::nn::Module::zero_grad(...) -> none`) leaves its module as it
// was: called on a field in a method (`dis->zero_grad()` in a training
// step, as cyclegan-libtorch's DCGAN trainer does), the field keeps what
// the constructor built, and the Sequential's wrong channels are found.
// Before, any library method called through a field's holder counted as a
// write of the field, and the field was unknown in every method.
//
// RUN: not %shapecheck %s -- -std=c++17 %fake-torch -I %shapecheck-include \
// RUN:     | FileCheck %s --implicit-check-not='{{warning|error}}:'
#include <fake_torch.h>
#include <shapecheck/shapecheck.hpp>

using namespace torch::nn;

Sequential makeDiscriminator(int ndf) {
  Sequential s;
  s->push_back(Conv2d(Conv2dOptions(3, ndf, 4).stride(2).padding(1)));
  s->push_back(Conv2d(Conv2dOptions(ndf * 2, 1, 4)));
  return s;
}

class Trainer {
  Sequential dis;

public:
  Trainer() {
    dis = makeDiscriminator(64);
    dis->to(torch::kFloat);
  }
  void step(SHAPECHECK(Float, "b 3 64 64") torch::Tensor x) {
    dis->zero_grad();
    dis->train();
    // CHECK: library-methods-keep.cpp:[[@LINE+2]]:23: error: call to 'dis->forward': conv: {{.*}} has size 128, but axis -3 (channels) of the input [b 64 32 32] has size 64 [shape-mismatch]
    // CHECK: library-methods-keep.cpp:19:16: note: the module 'torch::nn::Conv2d' is declared here
    torch::Tensor p = dis->forward(x);
  }
};
