// A size check against a field its constructors compute (`input_channels
// = filters.shape()[2]` in one, a parameter in the other) says nothing:
// that value may be the very size the annotation names, as it is here.
// Only sizes the contract is written in (annotations' names, constructor
// parameters, constants) are known to differ (size-check.cpp). Reported
// on this correct layer, from a public xtensor project, before.
//
// RUN: %shapecheck %s -- %xtensor-flags 2>&1 \
// RUN:   | FileCheck %s --allow-empty --implicit-check-not='{{warning|error}}:'
// CHECK-NOT: {{.}}

#include <shapecheck/shapecheck.hpp>
#include <stdexcept>
#include <string>
#include <xtensor/xarray.hpp>
#include <xtensor/xbuilder.hpp>
#include <xtensor/xnpy.hpp>

class Conv {
public:
  explicit Conv(const std::string &path) {
    filters = xt::load_npy<float>(path);
    input_channels = filters.shape()[2];
  }
  Conv(size_t num_filters, size_t kernel_size, size_t input_channels) {
    this->input_channels = input_channels;
    filters = xt::zeros<float>({kernel_size, kernel_size, input_channels, num_filters});
  }
  xt::xarray<float>
  forward(SHAPECHECK(Float, "batch height width input_channels")
              const xt::xarray<float> &x) {
    if (x.shape()[3] != input_channels)
      throw std::invalid_argument("Input channels don't match filter channels");
    return x;
  }

private:
  SHAPECHECK(Float, "k k input_channels num_filters") xt::xarray<float> filters;
  size_t input_channels;
};

int main() {
  Conv c(8, 3, 3);
  xt::xarray<float> x = xt::zeros<float>({2, 5, 5, 3});
  return int(c.forward(x).size()) - 150;
}
