// Narrowing reads the size and rank accessors that a pack declares
// (`size(self, axis)`, `sizes(self)`, `dim(self)` results), here of a
// library that is neither LibTorch nor Eigen: past `if (g.ndim() != 2)
// return;` and `if (g.extent(0) != 5) return;` the unknown grid is [5 _].
// Without the rules file the accessors are unknown and nothing narrows.
//
// RUN: not %shapecheck --rules %rules-inputs/grid.rules %s -- -std=c++17 \
// RUN:     -I %shapecheck-include \
// RUN:   | FileCheck %s --implicit-check-not='{{warning|error}}:'
// RUN: %shapecheck --rules %rules-inputs/grid.rules %s -- -std=c++17 \
// RUN:     -I %shapecheck-include -DSILENT | count 0

#include <shapecheck/shapecheck.hpp>
#include <vector>

namespace grid {
struct Grid {
  long extent(int axis) const;
  long height() const;
  long ndim() const;
  const std::vector<long> &shape() const;
};
Grid load(const char *path);
} // namespace grid

void consume(SHAPECHECK(Float, "4 n") const grid::Grid &g);

#ifndef SILENT
void byExtent() {
  grid::Grid g = grid::load("a.bin");
  if (g.ndim() != 2)
    return;
  if (g.extent(0) != 5)
    return;
  // CHECK: pack-accessors.cpp:[[@LINE+1]]:11: error: argument 'g' of call to 'consume', axis 0: size 5 does not match 4 required by parameter 'g' of 'consume' [shape-mismatch]
  consume(g);
}

void byShape() {
  grid::Grid g = grid::load("b.bin");
  if (g.ndim() != 2 || g.shape()[0] != 6)
    throw 1;
  // CHECK: pack-accessors.cpp:[[@LINE+1]]:11: error: argument 'g' of call to 'consume', axis 0: size 6 does not match 4 required by parameter 'g' of 'consume' [shape-mismatch]
  consume(g);
}

void byHeight() {
  grid::Grid g = grid::load("c.bin");
  if (!(g.ndim() == 2 && g.height() == 3))
    return;
  // CHECK: pack-accessors.cpp:[[@LINE+1]]:11: error: argument 'g' of call to 'consume', axis 0: size 3 does not match 4 required by parameter 'g' of 'consume' [shape-mismatch]
  consume(g);
}
#endif

void silent() {
  grid::Grid g = grid::load("d.bin");
  if (g.ndim() != 2 || g.extent(0) != 4 || g.shape()[1] != 7)
    return;
  consume(g);
  grid::Grid h = grid::load("e.bin");
  if (h.height() == 9) // the rank is unknown: axis 0 is not known
    consume(h);
}
