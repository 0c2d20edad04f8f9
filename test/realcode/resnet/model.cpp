#include "model.h"

torch::nn::Conv2d conv3x3(int64_t in_channels, int64_t out_channels,
                          int64_t stride) {
  return torch::nn::Conv2d(torch::nn::Conv2dOptions(in_channels, out_channels, 3)
                               .stride(stride)
                               .padding(1)
                               .bias(false));
}

ResidualBlockImpl::ResidualBlockImpl(int64_t in_channels, int64_t out_channels,
                                     int64_t stride,
                                     torch::nn::Sequential downsample)
    : conv1(conv3x3(in_channels, out_channels, stride)),
      bn1(out_channels),
      conv2(conv3x3(out_channels, out_channels)),
      bn2(out_channels),
      downsample(downsample) {
  register_module("conv1", conv1);
  register_module("bn1", bn1);
  register_module("conv2", conv2);
  register_module("bn2", bn2);
  if (downsample) {
    register_module("downsample", downsample);
  }
}

torch::Tensor ResidualBlockImpl::forward(torch::Tensor x) {
  auto out = torch::relu(bn1->forward(conv1->forward(x)));
  out = bn2->forward(conv2->forward(out));
  auto residual = downsample ? downsample->forward(x) : x;
  out += residual;
  return torch::relu(out);
}

ResNetImpl::ResNetImpl(const std::array<int64_t, 3>& layers,
                       int64_t num_classes)
    : conv(conv3x3(3, 16)),
      bn(16),
      layer1(make_layer(16, layers[0])),
      layer2(make_layer(32, layers[1], 2)),
      layer3(make_layer(64, layers[2], 2)),
      avg_pool(torch::nn::AvgPool2dOptions(8)),
      fc(64, num_classes) {
  register_module("conv", conv);
  register_module("bn", bn);
  register_module("layer1", layer1);
  register_module("layer2", layer2);
  register_module("layer3", layer3);
  register_module("avg_pool", avg_pool);
  register_module("fc", fc);
}

torch::nn::Sequential ResNetImpl::make_layer(int64_t out_channels,
                                             int64_t blocks, int64_t stride) {
  torch::nn::Sequential layers;
  torch::nn::Sequential downsample{nullptr};
  if (stride != 1 || in_channels_ != out_channels) {
    downsample = torch::nn::Sequential(
        conv3x3(in_channels_, out_channels, stride),
        torch::nn::BatchNorm2d(out_channels));
  }
  layers->push_back(
      ResidualBlock(in_channels_, out_channels, stride, downsample));
  in_channels_ = out_channels;
  for (int64_t i = 1; i < blocks; ++i) {
    layers->push_back(ResidualBlock(out_channels, out_channels));
  }
  return layers;
}

torch::Tensor ResNetImpl::forward(torch::Tensor x) {
  auto out = torch::relu(bn->forward(conv->forward(x)));
  out = layer1->forward(out);
  out = layer2->forward(out);
  out = layer3->forward(out);
  out = avg_pool->forward(out);
  out = out.view({out.size(0), -1});
  return fc->forward(out);
}
