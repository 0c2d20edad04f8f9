// The MNIST convolutional network of pytorch/examples (cpp/mnist), with
// shapecheck annotations: one on forward's input, one on its result. From
// them shapecheck follows every layer -- the convolutions' channels, kernel
// sizes, strides and padding, the pooling, the view and the linear layers --
// and reports, at its line, any size that does not fit.
//
// Build: see CMakeLists.txt. Check:
//   shapecheck -p <build-dir> docs/examples/torch-mnist/model.cpp
#include <shapecheck/shapecheck.hpp>
#include <torch/torch.h>

#include <cstdio>

struct NetImpl : torch::nn::Module {
  NetImpl()
      : conv1(torch::nn::Conv2dOptions(1, 10, /*kernel_size=*/5)),
        conv2(torch::nn::Conv2dOptions(10, 20, /*kernel_size=*/5)),
        fc1(320, 50), fc2(50, 10) {
    register_module("conv1", conv1);
    register_module("conv2", conv2);
    register_module("conv2_drop", conv2_drop);
    register_module("fc1", fc1);
    register_module("fc2", fc2);
  }

  // A batch of b grey 28x28 images in, b rows of 10 log-probabilities out.
  SHAPECHECK_RETURN(Float, "b 10")
  torch::Tensor forward(SHAPECHECK(Float, "b 1 28 28") torch::Tensor x) {
    // conv1: [b 10 24 24], pooled [b 10 12 12]; conv2: [b 20 8 8], pooled
    // [b 20 4 4]; 20 * 4 * 4 = 320 values per image.
    x = torch::relu(torch::max_pool2d(conv1->forward(x), 2));
    x = torch::relu(
        torch::max_pool2d(conv2_drop->forward(conv2->forward(x)), 2));
    x = x.view({-1, 320});
    x = torch::relu(fc1->forward(x));
    x = torch::dropout(x, /*p=*/0.5, /*train=*/is_training());
    x = fc2->forward(x);
    return torch::log_softmax(x, /*dim=*/1);
  }

  torch::nn::Conv2d conv1;
  torch::nn::Conv2d conv2;
  torch::nn::Dropout2d conv2_drop;
  torch::nn::Linear fc1;
  torch::nn::Linear fc2;
};
TORCH_MODULE(Net);

// A few training steps on random data (the real example reads MNIST).
int main() {
  torch::manual_seed(0);
  Net model;
  torch::optim::SGD optimizer(model->parameters(),
                              torch::optim::SGDOptions(0.01).momentum(0.5));
  auto images = torch::randn({64, 1, 28, 28});
  auto labels = torch::randint(10, {64});
  for (int step = 0; step < 3; ++step) {
    optimizer.zero_grad();
    auto output = model->forward(images); // [64 10]
    auto loss = torch::nll_loss(output, labels);
    loss.backward();
    optimizer.step();
    std::printf("step %d: loss %.4f\n", step, loss.item<float>());
  }
}
