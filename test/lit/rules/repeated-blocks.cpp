// A Sequential filled in a loop whose count the analysis does not know
// (`for (i = 0; i < cfg.depth; ++i) blocks->push_back(Block(cfg.dim))` in
// the class's own analysis, where cfg.depth is a symbol) holds any number of
// modules like the block: an open list whose rest is the block. Its forward
// is known when one block keeps its input's shape, as a residual or
// transformer block does, for then any number of them does too. Blocks
// that change the shape, or that do not take the input, leave it unknown,
// and say nothing: there may be no block at all. Before, the Sequential was
// unknown in the class's own analysis and so was everything after it.
// The object main builds has four blocks: on it, the annotated probe is
// checked too, and it fails (errors with a note at the construction).
//
// RUN: not %shapecheck --dump-shapes %s -- -std=c++17 %fake-torch \
// RUN:     -I %shapecheck-include > %t.out
// RUN: FileCheck %s --implicit-check-not='{{warning|error}}:' < %t.out
// RUN: FileCheck %s --check-prefix=DUMP < %t.out

#include <fake_torch.h>
#include <shapecheck/shapecheck.hpp>

struct EncoderConfig {
  int64_t dim = 64;
  int64_t depth = 4;
  int64_t classes = 10;
};

class ResidualImpl : public torch::nn::Module {
public:
  explicit ResidualImpl(int64_t dim) : fc1(dim, 4 * dim), fc2(4 * dim, dim) {
    register_module("fc1", fc1);
    register_module("fc2", fc2);
  }
  torch::Tensor forward(torch::Tensor x) {
    return x + fc2->forward(torch::gelu(fc1->forward(x)));
  }

private:
  torch::nn::Linear fc1, fc2;
};
TORCH_MODULE(Residual);

class EncoderImpl : public torch::nn::Module {
public:
  explicit EncoderImpl(const EncoderConfig &cfg);
  torch::Tensor forward(SHAPECHECK(Float, "b n dim") torch::Tensor x);
  /// Nothing calls it: checked on its own and on each object built.
  torch::Tensor probe(SHAPECHECK(Float, "b n dim") torch::Tensor x);

private:
  torch::nn::Sequential blocks;
  torch::nn::Sequential halving;
  torch::nn::Linear head{nullptr};
};
TORCH_MODULE(Encoder);

EncoderImpl::EncoderImpl(const EncoderConfig &cfg)
    : head(cfg.dim, cfg.classes) {
  for (int64_t i = 0; i < cfg.depth; ++i)
    blocks->push_back(Residual(cfg.dim));
  // Each of these halves the features: not known after an unknown count.
  for (int64_t i = 0; i < cfg.depth; ++i)
    halving->push_back(torch::nn::Linear(cfg.dim, cfg.dim / 2));
  register_module("blocks", blocks);
  register_module("halving", halving);
  register_module("head", head);
}

torch::Tensor EncoderImpl::forward(torch::Tensor x) {
  // DUMP: repeated-blocks.cpp:[[@LINE+1]]:8: 'h': Float[b n cfg.dim]
  auto h = blocks->forward(x);
  // DUMP: repeated-blocks.cpp:[[@LINE+1]]:8: 'pooled': Float[b cfg.dim]
  auto pooled = h.mean(1);
  return head->forward(pooled);
}

torch::Tensor EncoderImpl::probe(torch::Tensor x) {
  // On its own: unknown. On main's object, the second of its four
  // Linear(64, 32) layers gets 32 features.
  // DUMP: repeated-blocks.cpp:[[@LINE+3]]:8: 'halved': Shaped[...]
  // CHECK-DAG: repeated-blocks.cpp:[[@LINE+2]]:17: error: argument 'input' of call to 'halving->forward', axis 2: size 32 does not match 64 required by the module 'torch::nn::Linear' [shape-mismatch]
  // CHECK-DAG: repeated-blocks.cpp:[[#MAIN:]]:11: note: for the object of 'EncoderImpl' constructed here
  auto halved = halving->forward(x);
  // The blocks do not take 3 features, but there may be none: unknown on
  // its own; main's object has four.
  // DUMP: repeated-blocks.cpp:[[@LINE+5]]:8: 'odd': Shaped[...]
  // CHECK-DAG: repeated-blocks.cpp:[[#FWD:]]:54: error: argument 'input' of call to 'fc1->forward', axis 1: size 3 does not match 64 required by the module 'torch::nn::Linear' [shape-mismatch]
  // CHECK-DAG: repeated-blocks.cpp:[[#FWD]]:12: error: call to 'operator+': broadcast: {{.*}} [broadcast]
  // CHECK-DAG: repeated-blocks.cpp:[[@LINE+2]]:14: note: in the call of 'ResidualImpl::forward' here
  // CHECK-DAG: repeated-blocks.cpp:[[#MAIN]]:11: note: for the object of 'EncoderImpl' constructed here
  auto odd = blocks->forward(torch::randn({2, 3}));
  return odd;
}

int main() {
  EncoderConfig cfg;
  Encoder enc(cfg);
  // DUMP: repeated-blocks.cpp:[[@LINE+1]]:8: 'logits': Float[2 10]
  auto logits = enc->forward(torch::randn({2, 16, 64}));
}
