// The tutorial's main: it builds the module from its input's sizes and
// runs it.
#include "attention.h"

int main() {
  auto inputs = torch::randn({6, 3});
  const int64_t d_in = inputs.size(1);
  auto batch = torch::stack({inputs, inputs}, 0);
  Attention attention(d_in, 2);
  auto scores = attention->forward(batch);
}
