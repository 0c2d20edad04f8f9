// A header that is not there (a Windows-only <io.h>, a generated header not
// built yet) is an error, not the end of the file: what follows is parsed
// and analysed, as clangd does. Before, Clang's fatal error stopped the
// instantiation of every template after it, and the model built below was
// unknown (LibtorchTutorials' VGG: 9 bugs missed).
//
// RUN: not %shapecheck --dump-shapes=main %s -- -std=c++17 %fake-torch \
// RUN:     -I %shapecheck-include 2>&1 \
// RUN:   | FileCheck %s --implicit-check-not='{{warning|error}}:'

// CHECK-DAG: missing-include.cpp:[[@LINE+1]]:10: error: 'no_such_header.h' file not found
#include "no_such_header.h"
#include <fake_torch.h>

struct NetImpl : torch::nn::Module {
  NetImpl(int64_t in, int64_t out) : fc(in, out) {}
  // CHECK-DAG: missing-include.cpp:[[@LINE+1]]:63: error: {{.*}}size 6 does not match 8{{.*}}[shape-mismatch]
  torch::Tensor forward(torch::Tensor x) { return fc->forward(x); }
  torch::nn::Linear fc;
};
TORCH_MODULE(Net);

int main() {
  Net net(8, 4);
  // CHECK-DAG: missing-include.cpp:[[@LINE+1]]:8: 'y': Float[2 4]
  auto y = net->forward(torch::randn({2, 8}));
  auto z = net->forward(torch::randn({2, 6}));
  return 0;
}
