#pragma once
#include <fake_torch.h>
#include <shapecheck/shapecheck.hpp>

// Two residual-style blocks: a wide one gives `expansion` times its width.
struct BasicBlockImpl : torch::nn::Module {
  static constexpr int64_t expansion = 1;
  BasicBlockImpl(int64_t in, int64_t width);
  torch::Tensor forward(torch::Tensor x);
  static int64_t depth() { return 2; }
  torch::nn::Linear fc{nullptr};
};
TORCH_MODULE(BasicBlock);

struct WideBlockImpl : torch::nn::Module {
  static constexpr int64_t expansion = 4;
  WideBlockImpl(int64_t in, int64_t width);
  torch::Tensor forward(torch::Tensor x);
  torch::nn::Linear up{nullptr}, down{nullptr};
};
TORCH_MODULE(WideBlock);

template <typename Block> struct NetImpl : torch::nn::Module {
  NetImpl(int64_t in, int64_t width, int64_t classes);
  torch::Tensor forward(SHAPECHECK(Float, "batch in") torch::Tensor x);
  // Compiles for BasicBlock only (WideBlock has no depth()): C++ checks a
  // member where it is used, and nothing uses it with WideBlock.
  int64_t depth() const { return Block::ContainedType::depth(); }
  torch::nn::Sequential body{nullptr};
  torch::nn::Linear head{nullptr};
};

template <typename Block>
NetImpl<Block>::NetImpl(int64_t in, int64_t width, int64_t classes) {
  body = register_module("body", torch::nn::Sequential(Block(in, width)));
  head = register_module("head", torch::nn::Linear(HEAD_IN, classes));
}

template <typename Block>
torch::Tensor NetImpl<Block>::forward(torch::Tensor x) {
  auto h = body->forward(x);
  return head->forward(h);
}

struct Net18Impl : NetImpl<BasicBlock> {
  explicit Net18Impl(int64_t classes);
};
TORCH_MODULE(Net18);

struct Net50Impl : NetImpl<WideBlock> {
  explicit Net50Impl(int64_t classes);
};
TORCH_MODULE(Net50);
