// Small models written the way LibTorch code is written, checked on the
// real <torch/torch.h>: an MLP, the MNIST CNN (with option builders, batch
// norm and pooling), a bidirectional LSTM classifier and the DCGAN of
// pytorch/examples. One annotated
// input per forward is enough: shapecheck follows every layer, and the
// shapes it infers are checked here (DUMP lines) so that "clean" cannot mean
// "nothing was understood".
//
// RUN: %shapecheck --dump-shapes %s -- %torch-flags > %t.out
// RUN: FileCheck %s --check-prefix=DUMP < %t.out
// RUN: FileCheck %s --allow-empty --implicit-check-not='{{warning|error}}:' \
// RUN:   --implicit-check-not='[unknown-call]' < %t.out

#include <shapecheck/shapecheck.hpp>
#include <torch/torch.h>

#include <tuple>

// An MLP: modules as fields initialised inline and registered in the
// constructor; a TORCH_MODULE holder.
struct MLPImpl : torch::nn::Module {
  MLPImpl() {
    register_module("fc1", fc1);
    register_module("drop", drop);
    register_module("fc2", fc2);
    register_module("fc3", fc3);
  }

  // DUMP: models.cpp:[[@LINE+2]]:17: 'MLPImpl::forward': (x: Float[b 1 28 28]) -> Float[b 10]
  SHAPECHECK_RETURN(Float, "b 10")
  torch::Tensor forward(SHAPECHECK(Float, "b 1 28 28") torch::Tensor x) {
    // DUMP-NEXT: models.cpp:[[@LINE+1]]:10: 'flat': Float[b 784]
    auto flat = x.view({x.size(0), -1});
    // DUMP-NEXT: models.cpp:[[@LINE+1]]:10: 'h1': Float[b 256]
    auto h1 = torch::relu(fc1->forward(flat));
    // DUMP-NEXT: models.cpp:[[@LINE+1]]:10: 'h2': Float[b 64]
    auto h2 = relu(fc2(drop(h1)));
    // DUMP-NEXT: models.cpp:[[@LINE+1]]:10: 'logits': Float[b 10]
    auto logits = fc3->forward(h2);
    return logits;
  }

  torch::nn::Linear fc1{784, 256};
  torch::nn::Dropout drop{0.5};
  torch::nn::ReLU relu;
  torch::nn::Linear fc2 =
      torch::nn::Linear(torch::nn::LinearOptions(256, 64).bias(false));
  torch::nn::Linear fc3{torch::nn::LinearOptions(64, 10)};
};
TORCH_MODULE(MLP);

// The MNIST CNN of pytorch/examples: modules in the member-initialiser
// list, option builders with stride and padding, x reassigned layer by
// layer. conv1 keeps 28x28 (padding 2), the pool halves it, conv2 (3x3,
// stride 2, padding 2) gives 8x8 and the second pool 4x4: 20*4*4 = 320.
struct CNN : torch::nn::Module {
  CNN()
      : conv1(torch::nn::Conv2dOptions(1, 10, /*kernel_size=*/5)
                  .stride(1)
                  .padding(2)),
        bn1(10), pool(torch::nn::MaxPool2dOptions(2).stride(2)),
        conv2(torch::nn::Conv2dOptions(10, 20, 3).stride(2).padding(2)),
        fc1(320, 50), fc2(50, 10) {
    register_module("conv1", conv1);
    register_module("bn1", bn1);
    register_module("pool", pool);
    register_module("conv2", conv2);
    register_module("conv2_drop", conv2_drop);
    register_module("fc1", fc1);
    register_module("fc2", fc2);
  }

  // DUMP: models.cpp:[[@LINE+2]]:17: 'CNN::forward': (x: Float[b 1 28 28]) -> Float[b 10]
  SHAPECHECK_RETURN(Float, "b 10")
  torch::Tensor forward(SHAPECHECK(Float, "b 1 28 28") torch::Tensor x) {
    // DUMP-NEXT: models.cpp:[[@LINE+1]]:10: 'c1': Float[b 10 28 28]
    auto c1 = conv1->forward(x);
    x = torch::relu(pool(bn1(c1)));
    // DUMP-NEXT: models.cpp:[[@LINE+1]]:10: 'c2': Float[b 20 8 8]
    auto c2 = conv2->forward(x);
    x = torch::relu(torch::max_pool2d(conv2_drop->forward(c2), 2));
    x = x.view({-1, 320});
    x = torch::relu(fc1->forward(x));
    x = torch::dropout(x, /*p=*/0.5, /*train=*/is_training());
    x = fc2->forward(x);
    // DUMP-NEXT: models.cpp:[[@LINE+1]]:10: 'out': Float[b 10]
    auto out = torch::log_softmax(x, /*dim=*/1);
    return out;
  }

  torch::nn::Conv2d conv1;
  torch::nn::BatchNorm2d bn1;
  torch::nn::MaxPool2d pool;
  torch::nn::Conv2d conv2;
  torch::nn::Dropout2d conv2_drop;
  torch::nn::Linear fc1;
  torch::nn::Linear fc2;
};

// A bidirectional two-layer LSTM over token ids: modules assigned from
// register_module in the initialiser list, with the constructor's default
// arguments; tuple results through structured bindings and std::get.
struct LSTMClassifierImpl : torch::nn::Module {
  explicit LSTMClassifierImpl(int64_t vocab, int64_t embed = 32,
                              int64_t hidden = 48, int64_t classes = 5)
      : embedding(
            register_module("embedding", torch::nn::Embedding(vocab, embed))),
        lstm(register_module(
            "lstm", torch::nn::LSTM(torch::nn::LSTMOptions(embed, hidden)
                                        .num_layers(2)
                                        .batch_first(true)
                                        .bidirectional(true)))),
        fc(register_module("fc", torch::nn::Linear(2 * hidden, classes))) {}

  // The constructor's integer parameters are the module's dimensions,
  // named in the annotation and in the inferred shapes.
  // DUMP: models.cpp:[[@LINE+2]]:17: 'LSTMClassifierImpl::forward': (tokens: Int64[b t]) -> Float[b classes]
  SHAPECHECK_RETURN(Float, "b classes")
  torch::Tensor forward(SHAPECHECK(Int64, "b t") torch::Tensor tokens) {
    // DUMP-NEXT: models.cpp:[[@LINE+1]]:10: 'emb': Float[b t embed]
    auto emb = embedding->forward(tokens);
    auto [out, state] = lstm->forward(emb);
    // DUMP-NEXT: models.cpp:[[@LINE+1]]:10: 'h_n': Float[4 b hidden]
    auto h_n = std::get<0>(state);
    // The last layer's final states, forward and backward.
    // DUMP-NEXT: models.cpp:[[@LINE+1]]:10: 'last': Float[b 2*hidden]
    auto last = torch::cat({h_n[-2], h_n[-1]}, /*dim=*/1);
    // DUMP-NEXT: models.cpp:[[@LINE+1]]:10: 'mean_out': Float[b 2*hidden]
    auto mean_out = out.mean(/*dim=*/1);
    return torch::log_softmax(fc->forward(last + mean_out), -1);
  }

  torch::nn::Embedding embedding{nullptr};
  torch::nn::LSTM lstm{nullptr};
  torch::nn::Linear fc{nullptr};
};
TORCH_MODULE(LSTMClassifier);

// The DCGAN of pytorch/examples (cpp/dcgan): a generator whose transposed
// convolutions get their input channels from a constructor parameter, and
// a discriminator that is a Sequential built as a local in the training
// code. The generator's forward is not annotated: it is analysed for the
// generator built with 100 noise channels.
struct DCGANGeneratorImpl : torch::nn::Module {
  DCGANGeneratorImpl(int kNoiseSize)
      : conv1(
            torch::nn::ConvTranspose2dOptions(kNoiseSize, 256, 4).bias(false)),
        batch_norm1(256), conv2(torch::nn::ConvTranspose2dOptions(256, 128, 3)
                                    .stride(2)
                                    .padding(1)
                                    .bias(false)),
        batch_norm2(128), conv3(torch::nn::ConvTranspose2dOptions(128, 64, 4)
                                    .stride(2)
                                    .padding(1)
                                    .bias(false)),
        batch_norm3(64), conv4(torch::nn::ConvTranspose2dOptions(64, 1, 4)
                                   .stride(2)
                                   .padding(1)
                                   .bias(false)) {
    register_module("conv1", conv1);
    register_module("conv2", conv2);
    register_module("conv3", conv3);
    register_module("conv4", conv4);
    register_module("batch_norm1", batch_norm1);
    register_module("batch_norm2", batch_norm2);
    register_module("batch_norm3", batch_norm3);
  }

  torch::Tensor forward(torch::Tensor x) {
    x = torch::relu(batch_norm1(conv1(x)));
    x = torch::relu(batch_norm2(conv2(x)));
    x = torch::relu(batch_norm3(conv3(x)));
    x = torch::tanh(conv4(x));
    return x;
  }

  torch::nn::ConvTranspose2d conv1, conv2, conv3, conv4;
  torch::nn::BatchNorm2d batch_norm1, batch_norm2, batch_norm3;
};
TORCH_MODULE(DCGANGenerator);

// DUMP: models.cpp:[[@LINE+1]]:6: 'gan_step': () -> void
void gan_step() {
  namespace nn = torch::nn;
  const int64_t kNoiseSize = 100, kBatchSize = 64;
  DCGANGenerator generator(kNoiseSize);
  nn::Sequential discriminator(
      // Layer 1
      nn::Conv2d(nn::Conv2dOptions(1, 64, 4).stride(2).padding(1).bias(false)),
      nn::LeakyReLU(nn::LeakyReLUOptions().negative_slope(0.2)),
      // Layer 2
      nn::Conv2d(
          nn::Conv2dOptions(64, 128, 4).stride(2).padding(1).bias(false)),
      nn::BatchNorm2d(128),
      nn::LeakyReLU(nn::LeakyReLUOptions().negative_slope(0.2)),
      // Layer 3
      nn::Conv2d(
          nn::Conv2dOptions(128, 256, 4).stride(2).padding(1).bias(false)),
      nn::BatchNorm2d(256),
      nn::LeakyReLU(nn::LeakyReLUOptions().negative_slope(0.2)),
      // Layer 4
      nn::Conv2d(nn::Conv2dOptions(256, 1, 3).stride(1).padding(0).bias(false)),
      nn::Sigmoid());

  // DUMP: models.cpp:[[@LINE+1]]:8: 'noise': Float[64 100 1 1]
  auto noise = torch::randn({kBatchSize, kNoiseSize, 1, 1});
  // DUMP: models.cpp:[[@LINE+1]]:8: 'fake_images': Float[64 1 28 28]
  auto fake_images = generator->forward(noise);
  // DUMP: models.cpp:[[@LINE+1]]:8: 'fake_labels': Float[64]
  auto fake_labels = torch::zeros(fake_images.size(0));
  // DUMP: models.cpp:[[@LINE+1]]:8: 'fake_output': Float[64]
  auto fake_output =
      discriminator->forward(fake_images.detach()).reshape(fake_labels.sizes());
  // DUMP: models.cpp:[[@LINE+1]]:8: 'd_loss': Float[]
  auto d_loss = torch::binary_cross_entropy(fake_output, fake_labels);
}

// The models used from outside: holders, operator() and ->forward, with
// concrete batch sizes.
// DUMP: models.cpp:[[@LINE+1]]:6: 'run': () -> void
void run() {
  MLP mlp;
  CNN cnn;
  LSTMClassifier clf(1000);
  // DUMP-NEXT: models.cpp:[[@LINE+1]]:8: 'a': Float[8 10]
  auto a = mlp(torch::randn({8, 1, 28, 28}));
  // DUMP-NEXT: models.cpp:[[@LINE+1]]:8: 'b': Float[16 10]
  auto b = cnn.forward(torch::randn({16, 1, 28, 28}));
  // DUMP-NEXT: models.cpp:[[@LINE+1]]:8: 'c': Float[4 5]
  auto c = clf->forward(torch::randint(1000, {4, 12}));
}
