#include "model.h"

BiLSTMClassifierImpl::BiLSTMClassifierImpl(int64_t input_size,
                                           int64_t hidden_size,
                                           int64_t num_layers,
                                           int64_t num_classes)
    : hidden_size_(hidden_size),
      num_layers_(num_layers),
      lstm(torch::nn::LSTMOptions(input_size, hidden_size)
               .num_layers(num_layers)
               .batch_first(true)
               .bidirectional(true)),
      fc(hidden_size * 2, num_classes) {
  register_module("lstm", lstm);
  register_module("fc", fc);
}

torch::Tensor BiLSTMClassifierImpl::forward(torch::Tensor x) {
  auto h0 = torch::zeros({num_layers_ * 2, x.size(0), hidden_size_}, x.options());
  auto c0 = torch::zeros({num_layers_ * 2, x.size(0), hidden_size_}, x.options());
  torch::Tensor output;
  std::tuple<torch::Tensor, torch::Tensor> state;
  std::tie(output, state) = lstm->forward(x, std::make_tuple(h0, c0));
  // output is batch x seq x (2 * hidden): one half per direction.
  std::vector<torch::Tensor> directions = output.chunk(2, /*dim=*/2);
  auto last_forward = directions[0].select(1, -1);
  auto first_backward = directions[1].select(1, 0);
  auto features = torch::cat({last_forward, first_backward}, /*dim=*/1);
  return fc->forward(features);
}
