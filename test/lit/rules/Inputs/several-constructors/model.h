// Modules with an empty default constructor beside the real one, as
// TORCH_MODULE holders and containers of modules want: a method may run on
// an object either constructor built, so a field is only what they agree on.
#pragma once
#include <fake_torch.h>
#include <shapecheck/shapecheck.hpp>

class AEImpl : public torch::nn::Module {
public:
  AEImpl();
  explicit AEImpl(int64_t levels);
  torch::Tensor forward(SHAPECHECK(Float, "b 3 256 256") torch::Tensor x);

private:
  torch::nn::Sequential encoder;
};
TORCH_MODULE(AE);

struct EncoderConfig {
  int64_t channels = 3;
  int64_t features = 16;
};

class EncoderImpl : public torch::nn::Module {
public:
  EncoderImpl();
  explicit EncoderImpl(const EncoderConfig &cfg);
  torch::Tensor forward(SHAPECHECK(Float, "b channels h w") torch::Tensor x);

private:
  torch::nn::Sequential layers;
};
TORCH_MODULE(Encoder);

// A constructor that only delegates builds one of its target's states: the
// head is known in forward.
class ClassifierImpl : public torch::nn::Module {
public:
  ClassifierImpl() : ClassifierImpl(784, 10) {}
  ClassifierImpl(int64_t in, int64_t classes);
  torch::Tensor forward(SHAPECHECK(Float, "b in") torch::Tensor x);

private:
  torch::nn::Linear head{nullptr};
};
TORCH_MODULE(Classifier);
