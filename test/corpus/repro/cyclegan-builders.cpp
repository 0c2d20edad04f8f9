// Repro (cyclegan-libtorch: the generators' and discriminators' outputs are
// Shaped[...] in CycleGAN::Trainer::train()), written from scratch in the
// style of that repository's builders, on the fake LibTorch of the lit tests:
//
//   shapecheck --dump-shapes cyclegan-builders.cpp -- -std=c++17 \
//     -I test/lit/rules/Inputs -I lib/include
//
// At b0aa8d4: ya, yb, ye, yg, yh are known; unknown are
//  - yd, yi (and yc): a Conv2d whose kernel size is a local
//    `torch::ExpandingArray<2UL> kernel(4)` (the same with the literal 4 is
//    known: yg, yh);
//  - yf (and yc2): a Sequential filled by a builder function in a loop whose
//    count is unknown at the call (`o.n`), of blocks that keep their input's
//    shape (the same with the count 9 is known: ye).
#include <fake_torch.h>
#include <shapecheck/shapecheck.hpp>
using namespace torch::nn;
inline int min(int a, int b) { return a < b ? a : b; }
struct ResidualBlock : torch::nn::Module {
  torch::nn::Sequential conv{nullptr};
  ResidualBlock(int features) {
    torch::nn::Sequential block = torch::nn::Sequential();
    torch::ExpandingArray<2UL> kernel(3);
    block->push_back(torch::nn::ReflectionPad2d(1));
    block->push_back(torch::nn::Conv2d(torch::nn::Conv2dOptions(features, features, kernel)));
    block->push_back(torch::nn::BatchNorm2d(features));
    conv = register_module("conv", block);
  }
  torch::Tensor forward(torch::Tensor x) { return x + this->conv->forward(x); }
};
Sequential gen_lit(int inChannels, int ngf) {
  Sequential network;
  network->push_back(ReflectionPad2d(3));
  network->push_back(Conv2d(Conv2dOptions(inChannels, ngf, 7).padding(0).stride(1)));
  return network;
}
Sequential gen_shift(int inChannels, int ngf) {
  Sequential network;
  int multiplier = 0;
  for (int i = 0; i < 2; i++) {
    multiplier = 1 << i;
    int inFeatures = ngf * multiplier, outFeatures = ngf * multiplier * 2;
    network->push_back(Conv2d(Conv2dOptions(inFeatures, outFeatures, 3).stride(2).padding(1)));
  }
  return network;
}
Sequential gen_blocks(int ngf, int numBlocks) {
  Sequential network;
  for (int i = 0; i < numBlocks; i++) {
    ResidualBlock block(ngf);
    network->push_back(block);
  }
  return network;
}
Sequential disc(int inChannels = 3, int ndf = 64) {
  Sequential network;
  torch::ExpandingArray<2UL> kernel(4);
  network->push_back(Conv2d(Conv2dOptions(inChannels, ndf, kernel).stride(2).padding(1)));
  return network;
}
struct Block2 : torch::nn::Module {
  torch::nn::Sequential conv{nullptr};
  Block2(int features) {
    torch::nn::Sequential block = torch::nn::Sequential();
    block->push_back(torch::nn::ReflectionPad2d(1));
    block->push_back(torch::nn::Conv2d(torch::nn::Conv2dOptions(features, features, 3)));
    conv = register_module("conv", block);
  }
  torch::Tensor forward(torch::Tensor x) { return x + this->conv->forward(x); }
};
Sequential gen_blocks2(int ngf, int numBlocks) {
  Sequential network;
  for (int i = 0; i < numBlocks; i++) {
    Block2 block(ngf);
    network->push_back(block);
  }
  return network;
}
Sequential disc_lit(int inChannels = 3, int ndf = 64) {
  Sequential network;
  network->push_back(Conv2d(Conv2dOptions(inChannels, ndf, 4).stride(2).padding(1)));
  return network;
}
struct Opts { int n; };
void train(Opts o) {
  Sequential a = gen_lit(3, 64);
  Sequential b = gen_shift(3, 64);
  Sequential c = gen_blocks(64, 9);
  Sequential c2 = gen_blocks(64, o.n);
  Sequential d = disc();
  SHAPECHECK(Float, "b 3 256 256") torch::Tensor x = torch::randn({1, 3, 256, 256});
  torch::Tensor ya = a->forward(x);
  torch::Tensor yb = b->forward(ya);
  torch::Tensor yc = c->forward(ya);
  torch::Tensor yc2 = c2->forward(ya);
  torch::Tensor yd = d->forward(x);
  torch::Tensor ye = gen_blocks2(64, 9)->forward(ya);
  torch::Tensor yf = gen_blocks2(64, o.n)->forward(ya);
  torch::Tensor yg = disc_lit()->forward(x);
  Block2 single(64);
  torch::Tensor yh = single.forward(ya);
  ResidualBlock single2(64);
  torch::Tensor yi = single2.forward(ya);
}
