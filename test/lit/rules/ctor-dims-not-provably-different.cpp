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
// The same holds where the comparison is not linear: viewing the LSTM's
// [seq 1 hidden] output as (1, seq, 2) needs `2*seq == hidden*seq`; the
// annotation's `seq` (a size, at least 1) is divided out, and `hidden == 2`
// is the instances' to decide.
//
// An instance with input_size 4 is an error at the call in the method,
// noting the call that built it.
// RUN: not %shapecheck %s -- -std=c++17 %fake-torch -I %shapecheck-include \
// RUN:     -DINPUTS=4 | FileCheck %s --check-prefix=BAD --implicit-check-not='{{warning|error}}:'
//
// An instance with hidden size 3 is an error at the view.
// RUN: not %shapecheck %s -- -std=c++17 %fake-torch -I %shapecheck-include \
// RUN:     -DHIDDEN=3 | FileCheck %s --check-prefix=HID --implicit-check-not='{{warning|error}}:'
#include <fake_torch.h>
#include <shapecheck/shapecheck.hpp>
#ifndef INPUTS
#define INPUTS 1
#endif
#ifndef HIDDEN
#define HIDDEN 2
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
    // HID: [[@LINE+1]]:12: error: call to 'std::get<0>(out).view': reshape: [seq 1 3] has 3*seq elements, but (1, seq, 2) has 2*seq [reshape]
    return std::get<0>(out).view({1, x.size(0), 2});
  }
};

int main() {
  BLSTM model = BLSTM(3, HIDDEN, INPUTS);
  torch::Tensor input = torch::empty({3, 1});
  // BAD: :[[@LINE+2]]:12: note: in the call of 'model.forward' here
  // HID: :[[@LINE+1]]:12: note: in the call of 'model.forward' here
  auto y = model.forward(input);
}
