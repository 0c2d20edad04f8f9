// A tutorial's LSTM regressor: whether the batch comes first is a
// constructor argument, passed on through a helper that builds the options.
#pragma once
#include <fake_torch.h>
#include <shapecheck/shapecheck.hpp>
#include <tuple>

inline torch::nn::LSTMOptions lstmOption(int in_features, int hidden,
                                         int num_layers,
                                         bool batch_first = false,
                                         bool bidirectional = false) {
  torch::nn::LSTMOptions opts = torch::nn::LSTMOptions(in_features, hidden);
  opts.num_layers(num_layers).batch_first(batch_first).bidirectional(
      bidirectional);
  return opts;
}

class Regressor : public torch::nn::Module {
public:
  Regressor(int in_features, int hidden, int out_size, int num_layers,
            bool batch_first);
  torch::Tensor forward(SHAPECHECK(Float, "batch seq in_features") torch::Tensor x);

private:
  torch::nn::LSTM lstm{nullptr};
  torch::nn::Linear ln{nullptr};
};
