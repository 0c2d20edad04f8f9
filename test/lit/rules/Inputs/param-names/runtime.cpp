// A Block whose width is read at run time: nobody knows it here.
#include "block.h"
#include <shapecheck/shapecheck.hpp>

int widthFromConfig();

class Net : public torch::nn::Module {
public:
  Net() {
    b1 = register_module("b1", Block(16, widthFromConfig()));
    b2 = register_module("b2", Block(64, 10));
  }
  torch::Tensor forward(SHAPECHECK(Float, "batch 16") torch::Tensor x) {
    auto a = b1->forward(x);
    auto b = b2->forward(a);
    return b;
  }

private:
  Block b1{nullptr}, b2{nullptr};
};
