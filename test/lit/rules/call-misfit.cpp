// A method analysed for one call (a method of `this`, a method of a known
// module, a module of a Sequential) whose body fails because an argument
// does not fit what the method itself needs is reported at the call, with
// a note where the method's body checks it: `decode(x)` instead of
// `decode(z)` is the caller's bug, and decode is right for what it takes.
// Sizes come from the constructor, as in a variational autoencoder; the
// class's own analysis reports it with its symbols, the instance's (784
// against 20) is superseded.
//
// RUN: not %shapecheck %s -- -std=c++17 %fake-torch -I %shapecheck-include \
// RUN:     > %t.out
// RUN: FileCheck %s --implicit-check-not='{{warning|error|note}}:' < %t.out

#include <fake_torch.h>
#include <shapecheck/shapecheck.hpp>

class AutoencoderImpl : public torch::nn::Module {
public:
  AutoencoderImpl(int64_t image_size, int64_t h_dim, int64_t z_dim);
  torch::Tensor encode(torch::Tensor x);
  torch::Tensor decode(torch::Tensor z);
  torch::Tensor forward(SHAPECHECK(Float, "batch image_size") torch::Tensor x);
  torch::Tensor forward_wrong(
      SHAPECHECK(Float, "batch image_size") torch::Tensor x);

private:
  torch::nn::Linear fc1{nullptr}, fc2{nullptr}, fc3{nullptr}, fc4{nullptr};
};
TORCH_MODULE(Autoencoder);

AutoencoderImpl::AutoencoderImpl(int64_t image_size, int64_t h_dim,
                                 int64_t z_dim)
    : fc1(image_size, h_dim), fc2(h_dim, z_dim), fc3(z_dim, h_dim),
      fc4(h_dim, image_size) {}

torch::Tensor AutoencoderImpl::encode(torch::Tensor x) {
  return fc2->forward(torch::relu(fc1->forward(x)));
}

torch::Tensor AutoencoderImpl::decode(torch::Tensor z) {
  auto h = torch::relu(fc3->forward(z));
  return torch::sigmoid(fc4->forward(h));
}

torch::Tensor AutoencoderImpl::forward(torch::Tensor x) {
  auto z = encode(x);
  return decode(z);
}

torch::Tensor AutoencoderImpl::forward_wrong(torch::Tensor x) {
  auto z = encode(x);
  // CHECK: call-misfit.cpp:[[@LINE+5]]:10: error: argument 'z' of call to 'AutoencoderImpl::decode', axis 1: size 'image_size' does not match 'z_dim' required by parameter 'z' of 'AutoencoderImpl::decode'{{.*}}[shape-mismatch]
  // CHECK-DAG: note: 'z_dim' is a dimension of 'AutoencoderImpl', a parameter of its constructor
  // CHECK-DAG: note: 'image_size' is a dimension of 'AutoencoderImpl', a parameter of its constructor
  // CHECK-DAG: note: parameter 'z' of 'AutoencoderImpl::decode' is declared here
  // CHECK-DAG: call-misfit.cpp:41:37: note: in 'decode', the argument fails this check
  return decode(x);
}

int main() {
  Autoencoder model(784, 400, 20);
  auto images = torch::rand({16, 784});
  auto out = model->forward(images);
  auto wrong = model->forward_wrong(images);
  // A method of a known module called from outside: the same, at the call.
  // CHECK: call-misfit.cpp:[[@LINE+3]]:14: error: argument 'z' of call to 'AutoencoderImpl::decode', axis 1: size 784 does not match 20 required by parameter 'z' of 'AutoencoderImpl::decode' [shape-mismatch]
  // CHECK-DAG: note: parameter 'z' of 'AutoencoderImpl::decode' is declared here
  // CHECK-DAG: call-misfit.cpp:41:37: note: in 'model->decode', the argument fails this check
  auto bad = model->decode(images);
  auto good = model->decode(torch::rand({16, 20}));
}
