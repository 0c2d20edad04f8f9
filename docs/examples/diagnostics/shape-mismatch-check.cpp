#include <shapecheck/shapecheck.hpp>
#include <stdexcept>
#include <torch/torch.h>

struct PatchEmbedImpl : torch::nn::Module {
  PatchEmbedImpl(int64_t channels, int64_t dim)
      : channels(channels), proj(channels, dim) {}
  torch::Tensor forward(SHAPECHECK(Float, "batch tokens channels") torch::Tensor x) {
    if (x.size(1) != channels)
      throw std::invalid_argument("expected one feature per channel");
    return proj->forward(x);
  }
  int64_t channels;
  torch::nn::Linear proj;
};
