// Run-time driver for the corpus manifest dcgan.json (our own code): builds
// the generator and discriminator as DCGAN::Trainer does (nz = 100, the
// command line's default; 64 filters) and runs one iteration of
// Trainer::train() on a random batch of four 3x64x64 images (the size at which
// the discriminator gives one score per image).
#include <torch/torch.h>

#include "dcgan.hpp"

int main() {
  torch::manual_seed(0);
  const int nz = 100;
  torch::nn::Sequential dis = DCGAN::Models::createDiscriminator(64);
  torch::nn::Sequential gen = DCGAN::Models::createGenerator(nz, 64);
  torch::optim::Adam genOptimizer(gen->parameters(), torch::optim::AdamOptions(0.0005));
  torch::optim::Adam disOptimizer(dis->parameters(), torch::optim::AdamOptions(0.0005));
  dis->zero_grad();
  auto inputReal = torch::rand({4, 3, 64, 64});
  int batchSize = inputReal.size(0);
  auto predReal = dis->forward(inputReal);
  auto target = torch::full_like(predReal, 1.0);
  auto disLossReal = torch::binary_cross_entropy(predReal, target);
  disLossReal.backward();
  auto inputFake = torch::randn({batchSize, nz, 1, 1});
  auto fakeGenerations = gen->forward(inputFake);
  target.fill_(0.0);
  auto predFake = dis->forward(fakeGenerations.detach());
  auto disLossFake = torch::binary_cross_entropy(predFake, target);
  disLossFake.backward();
  disOptimizer.step();
  gen->zero_grad();
  target.fill_(1);
  predFake = dis->forward(fakeGenerations);
  auto genLoss = torch::binary_cross_entropy(predFake, target);
  genLoss.backward();
  genOptimizer.step();
  return 0;
}
