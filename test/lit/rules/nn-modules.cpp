// nn modules from their constructor arguments and option builders, called
// as `m->forward(x)` and `m(x)`; recurrent layers' tuple outputs; Sequential
// applied in order; the functional forms.
//
// RUN: not %shapecheck --dump-shapes %s -- -std=c++17 %fake-torch \
// RUN:     -I %shapecheck-include > %t.out
// RUN: FileCheck %s --check-prefix=DUMP < %t.out
// RUN: FileCheck %s --implicit-check-not='{{warning|error}}:' < %t.out

#include <fake_torch.h>
#include <shapecheck/shapecheck.hpp>

namespace nn = torch::nn;
namespace F = torch::nn::functional;

// DUMP-LABEL: 'silent'
void silent(SHAPECHECK(Float, "b 3 32 32") torch::Tensor img,
            SHAPECHECK(Float, "b t 16") torch::Tensor seq,
            SHAPECHECK(Int64, "b t") torch::Tensor tokens) {
  nn::Conv2d conv(nn::Conv2dOptions(3, 8, 3).stride(2).padding(1));
  // DUMP-NEXT: nn-modules.cpp:[[@LINE+1]]:8: 'c': Float[b 8 16 16]
  auto c = conv->forward(img);
  nn::MaxPool2d pool(nn::MaxPool2dOptions(2));
  nn::BatchNorm2d bn(8);
  // DUMP-NEXT: nn-modules.cpp:[[@LINE+1]]:8: 'p': Float[b 8 8 8]
  auto p = pool(bn(c));
  nn::AdaptiveAvgPool2d gap(nn::AdaptiveAvgPool2dOptions(1));
  nn::Flatten flat;
  nn::Linear fc(8, 10);
  nn::Dropout drop(0.5);
  // DUMP-NEXT: nn-modules.cpp:[[@LINE+1]]:8: 'logits': Float[b 10]
  auto logits = fc(drop(flat(gap(p))));
  nn::LSTM lstm(nn::LSTMOptions(16, 32).batch_first(true).bidirectional(true));
  auto [out, state] = lstm->forward(seq);
  // DUMP-NEXT: nn-modules.cpp:[[@LINE+1]]:8: 'o': Float[b t 64]
  auto o = out * 1;
  // DUMP-NEXT: nn-modules.cpp:[[@LINE+1]]:8: 'hc': Float[2 b 32]
  auto hc = std::get<1>(state) + 0;
  // DUMP-NEXT: nn-modules.cpp:[[@LINE+1]]:8: 'h': Float[2 b 32]
  auto h = std::get<0>(std::get<1>(lstm->forward(seq)));
  // DUMP-NEXT: nn-modules.cpp:[[@LINE+1]]:8: 'h2': Float[2 b 32]
  auto h2 = h * 1;
  nn::GRU gru(nn::GRUOptions(16, 8));
  // DUMP-NEXT: nn-modules.cpp:[[@LINE+1]]:8: 'g': Float[b t 8]
  auto g = std::get<0>(gru->forward(seq.transpose(0, 1))).transpose(0, 1);
  nn::Embedding emb(1000, 16);
  nn::LayerNorm norm(nn::LayerNormOptions({16}));
  // DUMP-NEXT: nn-modules.cpp:[[@LINE+1]]:8: 'e': Float[b t 16]
  auto e = norm(emb(tokens));
  nn::Sequential mlp(nn::Linear(16, 64), nn::ReLU(), nn::Linear(64, 4));
  // DUMP-NEXT: nn-modules.cpp:[[@LINE+1]]:8: 'm': Float[b t 4]
  auto m = mlp->forward(e);
  // DUMP-NEXT: nn-modules.cpp:[[@LINE+1]]:8: 'sm': Float[b t 4]
  auto sm = F::softmax(m, F::SoftmaxFuncOptions(-1));
  // DUMP-NEXT: nn-modules.cpp:[[@LINE+1]]:8: 'w': Float[8 3 5 5]
  auto w = torch::randn({8, 3, 5, 5});
  // DUMP-NEXT: nn-modules.cpp:[[@LINE+1]]:8: 'fc2': Float[b 8 14 14]
  auto fc2 = F::conv2d(img, w, F::Conv2dFuncOptions().stride(2));
  // DUMP-NEXT: nn-modules.cpp:[[@LINE+1]]:8: 'fp': Float[b 3 16 16]
  auto fp = F::max_pool2d(img, F::MaxPool2dFuncOptions(2));
  // DUMP-NEXT: nn-modules.cpp:[[@LINE+1]]:8: 'ap': Float[b 3 16 16]
  auto ap = torch::avg_pool2d(img, {2, 2});
  // A ModuleList's modules, iterated in order and indexed; a holder's `*`
  // and get().
  nn::ModuleList blocks(nn::Linear(16, 32), nn::Linear(32, 16));
  // DUMP-NEXT: nn-modules.cpp:[[@LINE+1]]:8: 't': Float[b 16]
  auto t = seq.select(1, 0);
  for (const auto &block : *blocks)
    t = block->as<nn::Linear>()->forward(t);
  // DUMP-NEXT: nn-modules.cpp:[[@LINE+1]]:8: 'after': Float[b 16]
  auto after = t;
  // DUMP-NEXT: nn-modules.cpp:[[@LINE+1]]:8: 'first': Float[b 32]
  auto first = blocks->at<nn::LinearImpl>(0).forward(t);
  // DUMP-NEXT: nn-modules.cpp:[[@LINE+1]]:8: 'star': Float[b 10]
  auto star = (*fc).forward(t.narrow(1, 0, 8));
  // DUMP-NEXT: nn-modules.cpp:[[@LINE+1]]:8: 'got': Float[b 10]
  auto got = fc.get()->forward(t.narrow(1, 0, 8));
  // Options in a local, set by a chain of builder setters.
  auto opts = nn::Conv2dOptions(3, 4, 5);
  opts.stride(2).padding(2);
  nn::Conv2d strided(opts);
  // DUMP-NEXT: nn-modules.cpp:[[@LINE+1]]:8: 'sc': Float[b 4 16 16]
  auto sc = strided(img);
}

void fires(SHAPECHECK(Float, "b 3 32 32") torch::Tensor img,
           SHAPECHECK(Float, "b t 16") torch::Tensor seq) {
  nn::Conv2d conv(nn::Conv2dOptions(1, 8, 3));
  // CHECK: nn-modules.cpp:[[@LINE+2]]:12: error: call to 'conv->forward': axis 1 of the weight [8 1 3 3] times groups=1 has size 1, but axis -3 (channels) of the input [b 3 32 32] has size 3 [shape-mismatch]
  // CHECK: nn-modules.cpp:[[@LINE-2]]:14: note: the module 'torch::nn::Conv2d' is declared here
  auto c = conv->forward(img);
  nn::Linear fc(3 * 32, 10);
  // CHECK: nn-modules.cpp:[[@LINE+2]]:15: error: argument 'input' of call to 'fc', axis 3: size 32 does not match 96 required by the module 'torch::nn::Linear' [shape-mismatch]
  // CHECK: nn-modules.cpp:[[@LINE-2]]:14: note: the module 'torch::nn::Linear' is declared here
  auto y = fc(img);
  nn::LSTM lstm(nn::LSTMOptions(32, 8).batch_first(true));
  // CHECK: nn-modules.cpp:[[@LINE+2]]:14: error: call to 'lstm->forward': rnn_output: the input's feature axis (16) has size 16, but input_size has size 32 [shape-mismatch]
  // CHECK: nn-modules.cpp:[[@LINE-2]]:12: note: the module 'torch::nn::LSTM' is declared here
  auto out = lstm->forward(seq);
  nn::BatchNorm2d bn(4);
  // CHECK: nn-modules.cpp:[[@LINE+2]]:15: error: argument 'input' of call to 'bn', axis 1: size 3 does not match 4 required by the module 'torch::nn::BatchNorm2d' [shape-mismatch]
  // CHECK: nn-modules.cpp:[[@LINE-2]]:19: note: the module 'torch::nn::BatchNorm2d' is declared here
  auto n = bn(img);
  // The second Linear of the chain takes 32 features, the first gives 64.
  nn::Sequential mlp(nn::Linear(16, 64), nn::ReLU(), nn::Linear(32, 4));
  // CHECK: nn-modules.cpp:[[@LINE+2]]:12: error: argument 'input' of call to 'mlp->forward', axis 2: size 64 does not match 32 required by the module 'torch::nn::Linear' [shape-mismatch]
  // CHECK: nn-modules.cpp:[[@LINE-2]]:54: note: the module 'torch::nn::Linear' is declared here
  auto m = mlp->forward(seq);
  // CHECK: nn-modules.cpp:[[@LINE+1]]:13: error: call to 'F::max_pool2d': pool: the output size 0 of spatial axis 0 is not positive
  auto fp = F::max_pool2d(img, F::MaxPool2dFuncOptions(64));
  // The second block takes 8 features; the first gives 16.
  nn::ModuleList blocks(nn::Linear(16, 16), nn::Linear(8, 4));
  auto h = seq.select(1, 0);
  for (const auto &block : *blocks)
    // CHECK: nn-modules.cpp:[[@LINE+1]]:42: error: argument 'input' of call to 'block->as<nn::Linear>()->forward', axis 1: size 16 does not match 8 required by the module 'torch::nn::Linear' [shape-mismatch]
    h = block->as<nn::Linear>()->forward(h);
}
