#include "model.h"

VAEImpl::VAEImpl(int64_t image_size, int64_t h_dim, int64_t z_dim)
    : fc1(image_size, h_dim),
      fc_mu(h_dim, z_dim),
      fc_log_var(h_dim, z_dim),
      fc3(z_dim, h_dim),
      fc4(h_dim, image_size) {
  register_module("fc1", fc1);
  register_module("fc_mu", fc_mu);
  register_module("fc_log_var", fc_log_var);
  register_module("fc3", fc3);
  register_module("fc4", fc4);
}

std::pair<torch::Tensor, torch::Tensor> VAEImpl::encode(torch::Tensor x) {
  auto h = torch::relu(fc1->forward(x));
  return {fc_mu->forward(h), fc_log_var->forward(h)};
}

torch::Tensor VAEImpl::reparameterize(torch::Tensor mu, torch::Tensor log_var) {
  if (is_training()) {
    auto sigma = torch::exp(log_var.mul(0.5));
    auto eps = torch::randn_like(sigma);
    return mu + eps * sigma;
  }
  return mu;
}

torch::Tensor VAEImpl::decode(torch::Tensor z) {
  auto h = torch::relu(fc3->forward(z));
  return torch::sigmoid(fc4->forward(h));
}

std::tuple<torch::Tensor, torch::Tensor, torch::Tensor> VAEImpl::forward(
    torch::Tensor x) {
  torch::Tensor mu, log_var;
  std::tie(mu, log_var) = encode(x);
  auto z = reparameterize(mu, log_var);
  auto reconstruction = decode(z);
  return std::make_tuple(reconstruction, mu, log_var);
}
