// Run-time driver for the corpus manifest vgg19_style.json (our own code):
// builds VGG19's layers as the tutorial's main does (randomly initialised:
// no scriptmodule file) and runs one step of its style-transfer loop
// (content and gram-matrix style losses, Adam on the target image) on
// random images. The main caps an image's longer side at 300; a 1x3x128x128
// image keeps the run short, and the layers' channels do not depend on it.
#include <torch/torch.h>

#include "vggnet.h"

int main() {
  torch::manual_seed(0);
  const double style_loss_weight = 100;
  auto content = torch::randn({1, 3, 128, 128});
  auto style = torch::randn({1, 3, content.size(2), content.size(3)});
  auto target = content.clone();
  VGGNet19 model;
  model->eval();
  torch::optim::Adam optimizer(std::vector<torch::Tensor>{target.requires_grad_(true)},
                               torch::optim::AdamOptions(3e-3).betas(std::make_tuple(0.5, 0.999)));
  auto target_features = model->forward(target);
  auto content_features = model->forward(content);
  auto style_features = model->forward(style);
  auto style_loss = torch::zeros({1});
  auto content_loss = torch::zeros({1});
  for (size_t f_id = 0; f_id != target_features.size(); ++f_id) {
    content_loss += torch::nn::functional::mse_loss(target_features[f_id], content_features[f_id]);
    auto c = target_features[f_id].size(1);
    auto h = target_features[f_id].size(2);
    auto w = target_features[f_id].size(3);
    auto target_feature = target_features[f_id].view({c, h * w});
    auto style_feature = style_features[f_id].view({c, h * w});
    target_feature = torch::mm(target_feature, target_feature.t());
    style_feature = torch::mm(style_feature, style_feature.t());
    style_loss += torch::nn::functional::mse_loss(target_feature, style_feature) / (c * h * w);
  }
  auto total_loss = content_loss + style_loss_weight * style_loss;
  optimizer.zero_grad();
  total_loss.backward();
  optimizer.step();
  return 0;
}
