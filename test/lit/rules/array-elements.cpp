// Built-in arrays of known integers are read by index as std::vector's
// items are (`int mid_features[3] = {32, 64, 128};` in a class, as
// LibtorchTutorials' MLP writes it), and a write through an element
// forgets what the container held, whatever its kind: `v[0] = 8` makes v's
// items unknown, not still {16, 32} (before, a false positive below). A
// tensor's element written keeps the tensor's shape.
//
// RUN: not %shapecheck --dump-shapes %s -- -std=c++17 %fake-torch \
// RUN:     -I %shapecheck-include > %t.out
// RUN: FileCheck %s --implicit-check-not='{{warning|error}}:' < %t.out
// RUN: FileCheck %s --check-prefix=DUMP < %t.out

#include <fake_torch.h>
#include <vector>

// --- mlp.h
class MLP : public torch::nn::Module {
public:
  MLP(int in_features, int out_features);
  torch::Tensor forward(torch::Tensor x);
  torch::Tensor forward_bad(torch::Tensor x);

private:
  int mid_features[3] = {32, 64, 128};
  torch::nn::Linear ln1{nullptr}, ln2{nullptr}, ln3{nullptr}, out{nullptr};
  torch::nn::Linear skip{nullptr};
};

// --- mlp.cpp
MLP::MLP(int in_features, int out_features) {
  ln1 = torch::nn::Linear(in_features, mid_features[0]);
  ln2 = torch::nn::Linear(mid_features[0], mid_features[1]);
  ln3 = torch::nn::Linear(mid_features[1], mid_features[2]);
  out = torch::nn::Linear(mid_features[2], out_features);
  skip = torch::nn::Linear(mid_features[1], out_features);
}

torch::Tensor MLP::forward(torch::Tensor x) {
  // DUMP: array-elements.cpp:[[@LINE+1]]:8: 'h': Float[*b 64]
  auto h = ln2->forward(ln1->forward(x));
  return out->forward(ln3->forward(h));
}

torch::Tensor MLP::forward_bad(torch::Tensor x) {
  auto h = ln2->forward(ln1->forward(x));
  // CHECK: array-elements.cpp:[[@LINE+1]]:24: error: argument 'input' of call to 'skip->forward', axis -1: size 128 does not match 64 required by the module 'torch::nn::Linear' [shape-mismatch]
  return skip->forward(ln3->forward(h));
}

// --- main.cpp
void writes() {
  std::vector<int64_t> v{16, 32};
  v[0] = 8;
  torch::nn::Linear fc(v[0], 4);
  // DUMP: array-elements.cpp:[[@LINE+1]]:8: 'y': Float[2 4]
  auto y = fc->forward(torch::randn({2, 8}));
  int64_t a[2] = {16, 32};
  a[1] += 1;
  // DUMP: array-elements.cpp:[[@LINE+1]]:8: 'first': Float[2 4]
  auto first = torch::nn::Linear(a[0], 4)->forward(torch::randn({2, 16}));
  torch::nn::Linear second(a[1], 4);
  // DUMP: array-elements.cpp:[[@LINE+1]]:8: 'z': Float[2 4]
  auto z = second->forward(torch::randn({2, 7}));
  auto t = torch::randn({3, 5});
  t[0] = 0;
  t[1] += 1;
  // DUMP: array-elements.cpp:[[@LINE+1]]:8: 'u': Float[3 5]
  auto u = t;
}

int main() {
  MLP m(4, 2);
  // DUMP: array-elements.cpp:[[@LINE+1]]:8: 'y': Float[8 2]
  auto y = m.forward(torch::randn({8, 4}));
}
