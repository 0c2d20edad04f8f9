// docs/examples/mdspan-stencil/heat.cpp with four one-line mistakes
// (test/mdspan/heat.test): each is caught at its line.
#include <shapecheck/shapecheck.hpp>

#include <cstddef>
#include <iostream>
#include <mdspan>
#include <vector>

using Grid = std::mdspan<double, std::dextents<std::size_t, 2>>;
using ColMajor =
    std::mdspan<const double, std::dextents<std::size_t, 2>, std::layout_left>;
using Vec = std::mdspan<double, std::dextents<std::size_t, 1>>;

struct Domain {
  std::size_t rows, cols;
  double alpha;
};

// next = u + alpha * (laplacian of u) on the interior; the border keeps
// its values.
void jacobiStep(SHAPECHECK(Float, "h w") Grid next,
                SHAPECHECK(Float, "h w") Grid u, double alpha) {
  const std::size_t h = u.extent(0), w = u.extent(1);
  for (std::size_t i = 0; i < h; ++i) {
    next[i, 0] = u[i, 0];
    next[i, u.extent(1)] = u[i, u.extent(1) - 1]; // one past the border
  }
  for (std::size_t j = 0; j < w; ++j) {
    next[0, j] = u[0, j];
    next[u.extent(0) - 1, j] = u[u.extent(0) - 1, j];
  }
  for (std::size_t i = 1; i + 1 < h; ++i)
    for (std::size_t j = 1; j + 1 < w; ++j) {
      double lap =
          u[i - 1, j] + u[i + 1, j] + u[i, j - 1] + u[i, j + 1] - 4.0 * u[i, j];
      next[i, j] = u[i, j] + alpha * lap;
    }
}

// y = A x with a column-major A [m n].
void matvec(SHAPECHECK(Float, "m") Vec y, SHAPECHECK(Float, "m n") ColMajor A,
            SHAPECHECK(Float, "n") Vec x) {
  for (std::size_t i = 0; i < A.extent(0); ++i)
    y[i] = 0;
  for (std::size_t j = 0; j < A.extent(1); ++j)
    for (std::size_t i = 0; i < A.extent(0); ++i)
      y[i] += A[i, j] * x[j];
}

// Runs the diffusion for a number of double steps; the result is in u.
void simulate(SHAPECHECK(Float, "h w") Grid u,
              SHAPECHECK(Float, "h w") Grid tmp, const Domain &dom, int steps) {
  for (int t = 0; t < steps; ++t) {
    jacobiStep(tmp, u, dom.alpha);
    jacobiStep(u, tmp, dom.alpha);
  }
}

// Row sums of the grid, with the kernel that takes a column-major matrix:
// copy the grid into one, then y [h] = M [h w] times ones [w].
void rowSums(SHAPECHECK(Float, "h") Vec y, SHAPECHECK(Float, "h w") Grid u) {
  std::vector<double> m(u.size()), ones(u.extent(1), 1.0);
  std::mdspan<double, std::dextents<std::size_t, 2>, std::layout_left> M(
      m.data(), u.extent(0), u.extent(1));
  for (std::size_t i = 0; i < M.extent(0); ++i)
    for (std::size_t j = 0; j < M.extent(1); ++j)
      M[i, j] = u[i, j];
  matvec(y, ColMajor(M), Vec(ones.data(), u.extent(0))); // rows, not cols
}

int main() {
  const Domain dom{64, 48, 0.2};
  std::vector<double> a(dom.rows * dom.cols, 0.0), b(a.size(), 0.0);
  std::vector<double> sums(dom.rows);
  Grid u(a.data(), dom.rows, dom.cols);
  Grid tmp(b.data(), dom.cols, dom.rows); // transposed
  Vec y(sums.data(), dom.rows);
  u[dom.rows / 2, dom.cols / 2] = 100.0;
  simulate(u, tmp, dom, 50);
  rowSums(Vec(sums.data(), dom.cols), u); // the wrong length
  std::cout << "centre row sum " << y[dom.rows / 2] << "\n";
}
