#include <iostream>

#include "model.h"

struct Config {
  int64_t vocab_size = 1000;
  int64_t embed_dim = 128;
  int64_t num_heads = 8;
  int64_t seq_len = 32;
  int64_t batch_size = 16;
  int64_t steps = 5;
};

int main() {
  Config config;
  torch::Device device(torch::cuda::is_available() ? torch::kCUDA
                                                   : torch::kCPU);

  torch::nn::Embedding embedding(config.vocab_size, config.embed_dim);
  SelfAttentionBlock block(config.embed_dim, config.num_heads);
  torch::nn::Linear lm_head(config.embed_dim, config.vocab_size);
  embedding->to(device);
  block->to(device);
  lm_head->to(device);

  std::vector<torch::Tensor> parameters = block->parameters();
  for (const auto& p : embedding->parameters()) parameters.push_back(p);
  for (const auto& p : lm_head->parameters()) parameters.push_back(p);
  torch::optim::AdamW optimizer(parameters, torch::optim::AdamWOptions(3e-4));

  for (int64_t step = 0; step < config.steps; ++step) {
    auto tokens = torch::randint(0, config.vocab_size,
                                 {config.batch_size, config.seq_len + 1},
                                 torch::TensorOptions(device).dtype(torch::kLong));
    auto inputs = tokens.narrow(1, 0, config.seq_len);
    auto targets = tokens.narrow(1, 1, config.seq_len);
    auto hidden = block->forward(embedding->forward(inputs));
    auto logits = lm_head->forward(hidden);
    auto loss = torch::nn::functional::cross_entropy(
        logits.view({-1, config.vocab_size}), targets.reshape({-1}));
    optimizer.zero_grad();
    loss.backward();
    optimizer.step();
    std::cout << "step " << step << " loss " << loss.item<float>() << '\n';
  }
}
