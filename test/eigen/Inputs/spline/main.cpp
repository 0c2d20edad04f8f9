#include "spline.h"

int main() {
  std::vector<float> s{0, 1, 2, 3}, x{0, 1, 4, 9}, y{1, 2, 3, 4};
  Spline2D path(s, x, y);
  return path.sx.coefficient(0) > 0;
}
