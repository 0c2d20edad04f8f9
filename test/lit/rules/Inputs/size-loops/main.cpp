#include "nnet.h"
#include <shapecheck/shapecheck.hpp>

int main() {
  Net net(FLAT);
  SHAPECHECK(Float, "1 1 8 8") torch::Tensor x = torch::randn({1, 1, 8, 8});
  auto y = net->forward(x);
}
