// A tensor declared without a value (`torch::Tensor fake_images;`, an
// undefined tensor) and assigned inside a loop of unknown count, then used
// after it, as a GAN's training loop keeps its last batch of generated
// images to save them. Every shape operation on an undefined tensor
// throws, so where one succeeds after the loop the tensor is what the
// loop assigned (torch.rules: `convention undefined_default`). Before, the
// join of "no value" with the loop's [100 784] was unknown, and a wrong
// reshape of the saved images was missed (pytorch-cpp's
// generative_adversarial_network).
//
// RUN: not %shapecheck --dump-shapes=main %s -- -std=c++17 %fake-torch \
// RUN:     2>&1 | FileCheck %s --implicit-check-not='{{warning|error}}:'

#include <fake_torch.h>
#include <vector>

struct Generator : torch::nn::Module {
  torch::nn::Linear fc{nullptr};
  explicit Generator(int latent) {
    fc = register_module("fc", torch::nn::Linear(latent, 784));
  }
  torch::Tensor forward(torch::Tensor z) { return torch::tanh(fc->forward(z)); }
};

int main(int argc, char **) {
  const int64_t batch_size = 100, latent_size = 64;
  Generator G(latent_size);
  std::vector<int> batches(argc);
  torch::Tensor fake_images;
  for (int b : batches) {
    auto z = torch::randn({batch_size, latent_size});
    fake_images = G.forward(z);
  }
  // CHECK-DAG: undefined-tensor.cpp:[[@LINE+1]]:8: 'saved': Float[100 1 28 28]
  auto saved = fake_images.reshape({fake_images.size(0), 1, 28, 28});
  // CHECK-DAG: undefined-tensor.cpp:[[@LINE+1]]:15: error: call to 'fake_images.reshape': [100 784] has 78400 elements, but (100, 1, 28, 14) has 39200 [reshape]
  auto half = fake_images.reshape({fake_images.size(0), 1, 28, 14});
  // One branch assigns, the other leaves it undefined.
  torch::Tensor maybe;
  if (argc > 2)
    maybe = torch::zeros({4, 3});
  // CHECK-DAG: undefined-tensor.cpp:[[@LINE+1]]:8: 'row': Float[3]
  auto row = maybe.sum(0);
  // Never assigned: unknown, never a finding.
  torch::Tensor never;
  // CHECK-DAG: undefined-tensor.cpp:[[@LINE+1]]:8: 'unknown': Shaped[...]
  auto unknown = never + 1;
  return 0;
}
