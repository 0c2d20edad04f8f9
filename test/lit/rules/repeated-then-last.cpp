// A Sequential filled with shape-keeping blocks in a loop of unknown count
// (a CycleGAN generator's `numBlocks` residual blocks, read from the
// command line) and then with the decoder's layers: the layers pushed after
// the loop are known to come last, in order (RuleValue::Tail), so the
// Sequential's forward applies them to the blocks' output, which is the
// input's shape for any count. Before, each later layer was joined into
// "any number of blocks", the join was unknown, and so was the generator's
// output: every bug in its decoder was missed (cyclegan-libtorch).
//
// RUN: not %shapecheck --dump-shapes=train %s -- -std=c++17 %fake-torch \
// RUN:     | FileCheck %s --implicit-check-not='{{warning|error}}:'

#include <fake_torch.h>

struct Block : torch::nn::Module {
  torch::nn::Sequential conv{nullptr};
  explicit Block(int features) {
    torch::nn::Sequential block;
    block->push_back(torch::nn::Conv2d(
        torch::nn::Conv2dOptions(features, features, 3).padding(1)));
    conv = register_module("conv", block);
  }
  torch::Tensor forward(torch::Tensor x) { return x + conv->forward(x); }
};

torch::nn::Sequential generator(int ngf, int numBlocks, int lastIn) {
  torch::nn::Sequential network;
  network->push_back(
      torch::nn::Conv2d(torch::nn::Conv2dOptions(3, ngf, 3).padding(1)));
  for (int i = 0; i < numBlocks; i++)
    network->push_back(Block(ngf));
  network->push_back(torch::nn::Conv2d(
      torch::nn::Conv2dOptions(ngf, ngf / 2, 3).stride(2).padding(1)));
  // CHECK-DAG: repeated-then-last.cpp:[[@LINE+1]]:22: note: the module 'torch::nn::Conv2d' is declared here
  network->push_back(torch::nn::Conv2d(torch::nn::Conv2dOptions(lastIn, 3, 1)));
  return network;
}

struct Options {
  int numBlocks;
};

void train(Options opts) {
  auto x = torch::randn({1, 3, 32, 32});
  // CHECK-DAG: repeated-then-last.cpp:[[@LINE+1]]:8: 'good': Float[1 3 16 16]
  auto good = generator(64, opts.numBlocks, 32)->forward(x);
  // CHECK-DAG: repeated-then-last.cpp:[[@LINE+2]]:14: error: call to 'forward': conv: axis 1 of the weight [3 64 1 1] times groups=1 has size 64, but axis -3 (channels) of the input [1 32 16 16] has size 32 [shape-mismatch]
  // CHECK-DAG: repeated-then-last.cpp:[[@LINE+1]]:8: 'bad': Shaped[...]
  auto bad = generator(64, opts.numBlocks, 64)->forward(x);
  // A branch that leaves the network alone keeps its last layers.
  torch::nn::Sequential g = generator(8, opts.numBlocks, 4);
  if (opts.numBlocks > 3)
    x = x * 2;
  // CHECK-DAG: repeated-then-last.cpp:[[@LINE+1]]:8: 'kept': Float[1 3 16 16]
  auto kept = g->forward(x);
}
