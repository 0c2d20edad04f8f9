// Repro (cyclegan-libtorch dcgan: predReal is Shaped[...]), real LibTorch:
// the same builder Sequential in a field. At b0aa8d4 predA and predB are
// known (Float[4 64 32 32]); predC, whose class also calls dis->to(device)
// (a global inline torch::Device) and prints dis in its constructor, builds
// an Adam over dis->parameters() and calls dis->zero_grad() in train(), is
// Shaped[...]: one of these uses of the module loses the field.
//   shapecheck --dump-shapes trainer-real.cpp -- -std=c++17 \
//     -I /usr/include/torch/csrc/api/include -I lib/include
#include <torch/torch.h>
#include <shapecheck/shapecheck.hpp>
#include <iostream>
using namespace torch::nn;
inline torch::Device device = torch::cuda::is_available() ? torch::Device(torch::kCUDA, 0) : torch::Device(torch::kCPU);
Sequential disc_a(int ndf) {
  Sequential network;
  network->push_back(Conv2d(Conv2dOptions(3, ndf, 4).stride(2).padding(1).bias(false)));
  return network;
}
Sequential disc_b(int ndf) {
  Sequential network;
  network->push_back(Conv2d(Conv2dOptions(3, ndf, 4).stride(2).padding(1).bias(false)));
  network->push_back(LeakyReLU(LeakyReLUOptions().negative_slope(0.2).inplace(true)));
  network->push_back(BatchNorm2d(ndf));
  network->push_back(Sigmoid());
  return network;
}
class TrainerA {
  Sequential dis;
 public:
  TrainerA() { dis = disc_a(64); }
  void train() {
    SHAPECHECK(Float, "b 3 64 64") torch::Tensor inputReal = torch::randn({4, 3, 64, 64});
    torch::Tensor predA = dis->forward(inputReal);
  }
};
class TrainerB {
  Sequential dis;
 public:
  TrainerB() { dis = disc_b(64); }
  void train() {
    SHAPECHECK(Float, "b 3 64 64") torch::Tensor inputReal = torch::randn({4, 3, 64, 64});
    torch::Tensor predB = dis->forward(inputReal);
  }
};
class TrainerC {
  Sequential dis;
 public:
  TrainerC() { dis = disc_a(64); dis->to(device); std::cout << dis << std::endl; }
  void train() {
    torch::optim::Adam opt(dis->parameters(), torch::optim::AdamOptions(0.1));
    SHAPECHECK(Float, "b 3 64 64") torch::Tensor inputReal = torch::randn({4, 3, 64, 64});
    dis->zero_grad();
    torch::Tensor predC = dis->forward(inputReal);
  }
};
int main() { TrainerA a; a.train(); TrainerB b; b.train(); TrainerC c; c.train(); }
