// A class's dimension (a constructor parameter) is rigid in its methods,
// but its instances decide it: it is not "provably different" from a
// constant, as two distinct annotation names are. A shape function that
// compares sizes (an RNN's input_size against the input's feature axis)
// leaves it to the instances, as unification does, instead of reporting
// an error on every correct program. Before, Dive-into-DL's bidirectional
// LSTM (an input viewed as [seq 1 1], an LSTM of input_size `inputs`, built
// with INPUTS = 1) got two errors on its correct code.
//
// RUN: %shapecheck %s -- -std=c++17 %fake-torch -I %shapecheck-include \
// RUN:     | FileCheck %s --check-prefix=OK --allow-empty --implicit-check-not='{{warning|error}}:'
// OK-NOT: {{.}}
//
// An instance with input_size 4 is an error at the call in the method,
// noting the call that built it.
// RUN: not %shapecheck %s -- -std=c++17 %fake-torch -I %shapecheck-include \
// RUN:     -DINPUTS=4 | FileCheck %s --check-prefix=BAD --implicit-check-not='{{warning|error}}:'
#include <fake_torch.h>
#include <shapecheck/shapecheck.hpp>
#ifndef INPUTS
#define INPUTS 1
#endif

struct BLSTM : torch::nn::Module {
  torch::nn::LSTM lstm{nullptr};
  BLSTM(uint64_t layers, uint64_t hidden, uint64_t inputs) {
    lstm = register_module(
        "lstm", torch::nn::LSTM(
                    torch::nn::LSTMOptions(inputs, hidden).num_layers(layers)));
  }
  torch::Tensor forward(SHAPECHECK(Float, "seq 1") torch::Tensor x) {
    // BAD: [[@LINE+1]]:16: error: call to 'lstm->forward': rnn_output: the input's feature axis (1) has size 1, but input_size has size 4 [shape-mismatch]
    auto out = lstm->forward(x.view({x.size(0), 1, -1}));
    return std::get<0>(out);
  }
};

int main() {
  BLSTM model = BLSTM(3, 2, INPUTS);
  torch::Tensor input = torch::empty({3, 1});
  // BAD: :[[@LINE+1]]:12: note: in the call of 'model.forward' here
  auto y = model.forward(input);
}
