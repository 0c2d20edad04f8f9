#include "decoder.h"

#ifndef WIDTH
#define WIDTH 512
#endif

int main() {
  Decoder decoder(10, 512);
  auto y = decoder->forward(torch::randn({4, WIDTH}));
}
