#include "model.h"

#include <string>

namespace nn = torch::nn;

CouplingLayerImpl::CouplingLayerImpl(int64_t dim, int64_t hidden,
                                     torch::Tensor mask)
    : net(nn::Linear(dim, hidden), nn::ReLU(), nn::Linear(hidden, hidden),
          nn::ReLU(), nn::Linear(hidden, 2 * dim)) {
  mask_ = register_buffer("mask", mask);
  register_module("net", net);
}

std::tuple<torch::Tensor, torch::Tensor> CouplingLayerImpl::forward(
    torch::Tensor x) {
  auto x_masked = x * mask_;
  auto st = net->forward(x_masked);
  auto parts = st.chunk(2, /*dim=*/1);
  auto s = torch::tanh(parts[0]) * (1 - mask_);
  auto t = parts[1] * (1 - mask_);
  auto y = x_masked + (1 - mask_) * (x * torch::exp(s) + t);
  auto log_det = s.sum(1);
  return std::make_tuple(y, log_det);
}

torch::Tensor CouplingLayerImpl::inverse(torch::Tensor y) {
  auto y_masked = y * mask_;
  auto parts = net->forward(y_masked).chunk(2, 1);
  auto s = torch::tanh(parts[0]) * (1 - mask_);
  auto t = parts[1] * (1 - mask_);
  return y_masked + (1 - mask_) * ((y - t) * torch::exp(-s));
}

RealNVPImpl::RealNVPImpl(int64_t dim, int64_t hidden, int64_t num_layers)
    : dim_(dim) {
  auto checkerboard = torch::arange(dim).remainder(2).to(torch::kFloat);
  for (int64_t i = 0; i < num_layers; ++i) {
    auto mask = i % 2 == 0 ? checkerboard : 1 - checkerboard;
    layers_.push_back(register_module("coupling" + std::to_string(i),
                                      CouplingLayer(dim, hidden, mask)));
  }
}

std::tuple<torch::Tensor, torch::Tensor> RealNVPImpl::forward(torch::Tensor x) {
  auto z = x;
  auto log_det = torch::zeros({x.size(0)}, x.options());
  for (auto &layer : layers_) {
    torch::Tensor layer_log_det;
    std::tie(z, layer_log_det) = layer->forward(z);
    log_det = log_det + layer_log_det;
  }
  return {z, log_det};
}

torch::Tensor RealNVPImpl::sample(int64_t n) {
  auto z = torch::randn({n, dim_});
  for (auto it = layers_.rbegin(); it != layers_.rend(); ++it) {
    z = (*it)->inverse(z);
  }
  return z;
}
