// User modules inside user modules: a forward without annotations is
// analysed with the module's fields and each call's arguments (an error
// inside notes the call), an annotated forward is checked at each call,
// user modules in a Sequential are applied in order, and std::make_shared
// builds a module; a ModuleList of user modules is iterated. On its own, a forward is analysed with its class's
// default instance (BlockImpl has none: its sizes are unknown).
//
// RUN: not %shapecheck --dump-shapes %s -- -std=c++17 %fake-torch \
// RUN:     -I %shapecheck-include > %t.out
// RUN: FileCheck %s --check-prefix=DUMP < %t.out
// RUN: FileCheck %s --implicit-check-not='{{warning|error}}:' < %t.out

#include <fake_torch.h>
#include <shapecheck/shapecheck.hpp>

// An inferred block: Linear, then ReLU.
struct BlockImpl : torch::nn::Module {
  BlockImpl(int64_t in, int64_t out) : fc(in, out) {}
  // CHECK: user-modules.cpp:[[@LINE+4]]:66: error: argument 'input' of call to 'fc', axis 1: size 16 does not match 4 required by the module 'torch::nn::Linear' [shape-mismatch]
  // CHECK: user-modules.cpp:[[@LINE-2]]:40: note: the module 'torch::nn::Linear' is declared here
  // CHECK: user-modules.cpp:[[@LINE+57]]:12: note: in the call of 'BlockImpl::forward' here
  // CHECK: user-modules.cpp:[[@LINE+55]]:25: note: the module 'torch::nn::Sequential' is declared here
  torch::Tensor forward(torch::Tensor x) { return torch::relu(fc(x)); }
  torch::nn::Linear fc;
};
TORCH_MODULE(Block);

// An annotated head: checked at each call against its signature.
struct HeadImpl : torch::nn::Module {
  SHAPECHECK_RETURN(Float, "b 2")
  torch::Tensor forward(SHAPECHECK(Float, "b 16") torch::Tensor x) {
    return fc(x);
  }
  torch::nn::Linear fc{16, 2};
};
TORCH_MODULE(Head);

struct ModelImpl : torch::nn::Module {
  ModelImpl() {
    body = register_module("body", torch::nn::Sequential(Block(8, 32),
                                                         Block(32, 16)));
    head = register_module("head", std::make_shared<HeadImpl>());
    blocks = register_module(
        "blocks", torch::nn::ModuleList(Block(16, 16), Block(16, 16)));
  }
  // DUMP-LABEL: 'ModelImpl::forward'
  torch::Tensor forward(SHAPECHECK(Float, "b 8") torch::Tensor x) {
    // DUMP-NEXT: user-modules.cpp:[[@LINE+1]]:10: 'h': Float[b 16]
    auto h = body->forward(x);
    // DUMP-NEXT: user-modules.cpp:[[@LINE+1]]:10: 'y': Float[b 2]
    auto y = head->forward(h);
    // DUMP-NEXT: user-modules.cpp:[[@LINE+1]]:10: 'z': Float[b 32]
    auto z = first(x);
    for (const auto &block : *blocks)
      h = block->as<Block>()->forward(h);
    // DUMP-NEXT: user-modules.cpp:[[@LINE+1]]:10: 'after': Float[b 16]
    auto after = h;
    return y;
  }
  torch::nn::Sequential body{nullptr};
  Head head{nullptr};
  Block first{8, 32};
  torch::nn::ModuleList blocks{nullptr};
};
TORCH_MODULE(Model);

// DUMP-LABEL: 'fires'
void fires(SHAPECHECK(Float, "b 8") torch::Tensor x) {
  Block block(8, 4);
  // DUMP-NEXT: user-modules.cpp:[[@LINE+1]]:8: 'y': Float[b 4]
  auto y = block->forward(x);
  Head head;
  // CHECK: user-modules.cpp:[[@LINE+2]]:17: error: argument 'x' of call to 'HeadImpl::forward', axis 1: size 4 does not match 16 required by parameter 'x' of 'HeadImpl::forward' [shape-mismatch]
  // DUMP-NEXT: user-modules.cpp:[[@LINE+1]]:8: 'z': Float[...]
  auto z = head(y);
  // Block(4, 3) takes 4 features; the first block gives 16.
  torch::nn::Sequential seq(Block(8, 16), Block(4, 3));
  auto w = seq->forward(x);
}
