// A module whose methods are defined in another translation unit
// (dec.cpp), used in a loop of main.cpp (loop-across-tus.test).
#pragma once
#include <fake_torch.h>

class DecImpl : public torch::nn::Module {
public:
  DecImpl(int64_t image_size, int64_t z_dim);
  torch::Tensor decode(torch::Tensor z);

private:
  torch::nn::Linear fc;
};
TORCH_MODULE(Dec);
