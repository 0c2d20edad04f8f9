// Repro: elements of a const std::vector<int64_t> constructor parameter
// (U-Net channel widths) are not dimensions of the module: the generic
// dump of forward has '?' where 'features[1]' (a fixed unknown integer,
// issue 15.3) is expected. main's construction with a literal list is
// followed (the instance is checked), but the generic shapes are unknown.
#include <fake_torch.h>
#include <shapecheck/shapecheck.hpp>

#include <vector>

class NetImpl : public torch::nn::Module {
 public:
  explicit NetImpl(const std::vector<int64_t> &features)
      : fc1(features[0], features[1]), fc2(features[1], features[2]) {}
  torch::Tensor forward(SHAPECHECK(Float, "b 4") torch::Tensor x) {
    auto h = fc1->forward(x);  // expected: Float[b features[1]], got Float[b ?]
    return fc2->forward(h);
  }
  torch::nn::Linear fc1{nullptr}, fc2{nullptr};
};
TORCH_MODULE(Net);
