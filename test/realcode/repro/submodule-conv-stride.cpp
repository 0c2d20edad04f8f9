// Repro (vit patch-stride-half, patch-no-transpose, pos-embed-no-cls): an
// unannotated sub-module forward whose Conv2d has a kernel and stride from
// the constructor's config gives unknown spatial sizes at the caller
// ('tokens': Float[b ? ?]); the same with literal 4 is known.
#include <fake_torch.h>
#include <shapecheck/shapecheck.hpp>

struct Config {
  int64_t patch_size = 4;
  int64_t embed_dim = 96;
};

class PatchImpl : public torch::nn::Module {
 public:
  explicit PatchImpl(const Config &cfg)
      : proj(torch::nn::Conv2dOptions(3, cfg.embed_dim, cfg.patch_size)
                 .stride(cfg.patch_size)),
        lit(torch::nn::Conv2dOptions(3, cfg.embed_dim, 4).stride(4)) {}
  torch::Tensor forward(torch::Tensor x) {
    return proj->forward(x).flatten(2).transpose(1, 2);
  }
  torch::Tensor forward_lit(torch::Tensor x) {
    return lit->forward(x).flatten(2).transpose(1, 2);
  }
  torch::nn::Conv2d proj{nullptr}, lit{nullptr};
};
TORCH_MODULE(Patch);

class NetImpl : public torch::nn::Module {
 public:
  explicit NetImpl(const Config &cfg) : patch(cfg) {}
  torch::Tensor forward(SHAPECHECK(Float, "b 3 32 32") torch::Tensor x) {
    auto tokens = patch->forward(x);      // expected Float[b 8*8 cfg.embed_dim] (p=4) or symbolic
    auto tokens_lit = patch->forward_lit(x);  // Float[b 64 cfg.embed_dim]
    return tokens;
  }
  Patch patch{nullptr};
};
TORCH_MODULE(Net);
