// A Sequential counts its modules (torch.rules: size(), is_empty()): a
// ResNet block built with a default-constructed, empty downsample
// (`torch::nn::Sequential downsample;` in make_layer) skips `if
// (!downsample->is_empty())`, so its identity keeps the input's shape and a
// block whose conv shrinks the input is found at the residual add. Before,
// the branch was undecided (the holder's non-const `->` was taken for an
// effect) and the identity unknown.
//
// RUN: %shapecheck --dump-shapes=main %s -- -std=c++17 %fake-torch \
// RUN:     -I %shapecheck-include | FileCheck %s \
// RUN:     --implicit-check-not='{{warning|error}}:'
// RUN: not %shapecheck %s -- -std=c++17 %fake-torch -I %shapecheck-include \
// RUN:     -DPAD=0 | FileCheck %s --check-prefix=BUG \
// RUN:     --implicit-check-not='{{warning|error}}:'

#include <fake_torch.h>
#include <shapecheck/shapecheck.hpp>

#ifndef PAD
#define PAD 1
#endif

struct BlockImpl : torch::nn::Module {
  BlockImpl(int64_t planes, torch::nn::Sequential down)
      : conv(torch::nn::Conv2dOptions(planes, planes, 3).padding(PAD)),
        downsample(down) {}
  torch::Tensor forward(torch::Tensor x) {
    torch::Tensor residual = x;
    x = conv->forward(x);
    if (!downsample->is_empty())
      residual = downsample->forward(residual);
    // BUG: sequential-size.cpp:[[@LINE+1]]:5: error: call to 'operator+=': inplace: shapes [2 8 14 14] and [2 8 16 16]: sizes 14 and 16 do not broadcast [broadcast]
    x += residual;
    return x;
  }
  torch::nn::Conv2d conv;
  torch::nn::Sequential downsample;
};
TORCH_MODULE(Block);

int main() {
  torch::nn::Sequential none;
  torch::nn::Sequential two(torch::nn::Conv2d(8, 8, 1),
                            torch::nn::Conv2d(8, 8, 1));
  // CHECK: sequential-size.cpp:[[@LINE+1]]:8: 'a': Float[0 2]
  auto a = torch::randn({static_cast<int64_t>(none->size()),
                         static_cast<int64_t>(two->size())});
  Block block(8, none);
  // CHECK: sequential-size.cpp:[[@LINE+1]]:8: 'y': Float[2 8 16 16]
  auto y = block->forward(torch::randn({2, 8, 16, 16}));
}
