#include "model.h"

torch::Tensor timestep_embedding(torch::Tensor t, int64_t dim) {
  const int64_t half = dim / 2;
  auto freqs = torch::exp(torch::arange(half).to(torch::kFloat) * 0.5);
  auto args = t.unsqueeze(1) * freqs.unsqueeze(0);
  return torch::cat({torch::tanh(args), torch::sigmoid(args)}, 1);
}

TimeNetImpl::TimeNetImpl(int64_t dim, int64_t hidden)
    : dim_(dim), mlp(dim, hidden) {}

torch::Tensor TimeNetImpl::forward(torch::Tensor t) {
  return mlp->forward(timestep_embedding(t, dim_));
}
