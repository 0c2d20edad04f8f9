// Our own driver: VGG16-bn config, 1000 classes, one 3x224x224 image, as lesson5's main.
#include <torch/torch.h>
#include "vgg.h"
int main() {
  std::vector<int> cfg = {64, 64, -1, 128, 128, -1, 256, 256, 256, -1,
                          512, 512, 512, -1, 512, 512, 512, -1};
  auto vgg = VGG(cfg, 1000, true);
  torch::NoGradGuard no_grad;
  auto out = vgg->forward(torch::rand({1, 3, 224, 224}));
  std::cout << out.sizes() << "\n";
  return 0;
}
