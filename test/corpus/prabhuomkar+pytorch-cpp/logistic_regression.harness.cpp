// Run-time driver for the corpus manifest logistic_regression.json (our own
// code). The tutorial's model, training and test loops and sizes are all in
// its main.cpp, which reads MNIST from disk: it is run as it is, under another
// name, with a stand-in of ours for torch::data::datasets::MNIST: random
// 1x28x28 images with labels in 0..9, two batches of 100 for training and one
// for the test set.
#include <torch/torch.h>

namespace torch {
namespace data {
namespace datasets {
class SCFakeMNIST : public Dataset<SCFakeMNIST> {
 public:
  enum class Mode { kTrain, kTest };
  explicit SCFakeMNIST(const std::string &, Mode mode = Mode::kTrain)
      : size_(mode == Mode::kTrain ? 200 : 100) {}
  Example<> get(size_t) override {
    return {torch::rand({1, 28, 28}), torch::randint(0, 10, {}, torch::kLong)};
  }
  torch::optional<size_t> size() const override { return size_; }

 private:
  size_t size_;
};
}  // namespace datasets
}  // namespace data
}  // namespace torch

#define MNIST SCFakeMNIST
#define main sc_repo_main
#include "tutorials/basics/logistic_regression/main.cpp"
#undef main
#undef MNIST

int main() {
  torch::manual_seed(0);
  sc_repo_main();
  return 0;
}
