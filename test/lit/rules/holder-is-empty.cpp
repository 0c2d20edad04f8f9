// A module holder built from nullptr is none, so `if
// (!downsample.is_empty())` takes its branch where the holder is known
// (torch.rules: ModuleHolder::is_empty). A ResNet block whose identity is
// downsampled while its conv is not strided is a bug for that block; one
// built without a downsample keeps its input. Before, the branch was
// undecided, the identity unknown, and the bug missed (Dive-into-DL's
// basic-conv1-no-stride).
//
// RUN: not %shapecheck %s -- -std=c++17 %fake-torch -I %shapecheck-include \
// RUN:     -DSTRIDE=1 | FileCheck %s --check-prefix=BUG --implicit-check-not='{{warning|error}}:'
// RUN: %shapecheck --dump-shapes=main %s -- -std=c++17 \
// RUN:     %fake-torch -I %shapecheck-include -DSTRIDE=stride \
// RUN:     | FileCheck %s --check-prefix=OK --implicit-check-not='{{warning|error}}:'

#include <fake_torch.h>
#include <shapecheck/shapecheck.hpp>

struct BlockImpl : torch::nn::Module {
  BlockImpl(int64_t in, int64_t out, int64_t stride,
            torch::nn::Sequential down = nullptr)
      : conv(torch::nn::Conv2dOptions(in, out, 3).stride(STRIDE).padding(1)),
        downsample(down) {}
  torch::Tensor forward(torch::Tensor x) {
    auto identity = x;
    auto out = conv->forward(x);
    if (!downsample.is_empty())
      identity = downsample->forward(x);
    // BUG: holder-is-empty.cpp:[[@LINE+1]]:5: error: call to 'operator+=': inplace: shapes [2 16 32 32] and [2 16 16 16]: sizes 32 and 16 do not broadcast [broadcast]
    out += identity;
    return out;
  }
  torch::nn::Conv2d conv;
  torch::nn::Sequential downsample;
};
TORCH_MODULE(Block);

int main() {
  Block down(8, 16, 2,
             torch::nn::Sequential(torch::nn::Conv2d(
                 torch::nn::Conv2dOptions(8, 16, 1).stride(2))));
  // OK: holder-is-empty.cpp:[[@LINE+1]]:8: 'y': Float[2 16 16 16]
  auto y = down->forward(torch::randn({2, 8, 32, 32}));
  Block same(16, 16, 1);
  // OK: holder-is-empty.cpp:[[@LINE+1]]:8: 'z': Float[2 16 32 32]
  auto z = same->forward(torch::randn({2, 16, 32, 32}));
  return 0;
}
