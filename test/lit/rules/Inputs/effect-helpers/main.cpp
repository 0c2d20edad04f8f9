// The tutorial's main: each demo is a void function that builds the module
// from its input's sizes and runs it, and reads its input row by row.
#include "../call-names/attention.h"

int64_t rows_to_show(); // defined elsewhere: not known here

void demo(const torch::Tensor &inputs) {
  const int64_t d_in = inputs.size(1);
  for (int64_t i = 0; i < inputs.size(0); ++i)
    auto row = inputs.select(0, i).narrow(0, 0, d_in);
  for (int64_t i = 0; i < rows_to_show(); ++i)
    auto shown = inputs.select(0, i);
  auto batch = torch::stack({inputs, inputs}, 0);
  Attention attention(d_in, 2);
  auto scores = attention->forward(batch);
}

int main() {
  auto inputs = torch::randn({ROWS, 3});
  demo(inputs);
}
