#include "net.h"

torch::Tensor score(SHAPECHECK(Float, "n 4") torch::Tensor logits,
                    SHAPECHECK(Float, "n") torch::Tensor labels) {
  return logits + labels;
}
