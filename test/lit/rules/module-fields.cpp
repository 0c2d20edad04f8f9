// A user's nn module: fields initialised inline, in the member-initialiser
// list (with the constructor's parameters and their defaults) and from
// register_module in the constructor's body; a TORCH_MODULE holder; forward
// analysed with the fields known. An error in a layer's forward points at
// the call, with a note at where the layer was constructed; a forward is
// analysed again with the arguments of a visible construction site (and the
// call's arguments), an error there noting the call.
//
// RUN: not %shapecheck %s -- -std=c++17 %fake-torch \
// RUN:     -I %shapecheck-include \
// RUN:   | FileCheck %s --implicit-check-not='{{warning|error|note}}:'

#include <fake_torch.h>
#include <shapecheck/shapecheck.hpp>

struct MlpImpl : torch::nn::Module {
  MlpImpl(int64_t hidden = 64) : fc1(784, hidden) {
    fc2 = register_module("fc2", torch::nn::Linear(hidden, 10));
  }
  torch::Tensor forward(SHAPECHECK(Float, "b 784") torch::Tensor x) {
    auto h = torch::relu(fc1->forward(x));
    auto out = fc2(h);
    // fc3 expects 32 features, out has 10.
    // CHECK: module-fields.cpp:[[@LINE+2]]:16: error: argument 'input' of call to 'fc3', axis 1: size 10 does not match 32 required by the module 'torch::nn::Linear' [shape-mismatch]
    // CHECK: module-fields.cpp:[[@LINE+4]]:24: note: the module 'torch::nn::Linear' is declared here
    return fc3(out);
  }
  torch::nn::Linear fc1, fc2{nullptr};
  torch::nn::Linear fc3{32, 5};
};
TORCH_MODULE(Mlp);

// Silent: every layer fits.
struct CnnImpl : torch::nn::Module {
  CnnImpl()
      : conv1(torch::nn::Conv2dOptions(1, 10, 5)),
        conv2(torch::nn::Conv2dOptions(10, 20, 5).stride(1)) {
    fc1 = register_module("fc1", torch::nn::Linear(320, 50));
  }
  SHAPECHECK_RETURN(Float, "b 10")
  torch::Tensor forward(SHAPECHECK(Float, "b 1 28 28") torch::Tensor x) {
    x = torch::relu(torch::max_pool2d(conv1->forward(x), 2));
    x = torch::relu(torch::max_pool2d(conv2->forward(x), 2));
    x = x.view({-1, 320});
    x = torch::relu(fc1->forward(x));
    x = torch::dropout(x, 0.5, true);
    x = fc2->forward(x);
    return torch::log_softmax(x, 1);
  }
  torch::nn::Conv2d conv1, conv2;
  torch::nn::Linear fc1{nullptr}, fc2{50, 10};
};
TORCH_MODULE(Cnn);

// The mutation the MNIST example is known for: a conv with the wrong input
// channels; the error is at the call, the note at the field's initialiser.
struct BadCnnImpl : torch::nn::Module {
  BadCnnImpl() : conv1(1, 10, 5), conv2(torch::nn::Conv2dOptions(12, 20, 5)) {}
  torch::Tensor forward(SHAPECHECK(Float, "b 1 28 28") torch::Tensor x) {
    x = torch::max_pool2d(conv1->forward(x), 2);
    // CHECK: module-fields.cpp:[[@LINE+2]]:12: error: call to 'conv2->forward': conv: axis 1 of the weight [20 12 5 5] times groups=1 has size 12, but axis -3 (channels) of the input [b 10 12 12] has size 10 [shape-mismatch]
    // CHECK: module-fields.cpp:[[@LINE-4]]:35: note: the module 'torch::nn::Conv2d' is declared here
    return conv2->forward(x);
  }
  torch::nn::Conv2d conv1, conv2;
};

// A constructor parameter is a dimension of the module, whatever its
// default: fc is `width` wide, which the fixed head does not take (Wide(128)
// below would fail at run time). The program's constructions decide it
// (issue 23 §4): `Wide ok` (64) is right, `Wide wide(128)` is the error,
// reported for its call with a note there.
struct WideImpl : torch::nn::Module {
  explicit WideImpl(int64_t width = 64) : fc(16, width), head(64, 1) {}
  torch::Tensor forward(torch::Tensor x) {
    // CHECK: module-fields.cpp:[[@LINE+3]]:17: error: argument 'input' of call to 'head', axis 1: size 128 does not match 64 required by the module 'torch::nn::Linear' [shape-mismatch]
    // CHECK: module-fields.cpp:[[@LINE-3]]:58: note: the module 'torch::nn::Linear' is declared here
    // CHECK: module-fields.cpp:102:12: note: in the call of 'wide->forward' here
    return head(fc(x));
  }
  torch::nn::Linear fc, head;
};
TORCH_MODULE(Wide);

// A Sequential that another method extends is not known in forward: no
// finding from its constructor's value, [b 8].
struct GrowingImpl : torch::nn::Module {
  GrowingImpl() : seq(torch::nn::Linear(4, 8)) {}
  void grow() { seq->push_back(torch::nn::Linear(8, 2)); }
  SHAPECHECK_RETURN(Float, "b 2")
  torch::Tensor forward(SHAPECHECK(Float, "b 4") torch::Tensor x) {
    return seq->forward(x);
  }
  torch::nn::Sequential seq;
};

void run() {
  Mlp mlp;
  Cnn cnn;
  Wide ok; // the default width, 64: fine
  Wide wide(128);
  auto y = wide->forward(torch::randn({2, 16}));
  auto z = ok(torch::randn({2, 16}));
}
