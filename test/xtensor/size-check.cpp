// A channel check that reads the wrong axis of an annotated input
// (`x.shape()[1]`, the height, against the layer's input channels), as a
// convolution layer written with xtensor validates its input: every input
// the annotation admits is rejected. The check on the channel axis says
// nothing. Before, such a condition was not evaluated, and `x.shape()[i]`
// of an xtensor container was not read as an axis size (the method is the
// library base class's).
//
// RUN: %shapecheck %s -- %xtensor-flags 2>&1 \
// RUN:   | FileCheck %s --allow-empty --check-prefix=OK --implicit-check-not='{{warning|error}}:'
// RUN: not %shapecheck %s -- %xtensor-flags -DBUG 2>&1 \
// RUN:   | FileCheck %s --check-prefix=BUG --implicit-check-not='{{warning|error}}:'
// OK-NOT: {{.}}

#include <shapecheck/shapecheck.hpp>
#include <stdexcept>
#include <xtensor/xarray.hpp>
#include <xtensor/xbuilder.hpp>

class Conv {
public:
  Conv(int input_channels, int num_filters)
      : input_channels(input_channels), num_filters(num_filters) {
    filters = xt::zeros<float>({3, 3, input_channels, num_filters});
  }
  xt::xarray<float>
  forward(SHAPECHECK(Float, "batch height width input_channels")
              const xt::xarray<float> &x) {
#ifdef BUG
    // BUG: size-check.cpp:[[@LINE+1]]:9: error: the size check 'x.shape()[1] != input_channels' compares axis 1 of 'x' (height) with input_channels
    if (x.shape()[1] != input_channels) {
#else
    if (x.shape()[3] != input_channels) {
#endif
      throw std::invalid_argument("Input channels don't match filter channels");
    }
    return x;
  }

private:
  SHAPECHECK(Float, "k k input_channels num_filters") xt::xarray<float> filters;
  int input_channels, num_filters;
};

int main() {
  Conv c(3, 8);
  xt::xarray<float> x = xt::zeros<float>({2, 5, 5, 3});
  auto y = c.forward(x);
  return int(y.size()) - 150;
}
