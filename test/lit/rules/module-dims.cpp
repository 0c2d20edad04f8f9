// A module's integer constructor parameters are dimensions of the module,
// shared by its methods as a generic class's type parameters are, and
// named in their annotations. Distinct parameters are distinct dimensions.
// The module is declared as real projects declare it: the class in one
// place, the constructor and forward defined out of line.
//
// RUN: not %shapecheck --dump-shapes %s -- -std=c++17 %fake-torch \
// RUN:     -I %shapecheck-include > %t.out
// RUN: FileCheck %s --check-prefix=DUMP < %t.out
// RUN: FileCheck %s --implicit-check-not='{{warning|error|note}}:' < %t.out

#include <fake_torch.h>
#include <shapecheck/shapecheck.hpp>

#include <string>

class NeuralNetImpl : public torch::nn::Module {
public:
  NeuralNetImpl(int64_t input_size, int64_t hidden_size, int64_t num_classes);
  torch::Tensor forward(SHAPECHECK(Float, "batch input_size") torch::Tensor x);

private:
  torch::nn::Linear fc1, fc2;
};
TORCH_MODULE(NeuralNet);

NeuralNetImpl::NeuralNetImpl(int64_t input_size, int64_t hidden_size,
                             int64_t num_classes)
    : fc1(input_size, hidden_size), fc2(hidden_size, num_classes) {
  register_module("fc1", fc1);
  register_module("fc2", fc2);
}

// DUMP: module-dims.cpp:[[@LINE+1]]:30: 'NeuralNetImpl::forward': (x: Float[batch input_size]) -> torch::Tensor
torch::Tensor NeuralNetImpl::forward(torch::Tensor x) {
  // DUMP: module-dims.cpp:[[@LINE+1]]:8: 'h': Float[batch hidden_size]
  auto h = torch::relu(fc1->forward(x));
  return fc2->forward(h);
}

// The same with a bug: fc3 takes hidden_size features, fc2 gives twice as
// many.
class WideNetImpl : public torch::nn::Module {
public:
  WideNetImpl(int64_t hidden_size, int64_t num_classes)
      : fc2(hidden_size, hidden_size * 2), fc3(hidden_size, num_classes) {}
  torch::Tensor forward(SHAPECHECK(Float, "b hidden_size") torch::Tensor h) {
    // DUMP: module-dims.cpp:[[@LINE+1]]:10: 'wide': Float[b 2*hidden_size]
    auto wide = fc2->forward(h);
    // CHECK: module-dims.cpp:[[@LINE+3]]:25: error: argument 'input' of call to 'fc3->forward', axis 1: size '2*hidden_size' does not match 'hidden_size' required by the module 'torch::nn::Linear' [shape-mismatch]
    // CHECK: module-dims.cpp:[[@LINE-6]]:23: note: 'hidden_size' is a dimension of 'WideNetImpl', a parameter of its constructor
    // CHECK: module-dims.cpp:[[@LINE-6]]:44: note: the module 'torch::nn::Linear' is declared here
    return fc3->forward(wide);
  }
  torch::nn::Linear fc2, fc3;
};

// An options struct: its integer fields are dimensions too.
struct AutoencoderOptions {
  int64_t image_size = 784;
  int64_t code = 20;
};

class AutoencoderImpl : public torch::nn::Module {
public:
  explicit AutoencoderImpl(const AutoencoderOptions &opts)
      : enc(opts.image_size, opts.code), dec(opts.code, opts.image_size),
        bad(opts.image_size, opts.code) {}
  // The annotation names the options' fields.
  torch::Tensor forward(SHAPECHECK(Float, "b image_size") torch::Tensor x) {
    // DUMP: module-dims.cpp:[[@LINE+1]]:10: 'z': Float[b opts.code]
    auto z = enc->forward(x);
    // DUMP: module-dims.cpp:[[@LINE+1]]:10: 'y': Float[b opts.image_size]
    auto y = dec->forward(z);
    // Right only for options whose code is the image size, and nothing
    // here builds one: a warning, once (issue 23 §4).
    // CHECK: module-dims.cpp:[[@LINE+3]]:25: warning: argument 'input' of call to 'bad->forward', axis 1: size 'opts.code' does not match 'opts.image_size' required by the module 'torch::nn::Linear' (it holds only for a construction with 'opts.image_size' = opts.code, and none in the analysed code decides it) [shape-mismatch]
    // CHECK-COUNT-2: note: 'opts.
    // CHECK: note: the module
    return bad->forward(z);
  }
  torch::nn::Linear enc, dec, bad;
};

// A local set once from a value nobody knows is a symbol: equal to itself.
int64_t readConfig(const std::string &key);
SHAPECHECK_RETURN(Float, "b 10")
torch::Tensor classify(SHAPECHECK(Float, "b 784") torch::Tensor x) {
  int64_t hidden = readConfig("hidden");
  torch::nn::Linear fc1(784, hidden), fc2(hidden, 10), fc3(hidden * 2, 10);
  // DUMP: module-dims.cpp:[[@LINE+1]]:8: 'h': Float[b hidden]
  auto h = fc1->forward(x);
  auto ok = fc2->forward(h);
  // CHECK: module-dims.cpp:[[@LINE+2]]:23: error: argument 'input' of call to 'fc3->forward', axis 1: size 'hidden' does not match '2*hidden' required by the module 'torch::nn::Linear' [shape-mismatch]
  // CHECK-COUNT-2: note:
  return fc3->forward(h);
}

// An integer parameter of an unannotated helper is a size only where it
// meets a shape: -1 is a fine argument here.
void query(int &w, int &p) { w = p + 1; }
void useQuery() {
  int x(-1), y(-1);
  query(x, y);
}

// A construction with literal sizes and a call of forward in the same TU:
// the call gives the instance's sizes, and forward's result (not annotated)
// is what its body returns, in the call's names.
void run() {
  NeuralNet net(784, 100, 10);
  auto in = torch::randn({32, 784});
  // DUMP: module-dims.cpp:[[@LINE+1]]:8: 'out': Float[32 10]
  auto out = net->forward(in);
  auto wrong = torch::randn({32, 100});
  // CHECK: module-dims.cpp:[[@LINE+2]]:16: error: argument 'x' of call to 'NeuralNetImpl::forward', axis 1: size 100 does not match 784 required by parameter 'x' of 'NeuralNetImpl::forward' [shape-mismatch]
  // CHECK: note: parameter 'x' of 'NeuralNetImpl::forward' is declared here
  net->forward(wrong);
}

// A module whose constructor is defined in another file (model.cpp, seen
// from main.cpp): the construction's integer arguments still bind the
// dimensions named in forward's annotation, and `->to()`, `->eval()` keep
// the module as it is.
class RemoteImpl : public torch::nn::Module {
public:
  RemoteImpl(int64_t in, int64_t out);
  torch::Tensor forward(SHAPECHECK(Float, "b in") torch::Tensor x);
};
TORCH_MODULE(Remote);

void useRemote() {
  Remote r(8, 4);
  r->to(torch::kFloat);
  r->eval();
  r->forward(torch::randn({2, 8}));
  // CHECK: module-dims.cpp:[[@LINE+2]]:14: error: argument 'x' of call to 'RemoteImpl::forward', axis 1: size 9 does not match 8 required by parameter 'x' of 'RemoteImpl::forward' [shape-mismatch]
  // CHECK: note: parameter 'x' of 'RemoteImpl::forward' is declared here
  r->forward(torch::randn({2, 9}));
}

// A library module keeps its sizes through the methods every module has,
// which the pack declares on the base class (`torch::nn::Module::train`),
// not on each module: before, `head->train()` left `head` unknown.
void useLibraryModule() {
  torch::nn::Linear head(128, 10);
  head->train();
  head->to(torch::kFloat);
  // CHECK: module-dims.cpp:[[@LINE+2]]:17: error: argument 'input' of call to 'head->forward', axis 1: size 64 does not match 128 required by the module 'torch::nn::Linear' [shape-mismatch]
  // CHECK: module-dims.cpp:[[@LINE-4]]:21: note: the module 'torch::nn::Linear' is declared here
  head->forward(torch::randn({2, 64}));
}
