// torch::nn on the real LibTorch headers: every module family of
// rules/torch.rules built from its constructor arguments and option
// builders (fields initialised inline, in the member-initialiser list, or
// from register_module in the constructor), Sequential and ModuleList, user
// modules inside containers, and the functional forms. Passing cases check
// the inferred shapes (DUMP), failing ones are caught at their line with
// their check id (CHECK). --report-unknown lists the calls that no rule
// describes, and they never cause a finding (UNKNOWN); a user's stub
// (--rules Inputs/extra.rules) describes one more.
//
// RUN: not %shapecheck --dump-shapes --report-unknown --rules %S/Inputs/extra.rules \
// RUN:   %s -- %torch-flags > %t.out
// RUN: FileCheck %s --check-prefix=DUMP < %t.out
// RUN: FileCheck %s --check-prefixes=CHECK,UNKNOWN --implicit-check-not='{{warning|error}}:' \
// RUN:   --implicit-check-not='[unknown-call]' < %t.out

#include <shapecheck/shapecheck.hpp>
#include <torch/torch.h>

#include <tuple>

namespace nn = torch::nn;
namespace F = torch::nn::functional;

// A user module whose forward is not annotated: its shape is inferred.
struct ResidualImpl : nn::Module {
  ResidualImpl() { register_module("fc", fc); }
  torch::Tensor forward(torch::Tensor x) { return torch::relu(fc(x)) + x; }
  nn::Linear fc{16, 16};
};
TORCH_MODULE(Residual);

//===--- Modules, passing -------------------------------------------------===//

struct Zoo : nn::Module {
  Zoo()
      : conv1d(nn::Conv1dOptions(4, 8, 3).padding(1)),
        conv2d(nn::Conv2dOptions(3, 16, 3).stride(2).padding(1)),
        convt(nn::ConvTranspose2dOptions(16, 3, 4).stride(2).padding(1)),
        pool2d(nn::MaxPool2dOptions(3).stride(2).padding(1)), bn2d(16),
        gn(4, 16), rnn(nn::RNNOptions(8, 12)),
        gru(nn::GRUOptions(8, 12).num_layers(2).bidirectional(true)),
        lstm(nn::LSTMOptions(8, 12).batch_first(true)),
        mha(nn::MultiheadAttentionOptions(8, 2)) {
    register_module("conv1d", conv1d);
    register_module("conv2d", conv2d);
    register_module("convt", convt);
    head = register_module("head",
                           nn::Sequential(nn::Linear(16, 32), nn::ReLU(),
                                          nn::Dropout(0.1), nn::Linear(32, 4)));
    blocks = register_module(
        "blocks", nn::ModuleList(nn::Linear(16, 32), nn::Linear(32, 16)));
  }

  // DUMP: nn-modules.cpp:[[@LINE+1]]:8: 'Zoo::images': (x: Float[b 3 32 32]) -> void
  void images(SHAPECHECK(Float, "b 3 32 32") torch::Tensor x) {
    // DUMP: nn-modules.cpp:[[@LINE+1]]:10: 'c': Float[b 16 16 16]
    auto c = conv2d->forward(x);
    // DUMP: nn-modules.cpp:[[@LINE+1]]:10: 'up': Float[b 3 32 32]
    auto up = convt(c);
    // DUMP: nn-modules.cpp:[[@LINE+1]]:10: 'p': Float[b 16 8 8]
    auto p = pool2d(bn2d(gn(c)));
    // DUMP: nn-modules.cpp:[[@LINE+1]]:10: 'a': Float[b 16 4 4]
    auto a = avgpool(p);
    // DUMP: nn-modules.cpp:[[@LINE+1]]:10: 'g': Float[b 16 1 1]
    auto g = adaptive(a);
    // DUMP: nn-modules.cpp:[[@LINE+1]]:10: 'f': Float[b 16]
    auto f = flatten(g);
    // DUMP: nn-modules.cpp:[[@LINE+1]]:10: 'u': Float[b 4 4]
    auto u = unflatten(f);
    // DUMP: nn-modules.cpp:[[@LINE+1]]:10: 'h': Float[b 4]
    auto h = head->forward(act(f));
    // DUMP: nn-modules.cpp:[[@LINE+1]]:10: 'sm': Float[b 4]
    auto sm = softmax(h);
    // DUMP: nn-modules.cpp:[[@LINE+1]]:10: 'v': Float[2 2 4 4 4]
    auto v = conv3d(torch::randn({2, 1, 6, 6, 6}));
    // DUMP: nn-modules.cpp:[[@LINE+1]]:10: 'r': Float[b 16]
    auto r = residual(f);
    // DUMP: nn-modules.cpp:[[@LINE+1]]:10: 'rs': Float[b 4]
    auto rs = with_user->forward(f);
  }

  // DUMP: nn-modules.cpp:[[@LINE+1]]:8: 'Zoo::features': (x: Float[b 16], x2: Float[b 12]) -> void
  void features(SHAPECHECK(Float, "b 16") torch::Tensor x,
                SHAPECHECK(Float, "b 12") torch::Tensor x2) {
    // DUMP: nn-modules.cpp:[[@LINE+1]]:10: 'y': Float[b 8]
    auto y = lin(drop(x));
    // DUMP: nn-modules.cpp:[[@LINE+1]]:10: 'bl': Float[b 4]
    auto bl = bil(x, x2);
    // DUMP: nn-modules.cpp:[[@LINE+1]]:10: 'n': Float[b 16]
    auto n = bn1d(leaky(x));
    // The blocks in order: [b 16] -> [b 32] -> [b 16].
    for (const auto &block : *blocks)
      x = block->as<nn::Linear>()->forward(x);
    // DUMP: nn-modules.cpp:[[@LINE+1]]:10: 'after_blocks': Float[b 16]
    auto after_blocks = x;
  }

  // DUMP: nn-modules.cpp:[[@LINE+1]]:8: 'Zoo::sequences': (tokens: Int64[b t], seq: Float[b 4 20]) -> void
  void sequences(SHAPECHECK(Int64, "b t") torch::Tensor tokens,
                 SHAPECHECK(Float, "b 4 20") torch::Tensor seq) {
    // DUMP: nn-modules.cpp:[[@LINE+1]]:10: 'e': Float[b t 8]
    auto e = emb(tokens);
    // DUMP: nn-modules.cpp:[[@LINE+1]]:10: 'ln_e': Float[b t 8]
    auto ln_e = ln(e);
    // DUMP: nn-modules.cpp:[[@LINE+1]]:10: 'c1': Float[b 8 20]
    auto c1 = conv1d(seq);
    // DUMP: nn-modules.cpp:[[@LINE+1]]:10: 'p1': Float[b 8 10]
    auto p1 = pool1d(bn_seq(c1));
    // batch_first LSTM: output [b t 12], h and c [1 b 12].
    auto [out, hc] = lstm->forward(e);
    // DUMP: nn-modules.cpp:[[@LINE+1]]:10: 'lstm_h': Float[1 b 12]
    auto lstm_h = std::get<0>(hc);
    // DUMP: nn-modules.cpp:[[@LINE+1]]:10: 'lstm_out': Float[b t 12]
    auto lstm_out = out;
    // Sequence-first RNN and GRU: [t b 8].
    auto tb = e.transpose(0, 1);
    // DUMP: nn-modules.cpp:[[@LINE+1]]:10: 'rnn_out': Float[t b 12]
    auto rnn_out = std::get<0>(rnn->forward(tb));
    // DUMP: nn-modules.cpp:[[@LINE+1]]:10: 'gru_h': Float[4 b 12]
    auto gru_h = std::get<1>(gru->forward(tb));
    // DUMP: nn-modules.cpp:[[@LINE+1]]:10: 'attn': Float[t b 8]
    auto attn = std::get<0>(mha->forward(tb, tb, tb));
    // DUMP: nn-modules.cpp:[[@LINE+1]]:10: 'weights': Float[b t t]
    auto weights = std::get<1>(mha->forward(tb, tb, tb));
  }

  nn::Linear lin{16, 8};
  nn::Bilinear bil{16, 12, 4};
  nn::Conv1d conv1d;
  nn::Conv2d conv2d;
  nn::Conv3d conv3d{nn::Conv3dOptions(1, 2, 3)};
  nn::ConvTranspose2d convt;
  nn::MaxPool1d pool1d{2};
  nn::MaxPool2d pool2d;
  nn::AvgPool2d avgpool{2};
  nn::AdaptiveAvgPool2d adaptive{nn::AdaptiveAvgPool2dOptions({1, 1})};
  nn::BatchNorm1d bn1d{16};
  nn::BatchNorm1d bn_seq{nn::BatchNorm1dOptions(8).momentum(0.01)};
  nn::BatchNorm2d bn2d;
  nn::LayerNorm ln{nn::LayerNormOptions({8}).eps(1e-6)};
  nn::GroupNorm gn;
  nn::Dropout drop{nn::DropoutOptions().p(0.2)};
  nn::Embedding emb{nn::EmbeddingOptions(100, 8).padding_idx(0)};
  nn::RNN rnn;
  nn::GRU gru;
  nn::LSTM lstm;
  nn::MultiheadAttention mha;
  nn::Flatten flatten;
  nn::Unflatten unflatten{nn::UnflattenOptions(1, {4, 4})};
  nn::GELU act;
  nn::LeakyReLU leaky{nn::LeakyReLUOptions().negative_slope(0.2)};
  nn::Softmax softmax{1};
  nn::Sequential head{nullptr};
  nn::ModuleList blocks{nullptr};
  Residual residual;
  nn::Sequential with_user{Residual(), nn::Linear(16, 4)};
};

//===--- Modules, failing -------------------------------------------------===//

struct Broken : nn::Module {
  void images(SHAPECHECK(Float, "b 3 32 32") torch::Tensor x,
              SHAPECHECK(Float, "b 16 16 16") torch::Tensor c) {
    // CHECK: nn-modules.cpp:[[@LINE+1]]:14: error: call to 'conv_channels': conv: axis 1 of the weight [16 1 3 3] times groups=1 has size 1, but axis -3 (channels) of the input [b 3 32 32] has size 3 [shape-mismatch]
    auto a = conv_channels(x);
    // CHECK: nn-modules.cpp:[[@LINE+1]]:14: error: call to 'conv_big': conv: the output size 0 of spatial axis 0 is not positive (input size 4, kernel size 5, stride 1, padding 0, dilation 1): the input is too small [invalid-size]
    auto b = conv_big(torch::randn({2, 3, 4, 4}));
    // CHECK: nn-modules.cpp:[[@LINE+1]]:14: error: call to 'convt': conv_transpose: axis 0 of the weight [16 3 4 4] has size 16, but axis -3 (channels) of the input [b 3 32 32] has size 3 [shape-mismatch]
    auto t = convt(x);
    // CHECK: nn-modules.cpp:[[@LINE+1]]:14: error: call to 'pool': the output size 0 of spatial axis 0 is not positive (input size 2, kernel size 3, stride 3, padding 0, dilation 1): the input is too small [invalid-size]
    auto p = pool(torch::randn({2, 3, 2, 2}));
    // CHECK: nn-modules.cpp:[[@LINE+1]]:19: error: argument 'input' of call to 'bn2d', axis 1: size 16 does not match 32 required by the module 'torch::nn::BatchNorm2d' [shape-mismatch]
    auto n = bn2d(c);
    // CHECK: nn-modules.cpp:[[@LINE+1]]:17: error: argument 'input' of call to 'gn', axis 1: size 16 does not match 32 required by the module 'torch::nn::GroupNorm' [shape-mismatch]
    auto g = gn(c);
    // CHECK: nn-modules.cpp:[[@LINE+1]]:14: error: call to 'unflatten': dim 1 of [b 4096] has 4096 elements, but (16, 16, 15) has 3840 [reshape]
    auto u = unflatten(c.flatten(1));
    // The Sequential's second Linear expects 16 features, the first gives 32.
    // CHECK: nn-modules.cpp:[[@LINE+1]]:14: error: argument 'input' of call to 'head->forward', axis 1: size 32 does not match 16 required by the module 'torch::nn::Linear' [shape-mismatch]
    auto h = head->forward(c.mean({2, 3}));
    // CHECK: nn-modules.cpp:[[@LINE+1]]:14: error: call to 'softmax': same_dim: dim 2 is out of range for 2 axes [b 16]; valid: -2 to 1 [axis-range]
    auto s = softmax(c.mean({2, 3}));
  }

  void sequences(SHAPECHECK(Int64, "b t") torch::Tensor tokens,
                 SHAPECHECK(Float, "b t 8") torch::Tensor x) {
    // CHECK: nn-modules.cpp:[[@LINE+1]]:18: error: argument 'indices' of call to 'emb' has dtype Float, but the module 'torch::nn::Embedding' requires Integer [dtype-mismatch]
    auto e = emb(x);
    // CHECK: nn-modules.cpp:[[@LINE+1]]:17: error: argument 'input' of call to 'ln', axis 2: size 8 does not match 16 required by the module 'torch::nn::LayerNorm' [shape-mismatch]
    auto l = ln(x);
    // CHECK: nn-modules.cpp:[[@LINE+1]]:26: error: call to 'lstm->forward': rnn_output: the input's feature axis (8) has size 8, but input_size has size 16 [shape-mismatch]
    auto o = std::get<0>(lstm->forward(x));
    // CHECK: nn-modules.cpp:[[@LINE+1]]:26: error: call to 'gru->forward': rnn_output: the input's feature axis (8) has size 8, but input_size has size 4 [shape-mismatch]
    auto r = std::get<0>(gru->forward(x));
    // CHECK: nn-modules.cpp:[[@LINE+3]]:39: error: argument 'query' of call to 'mha->forward', axis 2: size 8 does not match 16 required by the module 'torch::nn::MultiheadAttention' [shape-mismatch]
    // CHECK: nn-modules.cpp:[[@LINE+2]]:42: error: argument 'key' of call to 'mha->forward', axis 2: size 8 does not match 16 required by the module 'torch::nn::MultiheadAttention' [shape-mismatch]
    // CHECK: nn-modules.cpp:[[@LINE+1]]:45: error: argument 'value' of call to 'mha->forward', axis 2: size 8 does not match 16 required by the module 'torch::nn::MultiheadAttention' [shape-mismatch]
    auto a = std::get<0>(mha->forward(x, x, x));
    // CHECK: nn-modules.cpp:[[@LINE+1]]:22: error: argument 'input2' of call to 'bil', axis 2: size 8 does not match 4 required by the module 'torch::nn::Bilinear' [shape-mismatch]
    auto bl = bil(x, x);
    // CHECK: nn-modules.cpp:[[@LINE+1]]:14: error: call to 'conv1d': conv: axis 1 of the weight [8 4 3] times groups=1 has size 4, but axis -2 (channels) of the input [b 8 t] has size 8 [shape-mismatch]
    auto c = conv1d(x.transpose(1, 2));
    // CHECK: nn-modules.cpp:[[@LINE+1]]:19: error: argument 'input' of call to 'bn1d', axis 1: size 8 does not match 4 required by the module 'torch::nn::BatchNorm1d' [shape-mismatch]
    auto n = bn1d(x.transpose(1, 2));
  }

  void more(SHAPECHECK(Float, "b 16") torch::Tensor f,
            SHAPECHECK(Float, "t b 8") torch::Tensor seq) {
    // CHECK: nn-modules.cpp:[[@LINE+1]]:14: error: call to 'conv3d': conv: axis 1 of the weight [2 1 3 3 3] times groups=1 has size 1, but axis -4 (channels) of the input [2 3 6 6 6] has size 3 [shape-mismatch]
    auto v = conv3d(torch::randn({2, 3, 6, 6, 6}));
    // CHECK: nn-modules.cpp:[[@LINE+1]]:14: error: call to 'avgpool': pool: the output size 0 of spatial axis 0 is not positive (input size 4, kernel size 5, stride 5, padding 0, dilation 1): the input is too small [invalid-size]
    auto a = avgpool(torch::randn({2, 3, 4, 4}));
    // CHECK: nn-modules.cpp:[[@LINE+1]]:23: error: argument 'input' of call to 'adaptive' has 2 axes [b 16], but the module 'torch::nn::AdaptiveAvgPool2d' requires at least 3 axes [*n c h w] [rank-mismatch]
    auto g = adaptive(f);
    // CHECK: nn-modules.cpp:[[@LINE+1]]:26: error: call to 'rnn->forward': rnn_output: the input's feature axis (8) has size 8, but input_size has size 6 [shape-mismatch]
    auto r = std::get<1>(rnn->forward(seq));
    // CHECK: nn-modules.cpp:[[@LINE+1]]:15: error: call to 'flatten': start_dim 2 is out of range for 2 axes [b 16]; valid: -2 to 1 [axis-range]
    auto fl = flatten(f);
    // The second block expects 8 features; the first gives 16.
    for (const auto &block : *blocks)
      // CHECK: nn-modules.cpp:[[@LINE+1]]:44: error: argument 'input' of call to 'block->as<nn::Linear>()->forward', axis 1: size 16 does not match 8 required by the module 'torch::nn::Linear' [shape-mismatch]
      f = block->as<nn::Linear>()->forward(f);
  }

  nn::Conv2d conv_channels{nn::Conv2dOptions(1, 16, 3)};
  nn::Conv2d conv_big{nn::Conv2dOptions(3, 8, 5)};
  nn::ConvTranspose2d convt{nn::ConvTranspose2dOptions(16, 3, 4)};
  nn::MaxPool2d pool{nn::MaxPool2dOptions(3)};
  nn::BatchNorm2d bn2d{32};
  nn::GroupNorm gn{4, 32};
  nn::Unflatten unflatten{nn::UnflattenOptions(1, {16, 16, 15})};
  nn::Sequential head{nn::Linear(16, 32), nn::ReLU(), nn::Linear(16, 4)};
  nn::Softmax softmax{2};
  nn::Embedding emb{100, 8};
  nn::LayerNorm ln{nn::LayerNormOptions({16})};
  nn::LSTM lstm{nn::LSTMOptions(16, 12).batch_first(true)};
  nn::GRU gru{nn::GRUOptions(4, 12)};
  nn::MultiheadAttention mha{nn::MultiheadAttentionOptions(16, 2)};
  nn::Bilinear bil{8, 4, 2};
  nn::Conv1d conv1d{nn::Conv1dOptions(4, 8, 3)};
  nn::BatchNorm1d bn1d{4};
  nn::Conv3d conv3d{nn::Conv3dOptions(1, 2, 3)};
  nn::AvgPool2d avgpool{nn::AvgPool2dOptions(5)};
  nn::AdaptiveAvgPool2d adaptive{nn::AdaptiveAvgPool2dOptions({1, 1})};
  nn::RNN rnn{nn::RNNOptions(6, 12)};
  nn::Flatten flatten{nn::FlattenOptions().start_dim(2)};
  nn::ModuleList blocks{nn::Linear(16, 16), nn::Linear(8, 4)};
};

//===--- Functional forms -------------------------------------------------===//

// DUMP: nn-modules.cpp:[[@LINE+1]]:6: 'functional': (x: Float[b 3 32 32], w: Float[16 3 3 3], labels: Int64[b]) -> void
void functional(SHAPECHECK(Float, "b 3 32 32") torch::Tensor x,
                SHAPECHECK(Float, "16 3 3 3") torch::Tensor w,
                SHAPECHECK(Int64, "b") torch::Tensor labels) {
  // DUMP: nn-modules.cpp:[[@LINE+1]]:8: 'c': Float[b 16 16 16]
  auto c = F::conv2d(x, w, F::Conv2dFuncOptions().stride(2).padding(1));
  // DUMP: nn-modules.cpp:[[@LINE+1]]:8: 'ca': Float[b 16 30 30]
  auto ca = torch::conv2d(x, w);
  // DUMP: nn-modules.cpp:[[@LINE+1]]:8: 'mp': Float[b 16 8 8]
  auto mp = F::max_pool2d(F::relu(c), F::MaxPool2dFuncOptions(2));
  // DUMP: nn-modules.cpp:[[@LINE+1]]:8: 'ap': Float[b 16 4 4]
  auto ap = F::avg_pool2d(mp, F::AvgPool2dFuncOptions(2).stride(2));
  // DUMP: nn-modules.cpp:[[@LINE+1]]:8: 'gp': Float[b 16 1 1]
  auto gp = F::adaptive_avg_pool2d(ap, F::AdaptiveAvgPool2dFuncOptions(1));
  // DUMP: nn-modules.cpp:[[@LINE+1]]:8: 'pd': Float[b 3 36 34]
  auto pd = F::pad(x, F::PadFuncOptions({1, 1, 2, 2}));
  // DUMP: nn-modules.cpp:[[@LINE+1]]:8: 'logits': Float[b 16]
  auto logits = gp.flatten(1);
  // DUMP: nn-modules.cpp:[[@LINE+1]]:8: 'sm': Float[b 16]
  auto sm = F::softmax(logits, F::SoftmaxFuncOptions(1));
  // DUMP: nn-modules.cpp:[[@LINE+1]]:8: 'lsm': Float[b 16]
  auto lsm = F::log_softmax(logits, 1);
  // DUMP: nn-modules.cpp:[[@LINE+1]]:8: 'lnorm': Float[b 16]
  auto lnorm = F::layer_norm(logits, F::LayerNormFuncOptions({16}));
  // DUMP: nn-modules.cpp:[[@LINE+1]]:8: 'dr': Float[b 16]
  auto dr = F::dropout(F::gelu(logits), F::DropoutFuncOptions().p(0.5));
  // DUMP: nn-modules.cpp:[[@LINE+1]]:8: 'oh': Int64[b 16]
  auto oh = F::one_hot(labels, 16);
  // DUMP: nn-modules.cpp:[[@LINE+1]]:8: 'ce': Float[]
  auto ce = F::cross_entropy(logits, labels);
  // DUMP: nn-modules.cpp:[[@LINE+1]]:8: 'mse': {{Float|Float32|.float32, float64.}}[]
  auto mse = F::mse_loss(sm, oh.to(torch::kFloat));
  // reduction 'none' keeps the input's shape: the result is not taken to be
  // 0-d, so summing over axis 1 is no finding.
  auto per_sample = F::mse_loss(sm, oh.to(torch::kFloat),
                                F::MSELossFuncOptions().reduction(torch::kNone))
                        .sum(1);
}

void functional_fail(SHAPECHECK(Float, "b 3 32 32") torch::Tensor x,
                     SHAPECHECK(Float, "16 4 3 3") torch::Tensor w,
                     SHAPECHECK(Float, "b 10") torch::Tensor logits,
                     SHAPECHECK(Int64, "n") torch::Tensor labels) {
  // CHECK: nn-modules.cpp:[[@LINE+1]]:12: error: call to 'F::conv2d': conv: axis 1 of the weight [16 4 3 3] times groups=1 has size 4, but axis -3 (channels) of the input [b 3 32 32] has size 3 [shape-mismatch]
  auto c = F::conv2d(x, w, F::Conv2dFuncOptions().padding(1));
  // CHECK: nn-modules.cpp:[[@LINE+1]]:13: error: call to 'F::max_pool2d': pool: the output size 0 of spatial axis 0 is not positive (input size 32, kernel size 64, stride 64, padding 0, dilation 1): the input is too small [invalid-size]
  auto mp = F::max_pool2d(x, F::MaxPool2dFuncOptions(64));
  // CHECK: nn-modules.cpp:[[@LINE+1]]:27: error: argument 'input' of call to 'F::layer_norm', axis 1: size 10 does not match 16 required by parameter 'input' of 'torch::nn::functional::layer_norm' [shape-mismatch]
  auto ln = F::layer_norm(logits, F::LayerNormFuncOptions({16}));
  // The labels' 'n' is not the logits' 'b' (distinct rigid dimensions).
  // CHECK: nn-modules.cpp:[[@LINE+1]]:38: error: argument 'target' of call to 'F::cross_entropy', axis 0: size 'functional_fail::n' does not match 'cross_entropy::n' = b required by parameter 'target' of 'torch::nn::functional::cross_entropy'; 'functional_fail::n' and 'b' are distinct dimensions that would have to be equal [shape-mismatch]
  auto ce = F::cross_entropy(logits, labels);
  // CHECK: nn-modules.cpp:[[@LINE+1]]:24: error: argument 'tensor' of call to 'F::one_hot' has dtype Float, but parameter 'tensor' of 'torch::nn::functional::one_hot' requires Integer [dtype-mismatch]
  auto oh = F::one_hot(logits, 10);
  // CHECK: nn-modules.cpp:[[@LINE+1]]:13: error: call to 'F::softmax': same_dim: dim 2 is out of range for 2 axes [b 10]; valid: -2 to 1 [axis-range]
  auto sm = F::softmax(logits, F::SoftmaxFuncOptions(2));
  // CHECK: nn-modules.cpp:[[@LINE+1]]:34: error: argument 'target' of call to 'F::mse_loss', axis 0: size 4 does not match 'b' required by parameter 'target' of 'torch::nn::functional::mse_loss'{{.*}} [shape-mismatch]
  auto mse = F::mse_loss(logits, torch::zeros({4, 10}));
}

//===--- A recurrent module's initial state ----------------------------===//

// The state given to an LSTM is checked against the one its options give:
// [num_layers * directions, batch, hidden_size], with the constructor's
// parameters as dimensions.
struct StatefulLSTMImpl : torch::nn::Module {
  StatefulLSTMImpl(int64_t input_size, int64_t hidden_size, int64_t layers)
      : lstm(torch::nn::LSTMOptions(input_size, hidden_size)
                 .num_layers(layers)
                 .batch_first(true)
                 .bidirectional(true)),
        layers_(layers), hidden_(hidden_size) {}
  torch::Tensor forward(SHAPECHECK(Float, "b s input_size") torch::Tensor x) {
    auto h0 = torch::zeros({layers_ * 2, x.size(0), hidden_}, x.options());
    auto c0 = torch::zeros({layers_, x.size(0), hidden_}, x.options());
    // DUMP: nn-modules.cpp:[[@LINE+1]]:10: 'out': Float[b s 2*hidden_size]
    auto out = std::get<0>(lstm->forward(x, std::make_tuple(h0, h0)));
    // CHECK: nn-modules.cpp:[[@LINE+1]]:41: error: the initial cell state of 'lstm->forward', axis 0: size 'layers' does not match '2*layers' required by the state the module's options give [shape-mismatch]
    return std::get<0>(lstm->forward(x, std::make_tuple(h0, c0)));
  }
  torch::nn::LSTM lstm;
  int64_t layers_, hidden_;
};

//===--- Calls that no rule describes, and a user's stub ------------------===//

SHAPECHECK_RETURN(Float, "n 3")
torch::Tensor rows3(SHAPECHECK(Float, "n 3") torch::Tensor x);

// DUMP: nn-modules.cpp:[[@LINE+1]]:6: 'unknown': (a: Float[n 3], b: Float[m 3]) -> void
void unknown(SHAPECHECK(Float, "n 3") torch::Tensor a,
             SHAPECHECK(Float, "m 3") torch::Tensor b) {
  // UNKNOWN: nn-modules.cpp:[[@LINE+2]]:{{[0-9]+}}: note: {{.*}}'at::kron'{{.*}} [unknown-call]
  // DUMP: nn-modules.cpp:[[@LINE+1]]:8: 'k': Shaped[...]
  auto k = torch::kron(a, b);
  // Unknown shapes agree with everything: no finding downstream.
  auto r = rows3(k) + a;
  // UNKNOWN: nn-modules.cpp:[[@LINE+1]]:{{[0-9]+}}: note: {{.*}}'at::diff'{{.*}} [unknown-call]
  rows3(torch::diff(a).t());
}

// at::cdist is described by Inputs/extra.rules (--rules), on the real
// headers as on any other code.
// DUMP: nn-modules.cpp:[[@LINE+1]]:6: 'stubbed': (a: Float[n 3], b: Float[m 3]) -> void
void stubbed(SHAPECHECK(Float, "n 3") torch::Tensor a,
             SHAPECHECK(Float, "m 3") torch::Tensor b) {
  // DUMP: nn-modules.cpp:[[@LINE+1]]:8: 'd': Float[n m]
  auto d = torch::cdist(a, b);
  // CHECK: nn-modules.cpp:[[@LINE+1]]:9: error: argument 'x' of call to 'rows3', axis 1: size 'm' does not match 3 required by parameter 'x' of 'rows3'; 'm' is a dimension of its own, not always 3 [shape-mismatch]
  rows3(d);
  // CHECK: nn-modules.cpp:[[@LINE+1]]:28: error: argument 'x2' of call to 'torch::cdist', axis 1: size 4 does not match 'm' = 3 required by parameter 'x2' of 'at::cdist' [shape-mismatch]
  auto e = torch::cdist(a, torch::zeros({5, 4}));
}
