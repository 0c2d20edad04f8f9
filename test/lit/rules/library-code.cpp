// LibTorch's C++ API headers are usually found with -I, not as system
// headers: code in the namespaces the shipped rules describe (`torch`,
// `at`) is library code all the same, never analysed (no findings there,
// no time spent), and its calls are answered by the rules.
//
// RUN: %expect-exit 1 %shapecheck %s -- -std=c++17 %fake-torch \
// RUN:     -I %S/Inputs/api -I %shapecheck-include \
// RUN:   | FileCheck %s --implicit-check-not='{{warning|error}}:'
// RUN: %expect-exit 0 %shapecheck --dump-shapes %s -- -std=c++17 -DCLEAN \
// RUN:     %fake-torch -I %S/Inputs/api -I %shapecheck-include \
// RUN:   | FileCheck %s --check-prefix=DUMP

#include <fake_torch.h>
#include <shapecheck/shapecheck.hpp>
#include <torch_api_extra.h>

// DUMP-NOT: torch_api_extra.h
// DUMP: library-code.cpp:[[@LINE+1]]:6: 'user': (x: Float[b 8]) -> void
void user(SHAPECHECK(Float, "b 8") torch::Tensor x) {
  // DUMP-NEXT: library-code.cpp:[[@LINE+1]]:8: 'y': Float[b 8]
  auto y = torch::nn::functional::relu(x);
#ifndef CLEAN
  // CHECK: library-code.cpp:[[@LINE+1]]:12: error: call to 'torch::matmul'
  auto z = torch::matmul(x, x);
#endif
}
// DUMP-NOT: torch_api_extra.h
