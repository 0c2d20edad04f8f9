#include "lstm.h"

Regressor::Regressor(int in_features, int hidden, int out_size,
                     int num_layers, bool batch_first) {
  lstm = torch::nn::LSTM(
      lstmOption(in_features, hidden, num_layers, batch_first));
  ln = torch::nn::Linear(LN_IN, out_size);
  lstm = register_module("lstm", lstm);
  ln = register_module("ln", ln);
}

torch::Tensor Regressor::forward(torch::Tensor x) {
  auto lstm_out = lstm->forward(x);
  auto predictions = ln->forward(std::get<0>(lstm_out));
  auto state = std::get<0>(std::get<1>(lstm_out));
  return predictions.select(1, -1);
}
