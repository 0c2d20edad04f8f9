#include <iostream>

#include "model.h"

int main() {
  DCGANOptions opts;
  torch::manual_seed(1);
  torch::Device device(torch::cuda::is_available() ? torch::kCUDA
                                                   : torch::kCPU);

  Generator generator(opts);
  generator->to(device);
  Discriminator discriminator(opts);
  discriminator->to(device);

  torch::optim::Adam generator_optimizer(
      generator->parameters(),
      torch::optim::AdamOptions(opts.lr).betas({opts.beta1, 0.999}));
  torch::optim::Adam discriminator_optimizer(
      discriminator->parameters(),
      torch::optim::AdamOptions(opts.lr).betas({opts.beta1, 0.999}));

  for (int64_t epoch = 1; epoch <= opts.num_epochs; ++epoch) {
    for (int64_t batch_index = 0; batch_index < opts.batches_per_epoch;
         ++batch_index) {
      auto real_images =
          torch::rand({opts.batch_size, opts.nc, 32, 32}).mul(2).sub(1).to(device);

      // Train the discriminator on real and fake images.
      discriminator->zero_grad();
      auto real_labels =
          torch::empty({opts.batch_size}, device).uniform_(0.8, 1.0);
      auto real_output = discriminator->forward(real_images);
      auto d_loss_real = torch::binary_cross_entropy(real_output, real_labels);
      d_loss_real.backward();

      auto noise = torch::randn({opts.batch_size, opts.nz, 1, 1}, device);
      auto fake_images = generator->forward(noise);
      auto fake_labels = torch::zeros({opts.batch_size}, device);
      auto fake_output = discriminator->forward(fake_images.detach());
      auto d_loss_fake = torch::binary_cross_entropy(fake_output, fake_labels);
      d_loss_fake.backward();
      auto d_loss = d_loss_real + d_loss_fake;
      discriminator_optimizer.step();

      // Train the generator to fool the discriminator.
      generator->zero_grad();
      fake_labels.fill_(1);
      fake_output = discriminator->forward(fake_images);
      auto g_loss = torch::binary_cross_entropy(fake_output, fake_labels);
      g_loss.backward();
      generator_optimizer.step();

      std::cout << "[" << epoch << "/" << opts.num_epochs << "]["
                << batch_index << "] D_loss: " << d_loss.item<float>()
                << " | G_loss: " << g_loss.item<float>() << '\n';
    }
  }
}
