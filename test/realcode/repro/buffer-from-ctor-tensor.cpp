// Repro (realnvp): a Tensor constructor argument stored with
// register_buffer is unknown in forward, even when the construction passes
// a tensor of known shape.
#include <fake_torch.h>
#include <shapecheck/shapecheck.hpp>

class MaskedImpl : public torch::nn::Module {
 public:
  MaskedImpl(int64_t dim, torch::Tensor mask) : fc(dim, dim) {
    mask_ = register_buffer("mask", mask);
  }
  torch::Tensor forward(SHAPECHECK(Float, "b dim") torch::Tensor x) {
    auto masked = x * mask_;  // expected Float[b dim] (mask is [dim]); got Shaped[...]
    return fc->forward(masked);
  }
  torch::Tensor mask_;
  torch::nn::Linear fc{nullptr};
};
TORCH_MODULE(Masked);

int main() {
  Masked m(6, torch::ones({7}));  // a [7] mask for dim 6: expected a finding in forward
  auto y = m->forward(torch::rand({4, 6}));
}
