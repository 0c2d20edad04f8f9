// Repro: a config struct's default member initialisers do not bind the
// module's dimensions at a construction from a default-constructed config.
#include <fake_torch.h>
#include <shapecheck/shapecheck.hpp>

struct Config {
  int64_t in_channels = 3;
  int64_t hidden = 16;
};

class NetImpl : public torch::nn::Module {
 public:
  explicit NetImpl(const Config &cfg) : fc(cfg.in_channels, cfg.hidden) {}
  torch::Tensor forward(SHAPECHECK(Float, "b in_channels") torch::Tensor x) {
    return fc->forward(x);
  }
  torch::nn::Linear fc{nullptr};
};
TORCH_MODULE(Net);

int main() {
  Config cfg;
  Net model(cfg);
  auto x = torch::rand({8, 1});  // 1 feature, the model takes 3
  auto y = model->forward(x);    // expected: error here
  Config wide{5, 16};
  Net model2(wide);
  auto y2 = model2->forward(torch::rand({8, 3}));  // expected: error here
}
