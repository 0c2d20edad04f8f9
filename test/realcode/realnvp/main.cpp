#include <cmath>
#include <iostream>

#include "model.h"

int main() {
  const int64_t dim = 6;
  const int64_t hidden = 64;
  const int64_t batch_size = 32;
  torch::manual_seed(0);

  RealNVP flow(dim, hidden, /*num_layers=*/4);
  torch::optim::Adam optimizer(flow->parameters(),
                               torch::optim::AdamOptions(1e-3));
  const double log_two_pi = std::log(2 * M_PI);

  for (int step = 0; step < 5; ++step) {
    // Correlated Gaussian data.
    auto base = torch::randn({batch_size, dim});
    auto data = base + 0.5 * base.roll(1, /*dims=*/1);
    torch::Tensor z, log_det;
    std::tie(z, log_det) = flow->forward(data);
    auto prior_log_prob = -0.5 * (z.pow(2) + log_two_pi).sum(1);
    auto loss = -(prior_log_prob + log_det).mean();
    optimizer.zero_grad();
    loss.backward();
    optimizer.step();
    std::cout << "step " << step << " nll " << loss.item<float>() << '\n';
  }

  torch::NoGradGuard no_grad;
  auto samples = flow->sample(8);
  std::cout << "sample mean " << samples.mean(0) << '\n';
}
