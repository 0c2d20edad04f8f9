// Our own driver: the repository's resnet18 and resnet50 builders with 1000
// classes, each on one 3x224x224 image.
#include <torch/torch.h>
#include "backbones/ResNet.h"
int main() {
  torch::NoGradGuard no_grad;
  auto r18 = resnet18(1000);
  std::cout << r18->forward(torch::randn({1, 3, 224, 224})).sizes() << "\n";
  auto r50 = resnet50(1000);
  std::cout << r50->forward(torch::randn({1, 3, 224, 224})).sizes() << "\n";
  return 0;
}
