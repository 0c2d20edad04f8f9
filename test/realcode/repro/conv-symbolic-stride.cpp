// Repro: Conv2d with kernel_size and stride from config fields gives
// unknown spatial sizes (ViT patch embedding).
#include <fake_torch.h>
#include <shapecheck/shapecheck.hpp>

struct Config {
  int64_t image_size = 32;
  int64_t patch_size = 4;
  int64_t embed_dim = 96;
};

class PatchImpl : public torch::nn::Module {
 public:
  explicit PatchImpl(const Config &cfg)
      : proj(torch::nn::Conv2dOptions(3, cfg.embed_dim, cfg.patch_size)
                 .stride(cfg.patch_size)) {}
  torch::Tensor forward(
      SHAPECHECK(Float, "b 3 image_size image_size") torch::Tensor x) {
    auto p = proj->forward(x);
    auto t = p.flatten(2).transpose(1, 2);
    return t;
  }
  torch::nn::Conv2d proj{nullptr};
};
TORCH_MODULE(Patch);

void lit(SHAPECHECK(Float, "b 3 32 32") torch::Tensor x, int64_t p) {
  torch::nn::Conv2d c(torch::nn::Conv2dOptions(3, 96, p).stride(p));
  auto y = c->forward(x);
  torch::nn::Conv2d c4(torch::nn::Conv2dOptions(3, 96, 4).stride(4));
  auto y4 = c4->forward(x);
}
