#include "block.h"
#include <shapecheck/shapecheck.hpp>

class Net : public torch::nn::Module {
public:
  Net(int in, int classes) {
    b1 = Block(in, widths[0]);
    b2 = Block(widths[0], widths[1]);
    head = Head(widths[0], classes);
    b1 = register_module("b1", b1);
    b2 = register_module("b2", b2);
    head = register_module("head", head);
  }
  torch::Tensor forward(SHAPECHECK(Float, "batch in") torch::Tensor x) {
    auto a = b1->forward(x);
    auto b = b2->forward(a);
    auto out = head->forward(b);
    return out;
  }

private:
  int widths[2] = {32, 64};
  Block b1{nullptr}, b2{nullptr};
  Head head{nullptr};
};
