#include "filter.h"
#include <iostream>

int main() {
  Filter F;
  for (const char *Line : {"L 1 2", "R 1 2 3"}) {
    Package *P = Package::create(Line);
    std::cout << F.update(P).transpose() << "\n";
    delete P;
  }
}
