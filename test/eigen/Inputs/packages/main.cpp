#include "filter.h"

int main() {
  Filter f;
  LaserPackage p(1.0, 2.0);
  f.update(&p);
  f.update(p, 0.5);
  return f.x_.size() == 4 ? 0 : 1;
}
