// Run-time driver for the corpus manifest cyclegan.json (our own code): builds
// the two generators and discriminators as CycleGAN::Trainer does (9 residual
// blocks, the command line's default) and runs the generators' training step
// and the discriminator A's forward passes on one random 3x256x256 image per
// domain (the default input size), in the order Trainer::train() runs them.
#include <torch/torch.h>

#include "cyclegan.hpp"

int main() {
  torch::manual_seed(0);
  using namespace torch::nn;
  Sequential genA = CycleGAN::Models::createGenerator(3, 3, 64, 9);
  Sequential genB = CycleGAN::Models::createGenerator(3, 3, 64, 9);
  Sequential disA = CycleGAN::Models::createDiscriminator();
  Sequential disB = CycleGAN::Models::createDiscriminator();
  auto realImagesA = torch::randn({1, 3, 256, 256});
  auto realImagesB = torch::randn({1, 3, 256, 256});
  auto fakeImagesB = genA->forward(realImagesA);
  auto reconstructedImagesA = genB->forward(fakeImagesB);
  auto fakeImagesA = genB->forward(realImagesB);
  auto reconstructedImagesB = genA->forward(fakeImagesA);
  auto identityA = genA->forward(realImagesB);
  auto identityB = genB->forward(realImagesA);
  auto identityLossA = functional::l1_loss(identityA, realImagesA) * 10.0 * 0.5;
  auto identityLossB = functional::l1_loss(identityB, realImagesB) * 10.0 * 0.5;
  auto disAOnFakeB = disA->forward(fakeImagesB);
  auto disBOnFakeA = disB->forward(fakeImagesA);
  auto targetReal = torch::ones_like(disAOnFakeB);
  auto generatorLoss = functional::mse_loss(disAOnFakeB, targetReal) +
                       functional::mse_loss(disAOnFakeB, targetReal);
  auto cycleLossA = functional::l1_loss(reconstructedImagesA, realImagesA) * 10.0;
  auto cycleLossB = functional::l1_loss(reconstructedImagesB, realImagesB) * 10.0;
  auto total = generatorLoss + cycleLossA + cycleLossB + identityLossA + identityLossB;
  total.backward();
  auto disAPredRealB = disA->forward(realImagesB);
  auto disLossA = functional::mse_loss(disAPredRealB, torch::ones_like(disAPredRealB));
  auto disAPredFakeB = disA->forward(fakeImagesB.detach());
  disLossA += functional::mse_loss(disAPredFakeB, torch::zeros_like(disAPredFakeB));
  disLossA.backward();
  return 0;
}
