// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include "optimizer.h"
#include <cstdio>

int main() {
  Optimizer opt;
  opt.initialize();
  for (int i = 0; i < 3; ++i)
    std::printf("%f\n", opt.step());
  opt.reset();
  std::printf("%f\n", opt.step());
}
