#include <shapecheck/shapecheck.hpp>
#include <torch/torch.h>

void show(shapecheck::Float<torch::Tensor, "batch channels height width"> images);

void preview(SHAPECHECK(Float, "height width") torch::Tensor image) {
  show(image);
}
