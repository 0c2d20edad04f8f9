#include <shapecheck/shapecheck.hpp>
#include <torch/torch.h>

struct NetImpl : torch::nn::Module {
  NetImpl(int64_t input_size, int64_t classes)
      : fc(register_module("fc", torch::nn::Linear(input_size, classes))) {}
  torch::Tensor forward(SHAPECHECK(Float, "batch 784") torch::Tensor x) {
    return fc->forward(x);
  }
  torch::nn::Linear fc;
};
TORCH_MODULE(Net);

int main() {
  const int64_t hidden = 500;
  Net net(hidden, 10);
  net->forward(torch::rand({64, 784}));
}
