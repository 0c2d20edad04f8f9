// A generator whose residual blocks are pushed in a loop of unknown count,
// held by a trainer and applied inside its data-loader loop to a batch
// whose size nobody knows (an annotated local, `b` a size still to be
// solved for). Whether one block keeps its input's shape was tried only on
// a shape no unification can change: the batch's flexible `b` failed that,
// and the generator's output was unknown inside the loop, though it was
// known on a literal batch (cyclegan-libtorch's Trainer::train). The trial
// now runs on a copy of the input whose sizes are fresh rigid variables:
// what holds for it holds for any batch, and it binds nothing of the
// input's. A block that fails on the input whatever its unknown sizes are
// (tried again on a copy whose sizes are flexible: a block that needs 16
// channels binds the copy's) fails for each block the loop pushes: a
// warning, since the loop may push none (cyclegan's residual block with
// its padding removed).
//
// RUN: %shapecheck --dump-shapes=train %s -- -std=c++17 %fake-torch \
// RUN:     -I %shapecheck-include 2>&1 \
// RUN:     | FileCheck %s --implicit-check-not='{{warning|error}}:'

#include <fake_torch.h>
#include <shapecheck/shapecheck.hpp>
#include <vector>

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

// A block that needs 16 channels: whether it keeps a shape depends on the
// input's channels, which a trial must not bind.
struct Narrow : torch::nn::Module {
  torch::nn::Conv2d conv{nullptr};
  Narrow() { conv = register_module("conv", torch::nn::Conv2d(16, 16, 1)); }
  torch::Tensor forward(torch::Tensor x) { return conv->forward(x); }
};

torch::nn::Sequential generator(int numBlocks) {
  torch::nn::Sequential network;
  network->push_back(
      torch::nn::Conv2d(torch::nn::Conv2dOptions(3, 8, 3).padding(1)));
  for (int i = 0; i < numBlocks; i++)
    network->push_back(Block(8));
  network->push_back(torch::nn::Conv2d(torch::nn::Conv2dOptions(8, 3, 1)));
  return network;
}

// A residual block whose convolution shrinks its input: `x + conv(x)`
// fails on every input.
struct Shrinking : torch::nn::Module {
  torch::nn::Conv2d conv{nullptr};
  explicit Shrinking(int features) {
    conv = register_module("conv", torch::nn::Conv2d(features, features, 3));
  }
  // CHECK-DAG: repeated-symbolic-batch.cpp:[[@LINE+1]]:51: warning: call to 'operator+': broadcast: shapes [b 8 32 32] and [b 8 30 30]: sizes 32 and 30 do not broadcast; it fails for each of the modules a loop of unknown count pushes, if it pushes any [broadcast]
  torch::Tensor forward(torch::Tensor x) { return x + conv->forward(x); }
};

torch::nn::Sequential shrinking(int numBlocks) {
  torch::nn::Sequential network;
  network->push_back(
      torch::nn::Conv2d(torch::nn::Conv2dOptions(3, 8, 3).padding(1)));
  for (int i = 0; i < numBlocks; i++)
    // CHECK-DAG: repeated-symbolic-batch.cpp:[[@LINE+1]]:24: note: the module, one of any number pushed in a loop, is made here
    network->push_back(Shrinking(8));
  return network;
}

torch::nn::Sequential narrows(int numBlocks) {
  torch::nn::Sequential network;
  for (int i = 0; i < numBlocks; i++)
    network->push_back(Narrow());
  return network;
}

class Trainer {
  torch::nn::Sequential gen, narrow, shrink;

public:
  explicit Trainer(int blocks)
      : gen(generator(blocks)), narrow(narrows(blocks)),
        shrink(shrinking(blocks)) {}
  void train(std::vector<torch::Tensor> &batches) {
    for (torch::Tensor &batch : batches) {
      SHAPECHECK(Float, "b 3 32 32") torch::Tensor images = batch;
      // CHECK-DAG: repeated-symbolic-batch.cpp:[[@LINE+1]]:21: 'fake': Float[b 3 32 32]
      torch::Tensor fake = gen->forward(images);
      // CHECK-DAG: repeated-symbolic-batch.cpp:[[@LINE+1]]:21: 'twice': Float[b 3 32 32]
      torch::Tensor twice = gen->forward(gen->forward(images));
      // A block that does not keep every size: unknown, and no finding
      // (there may be no block).
      SHAPECHECK(Float, "b c 32 32") torch::Tensor maps = batch;
      // CHECK-DAG: repeated-symbolic-batch.cpp:[[@LINE+1]]:21: 'narrowed': Shaped[...]
      torch::Tensor narrowed = narrow->forward(maps);
      // CHECK-DAG: repeated-symbolic-batch.cpp:[[@LINE+1]]:21: 'still': Float[b c 32 32]
      torch::Tensor still = maps;
      // CHECK-DAG: repeated-symbolic-batch.cpp:[[@LINE+2]]:30: note: in the call of 'Shrinking::forward' here
      // CHECK-DAG: repeated-symbolic-batch.cpp:[[@LINE+1]]:21: 'shrunk': Shaped[...]
      torch::Tensor shrunk = shrink->forward(images);
    }
  }
};

int main(int argc, char **) {
  std::vector<torch::Tensor> batches;
  Trainer(argc).train(batches);
}
