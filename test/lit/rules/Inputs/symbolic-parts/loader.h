#pragma once
#include <fake_torch.h>
#include <vector>

class SeqLoader {
public:
  SeqLoader(int batch_size, int num_steps);
  std::vector<torch::Tensor> batches(const std::vector<int> &tokens,
                                     int offset);
  torch::Tensor rows(const std::vector<int> &tokens);

private:
  int batch_size_;
  int num_steps_;
};
