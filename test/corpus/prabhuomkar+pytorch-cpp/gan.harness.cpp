// Run-time driver for the corpus manifest gan.json (our own code). The
// tutorial's model, training loop and sizes are all in its main.cpp, which
// reads MNIST from disk and writes PNG samples: it is run as it is, under
// another name, with two stand-ins of ours: a dataset of one batch of 100
// random 1x28x28 images with labels (in place of torch::data::datasets::MNIST)
// and a save_image that writes nothing.
#include <torch/torch.h>

#include "image_io.h"

namespace torch {
namespace data {
namespace datasets {
class SCFakeMNIST : public Dataset<SCFakeMNIST> {
 public:
  enum class Mode { kTrain, kTest };
  explicit SCFakeMNIST(const std::string &, Mode = Mode::kTrain)
      : size_(100) {}
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

namespace image_io {
void save_image(torch::Tensor, const std::string &, int64_t, int64_t, bool,
                const std::vector<double> &, bool, torch::Scalar, ImageFormat) {}
}  // namespace image_io

#define MNIST SCFakeMNIST
#define main sc_repo_main
#include "tutorials/advanced/generative_adversarial_network/main.cpp"
#undef main
#undef MNIST

int main() {
  torch::manual_seed(0);
  sc_repo_main();
  return 0;
}
