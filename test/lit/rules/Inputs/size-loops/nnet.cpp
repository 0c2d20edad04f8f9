#include "nnet.h"

NetImpl::NetImpl(int64_t flat)
    : conv1(torch::nn::Conv2dOptions(1, 6, 3)),
      fc1(torch::nn::LinearOptions(flat, 120)) {
  register_module("conv1", conv1);
  register_module("fc1", fc1);
}

// All sizes but the batch's, multiplied in a range-for over a slice of
// sizes(): one trip per axis.
int NetImpl::num_flat_features(torch::Tensor x) {
  auto sz = x.sizes().slice(1);
  int num_features = 1;
  for (auto s : sz) {
    num_features *= s;
  }
  return num_features;
}

// The same by index.
int64_t NetImpl::flat_by_index(torch::Tensor x) {
  auto sz = x.sizes();
  int64_t n = 1;
  for (size_t i = 1; i < sz.size(); ++i)
    n *= sz[i];
  return n;
}

// The same over a copy of the sizes, the batch's erased.
int64_t NetImpl::flat_by_vec(torch::Tensor x) {
  std::vector<int64_t> sz = x.sizes().vec();
  int64_t n = 1;
  for (int64_t s : sz)
    n *= s;
  return n / sz[0];
}

torch::Tensor NetImpl::forward(torch::Tensor x) {
  auto out = torch::relu(conv1->forward(x));
  auto a = out.view({-1, num_flat_features(out)});
  auto b = out.view({-1, flat_by_index(out)});
  auto c = out.view({-1, flat_by_vec(out)});
  return fc1->forward(a) + fc1->forward(b) + fc1->forward(c);
}
