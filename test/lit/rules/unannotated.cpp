// A translation unit without any annotation is checked like any other
// (issue 23): where both sides of a check are known (literal sizes, a
// module's constructor arguments, a config struct's fields, factories,
// options), a mismatch is reported. Correct code stays silent: a size that
// comes from nothing known is unknown, never guessed. (Before, such a file
// reported nothing at all.)
//
// RUN: not %shapecheck --dump-shapes %s -- -std=c++17 %fake-torch > %t.out
// RUN: FileCheck %s < %t.out --implicit-check-not='{{warning|error}}:'
// RUN: FileCheck %s --check-prefix=DUMP < %t.out

#include <fake_torch.h>

struct MlpConfig {
  int64_t in_features = 20;
  int64_t hidden = 64;
  int64_t classes = 5;
};

// Correct for every config.
class MlpImpl : public torch::nn::Module {
public:
  explicit MlpImpl(const MlpConfig &cfg)
      : fc1(cfg.in_features, cfg.hidden), fc2(cfg.hidden, cfg.classes) {
    register_module("fc1", fc1);
    register_module("fc2", fc2);
  }
  torch::Tensor forward(torch::Tensor x) {
    torch::Tensor h = torch::relu(fc1->forward(x));
    return fc2->forward(h);
  }

private:
  torch::nn::Linear fc1{nullptr};
  torch::nn::Linear fc2{nullptr};
};
TORCH_MODULE(Mlp);

// Wrong for every size: the second layer takes twice the first's output.
class WideImpl : public torch::nn::Module {
public:
  WideImpl(int64_t in, int64_t hidden)
      : fc1(in, hidden), fc2(2 * hidden, in) {
    register_module("fc1", fc1);
    register_module("fc2", fc2);
  }
  torch::Tensor forward(torch::Tensor x) {
    // CHECK: unannotated.cpp:[[@LINE+1]]:25: error: {{.*}}[shape-mismatch]
    return fc2->forward(fc1->forward(x));
  }

private:
  torch::nn::Linear fc1{nullptr};
  torch::nn::Linear fc2{nullptr};
};
TORCH_MODULE(Wide);

int main() {
  torch::nn::Linear fc(1, 1);
  // CHECK: unannotated.cpp:[[@LINE+1]]:24: error: {{.*}}size 2 does not match 1 {{.*}}[shape-mismatch]
  torch::Tensor y = fc(torch::randn({15, 2}));

  MlpConfig cfg;
  Mlp mlp(cfg);
  torch::Tensor z = mlp->forward(torch::randn({8, 20}));
  // DUMP: unannotated.cpp:[[@LINE-1]]:17: 'z': Float[8 5]
  torch::Tensor a = torch::randn({8, 20});
  torch::Tensor b = torch::randn({20, 3});
  torch::Tensor c = torch::matmul(a, b);
  // DUMP: unannotated.cpp:[[@LINE-1]]:17: 'c': Float[8 3]
  Wide wide(4, 8);
  return 0;
}
