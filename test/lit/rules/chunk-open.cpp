// `chunk(n, dim)` along an axis whose divisibility by n is unknown (a
// sequence's length): LibTorch cuts pieces of ceil(size / n) and may give
// fewer than n, so the list's length is unknown, but a piece that is read
// exists and keeps every other axis. A bidirectional LSTM's output split
// along time by mistake (the directions are the features, 2*hidden_size)
// then gives features of the wrong width, and the Linear after it says so.
// Sizes are constructor parameters, the class is declared and then defined
// out of line, as real projects write it.
//
// RUN: not %shapecheck --dump-shapes %s -- -std=c++17 %fake-torch \
// RUN:     -I %shapecheck-include > %t.out
// RUN: FileCheck %s --check-prefix=DUMP < %t.out
// RUN: FileCheck %s --implicit-check-not='{{warning|error|note}}:' < %t.out
// The split along the directions is right: nothing to report.
// RUN: %shapecheck %s -- -std=c++17 %fake-torch -I %shapecheck-include \
// RUN:     -DRIGHT_AXIS | FileCheck %s --check-prefix=RIGHT --allow-empty
// RIGHT-NOT: {{warning|error}}:

#include <fake_torch.h>
#include <shapecheck/shapecheck.hpp>

#include <tuple>
#include <vector>

class BiLSTMImpl : public torch::nn::Module {
public:
  BiLSTMImpl(int64_t input_size, int64_t hidden_size, int64_t num_classes);
  torch::Tensor forward(SHAPECHECK(Float, "batch seq input_size")
                            torch::Tensor x);
  void pieces(SHAPECHECK(Float, "n seq d") torch::Tensor x);

private:
  torch::nn::LSTM lstm{nullptr};
  torch::nn::Linear fc{nullptr};
};
TORCH_MODULE(BiLSTM);

BiLSTMImpl::BiLSTMImpl(int64_t input_size, int64_t hidden_size,
                       int64_t num_classes)
    : lstm(torch::nn::LSTMOptions(input_size, hidden_size)
               .batch_first(true)
               .bidirectional(true)),
      fc(hidden_size * 2, num_classes) {
  register_module("lstm", lstm);
  register_module("fc", fc);
}

#ifdef RIGHT_AXIS
#define SPLIT_AXIS 2
#else
#define SPLIT_AXIS 1
#endif

torch::Tensor BiLSTMImpl::forward(torch::Tensor x) {
  torch::Tensor output;
  std::tuple<torch::Tensor, torch::Tensor> state;
  std::tie(output, state) = lstm->forward(x);
  std::vector<torch::Tensor> directions = output.chunk(2, SPLIT_AXIS);
  // DUMP: chunk-open.cpp:[[@LINE+1]]:8: 'last_forward': Float[batch 2*hidden_size]
  auto last_forward = directions[0].select(1, -1);
  auto first_backward = directions[1].select(1, 0);
  auto features = torch::cat({last_forward, first_backward}, 1);
  // CHECK: chunk-open.cpp:[[@LINE+1]]:22: error: {{.*}}axis 1: size '4*hidden_size' does not match '2*hidden_size'
  return fc->forward(features);
  // CHECK: note: 'hidden_size' is a dimension of 'BiLSTMImpl'
  // CHECK: note: the module 'torch::nn::Linear' is declared here
}

// Which pieces are known: the first is ceil(seq / 3) long; the others may
// not exist, and their lengths, the list's length and its last piece are
// unknown.
void BiLSTMImpl::pieces(torch::Tensor x) {
  std::vector<torch::Tensor> thirds = x.chunk(3, 1);
  // DUMP: chunk-open.cpp:[[@LINE+1]]:8: 'first': Float[n (seq+2)//3 d]
  auto first = thirds[0];
  // DUMP: chunk-open.cpp:[[@LINE+1]]:8: 'second': Float[n ? d]
  auto second = thirds[1];
  // DUMP: chunk-open.cpp:[[@LINE+1]]:8: 'last': Shaped[...]
  auto last = thirds.back();
  // DUMP: chunk-open.cpp:[[@LINE+1]]:8: 'all': Shaped[...]
  auto all = torch::cat(thirds, 1);
  std::vector<torch::Tensor> halves = torch::chunk(x, 2, 1);
  // DUMP: chunk-open.cpp:[[@LINE+1]]:8: 'rest': Float[n seq//2 d]
  auto rest = halves[1];
}
