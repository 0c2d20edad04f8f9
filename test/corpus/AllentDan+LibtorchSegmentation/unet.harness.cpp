// Our own driver: UNet with a ResNet-34 encoder and two classes on one
// 3x512x512 image (the size the repository's Segmentor is initialised with).
// The encoder's "pretrained" weights are a randomly initialised ResNet-34
// saved here, so that no weight file is needed.
#include <torch/torch.h>
#include "architectures/UNet.h"
int main() {
  const std::string path = "sc_resnet34_random.pt";
  {
    ResNet r(getParams()["resnet34"], 1000, "resnet34");
    torch::save(r, path);
  }
  UNet net(2, "resnet34", path);
  torch::NoGradGuard no_grad;
  std::cout << net->forward(torch::randn({1, 3, 512, 512})).sizes() << "\n";
  return 0;
}
