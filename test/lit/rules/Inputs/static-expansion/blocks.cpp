#include "net.h"

int Basic::expansion = 1;
int Bottleneck::expansion = 4;

void retune() {
#ifdef RETUNE
  Bottleneck::expansion = 2;
#endif
}
