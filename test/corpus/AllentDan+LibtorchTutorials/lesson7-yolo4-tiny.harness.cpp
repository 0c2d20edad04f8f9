// Our own driver: YOLOv4-tiny with 3 anchors and 20 classes on one 3x416x416 image.
#include <torch/torch.h>
#include "models/yolo4_tiny.h"
int main() {
  auto net = YoloBody_tiny(3, 20);
  torch::NoGradGuard no_grad;
  auto outs = net->forward(torch::rand({1, 3, 416, 416}));
  std::cout << outs[0].sizes() << outs[1].sizes() << "\n";
  return 0;
}
