// A small project checked as a whole (../../parallel.test): an encoder
// module defined in encoder.cpp, helpers defined in norm.cpp and mix.cpp,
// all used from main.cpp.
#pragma once
#include <fake_torch.h>
#include <shapecheck/shapecheck.hpp>

// Defined in norm.cpp; the result is not annotated (its body says it).
torch::Tensor normalize(SHAPECHECK(Float, "b d") torch::Tensor x);

// Defined in mix.cpp with normalize: its result is known once norm.cpp's
// summary is, and main.cpp sees it one round later.
torch::Tensor mix(SHAPECHECK(Float, "b d") torch::Tensor x,
                  SHAPECHECK(Float, "d e") torch::Tensor w);

class EncoderImpl : public torch::nn::Module {
public:
  EncoderImpl(int64_t in_features, int64_t hidden);
  torch::Tensor forward(SHAPECHECK(Float, "batch in_features") torch::Tensor x);

private:
  torch::nn::Linear fc{nullptr};
};
TORCH_MODULE(Encoder);
