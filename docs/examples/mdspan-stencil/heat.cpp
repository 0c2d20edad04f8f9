// Heat diffusion on a grid with std::mdspan (C++23): a Jacobi step of a
// five-point stencil over a row-major grid, and a column-major (layout_left)
// matrix-vector product, as a BLAS-style kernel would take its operands.
// The annotations name the sizes once; shapecheck checks that the grids
// and operands agree at every call.
//
//   shapecheck docs/examples/mdspan-stencil/heat.cpp -- -std=c++23 \
//       -stdlib=libc++ -I lib/include
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

// next = u + alpha * (laplacian of u) on the interior; the border is kept.
void jacobiStep(SHAPECHECK(Float, "h w") Grid next,
                SHAPECHECK(Float, "h w") Grid u, double alpha) {
  for (std::size_t i = 0; i < u.extent(0); ++i)
    for (std::size_t j = 0; j < u.extent(1); ++j) {
      if (i == 0 || j == 0 || i + 1 == u.extent(0) || j + 1 == u.extent(1)) {
        next[i, j] = u[i, j];
        continue;
      }
      double lap = u[i - 1, j] + u[i + 1, j] + u[i, j - 1] + u[i, j + 1] -
                   4.0 * u[i, j];
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

int main() {
  const Domain dom{64, 48, 0.2};
  std::vector<double> a(dom.rows * dom.cols, 0.0), b(a.size(), 0.0);
  Grid u(a.data(), dom.rows, dom.cols);
  Grid next(b.data(), dom.rows, dom.cols);
  u[dom.rows / 2, dom.cols / 2] = 100.0;
  for (int t = 0; t < 50; ++t) {
    jacobiStep(next, u, dom.alpha);
    jacobiStep(u, next, dom.alpha);
  }

  // Row sums of the grid, with the kernel that takes a column-major matrix:
  // copy the grid into one, then y [h] = M [h w] times ones [w].
  std::vector<double> m(a.size()), ones(dom.cols, 1.0), sums(dom.rows);
  std::mdspan<double, std::dextents<std::size_t, 2>, std::layout_left> M(
      m.data(), dom.rows, dom.cols);
  for (std::size_t i = 0; i < M.extent(0); ++i)
    for (std::size_t j = 0; j < M.extent(1); ++j)
      M[i, j] = u[i, j];
  Vec x(ones.data(), dom.cols);
  Vec y(sums.data(), dom.rows);
  matvec(y, ColMajor(M), x);
  std::cout << "centre row sum " << y[dom.rows / 2] << "\n";
}
