#pragma once
#include <fake_torch.h>

// Each block type says how many channels it gives per plane, as ResNet's
// BasicBlock and Bottleneck do: a static defined out of line.
struct Basic {
  static int expansion;
};
struct Bottleneck {
  static int expansion;
};

template <typename Block> struct HeadImpl : torch::nn::Module {
  torch::nn::Linear fc{nullptr};
  explicit HeadImpl(int64_t planes, int64_t classes)
      : fc(planes * Block::expansion, classes) {}
  torch::Tensor forward(torch::Tensor x) { return fc->forward(x); }
};

void retune();
