// An integer computed through floating-point arithmetic on known numbers
// and converted back (a ResNeXt block's `int(planes * (base_width / 64.)) *
// groups`) is known: the arithmetic is done as the program does it (in
// float for float operands) and the conversion truncates. Before, the
// width was unknown, and so was every layer sized by it.
//
// RUN: %shapecheck --dump-shapes=main %s -- -std=c++17 %fake-torch \
// RUN:     | FileCheck %s --implicit-check-not='{{warning|error}}:'

#include <fake_torch.h>

int width(int planes, int base_width, int groups) {
  int w = int(planes * (base_width / 64.)) * groups;
  return w;
}

int main() {
  // CHECK: float-ints.cpp:[[@LINE+1]]:8: 'a': Float[64]
  auto a = torch::randn({width(64, 64, 1)});
  // CHECK: float-ints.cpp:[[@LINE+1]]:8: 'b': Float[128]
  auto b = torch::randn({width(64, 4, 32)});
  float f = 2.5f;
  // Truncated toward zero: 7.5 is 7, -7.5 is -7.
  // CHECK: float-ints.cpp:[[@LINE+1]]:8: 'c': Float[7]
  auto c = torch::randn({(int)(f * 3)});
  int n = -(int)(f * -3);
  // CHECK: float-ints.cpp:[[@LINE+1]]:8: 'd': Float[7]
  auto d = torch::randn({n});
  // CHECK: float-ints.cpp:[[@LINE+1]]:8: 'e': Float[3]
  auto e = torch::randn({static_cast<int64_t>(10 / 3.0)});
}
