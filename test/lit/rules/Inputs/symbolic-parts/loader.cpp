#include "loader.h"

SeqLoader::SeqLoader(int batch_size, int num_steps)
    : batch_size_(batch_size), num_steps_(num_steps) {}

std::vector<torch::Tensor> SeqLoader::batches(const std::vector<int> &tokens,
                                              int offset) {
  int num_tokens = static_cast<int>(((tokens.size() - offset - 1) * 1.0 /
                                     batch_size_)) * batch_size_;
  torch::Tensor xs = torch::zeros({num_tokens});
  torch::Tensor grid = xs.reshape({BATCH_ROWS, -1});
  std::vector<torch::Tensor> out;
  out.push_back(grid);
  return out;
}

torch::Tensor SeqLoader::rows(const std::vector<int> &tokens) {
  int usable = (int(tokens.size()) / num_steps_) * num_steps_;
  torch::Tensor flat = torch::zeros({usable});
  torch::Tensor r = flat.view({-1, num_steps_});
#ifdef ODD_PAIRS
  torch::Tensor odd = torch::zeros({2 * usable + 1}).view({-1, 2});
#endif
  return r;
}
