#include "model.h"

ConvNetImpl::ConvNetImpl(int64_t num_classes)
    : conv1(torch::nn::Conv2dOptions(1, 10, /*kernel_size=*/5)),
      conv2(torch::nn::Conv2dOptions(10, 20, /*kernel_size=*/5)),
      conv2_drop(torch::nn::Dropout2dOptions(0.5)),
      fc1(20 * 4 * 4, 50),
      fc2(50, num_classes) {
  register_module("conv1", conv1);
  register_module("conv2", conv2);
  register_module("conv2_drop", conv2_drop);
  register_module("fc1", fc1);
  register_module("fc2", fc2);
}

torch::Tensor ConvNetImpl::forward(torch::Tensor x) {
  x = torch::relu(torch::max_pool2d(conv1->forward(x), 2));
  x = torch::relu(torch::max_pool2d(conv2_drop->forward(conv2->forward(x)), 2));
  x = x.view({x.size(0), -1});
  x = torch::relu(fc1->forward(x));
  x = torch::dropout(x, /*p=*/0.5, /*train=*/is_training());
  x = fc2->forward(x);
  return torch::log_softmax(x, /*dim=*/1);
}
