// A loop bounded by a config's field (`for (i = 0; i < cfg.depth; ++i)
// blocks->push_back(Block(...))`, as a ViT builds its encoder) runs its
// known number of trips in an instance built with a known config, so the
// Sequential holds its blocks and `blocks->forward(x)` runs each block's
// forward with the argument's shape (here, a multi-head reshape). Before,
// only a condition on a local, a parameter or a field counted: the
// Sequential was unknown after the loop and every block went unchecked.
//
// RUN: not %shapecheck --dump-shapes=main %s -- -std=c++17 %fake-torch \
// RUN:     -I %shapecheck-include > %t.out
// RUN: FileCheck %s --implicit-check-not='{{warning|error}}:' < %t.out
// RUN: FileCheck %s --check-prefix=DUMP < %t.out

#include <fake_torch.h>
#include <shapecheck/shapecheck.hpp>

struct Cfg {
  int64_t dim = 16;
  int64_t depth = 2;
  int64_t heads = 4;
};

class BlockImpl : public torch::nn::Module {
public:
  BlockImpl(int64_t dim, int64_t heads);
  torch::Tensor forward(torch::Tensor x);

private:
  int64_t heads_;
  torch::nn::Linear qkv{nullptr};
};
TORCH_MODULE(Block);

class NetImpl : public torch::nn::Module {
public:
  explicit NetImpl(const Cfg &cfg);
  torch::Tensor forward(SHAPECHECK(Float, "b n dim") torch::Tensor x);

private:
  torch::nn::Sequential blocks;
  torch::nn::Linear head{nullptr};
};
TORCH_MODULE(Net);

BlockImpl::BlockImpl(int64_t dim, int64_t heads)
    : heads_(heads), qkv(dim, dim * 3) {}

torch::Tensor BlockImpl::forward(torch::Tensor x) {
  const auto B = x.size(0);
  const auto N = x.size(1);
  const auto C = x.size(2);
  // 16 features in 3 heads of 16 / 3 = 5: 45 of the 48.
  // CHECK: config-loops.cpp:[[@LINE+1]]:12: error: call to 'qkv->forward(x).reshape': [b n 48] has 48*b*n elements, but (b, n, 3, 3, 5) has 45*b*n [reshape]
  auto h = qkv->forward(x).reshape({B, N, 3, heads_, C / heads_});
  auto q = h.select(2, 0);
  return x + q.reshape({B, N, C});
}

NetImpl::NetImpl(const Cfg &cfg) : head(cfg.dim, 10) {
  for (int64_t i = 0; i < cfg.depth; ++i)
    blocks->push_back(Block(cfg.dim, cfg.heads));
  register_module("blocks", blocks);
}

torch::Tensor NetImpl::forward(torch::Tensor x) {
  auto seq = blocks->forward(x);
  auto cls = seq.select(1, 0);
  return head->forward(cls);
}

int main() {
  Cfg cfg;
  Net model(cfg);
  auto y = model->forward(torch::randn({8, 5, 16}));
  // DUMP: config-loops.cpp:[[@LINE-1]]:8: 'y': Float[8 10]
  Cfg three{16, 2, 3};
  Net odd(three);
  // CHECK: config-loops.cpp:[[@LINE+1]]:12: note: in the call of 'odd->forward' here
  auto z = odd->forward(torch::randn({8, 5, 16}));
}
