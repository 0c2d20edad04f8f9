#include "dec.h"

DecImpl::DecImpl(int64_t image_size, int64_t z_dim) : fc(z_dim, image_size) {}

torch::Tensor DecImpl::decode(torch::Tensor z) {
  return torch::sigmoid(fc->forward(z));
}
