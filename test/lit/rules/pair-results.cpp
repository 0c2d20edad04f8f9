// VAE-style methods that hand tensors to one another: an encoder returning
// a std::pair (`return {mu, log_var};` or std::make_pair), read by
// std::tie, `.first`/`.second` and std::get; a reparameterisation with two
// returns (their join); locals declared empty and set by std::tie are
// dumped with the value they are given. Sizes from the constructor.
//
// RUN: %shapecheck --dump-shapes %s -- -std=c++17 %fake-torch \
// RUN:     -I %shapecheck-include > %t.out
// RUN: FileCheck %s --check-prefix=DUMP < %t.out
// RUN: FileCheck %s --implicit-check-not='{{warning|error|note}}:' < %t.out

#include <fake_torch.h>
#include <shapecheck/shapecheck.hpp>

#include <tuple>
#include <utility>

class VAEImpl : public torch::nn::Module {
public:
  VAEImpl(int64_t image, int64_t hidden, int64_t code, int64_t wrong);
  std::pair<torch::Tensor, torch::Tensor> encode(torch::Tensor x);
  std::pair<torch::Tensor, torch::Tensor> encode2(torch::Tensor x);
  torch::Tensor reparameterize(torch::Tensor mu, torch::Tensor log_var);
  std::tuple<torch::Tensor, torch::Tensor>
  forward(SHAPECHECK(Float, "batch image") torch::Tensor x);

private:
  bool sample_ = true;
  torch::nn::Linear fc1, fc_mu, fc_var, fc_bad;
};
TORCH_MODULE(VAE);

VAEImpl::VAEImpl(int64_t image, int64_t hidden, int64_t code, int64_t wrong)
    : fc1(image, hidden), fc_mu(hidden, code), fc_var(hidden, code),
      fc_bad(wrong, image) {}

std::pair<torch::Tensor, torch::Tensor> VAEImpl::encode(torch::Tensor x) {
  auto h = torch::relu(fc1->forward(x));
  return {fc_mu->forward(h), fc_var->forward(h)};
}

std::pair<torch::Tensor, torch::Tensor> VAEImpl::encode2(torch::Tensor x) {
  auto h = fc1->forward(x);
  return std::make_pair(fc_mu->forward(h), h);
}

torch::Tensor VAEImpl::reparameterize(torch::Tensor mu,
                                      torch::Tensor log_var) {
  if (sample_) {
    auto eps = torch::ones_like(log_var);
    return mu + eps * torch::exp(log_var);
  }
  return mu;
}

std::tuple<torch::Tensor, torch::Tensor>
VAEImpl::forward(torch::Tensor x) {
  // DUMP: pair-results.cpp:[[@LINE+1]]:17: 'mu': Float[batch code]
  torch::Tensor mu, log_var;
  std::tie(mu, log_var) = encode(x);
  auto p = encode2(x);
  // DUMP: pair-results.cpp:[[@LINE+1]]:8: 'h': Float[batch hidden]
  auto h = p.second;
  // DUMP: pair-results.cpp:[[@LINE+1]]:8: 'm': Float[batch code]
  auto m = std::get<0>(p);
  // DUMP: pair-results.cpp:[[@LINE+1]]:8: 'z': Float[batch code]
  auto z = reparameterize(mu, log_var);
  // Right only if `wrong` equals `code`, and nothing here builds a VAE: a
  // warning (issue 23 §4).
  // CHECK: pair-results.cpp:[[@LINE+4]]:30: warning: {{.*}}'fc_bad->forward', axis 1: size 'code' does not match 'wrong'{{.*}}[shape-mismatch]
  // CHECK: note: 'wrong' is a dimension of 'VAEImpl'
  // CHECK: note: 'code' is a dimension of 'VAEImpl'
  // CHECK: note: the module 'torch::nn::Linear' is declared here
  auto bad = fc_bad->forward(p.first);
  return std::make_tuple(z, m);
}
