// Repro (cyclegan-libtorch dcgan: predReal is Shaped[...] in the real code):
// a builder Sequential assigned to a field in the constructor and called in
// a method, on the fake LibTorch. At b0aa8d4 every predReal here is known
// (Float[b 64 32 32]): the cause in the real code is elsewhere.
//   shapecheck --dump-shapes trainer.cpp -- -std=c++17 -I test/lit/rules/Inputs -I lib/include
#include <fake_torch.h>
#include <shapecheck/shapecheck.hpp>
using namespace torch::nn;
Sequential createDiscriminator(int ndf) {
  Sequential network;
  network->push_back(Conv2d(Conv2dOptions(3, ndf, 4).stride(2).padding(1).bias(false)));
  return network;
}
struct Result { int n; };
struct Settings { Result r; Settings(Result r) : r(r) {} };
class Trainer {
  Sequential gen, dis;
  Settings opts;
 public:
  Trainer(Result result) : opts(result) {
    dis = createDiscriminator(64);
  }
  void train() {
    SHAPECHECK(Float, "b 3 64 64") torch::Tensor inputReal = torch::randn({4, 3, 64, 64});
    torch::Tensor predReal = dis->forward(inputReal);
  }
};
class Trainer2 {
  Sequential dis;
 public:
  Trainer2() { dis = createDiscriminator(64); }
  void train() {
    SHAPECHECK(Float, "b 3 64 64") torch::Tensor inputReal = torch::randn({4, 3, 64, 64});
    torch::Tensor predReal2 = dis->forward(inputReal);
  }
};
class Trainer3 {
  Sequential dis{createDiscriminator(64)};
 public:
  void train() {
    SHAPECHECK(Float, "b 3 64 64") torch::Tensor inputReal = torch::randn({4, 3, 64, 64});
    torch::Tensor predReal3 = dis->forward(inputReal);
  }
};
void f() {
  Sequential dis = createDiscriminator(64);
  SHAPECHECK(Float, "b 3 64 64") torch::Tensor inputReal = torch::randn({4, 3, 64, 64});
  torch::Tensor predReal4 = dis->forward(inputReal);
}
int main() { Trainer t(Result{1}); t.train(); Trainer2 t2; t2.train(); Trainer3 t3; t3.train(); f(); }
