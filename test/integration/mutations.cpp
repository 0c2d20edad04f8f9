// Mutated copies of the models of models.cpp, each with one mistake of the
// kind that crashes a LibTorch program at run time. Each is caught at the
// line where the shapes first disagree, with the right check id; nothing else
// is reported (no cascades, no false positives in the rest of the model or
// in LibTorch's headers).
//
// RUN: not %shapecheck %s -- %torch-flags > %t.out
// RUN: FileCheck %s --implicit-check-not='{{warning|error}}:' \
// RUN:   --implicit-check-not='[unknown-call]' < %t.out

#include <shapecheck/shapecheck.hpp>
#include <torch/torch.h>

#include <tuple>

// MLP, wrong in-features: fc2 expects 300 inputs, fc1 gives 256.
struct WrongInFeaturesImpl : torch::nn::Module {
  WrongInFeaturesImpl() {
    register_module("fc1", fc1);
    register_module("fc2", fc2);
  }
  SHAPECHECK_RETURN(Float, "b 10")
  torch::Tensor forward(SHAPECHECK(Float, "b 1 28 28") torch::Tensor x) {
    auto h = torch::relu(fc1->forward(x.view({x.size(0), -1})));
    // CHECK: mutations.cpp:[[@LINE+1]]:25: error: argument 'input' of call to 'fc2->forward', axis 1: size 256 does not match 300 required by the module 'torch::nn::Linear' [shape-mismatch]
    return fc2->forward(h);
  }
  torch::nn::Linear fc1{784, 256};
  torch::nn::Linear fc2{300, 10}; // MUTATION: 256 -> 300
};
TORCH_MODULE(WrongInFeatures);

// CNN, wrong conv channels: conv2 expects 12 input channels, conv1 makes 10.
struct WrongChannels : torch::nn::Module {
  WrongChannels()
      : conv1(torch::nn::Conv2dOptions(1, 10, 5).stride(1).padding(2)),
        conv2(torch::nn::Conv2dOptions(12, 20, 3) // MUTATION: 10 -> 12
                  .stride(2)
                  .padding(2)),
        fc1(320, 50) {
    register_module("conv1", conv1);
    register_module("conv2", conv2);
    register_module("fc1", fc1);
  }
  SHAPECHECK_RETURN(Float, "b 50")
  torch::Tensor forward(SHAPECHECK(Float, "b 1 28 28") torch::Tensor x) {
    x = torch::relu(torch::max_pool2d(conv1->forward(x), 2));
    // CHECK: mutations.cpp:[[@LINE+1]]:39: error: call to 'conv2->forward': conv: axis 1 of the weight [20 12 3 3] times groups=1 has size 12, but axis -3 (channels) of the input [b 10 14 14] has size 10 [shape-mismatch]
    x = torch::relu(torch::max_pool2d(conv2->forward(x), 2));
    x = x.view({-1, 320});
    return torch::relu(fc1->forward(x));
  }
  torch::nn::Conv2d conv1, conv2;
  torch::nn::Linear fc1;
};

// CNN, wrong stride: conv1 with stride 2 makes 14x14, conv2 5x5, the pool
// 2x2: 80 values per sample, and view({-1, 320}) no longer divides b*80.
struct WrongStride : torch::nn::Module {
  WrongStride()
      : conv1(torch::nn::Conv2dOptions(1, 10, 5)
                  .stride(2) // MUTATION: 1 -> 2
                  .padding(2)),
        conv2(torch::nn::Conv2dOptions(10, 20, 3).stride(2).padding(2)),
        fc1(320, 50) {
    register_module("conv1", conv1);
    register_module("conv2", conv2);
    register_module("fc1", fc1);
  }
  SHAPECHECK_RETURN(Float, "b 50")
  torch::Tensor forward(SHAPECHECK(Float, "b 1 28 28") torch::Tensor x) {
    x = torch::relu(torch::max_pool2d(conv1->forward(x), 2));
    x = torch::relu(torch::max_pool2d(conv2->forward(x), 2));
    // CHECK: mutations.cpp:[[@LINE+1]]:9: error: call to 'x.view': reshape: cannot infer -1 in (-1, 320): [b 20 2 2] has 80 elements per 'b', which is not divisible by 320 [reshape]
    x = x.view({-1, 320});
    return torch::relu(fc1->forward(x));
  }
  torch::nn::Conv2d conv1, conv2;
  torch::nn::Linear fc1;
};

// CNN, wrong view size: 320 values per sample, viewed as rows of 300.
struct WrongView : torch::nn::Module {
  WrongView()
      : conv1(torch::nn::Conv2dOptions(1, 10, 5).stride(1).padding(2)),
        conv2(torch::nn::Conv2dOptions(10, 20, 3).stride(2).padding(2)),
        fc1(300, 50) {
    register_module("conv1", conv1);
    register_module("conv2", conv2);
    register_module("fc1", fc1);
  }
  SHAPECHECK_RETURN(Float, "b 50")
  torch::Tensor forward(SHAPECHECK(Float, "b 1 28 28") torch::Tensor x) {
    x = torch::relu(torch::max_pool2d(conv1->forward(x), 2));
    x = torch::relu(torch::max_pool2d(conv2->forward(x), 2));
    // CHECK: mutations.cpp:[[@LINE+1]]:9: error: call to 'x.view': reshape: cannot infer -1 in (-1, 300): [b 20 4 4] has 320 elements per 'b', which is not divisible by 300 [reshape]
    x = x.view({-1, 300}); // MUTATION: 320 -> 300
    return torch::relu(fc1->forward(x));
  }
  torch::nn::Conv2d conv1, conv2;
  torch::nn::Linear fc1;
};

// Attention scores, wrong matmul dims: q @ k instead of q @ k^T.
struct WrongMatmulImpl : torch::nn::Module {
  WrongMatmulImpl() {
    register_module("q", q);
    register_module("k", k);
  }
  torch::Tensor forward(SHAPECHECK(Float, "b t 64") torch::Tensor x) {
    auto queries = q(x); // [b t 32]
    auto keys = k(x);    // [b t 32]
    // MUTATION: keys instead of keys.transpose(1, 2).
    // CHECK: mutations.cpp:[[@LINE+1]]:19: error: call to 'torch::matmul': axis -1 of the 1st operand [b t 32] has size 32, but axis -2 of the 2nd operand [b t 32] has size t [shape-mismatch]
    auto scores = torch::matmul(queries, keys);
    return torch::softmax(scores / 8.0, -1);
  }
  torch::nn::Linear q{64, 32}, k{64, 32};
};
TORCH_MODULE(WrongMatmul);

// LSTM classifier, wrong cat dim: the pooled embedding and the final hidden
// states joined along the batch axis (0) instead of the features (1).
struct WrongCatDimImpl : torch::nn::Module {
  explicit WrongCatDimImpl(int64_t vocab, int64_t embed = 32,
                           int64_t hidden = 48)
      : embedding(
            register_module("embedding", torch::nn::Embedding(vocab, embed))),
        lstm(register_module(
            "lstm",
            torch::nn::LSTM(
                torch::nn::LSTMOptions(embed, hidden).batch_first(true)))),
        fc(register_module("fc", torch::nn::Linear(embed + hidden, 5))) {}
  SHAPECHECK_RETURN(Float, "b 5")
  torch::Tensor forward(SHAPECHECK(Int64, "b t") torch::Tensor tokens) {
    auto emb = embedding->forward(tokens);
    auto output = std::get<0>(lstm->forward(emb));
    auto pooled = emb.mean(1);        // [b 32]
    auto last = output.select(1, -1); // [b 48]
    // CHECK: mutations.cpp:[[@LINE+1]]:17: error: call to 'torch::cat': axis 1 of the 1st tensor [b embed] has size embed, but axis 1 of the 2nd tensor [b hidden] has size hidden [shape-mismatch]
    auto both = torch::cat({pooled, last}, /*dim=*/0); // MUTATION: 1 -> 0
    return fc->forward(both);
  }
  torch::nn::Embedding embedding{nullptr};
  torch::nn::LSTM lstm{nullptr};
  torch::nn::Linear fc{nullptr};
};
TORCH_MODULE(WrongCatDim);

// LSTM classifier, wrong reduction dim: the output [b t 96] averaged over
// axis 3, which does not exist.
struct WrongReductionDimImpl : torch::nn::Module {
  WrongReductionDimImpl()
      : lstm(register_module(
            "lstm",
            torch::nn::LSTM(
                torch::nn::LSTMOptions(32, 48).batch_first(true).bidirectional(
                    true)))),
        fc(register_module("fc", torch::nn::Linear(96, 5))) {}
  SHAPECHECK_RETURN(Float, "b 5")
  torch::Tensor forward(SHAPECHECK(Float, "b t 32") torch::Tensor x) {
    auto [out, state] = lstm->forward(x);
    // CHECK: mutations.cpp:[[@LINE+1]]:19: error: call to 'out.mean': reduce: dim 3 is out of range for 3 axes [b t 96]; valid: -3 to 2 [axis-range]
    auto pooled = out.mean(/*dim=*/3); // MUTATION: 1 -> 3
    return fc->forward(pooled);
  }
  torch::nn::LSTM lstm;
  torch::nn::Linear fc;
};
TORCH_MODULE(WrongReductionDim);

// The same, reduced over a wrong but existing axis: mean(2) gives [b t],
// and the Linear that expects 96 features is where the shapes disagree.
struct WrongReductionAxisImpl : torch::nn::Module {
  WrongReductionAxisImpl()
      : lstm(register_module(
            "lstm",
            torch::nn::LSTM(
                torch::nn::LSTMOptions(32, 48).batch_first(true).bidirectional(
                    true)))),
        fc(register_module("fc", torch::nn::Linear(96, 5))) {}
  SHAPECHECK_RETURN(Float, "b 5")
  torch::Tensor forward(SHAPECHECK(Float, "b 20 32") torch::Tensor x) {
    auto [out, state] = lstm->forward(x);
    auto pooled = out.mean(/*dim=*/2); // MUTATION: 1 -> 2
    // CHECK: mutations.cpp:[[@LINE+1]]:24: error: argument 'input' of call to 'fc->forward', axis 1: size 20 does not match 96 required by the module 'torch::nn::Linear' [shape-mismatch]
    return fc->forward(pooled);
  }
  torch::nn::LSTM lstm;
  torch::nn::Linear fc;
};
TORCH_MODULE(WrongReductionAxis);

// LSTM classifier, bidirectional forgotten: the output has `hidden`
// features, the Linear after it expects 2 * hidden.
struct NotBidirectionalImpl : torch::nn::Module {
  NotBidirectionalImpl(int64_t hidden = 48)
      : lstm(register_module(
            "lstm", torch::nn::LSTM(torch::nn::LSTMOptions(32, hidden)
                                        .batch_first(true)))), // MUTATION
        fc(register_module("fc", torch::nn::Linear(2 * hidden, 5))) {}
  SHAPECHECK_RETURN(Float, "b 5")
  torch::Tensor forward(SHAPECHECK(Float, "b t 32") torch::Tensor x) {
    auto out = std::get<0>(lstm->forward(x));
    // CHECK: mutations.cpp:[[@LINE+1]]:24: error: argument 'input' of call to 'fc->forward', axis 1: size 'hidden' does not match '2*hidden' required by the module 'torch::nn::Linear' [shape-mismatch]
    return fc->forward(out.select(1, -1));
  }
  torch::nn::LSTM lstm;
  torch::nn::Linear fc;
};
TORCH_MODULE(NotBidirectional);

// The return annotation catches what flows out: log_softmax over the wrong
// model output size.
struct WrongOutputImpl : torch::nn::Module {
  WrongOutputImpl() { register_module("fc", fc); }
  SHAPECHECK_RETURN(Float, "b 10")
  torch::Tensor forward(SHAPECHECK(Float, "b 784") torch::Tensor x) {
    // CHECK: mutations.cpp:[[@LINE+1]]:12: error: returned value, axis 1: size 12 does not match 10 required by the result of 'WrongOutputImpl::forward' [shape-mismatch]
    return torch::log_softmax(fc->forward(x), 1);
  }
  torch::nn::Linear fc{784, 12}; // MUTATION: 10 -> 12
};
TORCH_MODULE(WrongOutput);

// DCGAN (models.cpp), generator's conv2 without padding: the images come out
// 36x36 instead of 28x28, the discriminator then gives 2x2 scores per image,
// and reshaping them to one label per image is where the sizes disagree.
struct WrongPaddingGeneratorImpl : torch::nn::Module {
  WrongPaddingGeneratorImpl(int kNoiseSize)
      : conv1(
            torch::nn::ConvTranspose2dOptions(kNoiseSize, 256, 4).bias(false)),
        conv2(torch::nn::ConvTranspose2dOptions(256, 128, 3)
                  .stride(2)
                  .padding(0) // MUTATION: 1 -> 0
                  .bias(false)),
        conv3(torch::nn::ConvTranspose2dOptions(128, 64, 4)
                  .stride(2)
                  .padding(1)
                  .bias(false)),
        conv4(torch::nn::ConvTranspose2dOptions(64, 1, 4)
                  .stride(2)
                  .padding(1)
                  .bias(false)) {
    register_module("conv1", conv1);
    register_module("conv2", conv2);
    register_module("conv3", conv3);
    register_module("conv4", conv4);
  }
  torch::Tensor forward(torch::Tensor x) {
    x = torch::relu(conv1(x));
    x = torch::relu(conv2(x));
    x = torch::relu(conv3(x));
    return torch::tanh(conv4(x));
  }
  torch::nn::ConvTranspose2d conv1, conv2, conv3, conv4;
};
TORCH_MODULE(WrongPaddingGenerator);

void gan_step() {
  namespace nn = torch::nn;
  WrongPaddingGenerator generator(100);
  nn::Sequential discriminator(
      nn::Conv2d(nn::Conv2dOptions(1, 64, 4).stride(2).padding(1).bias(false)),
      nn::LeakyReLU(nn::LeakyReLUOptions().negative_slope(0.2)),
      nn::Conv2d(
          nn::Conv2dOptions(64, 128, 4).stride(2).padding(1).bias(false)),
      nn::LeakyReLU(nn::LeakyReLUOptions().negative_slope(0.2)),
      nn::Conv2d(
          nn::Conv2dOptions(128, 256, 4).stride(2).padding(1).bias(false)),
      nn::LeakyReLU(nn::LeakyReLUOptions().negative_slope(0.2)),
      nn::Conv2d(nn::Conv2dOptions(256, 1, 3).stride(1).padding(0).bias(false)),
      nn::Sigmoid());
  auto fake_images = generator->forward(torch::randn({64, 100, 1, 1}));
  auto fake_labels = torch::zeros(fake_images.size(0));
  // CHECK: mutations.cpp:[[@LINE+2]]:7: error: call to 'reshape': [64 1 2 2] has 256 elements, but (64,) has 64 [reshape]
  auto fake_output =
      discriminator->forward(fake_images.detach()).reshape(fake_labels.sizes());
  auto real_output = discriminator->forward(torch::randn({64, 1, 28, 28}));
  // Labels of the wrong shape for the loss: [64 1 1 1] against [64].
  // CHECK: mutations.cpp:[[@LINE+1]]:56: error: argument 'target' of call to 'torch::binary_cross_entropy' has 1 axis [64], but parameter 'target' of 'at::binary_cross_entropy' requires 4 axes [64 1 1 1] [rank-mismatch]
  auto loss = torch::binary_cross_entropy(real_output, fake_labels);
}
