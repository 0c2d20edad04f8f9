// A convolutional encoder with several constructors, as holders and
// containers of modules want them: an empty default constructor, one from
// sizes and one from a config struct. The two real constructors build
// different encoders (strided and not), so a shape inside forward holds for
// one of them only unless it does not depend on which built the object.
#pragma once

#include <shapecheck/shapecheck.hpp>
#include <torch/torch.h>

struct EncoderConfig {
  int64_t channels = 3;
  int64_t features = 16;
  int64_t code = 8;
};

class EncoderImpl : public torch::nn::Module {
 public:
  EncoderImpl() {}
  EncoderImpl(int64_t channels, int64_t features);
  explicit EncoderImpl(const EncoderConfig &cfg);

  torch::Tensor forward(SHAPECHECK(Float, "b 3 32 32") torch::Tensor x);

 private:
  torch::nn::Sequential trunk;
  torch::nn::Conv2d head{nullptr};
};

TORCH_MODULE(Encoder);
