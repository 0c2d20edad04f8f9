// Layers chosen by an enumeration of the user's: a VGG-style builder loops
// over a std::vector<Layer> config, tests `layer_type == Layer::MAXPOOL`
// and picks each conv's width with a switch (pytorch-cpp's neural style
// transfer). A scoped enum's values are integers (LibraryCode::
// isUserScopedEnum), and a switch on a known value enters only its case
// (or the default). The model's forward runs the Sequential's modules in
// a range-for, `x = m.forward<>(x)` on each AnyModule. Before, the
// enumerators were unknown, every case was joined, and the widths were
// unknown: a builder that forgets `in_channels = out_channels` was
// missed.
//
// RUN: not %shapecheck %s -- -std=c++17 %fake-torch -I %shapecheck-include \
// RUN:     -DNEXT_IN=in_channels | FileCheck %s --check-prefix=BUG \
// RUN:     --implicit-check-not='{{warning|error}}:'
// RUN: %shapecheck --dump-shapes=main %s -- -std=c++17 %fake-torch \
// RUN:     -I %shapecheck-include -DNEXT_IN=out_channels \
// RUN:     | FileCheck %s --check-prefix=OK --implicit-check-not='{{warning|error}}:'

#include <fake_torch.h>
#include <shapecheck/shapecheck.hpp>

enum class Layer { CONV64, CONV128, MAXPOOL };

torch::nn::Sequential make_layers(const std::vector<Layer> &config) {
  torch::nn::Sequential layers;
  int64_t in_channels = 3;
  for (auto layer_type : config) {
    if (layer_type == Layer::MAXPOOL) {
      layers->push_back(torch::nn::MaxPool2d(torch::nn::MaxPool2dOptions(2)));
    } else {
      int64_t out_channels = 0;
      switch (layer_type) {
      case Layer::CONV64:
        out_channels = 64;
        break;
      case Layer::CONV128:
        out_channels = 128;
        break;
      default:
        throw 1;
      }
      layers->push_back(torch::nn::Conv2d(
          torch::nn::Conv2dOptions(in_channels, out_channels, 3).padding(1)));
      in_channels = NEXT_IN;
    }
  }
  return layers;
}

// A width looked up by enumerator: analysed with the call's argument.
int64_t width(Layer l) {
  switch (l) {
  case Layer::CONV64:
    return 64;
  case Layer::CONV128:
    return 128;
  default:
    return 0;
  }
}

int main() {
  auto features = make_layers({Layer::CONV64, Layer::MAXPOOL, Layer::CONV128});
  SHAPECHECK(Float, "1 3 32 32") torch::Tensor in = torch::randn({1, 3, 32, 32});
  torch::Tensor x = in;
  for (auto m : *features)
    x = m.forward<>(x);
  // BUG: enum-config.cpp:[[@LINE-1]]:9: error: call to 'm.forward<>': conv: axis 1 of the weight [128 3 3 3] times groups=1 has size 3, but axis -3 (channels) of the input [1 64 16 16] has size 64 [shape-mismatch]
  auto y = x;
  // OK: 'y': Float[1 128 16 16]
  Layer last = Layer::CONV128;
  auto w = torch::zeros({width(last), width(Layer::CONV64)});
  // OK: 'w': Float[128 64]
}
