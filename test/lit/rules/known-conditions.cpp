// Conditions whose value the analysis knows take one branch: a bool
// parameter of a builder called with a literal (`if (batch_norm)`), a
// counted loop whose bounds are the call's arguments (`for (i = 1; i <
// blocks; ++i)`: exactly its trips, then what follows the loop), negations
// and `&&`/`||` of known parts. Written as real code builds its layers:
// sizes from the constructor's arguments, a helper building a Sequential.
//
// RUN: not %shapecheck --dump-shapes %s -- -std=c++17 %fake-torch \
// RUN:     -I %shapecheck-include > %t.out
// RUN: FileCheck %s --check-prefix=DUMP < %t.out
// RUN: FileCheck %s --implicit-check-not='{{warning|error|note}}:' < %t.out

#include <fake_torch.h>
#include <shapecheck/shapecheck.hpp>

#include <vector>

namespace nn = torch::nn;

nn::Sequential makeStage(int64_t in, int64_t out, int64_t blocks,
                         bool batch_norm) {
  nn::Sequential seq;
  seq->push_back(nn::Conv2d(nn::Conv2dOptions(in, out, 3).padding(1)));
  if (batch_norm)
    seq->push_back(nn::BatchNorm2d(out));
  for (int64_t i = 1; i < blocks; ++i) {
    seq->push_back(nn::Conv2d(nn::Conv2dOptions(out, out, 3).padding(1)));
    if (!batch_norm || i == 0)
      seq->push_back(nn::ReLU());
  }
  int64_t k = 0;
  while (k < blocks) {
    seq->push_back(nn::MaxPool2d(2));
    ++k;
  }
  return seq;
}

struct NetImpl : nn::Module {
  NetImpl(int64_t width, bool batch_norm)
      : stage(makeStage(3, width, 3, batch_norm)),
        head(makeStage(width, 8, 1, !batch_norm && width > 0)) {}
  torch::Tensor forward(SHAPECHECK(Float, "b 3 64 64") torch::Tensor x) {
    // DUMP: known-conditions.cpp:[[@LINE+1]]:10: 'f': Shaped[...]
    auto f = stage->forward(x);
    return f;
  }
  nn::Sequential stage, head;
};
TORCH_MODULE(Net);

void use() {
  Net net(16, true);
  auto x = torch::randn({2, 3, 64, 64});
  // Three convolutions (16 channels) and three poolings.
  // DUMP: known-conditions.cpp:[[@LINE+1]]:8: 'y': Float[2 16 8 8]
  auto y = net->forward(x);
  // DUMP: known-conditions.cpp:[[@LINE+1]]:8: 'z': Float[2 16 32 32]
  auto z = makeStage(3, 16, 1, false)->forward(x);
  // DUMP: known-conditions.cpp:[[@LINE+1]]:8: 'w': Float[2 8 16 16]
  auto w = net->head->forward(z);
  // CHECK: known-conditions.cpp:[[@LINE+1]]:12: error: {{.*}}weight [16 3 3 3]{{.*}}[shape-mismatch]
  auto v = makeStage(3, 16, 2, true)->forward(torch::randn({2, 5, 64, 64}));
  // CHECK: note: the module 'torch::nn::Conv2d' is declared here
  // CHECK: note: the module 'torch::nn::Sequential' is declared here
}

// A module whose trunk only its instances know: each instance built in this
// file has its forward analysed with its own trunk.
struct HeadImpl : nn::Module {
  HeadImpl(int64_t c, int64_t blocks)
      : trunk(makeStage(3, c, blocks, false)), fc(c * 8 * 8, 10) {}
  torch::Tensor forward(SHAPECHECK(Float, "b 3 64 64") torch::Tensor x) {
    auto f = trunk->forward(x).flatten(1);
    // CHECK: known-conditions.cpp:[[@LINE+2]]:24: error: {{.*}}'fc->forward', axis 1: size 1024 does not match 256{{.*}}[shape-mismatch]
    // CHECK: note: the module 'torch::nn::Linear' is declared here
    return fc->forward(f);
  }
  nn::Sequential trunk;
  nn::Linear fc;
};
TORCH_MODULE(Head);

void heads() {
  Head good(4, 3), bad(4, 2);
  auto x = torch::randn({2, 3, 64, 64});
  // DUMP: known-conditions.cpp:[[@LINE+1]]:8: 'g': Float[2 10]
  auto g = good->forward(x);
  // Two poolings leave 16x16 maps: 1024 features where fc takes 256.
  // CHECK: note: in the call of 'bad->forward' here
  bad->forward(x);
}
