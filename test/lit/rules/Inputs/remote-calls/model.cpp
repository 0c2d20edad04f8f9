#include "layer.h"
#include <shapecheck/shapecheck.hpp>

class MLPImpl : public torch::nn::Module {
public:
  MLPImpl() {
    l1 = register_module("l1", LinearBn(16, 32));
    l2 = register_module("l2", LinearBn(32, 64));
  }
  torch::Tensor forward(SHAPECHECK(Float, "batch 4 4") torch::Tensor x) {
    auto f = flat(x);
    auto a = l1->forward(f);
    auto b = l2->forward(a);
    return b;
  }

private:
  LinearBn l1{nullptr}, l2{nullptr};
};
TORCH_MODULE(MLP);
