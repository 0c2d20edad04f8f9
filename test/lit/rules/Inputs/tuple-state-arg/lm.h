// A language model in a tutorial's style: the LSTM's initial state is a
// tuple the caller builds and passes on; the forward is annotated on its
// token input only.
#pragma once
#include <fake_torch.h>
#include <shapecheck/shapecheck.hpp>
#include <tuple>

class LMImpl : public torch::nn::Module {
public:
  LMImpl(int64_t vocab, int64_t embed_size, int64_t hidden, int64_t layers)
      : embed(vocab, embed_size),
        lstm(torch::nn::LSTMOptions(embed_size, hidden)
                 .num_layers(LSTM_LAYERS)
                 .batch_first(true)) {
    register_module("embed", embed);
    register_module("lstm", lstm);
  }
  std::tuple<torch::Tensor, std::tuple<torch::Tensor, torch::Tensor>>
  forward(SHAPECHECK(Int64, "batch seq") torch::Tensor x,
          std::tuple<torch::Tensor, torch::Tensor> hx) {
    torch::Tensor output;
    std::tuple<torch::Tensor, torch::Tensor> state;
    std::tie(output, state) = lstm->forward(embed->forward(x), hx);
    return std::make_tuple(output, state);
  }
  torch::nn::Embedding embed;
  torch::nn::LSTM lstm;
};
TORCH_MODULE(LM);
