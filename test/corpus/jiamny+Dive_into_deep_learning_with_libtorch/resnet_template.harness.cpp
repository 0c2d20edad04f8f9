// Our own driver: the class-template ResNet as ResNet18 and ResNet50 with
// 1000 classes, each on one 3x224x224 image.
#include <torch/torch.h>
#include "resnet.h"
int main() {
  torch::NoGradGuard no_grad;
  ResNet18 r18(1000);
  std::cout << r18->forward(torch::randn({1, 3, 224, 224})).sizes() << "\n";
  ResNet50 r50(1000);
  std::cout << r50->forward(torch::randn({1, 3, 224, 224})).sizes() << "\n";
  return 0;
}
